// Edits to the JavaScript glue wasm-bindgen writes (bits.js), so that its own refusals
// follow the package's contract: every thrown value is an `Error` with a `code`, and no
// receiver can make the module misbehave.
//
// 1. wasm-bindgen's runtime refuses an object in use by a call that has not returned (a
//    callback reaching it again) by throwing a bare `Error` through its `__wbindgen_throw`
//    import. Here that import throws a `BitsError` with code `busy` (`freed` for a null
//    pointer, `internal` for anything else).
// 2. Every method, getter and `free` of an exported class checks its receiver in
//    JavaScript before the module sees it. The glue passes `this.__wbg_ptr` on unchecked:
//    after `free()` that is 0, and the module's refusal is an exception thrown through its
//    own frames, which skips the reset of its stack pointer (32,768 calls on a freed object
//    left it trapping for good); on another class's instance it is a pointer to the wrong
//    type (`Mulberry32.prototype.nextU32.call(gridState)` wrote into the play state). Now
//    a freed receiver throws `freed` (except in `free` itself: a second `free()`, or
//    `[Symbol.dispose]` after `free()`, does nothing), and anything but a live instance of
//    the class throws `type`. A `free` from a callback during the object's own call
//    returns, as any `free` does: the object goes when that call returns.
// 3. Until `init()` (or node's entry) has instantiated the module, the glue's `wasm` is a
//    stand-in whose every use throws a `BitsError` with code `not-initialized`, where the
//    glue would read a property of `undefined` (a bare TypeError): the usual browser
//    mistake is to call a function before awaiting `init()`. An `init()` that fails (a
//    404, bytes that are no WebAssembly, a module that is not this package's) throws
//    `init` and leaves the stand-in: the glue kept the exports of a module whose start had
//    failed, so a second `init()` with the right file "succeeded" and every call then
//    threw a bare TypeError. There is one instance: an `init()` that finishes loading
//    after an `initSync()` keeps the instance `initSync` made.
// 4. An object's pointer into the module lives in a WeakMap behind a `__wbg_ptr` accessor
//    on its class's prototype, not in a property of the object: `Object.assign(a, b)` or
//    `{...b}` copied b's pointer into a, which then read and wrote b's memory, freed or
//    not, and could leave the module trapping for good. The glue still reads and writes
//    `this.__wbg_ptr`; the accessor takes a pointer once, where the glue makes the object,
//    and the glue's own `__destroy_into_raw` sets it to 0 (a frozen object frees too).
//    Any other write is refused: a 0 written by hand would have kept `free()` from
//    freeing.
// 5. The glue's `static __wrap(ptr)` (an object for a pointer) and `__destroy_into_raw()`
//    (a pointer out of an object, which stops its finalizer) are functions private to the
//    module, not members of the exported classes: `GridState.__wrap(n)` made a live
//    object of any number (another object's memory read, the same memory freed twice),
//    and `__destroy_into_raw()` leaked an object for good. The glue calls them the same.
//
// Every edit must match at every site it expects: a wasm-bindgen upgrade that changes the
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

replaceExactly(/\blet wasmModule, wasmInstance, wasm;/, "let wasmModule, wasmInstance, wasm = bitsNotReady();", 1);
replaceExactly(/\n    wasm\.__wbindgen_start\(\);/, "\n    bitsStart();", 1);
replaceExactly(
  /(__destroy_into_raw\(\) \{\n\s*const ptr = this\.__wbg_ptr;\n\s*)this\.__wbg_ptr = 0;/,
  "$1bitsPointers.set(this, 0);",
  [...glue.matchAll(/^export class \w+ \{/gm)].length,
);
replaceExactly(
  /__wbg_init_promise = __wbg_init_once\(module_or_path\);/,
  "__wbg_init_promise = __wbg_init_once(module_or_path).catch((e) => { throw bitsInitError(e); });",
  1,
);
replaceExactly(
  /\nfunction initSync\(module\) \{/,
  "\nfunction initSync(module) {\n    try { return bitsInitSync(module); } catch (e) { throw bitsInitError(e); }\n}\nfunction bitsInitSync(module) {",
  1,
);
replaceExactly(/if \(wasm !== undefined\) return wasm;/, "if (wasm !== bitsNotReady()) return wasm;", 2);
// An `initSync()` while an `init()` was loading has made the module already: the instance
// loaded since is dropped, not put in its place (objects made in between would point into
// the first instance's memory from the second's, and free the other's).
replaceExactly(
  /(const \{ instance, module \} = await __wbg_load\(await module_or_path, imports\);\n)/,
  "$1    if (wasm !== bitsNotReady()) return wasm;\n",
  1,
);

const classes = [...glue.matchAll(/^export class (\w+) \{/gm)].map((m) => m[1]);

// Instances are recorded where the glue makes them: the constructor and `__wrap` both
// register the new object for finalization.
const registrations = glue.match(/\b\w+Finalization\.register\(\w+, /g) ?? [];
for (const c of classes) {
  if (!registrations.some((r) => r.startsWith(`${c}Finalization.`))) {
    throw new Error(`patch-glue: no registration of ${c} instances found`);
  }
}
replaceExactly(
  /\b(\w+)Finalization\.register\((\w+), /,
  'liveOf("$1").add($2), $1Finalization.register($2, ',
  registrations.length,
);

// Edit 5: each class's `__wrap` and `__destroy_into_raw` moved out of its body.
let privateFunctions = "";
for (const c of classes) {
  const start = glue.indexOf(`export class ${c} {\n`);
  const end = glue.indexOf("\n}\n", start) + 3;
  let body = glue.slice(start, end);
  const cut = (head, name, params, self) => {
    const at = body.indexOf(`\n    ${head} {\n`);
    if (at < 0) return false;
    const close = body.indexOf("\n    }\n", at + 1);
    const inner = body.slice(body.indexOf("{\n", at) + 2, close);
    body = body.slice(0, at) + body.slice(close + 6);
    privateFunctions += `function ${name}(${params}) {\n${self ? inner.replace(/\bthis\b/g, self) : inner}\n}\n`;
    return true;
  };
  // Every class frees; only those the module hands out have a `__wrap`.
  if (!cut("__destroy_into_raw()", `bitsDestroy${c}`, "self", "self")) {
    throw new Error(`patch-glue: no __destroy_into_raw in class ${c}`);
  }
  const wraps = cut("static __wrap(ptr)", `bitsWrap${c}`, "ptr", null);
  const destroys = body.split("this.__destroy_into_raw()").length - 1;
  if (destroys < 1) throw new Error(`patch-glue: ${c} never calls __destroy_into_raw`);
  body = body.replaceAll("this.__destroy_into_raw()", `bitsDestroy${c}(this)`);
  glue = glue.slice(0, start) + body + glue.slice(end);
  if (wraps) glue = glue.replace(new RegExp(`\\b${c}\\.__wrap\\(`, "g"), `bitsWrap${c}(`);
}
for (const left of ["__wrap(", "__destroy_into_raw("]) {
  if (glue.includes(left)) throw new Error(`patch-glue: a call of ${left}) is left`);
}

glue += `
${privateFunctions}
function bitsError(code, message) {
  const err = new Error(message);
  err.name = "BitsError";
  err.code = code;
  return err;
}

var FREED = "the object was freed (by free(), a using block or a call that consumes it) and cannot be used";

function bindingError(message) {
  if (message.startsWith("null pointer passed to rust")) return bitsError("freed", FREED);
  if (/recursive use of an object|while it was borrowed/.test(message)) {
    return bitsError("busy", "the object is in use by a call that has not returned (a callback reached it again)");
  }
  return bitsError("internal", message);
}

var bitsNotReadyStandIn;
function bitsNotReady() {
  bitsNotReadyStandIn ??= new Proxy(
    {},
    {
      get() {
        throw bitsError(
          "not-initialized",
          "the module is not ready: await the default export, init(), before calling it (node's entry needs no init)",
        );
      },
    },
  );
  return bitsNotReadyStandIn;
}

function bitsStart() {
  try {
    wasm.__wbindgen_start();
  } catch (e) {
    wasm = bitsNotReady();
    throw e;
  }
}

function bitsInitError(e) {
  if (e?.name === "BitsError") return e;
  const err = bitsError("init", \`the WebAssembly module could not be loaded: \${e?.message ?? e}\`);
  err.cause = e;
  return err;
}

// Every object's pointer into the module, behind each class's __wbg_ptr accessor.
var bitsPointers = new WeakMap();

var bitsLive;
function liveOf(name) {
  bitsLive ??= new Map();
  let set = bitsLive.get(name);
  if (!set) bitsLive.set(name, (set = new WeakSet()));
  return set;
}

function guardReceivers(name, C) {
  const live = liveOf(name);
  Object.defineProperty(C.prototype, "__wbg_ptr", {
    get() {
      return (typeof this === "object" && bitsPointers.get(this)) || 0;
    },
    set(ptr) {
      // Once, where the glue makes the object; it frees through bitsPointers itself.
      if (typeof this !== "object" || this === null || bitsPointers.has(this)) {
        throw bitsError("type", \`a \${name}'s pointer into the module is its own and cannot be set\`);
      }
      bitsPointers.set(this, ptr);
    },
  });
  for (const key of Reflect.ownKeys(C.prototype)) {
    if (key === "constructor" || key === "__wbg_ptr") continue;
    const d = Object.getOwnPropertyDescriptor(C.prototype, key);
    const freeing = key === "free" || key === Symbol.dispose;
    for (const slot of ["value", "get", "set"]) {
      const f = d[slot];
      if (typeof f !== "function") continue;
      const guarded = function (...args) {
        // An own __wbg_ptr would shadow the accessor: made by hand, not by the glue.
        if (!live.has(this) || Object.hasOwn(this, "__wbg_ptr")) {
          throw bitsError(
            "type",
            \`\${name} method called on something that is not a \${name} of this package \` +
              "(a Proxy of one, as a framework's reactive state makes, is not one: keep the object raw)",
          );
        }
        if (this.__wbg_ptr === 0) {
          if (freeing) return undefined;
          throw bitsError("freed", FREED);
        }
        if (!freeing) return f.apply(this, args);
        try {
          return f.apply(this, args);
        } catch (e) {
          // A callback freeing the object its own call is using: the module has let go of
          // it and drops it when that call returns, which is what free asks; the runtime's
          // complaint (\`busy\`) is no failure to report.
          if (e?.code === "busy") return undefined;
          throw e;
        }
      };
      Object.defineProperty(guarded, "length", { value: f.length });
      d[slot] = guarded;
    }
    Object.defineProperty(C.prototype, key, d);
  }
}
${classes.map((c) => `guardReceivers("${c}", ${c});`).join("\n")}

`;
writeFileSync(file, glue);
