// Every export, fed hostile arguments: each call either returns or throws a real Error
// (never a WebAssembly trap), and a normal call afterwards still answers. The list of
// exports is read from the module itself, so a new export is covered without editing
// this file; the constructors' good arguments below are the only per-class knowledge.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as bits from "@dailygrid/bits";

const cyclic = {};
cyclic.self = cyclic;
// Proxies that throw from every trap (as an array and as an object), and a revoked one,
// which throws even from `Array.isArray`.
const thrower = (target) =>
  new Proxy(target, Object.fromEntries(
    ["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf"].map((t) => [t, () => { throw new Error(`trap ${t}`); }]),
  ));
const { proxy: revoked, revoke } = Proxy.revocable([], {});
revoke();
const hostile = [
  thrower([1, 2, 3]), thrower({ grid: [], timeMs: 1 }), revoked,
  undefined, null, NaN, -1, 2 ** 53, -0, 1.5, Infinity, 10n, true, "", "x".repeat(100_000), "\u{1F600}\uD800",
  "{", "[]", "null", "2026-11-21", {}, [], [[]], [null], cyclic, { length: -1 }, new Uint8Array(40),
  new Uint8Array(300).fill(255), new ArrayBuffer(8), () => 1, Symbol("s"),
  { grid: "x", timeMs: -1 }, { width: 16, height: 16, clues: [{ r: 1e9, c: -1, bit: 7 }] },
];

const normal = () => {
  assert.equal(bits.hashString("bits:2026-11-21"), 1824600203);
  assert.equal(bits.generateDescriptor("2026-11-21").puzzleId, "2026-11-21");
  assert.equal(bits.wordleFeedback("speed", "abide"), 10);
};

/** Calls `f`; a throw must be an Error and not a trap. BitsErrors must carry a code. */
function call(name, f) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof Error, `${name}: threw a non-Error ${String(e)}`);
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `${name}: trapped (${e.message})`);
    // A proxy's own exception (or a revoked proxy's) reaching the caller ran through the
    // module, which skips the reset of its stack pointer: a few thousand such calls left
    // it corrupt. The module reads callers' values only through imports that catch.
    assert.ok(!/^trap |revoked/.test(e.message), `${name}: an exception ran through the module (${e.message})`);
    if (e.name === "BitsError") assert.equal(typeof e.code, "string", name);
    return e.name === "BitsError" ? "coded" : e.name;
  }
  return "ok";
}

/** Argument lists: every hostile value in every position, the others left plausible. */
function* argLists(arity, plausible) {
  for (let pos = 0; pos < Math.max(arity, 1); pos++) {
    for (const h of hostile) {
      const args = plausible.slice(0, Math.max(arity, 1));
      args[pos] = h;
      yield args;
    }
  }
}

const classes = new Set(["GridState", "FlipItGame", "Mulberry32", "WordleTree"]);
const skip = new Set(["default", "initSync"]);
const lut = new Uint8Array(readFileSync(new URL("../../../bits/data/wordle/lookup_lants.bin", import.meta.url)));
const goodInstance = {
  GridState: () => new bits.GridState(bits.publicDescriptor("2026-11-21")),
  FlipItGame: () => new bits.FlipItGame(17043),
  Mulberry32: () => new bits.Mulberry32(7),
  WordleTree: () => new bits.WordleTree(lut),
};

test("the module has the exports this test knows how to build", () => {
  for (const [name, v] of Object.entries(bits)) {
    if (typeof v === "function" && /^[A-Z]/.test(name)) assert.ok(classes.has(name), `new class ${name}`);
  }
});

test("every function, every hostile argument", () => {
  const outcomes = {};
  for (const [name, f] of Object.entries(bits)) {
    if (skip.has(name) || classes.has(name) || typeof f !== "function") continue;
    for (const args of argLists(f.length, ["2026-11-21", "2026-11-21", "2026-11-21"])) {
      const o = call(name, () => f(...args));
      outcomes[o] = (outcomes[o] ?? 0) + 1;
    }
    normal();
  }
  if (process.env.BITS_SHOW_OUTCOMES) console.log(outcomes);
  assert.ok(outcomes.coded > 100, JSON.stringify(outcomes));
});

test("every class: constructors, static and instance methods, getters", () => {
  for (const name of classes) {
    const C = bits[name];
    for (const args of argLists(C.length, [17043, 17043])) call(`new ${name}`, () => new C(...args));
    for (const key of Object.getOwnPropertyNames(C)) {
      if (typeof C[key] === "function" && !["length", "name", "prototype"].includes(key)) {
        for (const args of argLists(C[key].length, [17043, "{}"])) call(`${name}.${key}`, () => C[key](...args));
      }
    }
    const proto = C.prototype;
    for (const key of Object.getOwnPropertyNames(proto)) {
      if (["constructor", "free"].includes(key) || typeof key === "symbol") continue;
      const d = Object.getOwnPropertyDescriptor(proto, key);
      const obj = goodInstance[name]();
      if (d.get) {
        call(`${name}.${key}`, () => obj[key]);
        continue;
      }
      for (const args of argLists(proto[key].length, [0, 0, 0])) call(`${name}#${key}`, () => obj[key](...args));
      // The instance itself is still usable after the barrage: it answers, it does not
      // throw (a call that threw half-way must not leave it borrowed).
      assert.doesNotThrow(() => (obj.toJSON ? obj.toJSON() : obj.start ?? obj.nextU32()), `${name}#${key}`);
      obj.free();
    }
    normal();
  }
});

test("a JSON input over 1 MiB is refused before it is copied in", () => {
  const huge = "[" + "0,".repeat(1 << 20) + "0]";
  for (const input of [huge, JSON.parse(huge), { puzzleId: "x".repeat(1 << 21) }]) {
    for (const call of [(x) => bits.loadDescriptor(x), (x) => bits.solvePuzzle(x), (x) => bits.setsSolve(x)]) {
      assert.throws(() => call(input), (e) => e.code === "json" && /over the 1 MiB/.test(e.message));
    }
  }
  normal();
});

test("a freed object throws a coded error; freeing twice is a no-op", () => {
  const freed = (e) => e instanceof Error && e.name === "BitsError" && e.code === "freed" && /freed/.test(e.message);
  const s = new bits.GridState(bits.publicDescriptor("2026-11-21"));
  s.free();
  assert.throws(() => s.tap(0, 0), freed);
  assert.throws(() => s.puzzleId, freed);
  assert.throws(() => s.toJSON(), freed);
  s.free();
  s[Symbol.dispose]?.();
  const t = new bits.WordleTree(lut);
  t.free();
  assert.throws(() => t.solve("crane"), freed);
  const g = new bits.FlipItGame(17043);
  g.free();
  assert.throws(() => g.click(0), freed);
  g.free();
  const r = new bits.Mulberry32(7);
  r.free();
  assert.throws(() => r.nextU32(), freed);
  r.free();
  // Refused before the module sees it: 32,768 such calls used to leave the module
  // trapping, each refusal having been thrown through its frames.
  for (let i = 0; i < 40_000; i++) {
    try {
      r.nextU32();
    } catch (e) {
      if (!freed(e)) throw e;
    }
  }
  normal();
});

test("a method called on another class's instance, or on a plain object, is a coded type error", () => {
  const state = new bits.GridState(bits.publicDescriptor("2026-11-21"));
  const rng = new bits.Mulberry32(7);
  const first = new bits.Mulberry32(7).nextU32();
  const notMine = (e) => e instanceof Error && e.name === "BitsError" && e.code === "type";
  const puzzleId = Object.getOwnPropertyDescriptor(bits.GridState.prototype, "puzzleId").get;
  for (const f of [
    () => bits.Mulberry32.prototype.nextU32.call(state),
    () => bits.GridState.prototype.tap.call(rng, 0, 0),
    () => bits.GridState.prototype.free.call(rng),
    () => bits.WordleTree.prototype.solve.call({ __wbg_ptr: 8 }, "crane"),
    () => puzzleId.call(rng),
    () => bits.FlipItGame.prototype.click.call(Object.create(bits.FlipItGame.prototype), 0),
  ]) {
    assert.throws(f, notMine);
  }
  // Neither object was touched: the generator's first output, the state's cells.
  assert.equal(rng.nextU32(), first);
  assert.deepEqual(state.cells(), new bits.GridState(bits.publicDescriptor("2026-11-21")).cells());
  normal();
});

test("an object's pointer is its own: copying properties, freezing, a hand-set pointer", () => {
  const pub = bits.publicDescriptor("2026-11-21");
  const good = bits.generateDescriptorJson("2026-11-21");
  const notMine = (e) => e instanceof Error && e.name === "BitsError" && e.code === "type";
  for (let round = 0; round < 3; round++) {
    // Object.assign and spread copy nothing that points into the module.
    const a = new bits.GridState(pub), b = new bits.GridState(pub);
    b.tap(0, 0);
    Object.assign(a, b);
    assert.deepEqual({ ...b }, {});
    b.free();
    assert.equal(a.puzzleId, "2026-11-21");
    assert.equal(a.cells()[0].value, null, "a kept its own cells");
    a.tap(0, 1);
    for (const [C, make, use] of [
      [bits.FlipItGame, () => new bits.FlipItGame(17043), (g) => g.click(0)],
      [bits.Mulberry32, () => new bits.Mulberry32(7), (r) => r.nextU32()],
      [bits.WordleTree, () => new bits.WordleTree(lut), (t) => t.solve("crane")],
    ]) {
      const x = make(), y = make();
      Object.assign(x, y);
      y.free();
      use(x);
      // Set by hand, a pointer is refused (0 too: free() would then free nothing), as an
      // own property is, and as a receiver that is no object.
      assert.throws(() => { x.__wbg_ptr = 8; }, notMine, C.name);
      assert.throws(() => { x.__wbg_ptr = 0; }, notMine, C.name);
      assert.throws(() => Reflect.set(C.prototype, "__wbg_ptr", 8, 5), notMine, C.name);
      const z = make();
      Object.defineProperty(z, "__wbg_ptr", { value: 8 });
      assert.throws(() => use(z), notMine, C.name);
      x.free();
    }
    // No object is made from a number, and none is let go of but by free(): the glue's
    // __wrap and __destroy_into_raw are not the classes' to offer.
    for (const C of [bits.GridState, bits.FlipItGame, bits.Mulberry32, bits.WordleTree]) {
      assert.equal(C.__wrap, undefined, C.name);
      assert.equal(C.prototype.__destroy_into_raw, undefined, C.name);
    }
    const copy = a.clone();
    assert.equal(copy.puzzleId, "2026-11-21", "a clone is made through the private wrap");
    copy.free();
    assert.throws(() => copy.tap(0, 0), (e) => e.code === "freed");
    // A frozen object still frees.
    const f = Object.freeze(new bits.GridState(pub));
    f.free();
    assert.throws(() => f.tap(0, 0), (e) => e.code === "freed");
    a.free();
    assert.equal(bits.generateDescriptorJson("2026-11-21"), good);
  }
  normal();
});

test("an object reached again by a callback during one of its own calls is busy", () => {
  const s = new bits.GridState(bits.publicDescriptor("2026-11-21"));
  let inner;
  const save = {
    get puzzleId() {
      try {
        s.tap(0, 0);
      } catch (e) {
        inner = e;
      }
      return "2026-11-21";
    },
  };
  assert.throws(() => s.restore(save), (e) => e instanceof Error && typeof e.code === "string");
  assert.ok(inner instanceof Error && inner.code === "busy", String(inner));
  // Still usable afterwards.
  assert.equal(s.value(0, 0), s.cells()[0].value);
  s.free();
  normal();
});

test("free() by a callback during the object's own call frees it once the call returns", () => {
  const wasm = bits.initSync({ module: readFileSync(new URL("bits_bg.wasm", import.meta.resolve("@dailygrid/bits"))) });
  const before = wasm.memory.buffer.byteLength;
  for (let i = 0; i < 200; i++) {
    const t = new bits.WordleTree(lut); // about 228 KiB each: 45 MiB if none were freed
    let inner = "not called";
    const history = [{ get guess() { try { t.free(); inner = null; } catch (e) { inner = e; } return "lants"; }, feedback: "byybb" }];
    assert.equal(t.nextGuess(history), "grone", "the call in progress finishes");
    assert.equal(inner, null, "free() returns, as any free does");
    assert.throws(() => t.start, (e) => e.code === "freed");
    t.free(); // a second free is a no-op
  }
  assert.ok(wasm.memory.buffer.byteLength - before < 8 << 20, "the trees were freed");
});

test("a BigInt or a Symbol where a number belongs is a coded type error", () => {
  const state = new bits.GridState(bits.publicDescriptor("2026-11-21"));
  const game = new bits.FlipItGame(17043);
  const rng = new bits.Mulberry32(7);
  const view = bits.publicDescriptor("2026-11-21");
  const calls = {
    ptDate: (x) => bits.ptDate(x),
    utcDate: (x) => bits.utcDate(x),
    validateTimeMs: (x) => bits.validateTimeMs(x),
    flipitPuzzle: (x) => bits.flipitPuzzle(x),
    flipitSolve: (x) => bits.flipitSolve(x),
    flipitFlips: (x) => bits.flipitFlips(x),
    wordlePattern: (x) => bits.wordlePattern(x),
    deduce: (x) => bits.deduce(view, x),
    Mulberry32: (x) => new bits.Mulberry32(x),
    below: (x) => rng.below(x),
    click: (x) => game.click(x),
    tap: (x) => state.tap(x, 0),
    value: (x) => state.value(0, x),
    set: (x) => state.set(x, 0, 1),
    lock: (x) => state.lock("row", x),
    resume: (x) => state.resume(x),
    pause: (x) => state.pause(x),
    elapsed: (x) => state.elapsed(x),
    finishIfSolved: (x) => state.finishIfSolved(x),
  };
  for (const [name, f] of Object.entries(calls)) {
    for (const bad of [10n, Symbol("s"), "3", {}]) {
      assert.throws(() => f(bad), (e) => e.name === "BitsError" && e.code === "type", `${name}(${String(bad)})`);
    }
  }
  // Seeds wrap like `>>> 0`, so a negative `^` result seeds what the site's generator does.
  assert.equal(new bits.Mulberry32(-1).nextU32(), new bits.Mulberry32(2 ** 32 - 1).nextU32());
  assert.throws(() => new bits.Mulberry32(1.5), (e) => e.code === "range");
  assert.deepEqual(bits.deduce(view, undefined), bits.deduce(view));
});

test("a call before init() is a coded error, and the module works once initialized", async () => {
  // A second instance of the browser entry, which nothing has initialized yet.
  const fresh = await import(new URL("bits.js?before-init", import.meta.resolve("@dailygrid/bits")).href);
  for (const call of [() => fresh.generateDescriptor("2026-11-21"), () => new fresh.GridState("2026-11-21"), () => fresh.hashString("x")]) {
    assert.throws(call, (e) => e instanceof Error && e.name === "BitsError" && e.code === "not-initialized");
  }
  const wasm = readFileSync(new URL("bits_bg.wasm", import.meta.resolve("@dailygrid/bits")));
  // A failed init is coded and leaves the module waiting for a good one: a module that is
  // not this package's (it instantiates, and has no start), bytes that are no WebAssembly.
  const empty = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
  for (const bad of [empty, new Uint8Array([1, 2, 3])]) {
    await assert.rejects(fresh.default({ module_or_path: bad }), (e) => e.name === "BitsError" && e.code === "init");
    assert.throws(() => fresh.hashString("x"), (e) => e.code === "not-initialized");
  }
  await fresh.default({ module_or_path: wasm });
  assert.equal(fresh.generateDescriptorJson("2026-11-21"), bits.generateDescriptorJson("2026-11-21"));
  // initSync is coded the same way, and leaves an initialized module as it was.
  const other = await import(new URL("bits.js?sync-init", import.meta.resolve("@dailygrid/bits")).href);
  assert.throws(() => other.initSync({ module: empty }), (e) => e.name === "BitsError" && e.code === "init");
  assert.throws(() => other.hashString("x"), (e) => e.code === "not-initialized");
  other.initSync({ module: wasm });
  assert.equal(other.hashString("bits:2026-11-21"), 1824600203);
});

test("one instance: an init() that finishes after an initSync() keeps the instance initSync made", async () => {
  const wasm = readFileSync(new URL("bits_bg.wasm", import.meta.resolve("@dailygrid/bits")));
  const raced = await import(new URL("bits.js?raced-init", import.meta.resolve("@dailygrid/bits")).href);
  const loading = raced.default({ module_or_path: wasm }); // a component's `await init()`
  const first = raced.initSync({ module: wasm }); // another module's synchronous start
  const early = new raced.GridState("2026-11-21");
  assert.equal(await loading, first, "init() resolves to the instance initSync made");
  const late = new raced.GridState("2026-11-22");
  // Each object keeps its own memory: made on two instances, they had aliased (early read
  // late's puzzle, and freeing one freed the other, until the module trapped).
  assert.equal(early.puzzleId, "2026-11-21");
  early.free();
  assert.equal(late.puzzleId, "2026-11-22");
  assert.deepEqual(late.cells(), new bits.GridState("2026-11-22").cells());
  late.free();
  assert.equal(new raced.GridState("2026-11-23").puzzleId, "2026-11-23");
});

test("bytes and arrays are measured before they are copied in", () => {
  // A view anywhere in a larger buffer is read as exactly its bytes.
  const padded = new Uint8Array(lut.length + 100);
  padded.set(lut, 50);
  const t = new bits.WordleTree(padded.subarray(50, 50 + lut.length));
  assert.equal(t.solve("crane").answer, "crane");
  t.free();
  // A view of the module's own memory (which `initSync` hands out) is copied before the
  // module allocates, which would detach it mid-copy.
  const memory = bits.initSync().memory;
  for (let i = 0; i < 3; i++) {
    const own = new Uint8Array(memory.buffer, 0, 900_000);
    assert.throws(() => new bits.WordleTree(own), (e) => typeof e.code === "string" && e.code.startsWith("plut-"));
  }
  // Past the cap: refused by length, neither copied nor parsed (a trap past 2 GiB before).
  const over = (16 << 20) + 1;
  for (const big of [new Uint8Array(over), new ArrayBuffer(over)]) {
    assert.throws(() => new bits.WordleTree(big), (e) => e.code === "too-long" && /16 MiB/.test(e.message));
  }
  // Sets cards: the count is refused before a copy (a sparse array of 2^32 - 1 slots would
  // take minutes and gigabytes to copy), with the core's words.
  for (const cards of [new Uint8Array(1 << 24), Array(2 ** 32 - 1)]) {
    assert.throws(() => bits.setsEvaluate(cards, "red"),
      (e) => e.code === "sets-too-many-cards" && e.message === `${cards.length} cards given; at most 8 are dealt`);
  }
  // So are FlipIT's click lists and patterns and a Wordle history: only the items that can
  // be right are copied (the whole of a 2^32 - 1 slot array had taken 6.5 s), and each is
  // refused in the core's words.
  const holes = Array(2 ** 32 - 1);
  assert.throws(() => bits.flipitApplyClicks(0, holes), (e) => e.code === "type");
  assert.throws(() => bits.flipitApplyClicks(0, Array.from({ length: 17 }, (_, i) => i % 16)),
    (e) => e.code === "flipit-duplicate-cell" && e.message === "cell 0 is listed twice");
  assert.throws(() => bits.flipitNumberFromPattern(holes),
    (e) => e.code === "flipit-row-count" && e.message === "pattern has 4294967295 rows; a FlipIT board has 4");
  const tree = new bits.WordleTree(lut);
  assert.throws(() => tree.nextGuess(holes), (e) => e.code === "wordle-too-long");
  assert.throws(() => tree.evaluate(Array(2 ** 26)), (e) => e.code === "json");
  // The copy is the module's own: an array whose Symbol.species builds a result claiming
  // 2^32 - 1 items (which Array.prototype.slice would use) is read as the two items it has.
  const species = [1, 2];
  species.constructor = {
    [Symbol.species]: function () {
      return new Proxy({}, { get: (t, k) => (k === "length" ? 2 ** 32 - 1 : t[k]) });
    },
  };
  assert.equal(bits.flipitApplyClicks(0, species), bits.flipitApplyClicks(0, [1, 2]));
  assert.throws(() => tree.nextGuess(species), (e) => e.code === "wordle-history");
  tree.free();
  normal();
});
