// Host calls that can throw on a caller's value (a cycle, a BigInt, a throwing getter or
// proxy trap, malformed JSON text), wrapped so that they never throw: each returns its
// result, or FAILED when the call threw, and keeps the exception's message for
// lastFailure(). wasm-bindgen's `catch` imports cannot be used for these: the module
// reserves a slot of its reference table for an imported call's result, and when the call
// throws that slot is never freed, one slot per failure, without bound.
const FAILED = Symbol("failed");
let failure = "";

function fail(e) {
  try {
    failure = String(e.message);
  } catch {
    failure = "";
  }
  return FAILED;
}

export function jsonParse(text) {
  try { return JSON.parse(text); } catch (e) { return fail(e); }
}

export function jsonStringify(value) {
  try { return JSON.stringify(value); } catch (e) { return fail(e); }
}

export function arrayFrom(value) {
  try { return Array.from(value); } catch (e) { return fail(e); }
}

// The first `most` items and the length of a caller's array: where only so many items can
// be right, an array of 2 ** 32 - 1 holes is not copied whole to find that out. Copied by
// index into a new array (slice would build its result with the caller's Symbol.species,
// which may claim any length).
export function arrayHead(value, most) {
  try {
    const length = value.length >>> 0;
    const head = [];
    for (let i = 0, n = Math.min(length, most); i < n; i++) head.push(value[i]);
    return [head, length];
  } catch (e) { return fail(e); }
}

// A view of the caller's bytes, not a copy: the module measures it before it copies
// anything into its own memory.
export function bytesOf(value) {
  try {
    return ArrayBuffer.isView(value)
      ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
      : new Uint8Array(value);
  } catch (e) { return fail(e); }
}

export function fieldOf(object, key) {
  try { return object[key]; } catch (e) { return fail(e); }
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// The UTF-16 index of a string's first lone surrogate, or -1: one call, where asking
// for each unit from the module would cross the boundary once per unit.
export function loneSurrogate(text) {
  if (typeof text.isWellFormed === "function" && text.isWellFormed()) return -1;
  const m = LONE.exec(text);
  return m ? m.index : -1;
}

export function lastFailure() {
  return failure;
}
