// Bad input: every entry point throws a real Error with a `code`, never traps the module,
// and the module keeps working afterwards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as bits from "@dailygrid/bits";

function coded(f, code) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof Error, `not an Error: ${e}`);
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `trapped: ${e.message}`);
    assert.equal(typeof e.code, "string");
    if (code) assert.equal(e.code, code, e.message);
    return true;
  });
}

const stillWorks = () => assert.equal(bits.hashString("bits:2026-11-21"), 1824600203);

test("ids and dates", () => {
  coded(() => bits.generateDescriptor("2026-02-30"), "id-day");
  coded(() => bits.generateDescriptor(""), "id-empty");
  coded(() => bits.generateDescriptor("x".repeat(100000)), "id-too-long");
  coded(() => bits.generateDescriptor("2026-13-01"), "id-month");
  coded(() => bits.generateDescriptor("practice-"), "id-empty-seed");
  coded(() => bits.generateDescriptor("practice-!"), "id-practice-seed");
  assert.throws(() => bits.generateDescriptor("practice-"), /^BitsError: practice seed is empty;/);
  assert.throws(() => bits.generateDescriptor("practice-!"), /bad character at byte 9$/);
  // In the id's own words, as Python raises it (no "invalid puzzle id: " before them).
  assert.throws(() => bits.generateDescriptor("bogus"),
    { code: "id-format", message: "puzzle id must be YYYY-MM-DD or practice-<seed>; unexpected character at byte 0" });
  assert.throws(() => new bits.GridState("2026-02-30"), { code: "id-day", message: "2026-02 has no day 30" });
  coded(() => bits.generateDescriptor("26-11-21"), "id-format");
  coded(() => bits.ptDate(NaN), "id-timestamp");
  coded(() => bits.utcDate(Infinity), "id-timestamp");
  coded(() => bits.weekday("nope"));
  coded(() => bits.validateTimeMs(1), "time-out-of-range");
  coded(() => bits.validateTimeMs(NaN), "time-not-finite");
  coded(() => bits.validateUuid("123"), "uuid");
  coded(() => bits.validateInitials("abcd"), "initials");
  coded(() => new bits.Mulberry32(1).below(-1), "range");
  coded(() => new bits.Mulberry32(1).below(2 ** 32), "range");
  // below(0) is 0 and uses up an output, as the site's floor(rng() * 0) does in every runtime.
  const [a, b] = [new bits.Mulberry32(1), new bits.Mulberry32(1)];
  assert.equal(a.below(0), 0);
  b.nextU32();
  assert.equal(a.nextU32(), b.nextU32());
  // A string argument over 1 MiB is measured, not copied into the module's memory (which
  // never shrinks).
  const huge = "€".repeat(1 << 21);
  coded(() => bits.wordleFeedback(huge, "crane"), "too-long");
  coded(() => bits.generateDescriptor(huge), "too-long");
  coded(() => new bits.FlipItGame(huge), "too-long");
  coded(() => bits.flipitNumberFromPattern([huge, "0000", "0000", "0000"]), "too-long");
  coded(() => bits.lineStatuses([huge]), "json"); // grids are read as JSON text, measured as such
  // A Sets answer that long is the core's own too-long answer, as in C and Python: a
  // verdict from setsCheck, the parse error elsewhere.
  const table = bits.setsDaily("2026-11-21");
  assert.equal(bits.setsCheck(table, huge).code, "too-long");
  assert.equal(bits.setsCheck(table, huge).valid, false);
  coded(() => bits.setsParseAnswer(huge), "too-long");
  stillWorks();
});

test("generation options", () => {
  coded(() => bits.generateDescriptor("2026-11-21", { size: 5 }), "option-size");
  // A side or rank beyond C's carriers (uint32_t; uint8_t for the rank) is refused as
  // given, in the core's words and with its code, as one within them is; as in Python.
  assert.throws(() => bits.generateDescriptor("2026-11-21", { size: 1e12 }),
    { code: "option-size", message: "grid side 1000000000000 is not an even number from 4 to 16" });
  assert.throws(() => bits.generateDescriptor("2026-11-21", { rank: 256 }), { code: "option-rank", message: "rank 256 is not 1, 2 or 3" });
  assert.throws(() => bits.generateDescriptor("2026-11-21", { size: 2 ** 32 }),
    { code: "option-size", message: "grid side 4294967296 is not an even number from 4 to 16" });
  assert.throws(() => bits.generateDescriptor("2026-11-21", { clues: [0, 2 ** 32] }), { message: "clues maximum 4294967296 is not from 0 to 4294967295" });
  assert.throws(() => bits.generateDescriptor("2026-11-21", { size: 2 ** 32 - 2 }), { code: "option-size", message: /4294967294/ });
  assert.throws(() => bits.generateDescriptor("2026-11-21", { rank: 255 }), { code: "option-rank", message: /^rank 255 / });
  assert.deepEqual(
    bits.generateDescriptor("2026-11-21", { clues: [0, 100000], hints: [0, 2 ** 32 - 1] }),
    bits.generateDescriptor("2026-11-21", { clues: [0, 36], hints: [0, 60] }),
  );
  coded(() => bits.generateDescriptor("2026-11-21", { rank: 4 }), "option-rank");
  // Several mistakes: the first in the core's order (the id, the size, the rank, the
  // ranges) is named, whatever the keys' order and whether a number is past a carrier or
  // not, as in Python.
  // Two mistakes may share a code, so the message is compared too.
  const day = { code: "id-day", message: "2026-02 has no day 30" };
  const rank = { code: "option-rank", message: "rank 256 is not 1, 2 or 3" };
  for (const [id, options, named] of [
    ["2026-02-30", { rank: 256 }, day],
    ["2026-02-30", { clues: [-1, 5] }, day],
    ["2026-02-30", { size: 2 ** 40 }, day],
    ["2026-11-21", { rank: 256, size: 3 }, { code: "option-size", message: "grid side 3 is not an even number from 4 to 16" }],
    ["2026-11-21", { clues: [-1, 5], rank: 256 }, rank],
    ["2026-11-21", { hints: [5, 2 ** 40], clues: [-1, 5] }, { code: "option-range", message: "clues minimum -1 is not from 0 to 4294967295" }],
  ]) {
    assert.throws(() => bits.generateDescriptor(id, options), named, `${id} ${JSON.stringify(options)}`);
  }
  // A clue range that cannot fit comes before a hint number past any range, as in Python.
  for (const hints of [[-1, 5], [2 ** 32, 5]]) {
    assert.throws(() => bits.generateDescriptor("2026-11-25", { hints, clues: [300, 400] }),
      { message: "clues range 300..=400 is empty or does not fit the grid" });
  }
  // A negative whole number: a rank or side in the core's words, any other number out of
  // range in Python's.
  assert.throws(() => bits.generateDescriptor("2026-11-21", { rank: -1 }), { code: "option-rank", message: "rank -1 is not 1, 2 or 3" });
  assert.throws(() => bits.generateDescriptor("2026-11-21", { size: -6 }),
    { code: "option-size", message: "grid side -6 is not an even number from 4 to 16" });
  coded(() => bits.generateDescriptor("2026-11-21", { rank: 2.5 }), "option-type");
  assert.throws(() => bits.generateDescriptor("2026-11-21", { hints: [-1, 3] }),
    { code: "option-range", message: "hints minimum -1 is not from 0 to 4294967295" });
  coded(() => bits.generateDescriptor("2026-11-21", { rank: 0.5 }), "option-type");
  coded(() => bits.generateDescriptor("2026-11-21", { clues: [5, 1] }), "option-range");
  coded(() => bits.generateDescriptor("2026-11-21", { clues: 3 }), "option-type");
  coded(() => bits.generateDescriptor("2026-11-21", { colour: 1 }), "option-unknown");
  coded(() => bits.generateDescriptor("2026-11-21", "nope"), "json");
  coded(() => bits.generateDescriptor("2026-11-21", { size: 10n }), "json");
  const cyclic = {};
  cyclic.self = cyclic;
  coded(() => bits.generateDescriptor("2026-11-21", cyclic), "json");
  stillWorks();
});

test("submission text is read as Python and C read it", () => {
  const d = bits.generateDescriptor("2026-11-21");
  const grid = '{"grid":[[1,0,1,0,0,1],[1,1,0,1,0,0],[0,1,0,1,1,0],[0,0,1,0,1,1],[1,0,1,1,0,0],[0,1,0,0,1,1]],';
  // JSON.parse took a lone surrogate in a field nobody reads; the engine's reader does not.
  assert.throws(() => bits.validateSubmission(d, grid + '"timeMs":5000,"x":"\\ud800"}'), {
    code: "json",
    message: "submission JSON at line 1 column 120: lone leading surrogate in a \\u escape",
  });
  assert.equal(bits.validateSubmission(d, grid + '"timeMs":1e400}').code, "time");
  assert.equal(bits.validateSubmission(d, grid + '"timeMs":5e3}').valid, true);
  // A raw lone surrogate in the text is refused as Python refuses it (C cannot be handed
  // one: it is no UTF-8), not read as U+FFFD.
  assert.throws(() => bits.validateSubmission(d, grid + '"timeMs":5000,"nick":"ab\ud83d"}'), {
    code: "surrogate",
    message: "text with a lone surrogate at position 118 is not Unicode text and cannot be read",
  });
  // An object is read as data, as Python reads a dict: fields nobody reads are not looked at.
  assert.equal(bits.validateSubmission(d, { ...JSON.parse(grid + '"timeMs":5000}'), x: "\ud800" }).valid, true);
  // Cells written as other texts of 0 and 1 are the same values as "0" and "1".
  const spelled = grid.replaceAll("1,", "1.0,").replaceAll("0,", "0e0,");
  assert.notEqual(spelled, grid);
  assert.equal(bits.validateSubmission(d, spelled + '"timeMs":5000}').valid, true);
  // What the docs promise for values that are no submission: null and undefined, and what
  // JSON.stringify cannot write, throw `json`; other non-objects are a shape verdict.
  for (const none of [null, undefined, () => 1, Symbol("s"), 1n]) {
    assert.throws(() => bits.validateSubmission(d, none), { code: "json" }, String(none));
  }
  for (const odd of [5, true, [1]]) assert.equal(bits.validateSubmission(d, odd).code, "shape");
  stillWorks();
});

test("a puzzle id where only JSON is taken is named as one, in the core's words", () => {
  for (const call of [
    () => bits.loadDescriptor("2026-11-21"),
    () => bits.publicView("2026-11-21"),
    () => bits.loadPublicDescriptor("2026-11-21"),
    () => bits.setsSolve("2026-11-21"),
    () => bits.setsCheck("practice-7", "red"),
  ]) {
    assert.throws(call, (e) => e.name === "BitsError" && e.code === "json" &&
      e.message.includes("this is a puzzle id, not JSON (another call takes the id)"), String(call));
  }
  // Any other text is read as JSON, and refused where it breaks.
  for (const text of ["", "hello", "null", "42", '"2026-11-21"', "2026-02-30"]) {
    assert.throws(() => bits.loadDescriptor(text), (e) => e.code === "json" && !e.message.includes("puzzle id"), text);
  }
});

test("tampered and corrupt descriptors", () => {
  const good = bits.generateDescriptor("2026-11-21");
  coded(() => bits.loadDescriptor("{"), "json");
  coded(() => bits.loadDescriptor("[]"), "json");
  coded(() => bits.loadDescriptor(null), "json");
  // Whatever made JSON.stringify throw, the message says it was that.
  const cyclic = {};
  cyclic.self = cyclic;
  const getter = { get puzzleId() { throw new Error("no"); } };
  for (const bad of [cyclic, { seed: 1n }, getter]) {
    assert.throws(() => bits.loadDescriptor(bad), (e) => e.code === "json" && /JSON\.stringify threw/.test(e.message));
  }
  coded(() => bits.loadDescriptor({ ...good, seed: good.seed + 1 }), "descriptor-seed");
  const flipped = structuredClone(good);
  flipped.solution[0] = [...flipped.solution[0]].map((c) => (c === "0" ? "1" : "0")).join("");
  coded(() => bits.loadDescriptor(flipped));
  coded(() => bits.loadDescriptor({ ...good, clues: [{ r: 99, c: 0, bit: 1 }] }));
  coded(() => bits.loadDescriptor({ ...good, width: 7, height: 7 }));
  coded(() => bits.validateSubmission({ ...good, rowSignatures: [] }, { grid: [], timeMs: 5000 }), "descriptor-derived-count");
  assert.throws(
    () => bits.loadDescriptor({ ...good, columnTotals: [3, 3] }),
    (e) => e.code === "descriptor-derived-count" && e.message === "descriptor columnTotals has 2 entries but the solution gives 6",
  );
  // A stored value is quoted as stored: past 2^32 it had been cut down to look right.
  const over = [good.rowSignatures[0] + 2 ** 32, ...good.rowSignatures.slice(1)];
  assert.throws(
    () => bits.loadDescriptor({ ...good, rowSignatures: over }),
    (e) => e.code === "descriptor-derived" && e.message.startsWith(`descriptor rowSignatures[0] is ${over[0]} but`),
  );
  coded(() => bits.loadPublicDescriptor({ ...bits.publicView(good), seed: 1 }), "descriptor-seed");
  // Carried over to another day with every seed recomputed: the solution is not the day's.
  const id = "2026-11-22";
  const seed = bits.hashString(`bits:${id}`);
  const seeds = { seed, rowOrderSeed: (seed ^ 0xa3f1c6b7) >>> 0, clueSeed: bits.hashString(`${seed}:clues`) };
  coded(() => bits.loadDescriptor({ ...good, puzzleId: id, ...seeds }), "descriptor-not-drawn");
  coded(() => bits.validateSubmission({ ...good, puzzleId: id, ...seeds }, { grid: good.solution, timeMs: 5000 }), "descriptor-not-drawn");
  coded(() => bits.loadPublicDescriptor({ ...bits.publicView(good), puzzleId: id, ...seeds }), "descriptor-not-drawn");
  stillWorks();
});

test("submissions always get a verdict", () => {
  const d = bits.generateDescriptor("2026-11-21");
  for (const sub of [{}, { grid: "x" }, { grid: [[2]] }, { grid: [[]], timeMs: "5" }, { grid: d.solution, timeMs: 5000 }]) {
    const v = bits.validateSubmission(d, sub);
    assert.equal(v.valid, false);
    assert.equal(typeof v.code, "string");
  }
  // Row strings are not a submission's rows (the server takes lists of numbers), and the
  // verdict says a row must be a list.
  const rows = bits.validateSubmission(d, { grid: d.solution, timeMs: 5000 });
  assert.equal(rows.code, "shape");
  assert.equal(rows.message, "Row 1 must be a list of 6 cells");
  assert.equal(bits.validateSubmission(d, { grid: "x" }).message, "The grid must be a list of 6 rows");
  const short = d.solution.map((row) => [...row].map(Number));
  short[1].pop();
  assert.equal(bits.validateSubmission(d, { grid: short, timeMs: 5000 }).message, "Row 2 must be a list of 6 cells; it has 5");
  coded(() => bits.validateSubmission(d, "{not json"), "json");
  stillWorks();
});

test("grids and puzzles", () => {
  coded(() => bits.gridFollowsRules(["10", "01"]), "grid-size");
  coded(() => bits.gridFollowsRules(["1010", "0101", "1010", "010"]), "grid-row-length");
  coded(() => bits.gridFollowsRules(["1020", "0101", "1010", "0101"]), "grid-cell");
  // An empty cell is named, as Python and C name it.
  assert.throws(() => bits.gridFollowsRules([[1, 0, 1, 0], [0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, null]]),
    { code: "grid-incomplete", message: "row 4 column 4 is empty; a complete grid is needed" });
  assert.throws(() => bits.checkGrid(["10.1", "0101", "1010", "0101"]),
    { code: "grid-incomplete", message: "row 1 column 3 is empty; a complete grid is needed" });
  coded(() => bits.gridFollowsRules(42), "grid-type");
  coded(() => bits.gridFollowsRules([{}]), "grid-type");
  coded(() => bits.lineStatuses(Array(18).fill("0".repeat(18))), "grid-size");
  // The core reads a grid in play: its sentences, with `.` (or null) a cell.
  assert.throws(() => bits.lineStatuses(["0101", "0x01", "1010", "0101"]),
    { code: "grid-cell", message: "row 2 column 2 is not 0, 1 or empty" });
  assert.deepEqual(bits.lineStatuses([[0, 1, 0, 1], [1, 0, null, 0], "0101", "1.10"]).rows.map((l) => l.duplicate),
    [true, false, true, false]);
  coded(() => bits.solvePuzzle({ width: 6, height: 4 }), "descriptor-size");
  coded(() => bits.solvePuzzle({ width: 1e300, height: 1e300 }));
  coded(() => bits.solvePuzzle({ width: 6, height: 6, clues: [{ r: 9, c: 0, bit: 1 }] }));
  coded(() => bits.deduce("null"));
  coded(() => bits.deduce("2026-11-21", 0), "range");
  coded(() => bits.deduce("2026-11-21", 4), "range");
  assert.ok(bits.deduce("2026-11-21", 1).every((s) => s.level === 1));
  assert.equal(bits.gridFollowsRules(["1100", "0011", "1010", "0101"]), true);
  assert.equal(bits.checkGrid(["1100", "0011", "1010", "0101"]), null);
  assert.equal(bits.gridFollowsRules(["1100", "1100", "0011", "0011"]), false);
  const broken = bits.checkGrid([[1, 1, 1, 0], [0, 0, 0, 1], [1, 0, 1, 0], [0, 1, 0, 1]]);
  assert.equal(broken.code, "triple");
  assert.match(broken.message, /three/);
  // An empty 16×16 puzzle: counting stops at two, quickly.
  // Counted to two, it gives neither a solution nor a rank.
  assert.deepEqual(bits.solvePuzzle({ width: 16, height: 16 }), { solutions: 2, solution: null, rank: null });
  // Forty clues on 16×16 that no quick search settles (a shared vector): the search gives
  // up at its budget.
  const vector = JSON.parse(readFileSync(new URL("../../../bits/tests/vectors/hostile_search.json", import.meta.url), "utf8"));
  const hostile = vector.puzzle;
  coded(() => bits.solvePuzzle(hostile, vector.budget), "search-budget");
  // The message every runtime gives.
  assert.throws(() => bits.solvePuzzle(hostile, vector.budget), (e) => e.message === vector.message);
  for (const bad of [0, -1, 1.5, NaN, 2 ** 60]) coded(() => bits.solvePuzzle(hostile, bad), "range");
  // Python's sentence for a budget out of range, with JavaScript's bound.
  assert.throws(() => bits.solvePuzzle(hostile, 0), { message: "maxNodes 0 is not from 1 to 9007199254740992" });
  coded(() => bits.solvePuzzle(hostile, "9"), "type");
  // A checked load of a public view with these clues refuses it as undecided.
  const view = { ...bits.publicView(bits.generateDescriptor("practice-x", { size: 16, rank: 1 })), clues: hostile.clues, adjacencies: [] };
  coded(() => bits.loadPublicDescriptor(view), "descriptor-undecided");
  // An object's error names the field at fault, not only a place in JSON it never saw.
  const d16 = bits.generateDescriptor("2026-11-21");
  assert.throws(() => bits.loadDescriptor({ ...d16, clues: [{ ...d16.clues[0], c: "2" }] }),
    (e) => e.code === "json" && e.message.startsWith("JSON at `clues[0].c` (line 1 column "));
  assert.equal(bits.solvePuzzle({ width: 16, height: 16 }, 1000).solutions, 2);
  // Deduction settles a generated puzzle before any search: one node is budget enough.
  const big = bits.generateDescriptor("practice-x", { size: 16, rank: 3 });
  assert.deepEqual(bits.solvePuzzle(bits.publicView(big), 1), { solutions: 1, solution: big.solution, rank: 3 });
  const triple = { width: 4, height: 4, clues: [0, 1, 2].map((c) => ({ r: 0, c, bit: 1 })) };
  assert.deepEqual(bits.solvePuzzle(triple), { solutions: 0, solution: null, rank: null });
  coded(() => bits.binaryGridPuzzle("2026-11-21", "brutal"), "difficulty");
  coded(() => bits.binaryGridPuzzle("yesterday", "easy"));
  stillWorks();
});

test("flipit and sets", () => {
  for (const n of [-1, 65536, 1.5, NaN, Infinity]) coded(() => bits.flipitSolve(n));
  for (const c of [-1, 16, 0.5, NaN, 2 ** 40]) coded(() => new bits.FlipItGame(0).click(c), "flipit-cell");
  coded(() => bits.flipitNumberFromPattern(["1111"]), "flipit-row-count");
  coded(() => bits.flipitDaily("2026-02-30"), "id-day");
  const g = new bits.FlipItGame(17043);
  coded(() => bits.FlipItGame.restore(17044, g.save()), "flipit-wrong-puzzle");
  coded(() => bits.setsCheck({ cards: [], dice: [], goal: 1 }, "red"));
  coded(() => bits.setsCheck("{", "red"), "json");
  // The table before the answer, as in Python: a bad table is named before a lone surrogate.
  coded(() => bits.setsCheck("[]", "red \ud800"), "json");
  coded(() => bits.setsCheck({ cards: [{ colors: ["pink"] }], dice: [], goal: 1 }, "red"), "sets-color");
  coded(() => bits.setsCheck({ cards: [{ colors: ["red"] }], dice: [{ type: "color", value: "x" }], goal: 1 }, "red"), "sets-die");
  coded(() => bits.setsCheck({ cards: [{ colors: ["red"] }, { colors: ["red"] }], dice: [{ type: "color", value: "red" }], goal: 1 }, "red"), "sets-duplicate-card");
  coded(() => bits.setsEvaluate([16], "red"), "sets-card");
  coded(() => bits.setsEvaluate([1, 5, 1], "red"), "sets-duplicate-card");
  coded(() => bits.setsEvaluate([1, 2], "(".repeat(5000)));
  coded(() => bits.setsGenerate("nope"));
  const worked = bits.setsDaily("2026-11-21");
  const v = bits.setsCheck(worked, "red ∪ ∪ ∪".repeat(500));
  assert.equal(v.valid, false);
  stillWorks();
  for (const odd of [" ", "no", 1, [], {}]) assert.throws(() => bits.flipitDaily("2026-11-21", odd), (e) => e.code === "type");
  assert.deepEqual(bits.flipitDaily("2026-11-21", null), bits.flipitDaily("2026-11-21", false));
  // A ninth card is refused before any card is read, with the core's words.
  assert.throws(() => bits.setsEvaluate(Array(9).fill(1), "red"),
    (e) => e.code === "sets-too-many-cards" && e.message === "9 cards given; at most 8 are dealt");
  assert.throws(() => bits.setsEvaluate(Array(9).fill(1), "red ("), (e) => e.code === "sets-too-many-cards");
  // A date or a number in a string is not a puzzle; the message says what is.
  assert.throws(() => new bits.FlipItGame("2026-11-24"), (e) => e.code === "type" && /flipitDaily\(date\)/.test(e.message));
  assert.throws(() => new bits.FlipItGame("1234"), (e) => e.code === "type");
  assert.equal(new bits.FlipItGame(JSON.stringify(bits.flipitPuzzle(1234))).board, 1234);
  // A public view loader refuses a full descriptor: publicView makes one.
  const full = bits.generateDescriptor("2026-11-21");
  assert.throws(() => bits.loadPublicDescriptor(full), (e) => e.code === "json" && /solution/.test(e.message));
  assert.deepEqual(bits.loadPublicDescriptor(bits.publicView(full)), bits.publicView(full));
});

test("numbers past the module's carriers get Python's and C's sentences", () => {
  const s = new bits.GridState(bits.generateDescriptor("2026-11-21"));
  const says = (f, code, message) => assert.throws(f, { code, message });
  says(() => s.tap(2 ** 32, 0), "state-cell", "row 4294967297 column 1 is outside the grid");
  says(() => s.value(0, 2 ** 40), "state-cell", "row 1 column 1099511627777 is outside the grid");
  says(() => s.lock("row", 2 ** 40), "state-cell", "Row 1099511627777 is outside the grid");
  says(() => s.lock("row", 2 ** 60), "state-cell", "Row 1152921504606846977 is outside the grid");
  says(() => s.tap(-1, 0), "state-cell", "row index -1: an index cannot be negative");
  says(() => s.set(0, 1, 2), "state-value", "2 is not 0, 1 or null");
  // Python's sentences for the same refusals.
  says(() => s.lineReport("diagonal", 0), "state-line", 'a line is "row" or "column", not "diagonal"');
  says(() => new bits.Mulberry32(1).below(2 ** 32), "range", "n 4294967296 is not from 0 to 4294967295");
  says(() => bits.deduce("2026-11-21", 0), "range", "maxLevel 0 is not from 1 to 3");
  // Python refuses a number that is not whole as not an int: said so here too.
  says(() => bits.deduce("2026-11-21", 2.5), "range", "maxLevel 2.5 is not a whole number from 1 to 3");
  says(() => new bits.Mulberry32(1).below(1.5), "range", "n 1.5 is not a whole number from 0 to 4294967295");
  says(() => new bits.Mulberry32(1).below(NaN), "range", "n NaN is not a whole number from 0 to 4294967295");
  // Only null empties a cell: a forgotten value is refused, not taken for "clear".
  says(() => s.set(0, 1), "state-value", "a cell is 0, 1 or null");
  says(() => s.set(0, 1, undefined), "state-value", "a cell is 0, 1 or null");
  says(() => bits.flipitApplyClicks(5, [-1]), "flipit-cell", "cell -1 does not exist; cells are 0-15");
  // A list's first fault is named, in every binding: the repeat before the missing cell.
  const clicks = [6, 11, 9, 4, 1, 9, 11, 7, 4, 2, 8, 11, 13, 1, 0, 0, 1, 5, 255];
  assert.throws(() => bits.flipitApplyClicks(35739, clicks), { code: "flipit-duplicate-cell", message: /^cell 9 is listed twice/ });
  says(() => bits.flipitApplyClicks(5, [6, 255, 6]), "flipit-cell", "cell 255 does not exist; cells are 0-15");
  says(() => bits.wordleDecode(-1), "wordle-code", "-1 is not an encoded five-letter word");
  says(() => bits.wordleDecode(2 ** 25), "wordle-code", "33554432 is not an encoded five-letter word");
  // Any history limit, saturated as Python does; the history itself grows only with moves.
  s.setHistoryLimit(2 ** 64);
  says(() => s.setHistoryLimit(1.5), "range", "limit 1.5 is not a whole number of moves");
  // Past 2^53 the sentences still quote the number exactly (whole numbers below 2^64).
  says(() => s.value(2 ** 53, 0), "state-cell", "row 9007199254740993 column 1 is outside the grid");
  says(() => s.value(0, 2 ** 64), "state-cell", "column 18446744073709552000 is not a row or column index");
  says(() => bits.generateDescriptor("2026-11-21", { size: 2 ** 60 }), "option-size", "grid side 1152921504606846976 is not an even number from 4 to 16");
  says(() => bits.wordlePattern(300), "wordle-pattern", "feedback code 300 is not from 0 to 242");
  // Every number quoted back is exact below 2^64, as Python quotes the same int.
  says(() => bits.wordlePattern(2 ** 60), "wordle-pattern", "feedback code 1152921504606846976 is not from 0 to 242");
  says(() => bits.flipitApplyClicks(5, [2 ** 60]), "flipit-cell", "cell 1152921504606846976 does not exist; cells are 0-15");
  says(() => bits.validatePuzzleId("2026-11-2\ud800"), "surrogate", "text with a lone surrogate at position 9 is not Unicode text and cannot be read");
  stillWorks();
});
