//! TypeScript declarations of every shape crossing the boundary. They mirror the core's
//! JSON exactly (field names, order, optional fields); the node tests compare the shapes
//! against the golden vectors and `tsc --noEmit` checks a usage file against them.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** Every error thrown by this package: a real `Error` with a stable machine-readable `code`. */
export interface BitsError extends Error {
  name: "BitsError";
  code: string;
  /** Sets parse errors only: where the problem is in the answer string (`answer.slice(at,
   * at + len)`, UTF-16 indices as JavaScript strings count) and its token index. */
  at?: number;
  len?: number;
  token?: number;
}

/** What a parameter takes: the shape with every array and object read-only, so frozen
 * objects and `as const` values type-check, as they work at run time. A mutable value is
 * one too. */
export type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** A given cell. */
export interface Clue { r: number; c: number; bit: 0 | 1 }
/** An adjacency hint between (r, c) and its right or lower neighbour. */
export interface Adjacency { r: number; c: number; dir: "right" | "down"; type: "equal" | "different" }
export type Technique =
  | "pair" | "sandwich" | "hint" | "completion" | "counting" | "distinct-lines" | "contradiction";

/** The full Bits descriptor (server side): `JSON.stringify` gives the engine's bytes. */
export interface Descriptor {
  puzzleId: string;
  seed: number;
  rowOrderSeed: number;
  clueSeed: number;
  width: number;
  height: number;
  /** Row strings such as "101010". */
  solution: string[];
  clues: Clue[];
  adjacencies: Adjacency[];
  /** Row bitmasks, leftmost cell = most significant bit. */
  rowSignatures: number[];
  /** 1s per column. */
  columnTotals: number[];
  metadata: {
    difficultyRank: 1 | 2 | 3;
    generatorVersion: number;
    techniques: Technique[];
    builtFromSeed: string[];
  };
}

/** What players receive: nothing that reveals the answer. */
export interface PublicDescriptor {
  puzzleId: string;
  seed: number;
  rowOrderSeed: number;
  clueSeed: number;
  width: number;
  height: number;
  clues: Clue[];
  adjacencies: Adjacency[];
  metadata: {
    difficultyRank: 1 | 2 | 3;
    generatorVersion: number;
    techniques: Technique[];
  };
}

/** Generation options; anything missing (or `undefined`, as forwarded optional arguments
 * are) keeps the site's daily default. */
export interface GenerateOptions {
  /** Even side 4–16 (default 6). */
  size?: number | undefined;
  /** 1–3; null/missing follows the week for dates and is 2 for practice ids. */
  rank?: 1 | 2 | 3 | null | undefined;
  /** Inclusive range of givens (default [0, 256]). */
  clues?: readonly [number, number] | undefined;
  /** Inclusive range of adjacency hints (default [8, 12]; [3, 5] at size 4). */
  hints?: readonly [number, number] | undefined;
}

/** A complete or in-play grid: rows as strings ("10.1" with "." for empty) or arrays of
 * 0/1/null, each row either way. Arrays are read as the server would receive them, through
 * `JSON.stringify`: `NaN`, `±Infinity` and `undefined` become `null`, an empty cell; any
 * other number (2, 0.5) is refused when checked. */
export type GridInput = readonly (string | readonly (number | null)[])[];

/** A player's grid: `null` is an empty cell, judged `incomplete`. */
export interface Submission { grid: (number | null)[][]; timeMs: number }

export type RejectCode =
  | "shape" | "value" | "incomplete" | "given" | "triple" | "balance" | "duplicate" | "adjacency" | "time";

export type Verdict =
  | { ok: true; valid: true; timeMs: number; dateKey: string }
  | { ok: false; valid: false; message: string; code: RejectCode; r?: number; c?: number };

/** The first rule a complete grid breaks. */
export interface RuleViolation { code: "triple" | "balance" | "duplicate"; message: string; r?: number; c?: number }

export interface LineStatus { balanced: boolean; noTriples: boolean; complete: boolean; duplicate: boolean }
export interface LineStatuses { rows: LineStatus[]; columns: LineStatus[] }

/** A puzzle to solve: a descriptor, a public view, or just the constraints. */
export interface PuzzleInput {
  width: number;
  height: number;
  clues?: readonly Clue[] | undefined;
  adjacencies?: readonly Adjacency[] | undefined;
  /** R3 (distinct rows/columns); default true. */
  distinct?: boolean | undefined;
}

export interface SolveResult {
  /** Solutions found, counting stops at 2. */
  solutions: number;
  /** Row strings, only for a unique puzzle. */
  solution: string[] | null;
  /** 1–3 by the deduction solver, only for a unique puzzle it can finish. */
  rank: 1 | 2 | 3 | null;
}

export interface LineRef { kind: "row" | "column"; index: number }

/** One step of a human-style solve. */
export interface Deduction {
  r: number;
  c: number;
  value: 0 | 1;
  technique: Technique;
  level: 1 | 2 | 3;
  line: LineRef;
  /** Cells [r, c] that justify the step. */
  evidence: [number, number][];
  completions: number;
  copyOf: number | null;
  broken: LineRef | null;
  /** The step in one sentence, as `GridState.hint` says it. */
  explanation: string;
}

export type Difficulty = "easy" | "medium" | "hard";

/** A Binary Grid puzzle. */
export interface PuzzleInfo {
  dateKey: string;
  difficulty: Difficulty;
  size: number;
  givens: (0 | 1 | null)[][];
}

/** A FlipIT puzzle: `pattern` rows of "0"/"1" (1 = black). */
export interface FlipItPuzzle {
  date: string | null;
  number: number;
  pattern: [string, string, string, string];
  clicksRequired: number;
}

export interface FlipItSolution { number: number; clicks: number[]; count: number }

/** A saved FlipIT game. */
export interface FlipItSave { date: string | null; number: number; clicked: number[]; moves: number }

export type SetsColor = "red" | "blue" | "green" | "gold";
export interface SetsCard { colors: SetsColor[] }
export interface SetsDie { type: "color" | "operator" | "setConstant" | "restriction"; value: string }
export type SetsRating = "beginner" | "intermediate" | "advanced";

/** The table a Sets answer is judged against. */
export interface SetsTable { cards: SetsCard[]; dice: SetsDie[]; goal: number }

export interface SetsPublicPuzzle extends SetsTable {
  id: string;
  difficulty: { rating: SetsRating; cubeCount: number };
}

/** A Sets puzzle with its answers (server side). */
export interface SetsPuzzle extends SetsPublicPuzzle {
  /** The answer the generator built, as the seed stores it: the restriction row and the
   * set-name row. As one answer for `setsCheck`: `` `${topRow} / ${bottomRow}` `` (or
   * `bottomRow` alone when `topRow` is empty). */
  generatedSolution: { topRow: string; bottomRow: string };
  shortestSolution: { cubeCount: number; hasRestriction: boolean; text: string };
  solutionCount: number;
}

export interface SetsSolveResult { shortest: string | null; cubeCount: number | null; solutions: number }

export interface SetsVerdict {
  valid: boolean;
  value: number | null;
  goal: number;
  /**
   * A fault's place is a character index (code points) into the answer: the same text in
   * every runtime. A thrown parse error's `at` and message count UTF-16 units, as the
   * string's own indices do; the two differ after a character outside the BMP.
   */
  message: string;
  code: "ok" | "die-not-on-table" | "die-overused" | "wrong-value" | SetsParseCode;
}

/** Why an answer does not parse (the core's `ParseErrorKind` codes). */
export type SetsParseCode =
  | "too-long" | "too-many-tokens" | "too-deep" | "unknown-symbol" | "expected-operand"
  | "expected-operator" | "unclosed-paren" | "unmatched-paren" | "relation-in-parens"
  | "too-many-rows" | "missing-relation" | "missing-set-name" | "relation-in-set-name";

/** What a puzzle id names (`parsePuzzleId`). */
export type PuzzleIdInfo =
  | { kind: "daily"; date: string }
  | { kind: "practice"; seed: string };

export interface Mulberry32 {
  /** The site's `shuffleArray` (Fisher–Yates from the end) on a copy of `items`; the array
   *  given is left as it was. */
  shuffle<T>(items: readonly T[]): T[];
}

/** One cell of the play state. */
export interface StateCell {
  r: number;
  c: number;
  value: 0 | 1 | null;
  isClue: boolean;
  isLocked: boolean;
  /** "typo": part of a broken rule; "unknown": empty. */
  status: "ok" | "typo" | "unknown";
}

/** Live status of one line of the play state. */
export interface LineReport {
  line: LineRef;
  balanced: boolean;
  noTriples: boolean;
  complete: boolean;
  duplicateOf: number | null;
  hintsHold: boolean;
  /** No rule broken so far. */
  clean: boolean;
}

/** A hint: the next deduction, or where a mistake is. */
export type Advice =
  | { kind: "step"; r: number; c: number; value: 0 | 1; technique: Technique; cells: [number, number][]; explanation: string }
  | { kind: "mistake"; r: number | null; c: number | null; explanation: string };

/** The play state as the site saves it. */
export interface GridStateSave {
  puzzleId: string;
  cells: StateCell[];
  hintsUsed: number;
  elapsed: number;
  /** Absent (or `undefined`, as `GridState.solvedAt` reads) until solved. */
  solvedAt?: number | undefined;
}

export interface SetsEvaluation {
  canonical: string;
  cubeCount: number;
  active: number[];
  named: number[];
  value: number;
}

/** One played Wordle guess and the colours it got: a pattern of five `b`/`y`/`g` (gray,
 * yellow, green; `x`, `-`, `.` also gray) or the code 0–242. */
export interface WordleStepInput { guess: string; feedback: string | number }

/** The lookup tree's game against one answer; the last feedback is `"ggggg"` (code 242). */
export interface WordleSolve {
  answer: string;
  guesses: string[];
  feedback: string[];
  codes: number[];
}
/** A tree played against a list of answers (`WordleTree.evaluate`). */
export interface WordleStats {
  words: number;
  /** Guesses summed over the solved answers. */
  total: number;
  max: number;
  /** Answers solved in each number of guesses, keyed by the count ("3", "4", …). */
  distribution: Record<string, number>;
  /** Answers the tree does not solve, in input order. */
  failures: string[];
}
"#;
