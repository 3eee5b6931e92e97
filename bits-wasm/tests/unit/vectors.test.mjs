// The shared golden vectors (bits/tests/vectors) through the built npm package: every
// result must equal what the native engine stored, descriptors byte for byte.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as bits from "@dailygrid/bits";

const vectors = (name) =>
  JSON.parse(readFileSync(new URL(`../../../bits/tests/vectors/${name}`, import.meta.url), "utf8"));

/** Whether `f()` throws a real Error with a string `code`; fails on any other throw. */
function throwsCoded(f) {
  try {
    f();
    return false;
  } catch (e) {
    assert.ok(e instanceof Error, `threw a non-Error: ${e}`);
    assert.equal(typeof e.code, "string");
    assert.ok(e.message.length > 0);
    return true;
  }
}

test("primitives: hashes, Mulberry32, below", () => {
  const p = vectors("primitives.json");
  for (const h of p.hashes) {
    assert.equal(bits.hashString(h.input), h.hashString, h.input);
    assert.equal(bits.fnv1a32(h.input), h.fnv1a32, h.input);
    const r = new bits.Mulberry32(h.hashString);
    assert.deepEqual(h.mulberry32.map(() => r.nextU32()), h.mulberry32);
    const r2 = new bits.Mulberry32(h.hashString);
    assert.deepEqual(h.below7k.map((_, i) => r2.below((i + 1) * 7)), h.below7k);
    const r3 = new bits.Mulberry32(h.hashString);
    assert.equal(r3.nextF64(), h.mulberry32[0] / 2 ** 32);
  }
});

test("primitives: shuffle is the site's shuffleArray on a copy", () => {
  for (const len of [0, 1, 2, 7, 52, 1000]) {
    const items = Array.from({ length: len }, (_, i) => ({ i }));
    const copy = [...items];
    const seed = 1000 + len;
    const got = new bits.Mulberry32(seed).shuffle(items);
    // The site's Fisher–Yates from the end, with the same generator's below(i + 1).
    const r = new bits.Mulberry32(seed);
    const want = [...items];
    for (let i = want.length - 1; i > 0; i--) {
      const j = r.below(i + 1);
      [want[i], want[j]] = [want[j], want[i]];
    }
    assert.deepEqual(got, want);
    assert.ok(got.every((x, k) => x === want[k]), "the same objects, not copies");
    assert.deepEqual(items, copy, "the array given is untouched");
  }
  const r = new bits.Mulberry32(1);
  assert.throws(() => r.shuffle("abc"), (e) => e.code === "type");
  // A proxy that throws on every read, and a revoked one: coded errors, and the
  // generator is still usable.
  const trap = new Proxy([1, 2, 3], { get(t, k) { if (k === "length") return 3; throw new Error(`read ${String(k)}`); } });
  const { proxy: revoked, revoke } = Proxy.revocable([1, 2], {});
  revoke();
  for (const bad of [trap, revoked]) assert.throws(() => r.shuffle(bad), (e) => e.code === "type");
  assert.equal(typeof r.nextU32(), "number");
  assert.deepEqual(r.shuffle([]), []);
});

test("primitives: hashes over any UTF-16, lone surrogates included, as the site computes them", () => {
  // The site's hashString and FNV-1a, written out over charCodeAt.
  const siteHash = (s) => {
    let h = 0;
    for (let i = 0; i < s.length; i++) h = ((h << 5) - h + s.charCodeAt(i)) | 0;
    return Math.abs(h);
  };
  const siteFnv = (s) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
    return h;
  };
  const r = new bits.Mulberry32(7);
  const pool = ["a", "7", "é", "\uFFFD", "\uD800", "\uDBFF", "\uDC00", "\uDFFF", "\uD83D\uDE00", "-"];
  const texts = ["\uD800", "a\uDC00b", "\uFFFD", "x\uFFFD\uD800", ""];
  for (let k = 0; k < 500; k++) {
    let s = "";
    for (let j = r.below(12); j > 0; j--) s += pool[r.below(pool.length)];
    texts.push(s);
  }
  for (const s of texts) {
    assert.equal(bits.hashString(s), siteHash(s), JSON.stringify(s));
    assert.equal(bits.fnv1a32(s), siteFnv(s), JSON.stringify(s));
  }
  assert.equal(bits.hashString("\uD800"), 55296);
});

test("primitives: what a puzzle id names", () => {
  assert.deepEqual(bits.parsePuzzleId("2026-11-21"), { kind: "daily", date: "2026-11-21" });
  assert.deepEqual(bits.parsePuzzleId("practice-x_1"), { kind: "practice", seed: "x_1" });
  for (const { id, valid } of vectors("primitives.json").puzzleIds) {
    assert.equal(!throwsCoded(() => bits.parsePuzzleId(id)), valid, id);
  }
});

test("primitives: dates and field checks", () => {
  const p = vectors("primitives.json");
  for (const d of p.dates) {
    assert.equal(bits.ptDate(d.unixMs), d.pt, `pt ${d.unixMs}`);
    assert.equal(bits.utcDate(d.unixMs), d.utc, `utc ${d.unixMs}`);
  }
  // Fractional timestamps land where JavaScript's Date puts them (truncated toward zero).
  for (const ms of [-0.5, -1.5, -86_400_000.5, 0.5, 1_700_000_000_000.9, -6e13 - 0.25]) {
    assert.equal(bits.utcDate(ms), new Date(ms).toISOString().slice(0, 10), `utc ${ms}`);
  }
  for (const { id, valid } of p.puzzleIds) assert.equal(!throwsCoded(() => bits.validatePuzzleId(id)), valid, id);
  for (const { value, valid } of p.uuids) assert.equal(!throwsCoded(() => bits.validateUuid(value)), valid, value);
  for (const { value, valid } of p.initials)
    assert.equal(!throwsCoded(() => bits.validateInitials(value)), valid, value);
  for (const { value, valid } of p.timesMs)
    assert.equal(!throwsCoded(() => bits.validateTimeMs(value)), valid, String(value));
});

test("primitives: date arithmetic agrees with Date.UTC", () => {
  const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
  const day = 86_400_000;
  // Every 97th day from 1600 to 2400, stepped by 0, ±1, ±59, ±366 and ±146,097 (a cycle).
  for (let t = Date.UTC(1600, 0, 1); t < Date.UTC(2400, 0, 1); t += 97 * day) {
    const from = iso(t);
    for (const n of [0, 1, -1, 59, -59, 366, -366, 146_097, -146_097]) {
      assert.equal(bits.addDays(from, n), iso(t + n * day), `${from} + ${n}`);
      assert.equal(bits.daysBetween(from, iso(t + n * day)), n, `${from} .. ${n}`);
    }
  }
  assert.equal(bits.addDays("0000-01-01", 3_652_424), "9999-12-31");
  // A far timestamp's date cannot be written as YYYY-MM-DD: refused, not written wrong.
  for (const ms of [8.64e15, -8.64e15]) {
    assert.throws(() => bits.utcDate(ms), (e) => e.code === "id-year", String(ms));
    assert.throws(() => bits.ptDate(ms), (e) => e.code === "id-year", String(ms));
  }
  assert.equal(bits.daysBetween("9999-12-31", "0000-01-01"), -3_652_424);
  for (const [from, n] of [["9999-12-31", 1], ["0000-01-01", -1], ["2026-11-24", 2 ** 53 - 1], ["2026-11-24", -(2 ** 53 - 1)]]) {
    assert.throws(() => bits.addDays(from, n), (e) => e.code === "id-year-range", `${from} + ${n}`);
  }
  assert.throws(() => bits.addDays("9999-12-31", 1), { message: "9999-12-31 + 1 days is outside the years 0000-9999" });
  for (const n of [0.5, NaN, Infinity]) assert.throws(() => bits.addDays("2026-11-24", n), (e) => e.code === "range", String(n));
  // Whole numbers of any size are days, quoted as JavaScript writes them.
  for (const n of [2 ** 53, 2 ** 70, -(2 ** 64)]) {
    assert.throws(() => bits.addDays("2026-11-24", n),
      { code: "id-year-range", message: `2026-11-24 + ${n} days is outside the years 0000-9999` }, String(n));
  }
  // Below 2^64 in magnitude they are quoted in all their digits, as Python quotes them.
  for (const [n, text] of [[2 ** 63, "9223372036854775808"], [-(2 ** 63), "-9223372036854775808"], [-(2 ** 60), "-1152921504606846976"]]) {
    assert.throws(() => bits.addDays("2026-11-24", n),
      { code: "id-year-range", message: `2026-11-24 + ${text} days is outside the years 0000-9999` }, text);
  }
  assert.throws(() => bits.addDays("2026-02-30", 1), (e) => e.code === "id-day");
  // A date that is not YYYY-MM-DD says so, without suggesting a practice id.
  for (const call of [() => bits.daysBetween("2026-11-24", "tomorrow"), () => bits.flipitDaily("practice-abc"),
    () => bits.setsDaily("practice-abc"), () => bits.weekday("")]) {
    assert.throws(call, (e) => e.code === "id-date-format" && /^date must be YYYY-MM-DD; /.test(e.message));
  }
  assert.throws(() => bits.binaryGridPuzzle("practice-abc", "easy"), { message: /date must be YYYY-MM-DD; / });
  assert.throws(() => bits.generateDescriptor("tomorrow"), (e) => e.code === "id-format" && /or practice-<seed>/.test(e.message));
});

test("descriptors: byte-identical to the native engine", () => {
  const list = vectors("binairo_descriptors.json");
  assert.ok(list.length >= 50);
  for (const v of list) {
    const o = v.options;
    assert.equal(bits.generateDescriptorJson(v.puzzleId, o), v.descriptor, v.puzzleId);
    assert.equal(bits.publicDescriptorJson(v.puzzleId, o), v.public, v.puzzleId);
    // The plain object re-serialises to the same bytes: what the site's bits-ui.js gets.
    const d = bits.generateDescriptor(v.puzzleId, o);
    assert.equal(JSON.stringify(d), v.descriptor);
    assert.equal(JSON.stringify(bits.publicDescriptor(v.puzzleId, o)), v.public);
    assert.equal(JSON.stringify(bits.publicView(d)), v.public);
    // Checked loads round-trip.
    assert.equal(JSON.stringify(bits.loadDescriptor(v.descriptor)), v.descriptor);
    assert.equal(JSON.stringify(bits.loadPublicDescriptor(v.public)), v.public);
    // The solution is the unique solution of the public puzzle.
    const s = bits.solvePuzzle(v.public);
    assert.equal(s.solutions, 1);
    assert.deepEqual(s.solution, d.solution);
    assert.equal(s.rank, d.metadata.difficultyRank);
    // A whole descriptor is the same puzzle.
    assert.deepEqual(bits.solvePuzzle(d), s);
    assert.deepEqual(bits.deduce(v.descriptor), bits.deduce(v.public));
    assert.equal(bits.gridFollowsRules(d.solution), true);
  }
});

test("deductions and the solver: the same trace, byte for byte, as every runtime", () => {
  const cases = vectors("binairo_deductions.json");
  assert.ok(cases.length >= 18, `${cases.length} deduction vectors`);
  const solved = new Set();
  for (const v of cases) {
    assert.equal(JSON.stringify(bits.deduce(v.puzzle, v.maxLevel)), v.deductions, `${v.puzzle.slice(0, 40)} level ${v.maxLevel}`);
    if (solved.has(v.puzzle)) continue; // the solver's answers do not depend on the level
    solved.add(v.puzzle);
    const s = bits.solvePuzzle(v.puzzle);
    // Every vector puzzle is unique (a puzzle that is not: errors.test.mjs).
    assert.equal(v.solutions, 1);
    assert.deepEqual(s, { solutions: 1, solution: v.solution, rank: v.rank });
  }
  assert.equal(solved.size, 6);
});

test("descriptors: default options are the daily", () => {
  const v = vectors("binairo_descriptors.json").find(
    (x) => x.options.rank === null && x.options.size === 6 && x.options.hints[0] === 8,
  );
  assert.equal(bits.generateDescriptorJson(v.puzzleId), v.descriptor);
});

test("descriptors: a size given alone takes that size's hint range (3-5 at 4x4)", () => {
  const cases = vectors("binairo_descriptors.json").filter((x) => {
    const [lo, hi] = x.options.size === 4 ? [3, 5] : [8, 12];
    return x.options.hints[0] === lo && x.options.hints[1] === hi && x.options.clues[1] === 256;
  });
  assert.ok(cases.some((x) => x.options.size === 4 && x.options.rank === 3));
  for (const v of cases) {
    const { size, rank } = v.options;
    assert.equal(bits.generateDescriptorJson(v.puzzleId, { size, rank }), v.descriptor, v.puzzleId);
  }
  assert.throws(() => bits.generateDescriptor("2026-11-27", { size: 4, hints: [8, 12] }), { code: "generate-exhausted" });
});

test("submissions: every verdict as stored", () => {
  const list = vectors("binairo_submissions.json");
  const cache = new Map();
  for (const v of list) {
    const key = v.puzzleId + JSON.stringify(v.options);
    if (!cache.has(key)) cache.set(key, bits.generateDescriptor(v.puzzleId, v.options));
    const d = cache.get(key);
    assert.deepEqual(bits.validateSubmission(d, v.submission), v.verdict, JSON.stringify(v.submission));
    assert.deepEqual(bits.validateSubmissionForId(v.puzzleId, v.submission, v.options), v.verdict);
  }
});

test("binary grid: puzzles and their acceptance", () => {
  for (const v of vectors("binary_grid.json")) {
    const info = bits.binaryGridPuzzle(v.dateKey, v.difficulty);
    assert.equal(JSON.stringify(info), v.puzzleInfo);
    const grid = v.solution.map((r) => [...r].map(Number));
    const ok = bits.validateBinaryGrid(v.dateKey, v.difficulty, { grid, timeMs: 60000 });
    assert.equal(ok.valid, true);
    grid[0][0] ^= 1;
    assert.equal(bits.validateBinaryGrid(v.dateKey, v.difficulty, { grid, timeMs: 60000 }).valid, false);
  }
});

test("flipit: dailies, unique schedule, solver, games", () => {
  const f = vectors("flipit.json");
  for (const d of f.daily.days) {
    assert.equal(JSON.stringify(bits.flipitDaily(d.date)), d.json, d.date);
    assert.deepEqual(bits.flipitDaily(d.date), d.puzzle);
  }
  for (const d of f.dailyUnique.days) assert.equal(JSON.stringify(bits.flipitDaily(d.date, true)), d.json);
  for (const s of f.solve) assert.deepEqual(bits.flipitSolve(s.number), s);
  f.clickMasks.forEach((mask, cell) => {
    const cells = bits.flipitFlips(cell);
    assert.equal(cells.reduce((m, c) => m | (1 << c), 0), mask);
  });
  for (const g of f.games) {
    const puzzle = g.date ? { ...bits.flipitPuzzle(g.number), date: g.date } : g.number;
    const game = new bits.FlipItGame(puzzle);
    for (const c of g.clicks) game.click(c);
    assert.equal(game.board, g.board);
    assert.deepEqual([...game.clicked], g.clicked);
    assert.equal(game.moves, g.moves);
    assert.equal(game.isSolved, g.solved);
    assert.equal(game.clicksRemaining, g.clicksRemaining);
    assert.equal(game.save(), g.save);
    const back = bits.FlipItGame.restore(puzzle, g.save);
    assert.equal(back.board, g.board);
    if (g.solved) {
      // Solved is final: no click (not even one undoing a highlighted cell), no reset.
      for (const move of [...[0, ...g.clicked].map((c) => () => game.click(c)), () => game.reset()]) {
        assert.throws(move, (e) => e.code === "flipit-solved");
      }
      assert.equal(game.save(), g.save);
    } else {
      game.reset();
      assert.equal(game.board, g.number);
    }
    game.free();
    back.free();
  }
  // Clicking the solver's clicks on a puzzle's board gives the goal; a game's clicked
  // cells give its board.
  for (const sol of f.solve) assert.equal(bits.flipitApplyClicks(sol.number, sol.clicks), f.goal, String(sol.number));
  for (const g of f.games) {
    const clicked = new bits.FlipItGame(g.number);
    for (const c of g.clicks) clicked.click(c);
    assert.equal(bits.flipitApplyClicks(g.number, [...clicked.clicked]), clicked.board);
    clicked.free();
  }
  assert.throws(() => bits.flipitApplyClicks(0, [3, 3]), (e) => e.code.startsWith("flipit-"));
  assert.throws(() => bits.flipitApplyClicks(0, [16]), (e) => e.code === "flipit-cell");
  // Every cell once is fine; a 17th click repeats one, however long the list.
  const every = [...Array(16).keys()];
  const flipped = every.reduce((b, c) => b ^ bits.flipitFlips(c).reduce((m, x) => m | (1 << x), 0), 0);
  assert.equal(bits.flipitApplyClicks(0, every), flipped);
  for (const list of [[...Array(16).keys(), 0], Array.from({ length: 100_000 }, (_, i) => i % 16)]) {
    assert.throws(() => bits.flipitApplyClicks(0, list), (e) => e.code.startsWith("flipit-"), String(list.length));
  }
  // The symmetry classes, counted here from the canonical forms and by the engine.
  const forms = new Set();
  for (let a = 0; a < 16; a++)
    for (let b = a + 1; b < 16; b++)
      for (let c = b + 1; c < 16; c++) forms.add(bits.flipitCanonical(bits.flipitApplyClicks(f.goal, [a, b, c])));
  assert.equal(forms.size, f.symmetry.distinctUpToSymmetry);
  assert.equal(bits.flipitThreeClickClasses(), f.symmetry.distinctUpToSymmetry);
  // A canonical form is the least of the eight images: one cell maps to a corner.
  assert.equal(bits.flipitCanonical(1 << 15), 1);
  assert.equal(bits.flipitCanonical(1 << 5), bits.flipitCanonical(1 << 10));
  for (const r of f.rejectedGames) assert.ok(throwsCoded(() => bits.FlipItGame.restore(0, r.json)), r.json);
  for (const r of f.rejectedPuzzles) assert.ok(throwsCoded(() => new bits.FlipItGame(r.json)), r.json);
});

test("sets: dailies, evaluation, parse errors, checks, solver", () => {
  const s = vectors("sets.json");
  for (const d of s.dailies) {
    assert.deepEqual(bits.setsGenerate(d.id), d);
    const pub = bits.setsPublic(d.id);
    assert.equal(pub.generatedSolution, undefined);
    assert.equal(pub.goal, d.goal);
  }
  // The generated answer, joined as its declaration says, is a solution.
  for (const d of s.dailies) {
    const g = d.generatedSolution;
    assert.ok(bits.setsCheck(d, g.topRow ? `${g.topRow} / ${g.bottomRow}` : g.bottomRow).valid, d.id);
  }
  const today = s.dailies.find((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.id));
  assert.deepEqual(bits.setsDaily(today.id), today);
  for (const e of s.eval) {
    const got = bits.setsEvaluate(e.cards, e.answer);
    assert.deepEqual(
      { canonical: got.canonical, cubeCount: got.cubeCount, active: got.active, named: got.named, value: got.value },
      { canonical: e.canonical, cubeCount: e.cubeCount, active: e.active, named: e.named, value: e.value },
    );
  }
  // A card as a puzzle spells it, or as a list of colours, evaluates as its index does
  // (the seed's table of cards by index is in the vectors).
  const table = s.cardCombinations;
  for (const e of s.eval) {
    const named = bits.setsEvaluate(e.cards, e.answer).named;
    assert.deepEqual(bits.setsEvaluate(e.cards.map((i) => ({ colors: table[i] })), e.answer).named, named);
    assert.deepEqual(bits.setsEvaluate(e.cards.map((i) => table[i]), e.answer).named, named);
  }
  const daily = bits.setsGenerate("2026-11-21");
  const blue = daily.cards.flatMap((c, i) => (c.colors.includes("blue") ? [i] : []));
  assert.deepEqual(bits.setsEvaluate(daily.cards, "blue").named, blue, "a puzzle's cards as they are");
  // Cards are numbered from 0, in Python's words, as the core numbers a deal's cards.
  assert.throws(() => bits.setsEvaluate([["pink"]], "red"), { code: "sets-color", message: 'card 0 has unknown colour "pink"' });
  assert.throws(() => bits.setsEvaluate([["red"], [7]], "red"),
    { code: "sets-color", message: "card 1 has a colour that is not red, blue, green or gold" });
  assert.throws(() => bits.setsEvaluate([1, { colours: [] }], "red"), (e) => e.code === "sets-card" && /^card 1 /.test(e.message));
  assert.throws(() => bits.setsEvaluate([1, 16], "red"), { code: "sets-card", message: "card 1 is 16, not an index 0–15" });
  assert.throws(() => bits.setsEvaluate([1, "red"], "red"), (e) => e.code === "sets-card");
  assert.throws(() => bits.setsEvaluate(['["red"]'], "red"), (e) => e.code === "sets-card");
  for (const e of s.eval) {
    assert.equal(bits.setsParseAnswer(e.answer), e.canonical, e.answer);
    assert.equal(bits.setsParseAnswer(e.canonical), e.canonical, e.canonical);
  }
  // The declared union of parse codes is every code the vectors meet (they meet all).
  const dts = readFileSync(new URL("bits.d.ts", import.meta.resolve("@dailygrid/bits")), "utf8");
  const union = dts.match(/export type SetsParseCode =([^;]*);/)[1];
  const declared = new Set([...union.matchAll(/"([a-z-]+)"/g)].map((m) => m[1]));
  assert.deepEqual([...new Set(s.parseErrors.map((p) => p.code))].sort(), [...declared].sort());
  // The vectors place errors in UTF-8 bytes (the core's offsets); JavaScript gets indices
  // into its own string, so that `answer.slice(at, at + len)` is the offending text.
  const index = (text, bytes) => Buffer.from(text).subarray(0, bytes).toString().length;
  for (const p of s.parseErrors) {
    const at = index(p.answer, p.at), len = index(p.answer, p.at + p.len) - at;
    const bad = Buffer.from(p.answer).subarray(p.at, p.at + p.len).toString();
    const placed = (err) =>
      err instanceof Error && err.code === p.code && err.at === at && err.len === len && err.token === p.token &&
      p.answer.slice(err.at, err.at + err.len) === bad &&
      // The message places it as `at` does: an index into the caller's string, not a byte.
      err.message.endsWith(`(index ${at}, token ${p.token})`);
    assert.throws(() => bits.setsParseAnswer(p.answer), placed, p.answer);
    assert.throws(() => bits.setsEvaluate([1, 2, 3], p.answer), placed, p.answer);
  }
  for (const c of s.check) {
    const v = bits.setsCheck(s.tables[c.table], c.answer);
    assert.equal(v.valid, c.valid, c.answer);
    assert.equal(v.value, c.value, c.answer);
    assert.equal(v.goal, c.goal);
    assert.equal(v.code, c.code, c.answer);
    // The same sentence in every runtime: places are character indices (an emoji is one).
    assert.equal(v.message, c.message, c.answer);
  }
  for (const v of s.solve) {
    const got = bits.setsSolve(v.table);
    assert.deepEqual(got, { shortest: v.shortest, cubeCount: v.cubeCount, solutions: v.solutions }, v.name);
  }
});
