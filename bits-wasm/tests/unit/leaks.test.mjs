// A refused input costs nothing for good: after any number of failures the module's table
// of JavaScript references is as long as before. Every host call that can throw on a
// caller's value (JSON.parse of a text, JSON.stringify of an object, Array.from and
// new Uint8Array of a proxy, a getter) once left one slot of that table taken per failure.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as bits from "@dailygrid/bits";

// The instance the package already runs (initSync hands it back).
const wasm = bits.initSync({ module: readFileSync(new URL(import.meta.resolve("@dailygrid/bits/bits_bg.wasm"))) });
const table = wasm.__wbindgen_externrefs;

const throwing = new Proxy([], {
  get() { throw new Error("trap"); },
  getOwnPropertyDescriptor() { throw new Error("trap"); },
});
const cyclic = {};
cyclic.self = cyclic;
const descriptor = bits.generateDescriptor("2026-11-21");
const tree = new bits.WordleTree(readFileSync(new URL(import.meta.resolve("@dailygrid/bits/lookup_lants.bin"))));

const cases = {
  "validateSubmission of malformed text": () => bits.validateSubmission(descriptor, "{"),
  "validateSubmission with a BigInt": () => bits.validateSubmission(descriptor, { grid: [], timeMs: 1n }),
  "lineStatuses of malformed text": () => bits.lineStatuses("{"),
  "loadDescriptor of a cycle": () => bits.loadDescriptor(cyclic),
  "generateDescriptor with malformed options": () => bits.generateDescriptor("2026-11-21", "{"),
  "Mulberry32.shuffle of a throwing proxy": () => new bits.Mulberry32(1).shuffle(throwing),
  "flipitNumberFromPattern of a throwing proxy": () => bits.flipitNumberFromPattern(throwing),
  "WordleTree of a throwing proxy": () => new bits.WordleTree(new Proxy(new Uint8Array(4), { get() { throw new Error("trap"); } })),
  "nextGuess with a throwing step": () => tree.nextGuess([{ get guess() { throw new Error("no"); }, feedback: 0 }]),
};

for (const [name, call] of Object.entries(cases)) {
  test(`no reference slot is kept by a failed ${name}`, () => {
    const fail = () => assert.throws(call, (e) => typeof e.code === "string");
    for (let i = 0; i < 50; i++) fail(); // the table's first growth, shared by every call
    const before = table.length;
    for (let i = 0; i < 3000; i++) fail();
    assert.equal(table.length, before, `${table.length - before} slots more after 3000 failures`);
  });
}
