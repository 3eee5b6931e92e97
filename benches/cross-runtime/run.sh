#!/usr/bin/env bash
# Cross-runtime determinism: every daily of a span of years, computed natively in Rust,
# through the C library, through the Python wheel and through the WebAssembly package
# under node, must be the same bytes. Each runtime's driver hashes the stream itself
# (Rust: the sha2 crate, C: sha256.c, Python: hashlib, node: node:crypto) and prints
# one line per stream; the check fails unless all four print exactly the same lines.
#
# Usage: benches/cross-runtime/run.sh [--years N] [--from YYYY-MM-DD] [--threads N]
#   --years   span in calendar years (default 100), ending the day before FROM + N years
#   --from    first day (default 2000-01-01: 2000 is a leap year by the 400-year rule)
#   --threads threads per driver (default: all cores)
# Uses what the CI's binding blocks build: $CARGO_TARGET_DIR/c (bits-ffi/dist.sh, rerun
# here, a no-op when current), the venv $CARGO_TARGET_DIR/py-ci-venv with the wheel
# installed (or $BITS_PYTHON) and bits-wasm/pkg (or $BITS_WASM_PKG).
#
# The stream. For each day D from FROM to TO, in order, these records, each the exact
# JSON text the binding returns followed by "\n":
#   bits-1, bits-2, bits-3  the Bits descriptor of D generated at rank 1, 2, 3 (6×6, the
#                           daily's other options): full JSON, then its public view
#   binary-grid             the Binary Grid PuzzleInfo of D: easy, medium, hard
#   flipit                  the FlipIT daily of D, then the no-repeat (--unique) daily
#   sets                    the Sets daily of D with answers, then its public view
# A generator that gives up with a typed error (e.g. no rank-3 puzzle for a day within
# the attempt limit) contributes the single record `error: <message>` to its stream: the
# same failure in every runtime is part of the contract.
# Each driver prints `range FROM TO days N`, then `<stream> <records> <bytes> <sha256>`
# per stream, `all ...` for the whole stream (per day: the streams in the order above),
# then one `failed <day> <stream>: <message>` line per refusal, in calendar order.
# A mismatch names the stream; narrow the day down by rerunning with --from/--years.
set -euo pipefail
cd "$(dirname "$0")/../.."
years=100 from=2000-01-01 threads=$(nproc)
while (($#)); do
  case $1 in
    --years) years=$2; shift 2 ;;
    --from) from=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    *) echo "usage: $0 [--years N] [--from YYYY-MM-DD] [--threads N]" >&2; exit 2 ;;
  esac
done
[[ $years =~ ^[1-9][0-9]*$ ]] || { echo "cross-runtime: --years must be a positive integer" >&2; exit 2; }
to=$(date -u -d "$from + $years years - 1 day" +%F)

target="${CARGO_TARGET_DIR:-$PWD/target}"
python="${BITS_PYTHON:-$target/py-ci-venv/bin/python}"
pkg="${BITS_WASM_PKG:-$PWD/bits-wasm/pkg}"
here=benches/cross-runtime
"$python" -c 'import bits' 2>/dev/null \
  || { echo "cross-runtime: $python cannot import bits (build the wheel first, see .ci/run)" >&2; exit 1; }
[[ -f $pkg/node.js && -f $pkg/bits_bg.wasm ]] \
  || { echo "cross-runtime: no WebAssembly package in $pkg (run bits-wasm/build.sh)" >&2; exit 1; }

# The drivers: the Rust one shares the core build with bits-ffi (same features).
cargo build -q --release -p bits-ffi
# bits-ffi's features, so the core compiled for it is reused.
cargo build -q --release -p bits --example digest --features serde,wordle
dist=$(bits-ffi/dist.sh "$target/c")
build="$target/cross-runtime"
mkdir -p "$build"
# Linked statically, with the system libraries the archive needs (as the C tests do).
static_libs=$(PKG_CONFIG_PATH="$dist/lib/pkgconfig" pkg-config --static --libs-only-l bits | sed 's/-lbits//')
# shellcheck disable=SC2086
gcc -std=c11 -Wall -Wextra -Werror -pedantic -O2 -pthread -I"$dist/include" \
  "$here/digest.c" "$here/sha256.c" "$dist/lib/libbits.a" $static_libs \
  -o "$build/digest-c"

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "cross-runtime: $from .. $to ($years year(s)), $threads thread(s) per runtime"
run() { # run <name> <command…>: output to $out/<name>, "wall cpu" seconds to $out/<name>.t
  local name=$1; shift
  local TIMEFORMAT='%R %U'
  { time "$@" >"$out/$name" 2>&3; } 3>&2 2>"$out/$name.t"
  read -r wall user <"$out/$name.t"
  printf '  %-7s %8s s wall %8s s cpu  %s\n' "$name" "$wall" "$user" "$(awk '$1 == "all" { print $4 }' "$out/$name")"
}
run rust "$target/release/examples/digest" "$from" "$to" "$threads"
run c "$build/digest-c" "$from" "$to" "$threads"
run python "$python" "$here/digest.py" "$from" "$to" "$threads"
run wasm node "$here/digest.mjs" "$pkg" "$from" "$to" "$threads"

status=0
for name in c python wasm; do
  if ! diff -u --label rust --label "$name" "$out/rust" "$out/$name" >&2; then
    echo "cross-runtime: $name differs from native Rust" >&2
    status=1
  fi
done
# Every driver printed the same lines; check that they are the lines the format promises.
shape='^(range [0-9-]+ [0-9-]+ days [0-9]+|(bits-[123]|binary-grid|flipit|sets|all) [0-9]+ [0-9]+ [0-9a-f]{64})$'
if [[ $(head -8 "$out/rust" | grep -cE "$shape") != 8 ]] || tail -n +9 "$out/rust" | grep -vq '^failed '; then
  echo "cross-runtime: unexpected output:" >&2; cat "$out/rust" >&2; status=1
fi
((status == 0)) || exit 1
sed 's/^/  /' "$out/rust"
failures=$(grep -c '^failed ' "$out/rust" || true)
echo "cross-runtime: all four runtimes agree ($failures generator refusal(s), identical everywhere)"
