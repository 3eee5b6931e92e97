#!/usr/bin/env bash
# Builds the npm package @dailygrid/bits into bits-wasm/pkg/ from scratch. Idempotent:
# installs the wasm target, wasm-bindgen-cli (pinned to the wasm-bindgen in Cargo.lock)
# and binaryen's wasm-opt (npm) into bits-wasm/.tools/ only when missing.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
tools="$here/.tools"
target_dir="${CARGO_TARGET_DIR:-$root/target}"

rustup target add wasm32-unknown-unknown >/dev/null 2>&1

# wasm-bindgen-cli must be exactly the library's version or the glue will not match.
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$root/Cargo.lock")
have=$("$tools/bin/wasm-bindgen" --version 2>/dev/null | awk '{print $2}' || true)
if [[ "$have" != "$want" ]]; then
  echo "installing wasm-bindgen-cli $want"
  CARGO_TARGET_DIR="$target_dir/wasm-bindgen-cli" \
    cargo install --debug --quiet wasm-bindgen-cli --version "=$want" --root "$tools"
fi

# Debian's binaryen is broken; the npm build (v132) is used.
if [[ ! -x "$tools/npm/node_modules/.bin/wasm-opt" ]]; then
  echo "installing binaryen 132 (npm)"
  mkdir -p "$tools/npm"
  (cd "$tools/npm" && npm install --silent --no-audit --no-fund --no-save binaryen@132.0.0)
fi

cd "$root"
cargo build --quiet -p bits-wasm --target wasm32-unknown-unknown --profile wasm
raw="$target_dir/wasm32-unknown-unknown/wasm/bits_wasm.wasm"

out="$here/pkg"
rm -rf "$out"
mkdir -p "$out"
"$tools/bin/wasm-bindgen" "$raw" --out-dir "$out" --out-name bits --target web --typescript
# Freed or busy objects throw coded errors too; a double free is a no-op (see the script).
node "$here/npm/patch-glue.mjs" "$out/bits.js"
"$tools/npm/node_modules/.bin/wasm-opt" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
  "$out/bits_bg.wasm" -o "$out/bits_bg.wasm"

cp "$here/npm/package.json" "$here/npm/node.js" "$here/npm/README.md" "$out/"
cp "$root/LICENSE-MIT" "$root/LICENSE-APACHE" "$out/"
# The Wordle lookup tree ships beside the module, not inside it: fetched as bytes when needed.
cp "$root/bits/data/wordle/lookup_lants.bin" "$out/"
# So are the word lists (one lower-case word a line): a page that checks guesses fetches
# them, one that only plays the tree never does.
cp "$root/bits/data/wordle/words.txt" "$root/bits/data/wordle/official_answers.txt" "$out/"
# The package version follows the workspace.
version=$(awk -F'"' '/^version = / { print $2; exit }' "$root/Cargo.toml")
node -e '
  const fs = require("fs"); const p = process.argv[1];
  const j = JSON.parse(fs.readFileSync(p, "utf8")); j.version = process.argv[2];
  fs.writeFileSync(p, JSON.stringify(j, null, 2) + "\n");
' "$out/package.json" "$version"

rm -rf "$here/www/pkg" && cp -r "$out" "$here/www/pkg"
raw_kb=$(stat -c %s "$out/bits_bg.wasm")
gz=$(gzip -9 -c "$out/bits_bg.wasm" | wc -c)
echo "bits-wasm: pkg/bits_bg.wasm $raw_kb bytes, $gz bytes gzipped (-9)"
