#!/usr/bin/env bash
# Runs the fuzz targets one after another, each for SECONDS (default 600) on one core,
# then minimises its corpus in place. Needs nightly and cargo-fuzz:
#   rustup toolchain install nightly && cargo install cargo-fuzz
#   bash bits/fuzz/run.sh [SECONDS] [TARGET...]        (default: every target)
#   bash bits/fuzz/run.sh minimise TARGET...           (only minimise the corpora)
# Logs go to bits/fuzz/logs/<target>.log. A crash or timeout ends that target with libFuzzer's
# report (the input is left in bits/fuzz/artifacts/<target>/), the run goes on with the next
# one and exits non-zero at the end.
set -euo pipefail
cd "$(dirname "$0")"
# Keeps the smallest set of inputs that still reaches every edge the corpus reaches (hit
# counts ignored), so the committed corpora stay small.
minimise() {
  local t=$1 bin
  bin="${CARGO_TARGET_DIR:-$PWD/target}/$(rustc -vV | sed -n 's/^host: //p')/release/$t"
  rm -rf "corpus/.min-$t" && mkdir "corpus/.min-$t"
  "$bin" -set_cover_merge=1 -use_counters=0 "corpus/.min-$t" "corpus/$t" >"logs/$t.cmin.log" 2>&1
  rm -rf "corpus/$t" && mv "corpus/.min-$t" "corpus/$t"
}

mkdir -p logs
if [[ ${1:-} == minimise ]]; then
  shift
  for t in "$@"; do minimise "$t"; echo "$t: $(find "corpus/$t" -type f | wc -l) files"; done
  exit 0
fi
seconds=${1:-600}
shift || true
targets=("$@")
if [[ ${#targets[@]} == 0 ]]; then
  mapfile -t targets < <(cargo +nightly fuzz list)
fi
failed=()
for t in "${targets[@]}"; do
  echo "== $t: ${seconds}s"
  mkdir -p "corpus/$t"
  # One process (no -jobs/-workers): the machine is shared. Inputs past 64 KiB only test serde_json's
  # speed; the hostile-size tests cover big inputs.
  cargo +nightly fuzz run "$t" "corpus/$t" -- \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 >"logs/$t.log" 2>&1 || { tail -n 40 "logs/$t.log"; failed+=("$t"); continue; }
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done)' "logs/$t.log" || tail -n 3 "logs/$t.log"
  minimise "$t"
  echo "   corpus: $(find "corpus/$t" -type f | wc -l) files, $(du -sk "corpus/$t" | cut -f1) KiB"
done
if [[ ${#failed[@]} != 0 ]]; then
  echo "failed: ${failed[*]}"
  exit 1
fi
