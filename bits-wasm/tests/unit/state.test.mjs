// The GridState class: tap cycle, givens refuse, undo/redo, live colouring, explained
// hints, save/restore (another day's save discarded), clock from the caller's timestamps.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as bits from "@dailygrid/bits";
import { GridState, deduce, generateDescriptor, publicView } from "@dailygrid/bits";

const d = generateDescriptor("2026-11-21");
const n = d.width;
const given = new Set(d.clues.map((c) => c.r * n + c.c));
const free = [...Array(n * n).keys()].filter((i) => !given.has(i));

test("tap cycle, givens refuse, undo and redo", () => {
  const s = new GridState(d);
  assert.equal(s.puzzleId, "2026-11-21");
  assert.equal(s.size, n);
  const i = free[0], r = Math.floor(i / n), c = i % n;
  assert.deepEqual([s.canUndo, s.canRedo], [false, false]);
  assert.equal(s.tap(r, c), 0);
  assert.equal(s.tap(r, c), 1);
  assert.equal(s.tap(r, c), null);
  assert.deepEqual([s.canUndo, s.canRedo], [true, false]);
  assert.equal(s.undo(), true);
  assert.deepEqual([s.canUndo, s.canRedo], [true, true]);
  assert.equal(s.value(r, c), 1);
  assert.equal(s.redo(), true);
  assert.equal(s.value(r, c), null);
  const g = d.clues[0];
  assert.throws(() => s.tap(g.r, g.c), (e) => e instanceof Error && e.code === "state-given");
  assert.throws(() => s.tap(n, 0), (e) => e.code === "state-cell");
  assert.throws(() => s.tap(-1, 0), (e) => e.code === "state-cell");
  assert.throws(() => s.set(r, c, 2), (e) => e.code === "state-value");
  assert.throws(
    () => s.lock("column", 99),
    (e) => e.code === "state-cell" && e.message === "Column 100 is outside the grid",
  );
  s.free();
});

test("a restart empties the board as one move and keeps the clock and the hints", () => {
  const s = new GridState(d);
  const fresh = JSON.stringify(s.cells());
  s.restart(); // nothing to clear: no move
  assert.equal(s.canUndo, false);
  s.resume(0);
  s.hint();
  for (const i of free.slice(0, 3)) s.tap(Math.floor(i / n), i % n);
  const played = JSON.stringify(s.cells());
  s.restart();
  assert.equal(JSON.stringify(s.cells()), fresh);
  assert.deepEqual([s.hintsUsed, s.clockRunning, s.elapsed(5000)], [1, true, 5000]);
  assert.equal(s.undo(), true);
  assert.equal(JSON.stringify(s.cells()), played);
  assert.equal(s.redo(), true);
  assert.equal(JSON.stringify(s.cells()), fresh);
  // Solved is final: no restart.
  d.solution.forEach((row, r) => [...row].forEach((v, c) => {
    if (!given.has(r * n + c)) s.set(r, c, Number(v));
  }));
  assert.equal(s.finishIfSolved(9000), true);
  assert.throws(() => s.restart(), (e) => e instanceof Error && e.code === "state-solved");
  s.free();
});

test("pictures: the puzzle from a descriptor or its view, the solution", () => {
  const puzzle = bits.puzzleSvg(d);
  assert.ok(puzzle.startsWith("<svg") && puzzle.trimEnd().endsWith("</svg>"));
  assert.equal(bits.puzzleSvg(publicView(d)), puzzle);
  assert.equal(bits.puzzleSvg(JSON.stringify(d)), puzzle);
  assert.equal(new GridState(d).svg(), puzzle, "as a fresh play state draws it");
  const solution = bits.solutionSvg(d);
  assert.notEqual(solution, puzzle);
  // Every cell's digit is drawn in the solution, only the givens' in the puzzle.
  const digits = (svg) => (svg.match(/>[01]</g) ?? []).length;
  assert.equal(digits(solution), n * n);
  assert.equal(digits(puzzle), d.clues.length);
  assert.throws(() => bits.solutionSvg(publicView(d)), (e) => e.code === "json");
  assert.throws(() => bits.puzzleSvg({ ...d, seed: 1 }), (e) => e.code === "descriptor-seed");
});

test("a puzzle id is a puzzle wherever one is taken, as in Python", () => {
  const byId = new GridState("2026-11-21");
  const byDescriptor = new GridState(d);
  assert.equal(byId.save(), byDescriptor.save());
  assert.ok(byId.mistakes() !== null, "a state from an id knows the solution");
  assert.deepEqual(deduce("2026-11-21"), deduce(d));
  assert.deepEqual(bits.solvePuzzle("2026-11-21"), bits.solvePuzzle(d));
  assert.equal(bits.puzzleSvg("2026-11-21"), bits.puzzleSvg(d));
  assert.equal(bits.solutionSvg("2026-11-21"), bits.solutionSvg(d));
  assert.throws(() => bits.solutionSvg("2026-13-01"), (e) => e.code === "id-month");
  assert.throws(() => new GridState("2026-02-30"), (e) => e.code === "id-day");
  assert.throws(() => deduce("[1, 2]"), (e) => e.code === "json");
  // An over-long id is still an id, with the id's own error.
  assert.throws(() => new GridState("practice-" + "a".repeat(70)), (e) => e.code === "id-too-long");
  assert.throws(() => deduce(" x".repeat(40)), (e) => e.code.startsWith("id-"));
  byId.free();
  byDescriptor.free();
});

test("a clone is independent of the game it was taken from", () => {
  const s = new GridState(publicView(d));
  const open = { r: Math.floor(free[0] / n), c: free[0] % n };
  s.tap(open.r, open.c);
  const copy = s.clone();
  assert.equal(copy.save(), s.save());
  copy.tap(open.r, open.c);
  assert.notEqual(copy.value(open.r, open.c), s.value(open.r, open.c));
  assert.ok(copy.undo() && copy.save() === s.save());
  assert.ok(s.undo() && !s.undo());
  assert.ok(copy.undo(), "the copy keeps its own history");
  s.free();
  assert.equal(copy.value(open.r, open.c), null, "the copy outlives the original");
  copy.free();
});

test("one line's report; a bounded history", () => {
  const s = new GridState(d);
  const all = s.lineReports();
  assert.deepEqual(s.lineReport("row", 0), all[0]);
  assert.deepEqual(s.lineReport("column", n - 1), all[2 * n - 1]);
  assert.throws(() => s.lineReport("column", n), (e) => e.code === "state-cell" && /outside the grid/.test(e.message));
  assert.throws(() => s.lineReport("diagonal", 0), (e) => e.code === "state-line");
  // Beyond 255 as below it: the same code and the same words.
  for (const [kind, i, msg] of [["row", 255, "Row 256"], ["row", 256, "Row 257"], ["column", 999_999, "Column 1000000"]]) {
    assert.throws(() => s.lineReport(kind, i), (e) => e.code === "state-cell" && e.message === `${msg} is outside the grid`);
    assert.throws(() => s.lock(kind, i), (e) => e.code === "state-cell" && e.message === `${msg} is outside the grid`);
  }
  assert.throws(() => s.lineReport("diagonal", 1e9), (e) => e.code === "state-line");
  // Negative indices are quoted as given; large ones get the core's words either side of 1e6.
  assert.throws(() => s.lineReport("row", -1), { message: "row index -1: an index cannot be negative" });
  assert.throws(() => s.tap(-1, 0), { message: "row index -1: an index cannot be negative" });
  assert.throws(() => s.tap(1e6, 0), { message: "row 1000001 column 1 is outside the grid" });
  assert.throws(() => s.tap(1000001, 0), { message: "row 1000002 column 1 is outside the grid" });
  assert.throws(() => s.tap(0.5, 0), (e) => e.code === "state-cell" && /not a row or column index/.test(e.message));
  s.setHistoryLimit(1);
  const [a, b] = free;
  s.tap(Math.floor(a / n), a % n);
  s.tap(Math.floor(b / n), b % n);
  assert.equal(s.undo(), true);
  assert.equal(s.undo(), false);
  for (const bad of [-1, 1.5, Infinity, NaN]) assert.throws(() => s.setHistoryLimit(bad), (e) => e.code === "range");
  s.free();
});

test("a descriptor with a flaw is refused as a descriptor", () => {
  assert.throws(() => new GridState({ ...d, seed: 1 }), (e) => e.code === "descriptor-seed");
  assert.throws(() => new GridState({ ...publicView(d), seed: 1 }), (e) => e.code === "descriptor-seed");
  assert.equal(new GridState(JSON.stringify(d)).mistakes().length, 0);
});

test("solving by the descriptor's solution; live colouring of a triple", () => {
  const s = new GridState(publicView(d));
  assert.equal(s.mistakes(), null, "a public view knows no solution");
  assert.equal(s.clockRunning, false);
  s.resume(1_000);
  assert.equal(s.clockRunning, true);
  for (const i of free) s.set(Math.floor(i / n), i % n, Number(d.solution[Math.floor(i / n)][i % n]));
  assert.equal(s.isSolved, true);
  assert.equal(s.finishIfSolved(61_000), true);
  assert.equal(s.solvedAt, 61_000);
  assert.equal(s.clockRunning, false, "the solve stopped the clock");
  assert.equal(s.elapsed(99_000), 60_000);
  assert.ok(s.cells().every((c) => c.status === "ok"));
  assert.ok(s.lineReports().every((l) => l.clean && l.complete));
  assert.throws(() => s.hint(), (e) => e.code === "state-solved");
  // Finished: the grid and the time are the record, and the save restores.
  const save = s.save();
  assert.throws(() => s.tap(Math.floor(free[0] / n), free[0] % n), (e) => e.code === "state-solved");
  assert.throws(() => s.lock("row", 0), (e) => e.code === "state-solved");
  assert.equal(s.undo(), false);
  assert.equal(s.save(), save);
  // Nor does a save replace the solve, not even the one from before it.
  assert.throws(() => s.restore(new GridState(d).save()), (e) => e.code === "state-solved");
  assert.equal(s.save(), save);
  const again = new GridState(publicView(d));
  assert.equal(again.restore(save), "resumed");
  assert.equal(again.solvedAt, 61_000);

  const t = new GridState(d);
  const triple = free.find((i) => i % n <= n - 3 && free.includes(i + 1) && free.includes(i + 2));
  for (const i of [triple, triple + 1, triple + 2]) t.set(Math.floor(i / n), i % n, 0);
  const typos = t.cells().filter((c) => c.status === "typo").length;
  assert.ok(typos >= 3, `typos ${typos}`);
});

test("hints explain themselves; mistakes are pointed at", () => {
  const s = new GridState(d);
  const a = s.hint();
  // deduce() tells the same first step in the same words, and every step has its sentence.
  const steps = deduce(publicView(d));
  assert.deepEqual([steps[0].r, steps[0].c, steps[0].explanation], [a.r, a.c, a.explanation]);
  assert.ok(steps.every((x) => x.explanation.endsWith(".") && x.explanation.length > 20));
  assert.equal(a.kind, "step");
  assert.equal(String(a.value), d.solution[a.r][a.c]);
  assert.ok(a.explanation.split(" ").length > 5, a.explanation);
  assert.equal(s.hintsUsed, 1);
  const i = free[0], r = Math.floor(i / n), c = i % n;
  s.set(r, c, 1 - Number(d.solution[r][c]));
  assert.deepEqual(s.mistakes(), [[r, c]]);
  const m = s.hint();
  assert.equal(m.kind, "mistake");
  assert.ok(m.explanation.length > 10);
});

test("save and restore; another day's save is discarded; corrupt saves throw", () => {
  const s = new GridState(d);
  s.resume(0);
  s.tap(Math.floor(free[0] / n), free[0] % n);
  s.pause(5_000);
  const text = s.save();
  assert.deepEqual(JSON.parse(text), s.toJSON());
  const back = new GridState(d);
  assert.equal(back.restore(text), "resumed");
  assert.equal(back.save(), text);
  assert.equal(back.elapsed(0), 5_000);
  // A save taken while the clock runs counts to the time given, and leaves it running.
  back.resume(10_000);
  assert.equal(JSON.parse(back.save()).elapsed, 5_000);
  assert.equal(JSON.parse(back.save(12_500)).elapsed, 7_500);
  assert.equal(back.elapsed(13_000), 8_000);
  assert.throws(() => back.save(NaN), (e) => e.code === "id-timestamp");
  assert.throws(() => back.save("now"), (e) => e.code === "type");
  back.pause(13_000);
  const other = new GridState(generateDescriptor("2026-11-22"));
  assert.equal(other.restore(text), "discarded");
  assert.equal(other.puzzleId, "2026-11-22");
  // So is a save under the same id for another puzzle (other options, or another generator
  // version): its size or givens differ.
  for (const o of [{ rank: 1 }, { size: 8 }]) {
    const same = new GridState(generateDescriptor("2026-11-21", o));
    const before = same.save();
    assert.equal(same.restore(text), "discarded");
    assert.equal(same.save(), before);
  }
  for (const bad of ["", "{", "[]", JSON.stringify({ ...s.toJSON(), cells: [] })]) {
    assert.throws(() => new GridState(d).restore(bad), (e) => e instanceof Error && typeof e.code === "string", bad);
  }
  assert.throws(() => new GridState("{}"), (e) => e instanceof Error && typeof e.code === "string");
  assert.throws(() => s.resume(NaN), (e) => e.code === "id-timestamp");
  assert.match(s.svg(), /^<svg/);
});
