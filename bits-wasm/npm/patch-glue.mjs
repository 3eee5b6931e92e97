// Two edits to the JavaScript glue wasm-bindgen writes (bits.js), so that its own refusals
// follow the package's contract: every thrown value is an `Error` with a `code`.
//
// 1. wasm-bindgen's runtime refuses a freed object ("null pointer passed to rust") or one
//    already in use by a call that has not returned (a callback reaching it again) by
//    throwing a bare `Error` through its `__wbindgen_throw` import. Here that import throws
//    a `BitsError` with code `freed` or `busy` (`internal` for anything else).
// 2. `free()` on an object already freed passes a null pointer and throws; a second
//    `free()` (or `[Symbol.dispose]` after `free()`, as a `using` block does) is a no-op.
//
// Every edit must match exactly once per site: a wasm-bindgen upgrade that changes the
// glue fails the build here instead of shipping unpatched glue.
import { readFileSync, writeFileSync } from "node:fs";

const file = process.argv[2];
let glue = readFileSync(file, "utf8");

function replaceExactly(pattern, replacement, count) {
  const found = glue.match(new RegExp(pattern.source, "g")) ?? [];
  if (found.length !== count) {
    throw new Error(`patch-glue: expected ${count} match(es) of ${pattern}, found ${found.length}`);
  }
  glue = glue.replace(new RegExp(pattern.source, "g"), replacement);
}

replaceExactly(
  /(__wbg___wbindgen_throw_[0-9a-f]+: function\(arg0, arg1\) \{\n\s*)throw new Error\(getStringFromWasm0\(arg0, arg1\)\);/,
  "$1throw bindingError(getStringFromWasm0(arg0, arg1));",
  1,
);

const classes = [...glue.matchAll(/^export class (\w+) \{/gm)].map((m) => m[1]);
replaceExactly(
  /(free\(\) \{\n(\s*)const ptr = this\.__destroy_into_raw\(\);\n)(\s*wasm\.__wbg_\w+_free\(ptr, 0\);)/,
  "$1$2if (ptr === 0) return;\n$3",
  classes.length,
);

glue += `
function bindingError(message) {
  const [code, text] = message.startsWith("null pointer passed to rust")
    ? ["freed", "the object was freed (by free(), a using block or a call that consumes it) and cannot be used"]
    : /recursive use of an object|while it was borrowed/.test(message)
      ? ["busy", "the object is in use by a call that has not returned (a callback reached it again)"]
      : ["internal", message];
  const err = new Error(text);
  err.name = "BitsError";
  err.code = code;
  return err;
}
`;
writeFileSync(file, glue);
