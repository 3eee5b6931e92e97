// Writes flipit.json, the FlipIT golden vectors, from a second implementation written
// the way the site's JavaScript works: arrays of 0/1 cells, the site's hashString,
// createSeededRandom and shuffleArray, solutions found by trying all 65,536 click sets
// rather than by the Rust crate's inverse matrix. The Rust, C, Python and JS tests all
// check themselves against the file this prints.
//
//   node bits/tests/vectors/flipit.gen.js > bits/tests/vectors/flipit.json
"use strict";

function hashString(s) {
  let h = 0;
  for (let i = 0; i < s.length; i++) {
    h = (h << 5) - h + s.charCodeAt(i);
    h |= 0;
  }
  return Math.abs(h);
}

function createSeededRandom(seed) {
  let a = seed >>> 0;
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffleArray(arr, rng) {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [arr[i], arr[j]] = [arr[j], arr[i]];
  }
  return arr;
}

// The board as the site keeps it: 16 cells, 1 = black, cell 0 top-left.
const GOAL = [1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1];
const toNumber = (pattern) => parseInt(pattern.slice().reverse().join(""), 2);
const toPattern = (n) => Array.from({ length: 16 }, (_, i) => (n >> i) & 1);
const rows = (p) => [0, 1, 2, 3].map((r) => p.slice(r * 4, r * 4 + 4).join(""));

function clickCell(p, R) {
  const r = Math.floor(R / 4), c = R % 4;
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const nr = r + dr, nc = c + dc;
      if (nr >= 0 && nr < 4 && nc >= 0 && nc < 4) p[nr * 4 + nc] ^= 1;
    }
}

function applyClicks(pattern, cells) {
  const p = pattern.slice();
  for (const c of cells) clickCell(p, c);
  return p;
}

const cellsOf = (mask) => [...Array(16).keys()].filter((i) => (mask >> i) & 1);
const maskOf = (cells) => cells.reduce((m, c) => m | (1 << c), 0);

// Solutions by exhaustion: the start pattern reached from the goal by each click set.
const solution = new Map();
for (let m = 0; m < 65536; m++) {
  const start = toNumber(applyClicks(GOAL, cellsOf(m)));
  if (solution.has(start)) throw new Error("two click sets reach " + start);
  solution.set(start, m);
}
const solve = (n) => cellsOf(solution.get(n));

function dayNumber(date) {
  return Math.round(Date.parse(date + "T00:00:00Z") / 86400000);
}
function dateOf(days) {
  return new Date(days * 86400000).toISOString().slice(0, 10);
}
const puzzleJson = (date, number) => ({
  date,
  number,
  pattern: rows(toPattern(number)),
  clicksRequired: solve(number).length,
});

function daily(date) {
  const seedString = "flipit:" + date;
  const seed = hashString(seedString);
  const rng = createSeededRandom(seed);
  const picks = [];
  while (picks.length < 3) {
    const c = Math.floor(rng() * 16);
    if (!picks.includes(c)) picks.push(c);
  }
  const number = toNumber(applyClicks(GOAL, picks));
  const clicks = picks.slice().sort((a, b) => a - b);
  if (solve(number).join() !== clicks.join()) throw new Error("daily " + date);
  const puzzle = puzzleJson(date, number);
  return { date, seedString, seed, picks, clicks, puzzle, json: JSON.stringify(puzzle) };
}

const dailyDates = [];
for (let d = dayNumber("2026-11-01"); d <= dayNumber("2027-01-31"); d++) dailyDates.push(dateOf(d));
dailyDates.push("1970-01-01", "2000-01-01", "2023-09-14", "2024-02-29", "2099-12-31");

// The unique schedule.
const UNIQUE_KEY = "flipit:unique";
const triples = [];
for (let m = 0; m < 65536; m++) if (cellsOf(m).length === 3) triples.push(m);
const order = shuffleArray([...Array(560).keys()], createSeededRandom(hashString(UNIQUE_KEY)));
const schedule = order.map((rank) => triples[rank]);
const uniqueDates = ["1970-01-01", "2026-11-21", "2026-11-22", "2028-06-03", "1969-12-31"];
const uniqueDays = uniqueDates.map((date) => {
  const dayIndex = ((dayNumber(date) % 560) + 560) % 560;
  const clicks = cellsOf(schedule[dayIndex]);
  const number = toNumber(applyClicks(GOAL, clicks));
  const puzzle = puzzleJson(date, number);
  return { date, dayIndex, clicks, puzzle, json: JSON.stringify(puzzle) };
});

// Symmetry classes of the 560 three-click puzzles, by brute force over cell maps.
const maps = [
  (r, c) => [r, c], (r, c) => [c, 3 - r], (r, c) => [3 - r, 3 - c], (r, c) => [3 - c, r],
  (r, c) => [r, 3 - c], (r, c) => [3 - r, c], (r, c) => [c, r], (r, c) => [3 - c, 3 - r],
];
const transform = (p, f) => {
  const q = Array(16).fill(0);
  for (let i = 0; i < 16; i++) {
    const [r, c] = f(Math.floor(i / 4), i % 4);
    q[r * 4 + c] = p[i];
  }
  return q;
};
const classes = new Set(
  triples.map((m) => {
    const start = applyClicks(GOAL, cellsOf(m));
    return Math.min(...maps.map((f) => toNumber(transform(start, f))));
  }),
);

// Solves: fixed corners of the space plus numbers from a seeded generator.
const solveNumbers = [0, 1, 2, 255, 256, 4095, 21845, 43690, 63903, 65535, 12345, 17043];
const pick = createSeededRandom(hashString("flipit:vectors"));
while (solveNumbers.length < 40) solveNumbers.push(Math.floor(pick() * 65536));
const solves = solveNumbers.map((number) => {
  const clicks = solve(number);
  return { number, clicks, count: clicks.length };
});

// Games: click sequences (toggles included) and what they leave behind.
const games = [
  { date: null, number: 17043, clicks: [3, 11, 13] },
  { date: "2026-11-21", number: 17043, clicks: [13, 0, 11, 0, 3] },
  { date: null, number: 0, clicks: [5, 5, 5, 9, 14, 2] },
  { date: null, number: 63903, clicks: [] },
  { date: "2024-02-29", number: 65535, clicks: [15, 0, 15, 0, 7, 7, 8] },
].map((g) => {
  const p = toPattern(g.number);
  const highlighted = new Set();
  for (const c of g.clicks) {
    clickCell(p, c);
    if (highlighted.has(c)) highlighted.delete(c);
    else highlighted.add(c);
  }
  const clicked = [...highlighted].sort((a, b) => a - b);
  const board = toNumber(p);
  return {
    ...g,
    board,
    clicked,
    moves: g.clicks.length,
    solved: board === toNumber(GOAL),
    clicksRemaining: solve(board).length,
    save: JSON.stringify({ date: g.date, number: g.number, clicked, moves: g.clicks.length }),
  };
});

// Inputs every binding must refuse, with the Rust error variant they map to.
const goodPuzzle = JSON.stringify(puzzleJson(null, 0));
const rejectedPuzzles = [
  ["{\"date\":null,", "Json"],
  ["[1,2,3]", "Json"],
  [goodPuzzle.replace("\"number\":0", "\"number\":65536"), "Board"],
  [goodPuzzle.replace("\"number\":0", "\"number\":-1"), "Board"],
  [goodPuzzle.replace("\"number\":0", "\"number\":1"), "PatternMismatch"],
  [goodPuzzle.replace("\"0000\"]", "\"00x0\"]"), "Board"],
  [goodPuzzle.replace(",\"0000\"]", "]"), "Board"],
  [goodPuzzle.replace("\"clicksRequired\":12", "\"clicksRequired\":3"), "ClicksRequired"],
  [goodPuzzle.replace("null", "\"2026-02-30\""), "Date"],
].map(([json, error]) => ({ json, error }));
const rejectedGames = [
  ["", "Json"],
  ["{\"date\":null,\"number\":1,\"clicked\":[1]}", "Json"],
  ["{\"date\":null,\"number\":70000,\"clicked\":[],\"moves\":0}", "Board"],
  ["{\"date\":null,\"number\":1,\"clicked\":[16],\"moves\":1}", "Board"],
  ["{\"date\":null,\"number\":1,\"clicked\":[4,4],\"moves\":2}", "Board"],
  ["{\"date\":null,\"number\":1,\"clicked\":[1,2],\"moves\":1}", "Moves"],
  ["{\"date\":null,\"number\":1,\"clicked\":[1,2],\"moves\":5}", "Moves"],
  ["{\"date\":\"2026-13-01\",\"number\":1,\"clicked\":[],\"moves\":0}", "Date"],
].map(([json, error]) => ({ json, error }));

const vectors = {
  description:
    "FlipIT golden vectors. A board, pattern or puzzle number is 16 bits: bit i = row i/4, column i%4, 1 = black " +
    "(the site's parseInt(pattern.slice().reverse().join(''), 2)). pattern rows are strings of 0/1, row 0 first, " +
    "column 0 leftmost. Cells are 0-15. A 'json' field holds the exact bytes an encoder must produce. Generated by flipit.gen.js (an independent JS implementation).",
  goal: toNumber(GOAL),
  clickMasks: [...Array(16).keys()].map((i) => toNumber(applyClicks(Array(16).fill(0), [i]))),
  daily: {
    procedure:
      "seed = hashString('flipit:' + UTC date YYYY-MM-DD); rng = Mulberry32(seed); draw floor(rng() * 16) " +
      "until three distinct cells are drawn (repeats skipped): picks in draw order; start = goal with those cells " +
      "clicked; clicks = picks ascending = the unique solution.",
    days: dailyDates.map(daily),
  },
  dailyUnique: {
    procedure:
      "dayIndex = (days since 1970-01-01) mod 560; order = [0..559] shuffled by shuffleArray (Fisher-Yates from " +
      "the end, j = floor(rng() * (i + 1))) with rng = Mulberry32(hashString(key)); click set = the three-cell set " +
      "of rank order[dayIndex] among all three-cell masks in ascending numeric order.",
    key: UNIQUE_KEY,
    keyHash: hashString(UNIQUE_KEY),
    scheduleMasks: schedule,
    days: uniqueDays,
  },
  symmetry: { threeClickPuzzles: triples.length, distinctUpToSymmetry: classes.size },
  solve: solves,
  games,
  rejectedPuzzles,
  rejectedGames,
};

process.stdout.write(JSON.stringify(vectors, null, 1) + "\n");
