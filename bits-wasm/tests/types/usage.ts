// Compiled with `tsc --noEmit` against the package's declarations: every shape is typed,
// and misuse (commented `@ts-expect-error` lines) must fail to compile.
import init, {
  type BitsError, type Descriptor, type PublicDescriptor, type Verdict, type Deduction, type LineStatuses,
  type FlipItPuzzle, type SetsPuzzle, type SetsVerdict, type SolveResult, type PuzzleInfo,
  FlipItGame, Mulberry32, binaryGridPuzzle, checkGrid, deduce, flipitDaily, flipitSolve, generateDescriptor,
  generateDescriptorJson, gridFollowsRules, hashString, lineStatuses, loadDescriptor, ptDate, publicView,
  setsCheck, setsDaily, setsEvaluate, setsSolve, solvePuzzle, validateBinaryGrid, validateSubmission,
  type WordleSolve, type WordleStats, type WordleStepInput, WordleTree, wordleFeedback, wordleParsePattern, wordlePattern,
  GridState, type Advice, type StateCell, type LineReport, type GridStateSave, type SetsPublicPuzzle, setsPublic,
  puzzleSvg, solutionSvg, parsePuzzleId, type PuzzleIdInfo,
  addDays, daysBetween, flipitApplyClicks, flipitCanonical, flipitThreeClickClasses, setsParseAnswer, wordleDecode,
  wordleEncode, type DeepReadonly, type FlipItSave,
} from "@dailygrid/bits";

export async function usage(): Promise<void> {
  await init();
  const d: Descriptor = generateDescriptor(ptDate(Date.now()), { size: 8, rank: 2, hints: [8, 12] });
  const rows: string[] = d.solution;
  const bit: 0 | 1 = d.clues[0].bit;
  const dir: "right" | "down" = d.adjacencies[0].dir;
  const rank: 1 | 2 | 3 = d.metadata.difficultyRank;
  const pub: PublicDescriptor = publicView(d);
  // @ts-expect-error the public view has no solution
  pub.solution;
  const again: Descriptor = loadDescriptor(generateDescriptorJson("2026-11-21"));
  const v: Verdict = validateSubmission(again, { grid: rows.map((r) => [...r].map(Number)), timeMs: 42_000 });
  if (!v.valid) {
    const where: number | undefined = v.r;
    console.log(v.code, v.message, where);
  } else {
    const key: string = v.dateKey;
    console.log(key);
  }
  // @ts-expect-error options are checked
  generateDescriptor("2026-11-21", { size: "6" });
  // Optional arguments forwarded as they are (undefined when not given), under
  // exactOptionalPropertyTypes too; rows of either kind in one grid.
  const forward = (size?: number, rank?: 1 | 2 | 3, distinct?: boolean): void => {
    const f: Descriptor = generateDescriptor("2026-11-21", { size, rank });
    const s: SolveResult = solvePuzzle({ width: f.width, height: f.height, clues: f.clues, distinct });
    console.log(s.solutions, gridFollowsRules([f.solution[0], [...f.solution[1]].map(Number)]));
  };
  forward();
  const ok: boolean = gridFollowsRules(rows);
  const broken = checkGrid([[1, 0, 1, 0], [0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, 1]]);
  console.log(ok, broken?.code);
  const st: LineStatuses = lineStatuses(["10..", "....", "....", "...."]);
  const s: SolveResult = solvePuzzle(pub);
  const steps: Deduction[] = deduce({ width: 6, height: 6, clues: d.clues, adjacencies: d.adjacencies });
  console.log(st.rows[0].noTriples, s.solution?.[0], steps[0]?.technique, steps[0]?.line.kind);
  const info: PuzzleInfo = binaryGridPuzzle("2026-11-21", "hard");
  console.log(info.givens[0][0], validateBinaryGrid(info.dateKey, info.difficulty, { grid: [], timeMs: 1 }).valid);
  const fp: FlipItPuzzle = flipitDaily("2026-11-21", true);
  const game = new FlipItGame(fp);
  for (const c of flipitSolve(fp.number).clicks) game.click(c);
  const solved: boolean = game.isSolved;
  const board: number = flipitApplyClicks(fp.number, flipitSolve(fp.number).clicks);
  // @ts-expect-error clicks are cell indices
  flipitApplyClicks(fp.number, "0,1,2");
  console.log(flipitCanonical(board) === board, flipitThreeClickClasses() + 0);
  const tomorrow: string = addDays(ptDate(Date.now()), 1);
  const gap: number = daysBetween("2026-01-01", tomorrow);
  // @ts-expect-error days are a number
  addDays("2026-11-21", "1");
  const canonicalAnswer: string = setsParseAnswer("red = blue / green u gold");
  const word: string = wordleDecode(wordleEncode("crane"));
  console.log(gap, canonicalAnswer, word);
  game.free();
  const sp: SetsPuzzle = setsDaily("2026-11-21");
  const sv: SetsVerdict = setsCheck(sp, sp.shortestSolution.text);
  console.log(solved, sv.valid, setsSolve(sp).shortest, setsEvaluate([1, 2, 3], "red").named);
  const r = new Mulberry32(hashString("bits:2026-11-21"));
  console.log(r.nextU32(), r.nextF64(), r.below(7));
  const order: string[] = r.shuffle(["a", "b", "c"]);
  // @ts-expect-error the shuffled copy holds what the array held
  const numbers: number[] = r.shuffle(["a", "b"]);
  console.log(order, numbers);
  const lut = await fetch("lookup_lants.bin").then((r) => r.arrayBuffer());
  const tree = new WordleTree(new Uint8Array(lut));
  const history: WordleStepInput[] = [{ guess: tree.start, feedback: "bybbg" }, { guess: "crane", feedback: 40 }];
  const next: string | null = tree.nextGuess(history);
  const opening: string | null = tree.nextGuess(); // no steps yet: the start word
  const played: WordleSolve = tree.solve("crane");
  const code: number = wordleFeedback(played.guesses[0], "crane");
  console.log(next, opening, wordlePattern(code) === played.feedback[0], wordleParsePattern("ggggg"), tree.nodeCount);
  const stats: WordleStats = tree.evaluate(["crane", "lants"]);
  const inFour: number | undefined = stats.distribution["4"];
  console.log(stats.failures.length, inFour);
  // @ts-expect-error a tree is bytes, not a file name
  new WordleTree("lookup_lants.bin");
  // @ts-expect-error a history step needs its feedback
  tree.nextGuess([{ guess: "lants" }]);
  tree.free();
  const state = new GridState(pub);
  const tapped: 0 | 1 | null = state.tap(0, 0);
  state.set(0, 1, null);
  const cells: StateCell[] = state.cells();
  const reports: LineReport[] = state.lineReports();
  const first: LineReport = state.lineReport("row", 0);
  // @ts-expect-error a line is a row or a column
  state.lineReport("diagonal", 0);
  state.setHistoryLimit(20);
  const restarted: void = state.restart();
  console.log(first.clean, restarted);
  const advice: Advice = state.hint();
  if (advice.kind === "step") {
    const technique: string = advice.technique;
    const evidence: [number, number][] = advice.cells;
    console.log(technique, evidence, advice.value);
  } else {
    const wrongRow: number | null = advice.r;
    console.log(wrongRow);
  }
  state.resume(Date.now());
  const saved: GridStateSave = state.toJSON();
  // The getter's `undefined` fits the save's optional field (exactOptionalPropertyTypes).
  const merged: GridStateSave = { ...state.toJSON(), solvedAt: state.solvedAt };
  const how: "resumed" | "discarded" = new GridState(pub).restore(saved);
  const text: string = state.save();
  const textAt: string = state.save(Date.now());
  console.log(text.length + textAt.length, new GridState("2026-11-21").puzzleId);
  // @ts-expect-error restore says "resumed" or "discarded", nothing else
  const wrong: "restored" = state.restore(state.save());
  // @ts-expect-error a cell holds 0, 1 or null
  state.set(0, 0, 2);
  console.log(tapped, cells[0].status, reports[0].duplicateOf, saved.solvedAt, merged.elapsed, how, wrong, state.svg().length);
  state.free();
  const svg: string = puzzleSvg(pub) + solutionSvg(d);
  const named: PuzzleIdInfo = parsePuzzleId("practice-7");
  if (named.kind === "practice") console.log(named.seed, svg.length);
  // @ts-expect-error a daily id names a date, not a seed
  if (named.kind === "daily") console.log(named.seed);
  const sets: SetsPublicPuzzle = setsPublic("2026-11-21");
  // @ts-expect-error the public puzzle hides its solutions
  sets.shortestSolution;
  console.log(setsCheck(sets, "red").code === "unknown-symbol", setsSolve(sets).cubeCount);
  try {
    generateDescriptor("2026-02-30");
  } catch (e) {
    const err = e as BitsError;
    const code: string = err.code;
    console.log(code, err.message);
  }
}

// Frozen and `as const` inputs type-check where they work at run time.
export function readonlyInputs(): void {
  const d = generateDescriptor("2026-11-21", { clues: [5, 20] as const, hints: [8, 12] as const });
  const frozen: readonly string[] = Object.freeze([...d.solution]);
  checkGrid(frozen);
  lineStatuses(Object.freeze(frozen.map((row) => Object.freeze([...row].map(Number)))));
  flipitApplyClicks(0, [1, 2] as const);
  // Whole shapes declared read-only elsewhere, as a frozen store or `as const` gives them.
  const table = { cards: [{ colors: ["red"] }], dice: [{ type: "color", value: "red" }], goal: 1 } as const;
  setsSolve(table);
  setsCheck(table, "red");
  setsEvaluate([{ colors: ["red", "blue"] }, ["gold"], 3] as const, "red");
  const grid: readonly (readonly (number | null)[])[] = d.solution.map((r) => [...r].map(Number));
  const submission: Readonly<{ grid: typeof grid; timeMs: number }> = { grid, timeMs: 5000 };
  validateSubmission(d, submission);
  validateSubmission(d, { grid: [[null]], timeMs: 5000 });
  const stored: DeepReadonly<Descriptor> = d;
  const state = new GridState(stored);
  const save: DeepReadonly<GridStateSave> = state.toJSON();
  state.restore(save);
  const puzzle: DeepReadonly<FlipItPuzzle> = flipitDaily("2026-11-21");
  const game = new FlipItGame(puzzle);
  const saved: DeepReadonly<FlipItSave> = game.toJSON();
  FlipItGame.restore(puzzle, saved);
}
