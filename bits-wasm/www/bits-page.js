// Today's Bits puzzle, played with @dailygrid/bits in the browser. The package's
// GridState holds the play state: tap cycle, undo, live rule colouring, explained hints,
// the clock and the save; this file only draws it and stores the save in localStorage.
import { engine, ready } from "./engine.js";
import { rovingGrid } from "./grid-keys.js";
import { requested, tell } from "./requested.js";
import { OUTDATED, storage, UNREADABLE } from "./store.js";

const $ = (id) => document.getElementById(id);
const { GridState, generateDescriptor, ptDate, validateSubmission } = await engine($("loading"));

// The demo generates locally; a site would fetch the public view and let the server
// validate with the full descriptor.
const today = () => ptDate(Date.now());
const [puzzleId, descriptor] = requested(today, generateDescriptor, $("notice"));
const n = descriptor.width;
const key = `dailygrid:bits:${puzzleId}`;
const board = $("board");
const store = storage($("unsaved"));
// Saves older than a month go (see store.prune); the one this page plays stays.
store.prune(key, today());

let state = new GridState(descriptor);
const saved = store.get(key);
if (saved) {
  try {
    // "discarded": a save for another puzzle under this id (its givens differ, as after
    // a generator change); the fresh state stays, and the player is told why.
    if (state.restore(saved) === "discarded") {
      store.remove(key);
      tell($("notice"), OUTDATED);
    }
  } catch {
    store.remove(key); // corrupt: start over, saying so
    tell($("notice"), UNREADABLE);
  }
}

// The play clock: the wall clock when the page opened, then a steady one. Setting the
// system clock back an hour would otherwise wipe the time played (a negative gap counts
// as none), and forward would add the hours; the date of the day is still the wall clock's.
const now = () => Math.floor(performance.timeOrigin + performance.now());

// Saved on each change and when the page is hidden, never on a timer: a second tab on
// the same puzzle would otherwise keep writing its stale board over this one's moves.
// The save counts the running clock up to now, so a reload keeps the time played.
function save() {
  store.set(key, state.save(now()));
}

// A save of a finished board that does not say so (written by hand, or by a page that
// closed between the move and the solve) is finished now, its clock stopped at the time
// it holds.
if (finishRestored()) save();
/** Finishes a restored state whose board is solved; whether it did. */
function finishRestored() {
  return state.solvedAt === undefined && state.finishIfSolved(now());
}

// ---- drawing ---------------------------------------------------------------------
$("puzzle-id").textContent = puzzleId;
$("rank").textContent = `· difficulty ${descriptor.metadata.difficultyRank} of 3`;
board.style.setProperty("--n", String(n));
board.style.gridTemplateColumns = `repeat(${n}, var(--cell))`;
const buttons = [];
for (let i = 0; i < n * n; i++) {
  const r = Math.floor(i / n), c = i % n;
  const b = document.createElement("button");
  b.type = "button";
  b.className = "cell";
  b.dataset.r = String(r);
  b.dataset.c = String(c);
  b.addEventListener("click", () => {
    // A solved board's cells are aria-disabled, not disabled, so that they stay focusable.
    if (b.getAttribute("aria-disabled") !== "true") tap(r, c);
  });
  board.append(b);
  buttons.push(b);
}
// One Tab stop, arrows within (grid-keys.js).
const tabStop = rovingGrid(board, buttons, n);
// `=` and `×` between the two cells they join, placed in the grid's own units so that
// they stay put when the cells shrink with the screen. A screen reader hears them in
// both cells' labels instead.
const pad = parseFloat(getComputedStyle(board).paddingLeft);
const at = (k, across) =>
  `calc(${pad}px + ${k} * (var(--cell) + var(--gap)) + ${across ? "var(--cell) + var(--gap) / 2" : "var(--cell) / 2"})`;
const signs = buttons.map(() => []);
for (const a of descriptor.adjacencies) {
  const s = document.createElement("span");
  s.className = "sign";
  s.dataset.type = a.type;
  s.textContent = a.type === "equal" ? "=" : "×";
  s.setAttribute("aria-hidden", "true");
  s.style.left = at(a.c, a.dir === "right");
  s.style.top = at(a.r, a.dir === "down");
  board.append(s);
  const how = a.type === "equal" ? "equal to" : "different from";
  const right = a.dir === "right";
  signs[a.r * n + a.c].push(`${how} the cell ${right ? "to the right" : "below"}`);
  signs[(a.r + (right ? 0 : 1)) * n + a.c + (right ? 1 : 0)].push(`${how} the cell ${right ? "to the left" : "above"}`);
}

const two = (k) => String(k).padStart(2, "0");
// m:ss, and h:mm:ss from an hour on (a long session does not read "95:00").
const clock = (ms) => {
  const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
};

// Whether the last render drew a solved board: the solve hands the focus on once.
let shownSolved = false;
function render() {
  // A control that gets disabled under the keyboard's focus would drop it on <body>.
  const focused = document.activeElement;
  const cells = state.cells();
  const reports = state.lineReports();
  const clean = (kind, i) => reports.find((l) => l.line.kind === kind && l.line.index === i);
  const solved = state.solvedAt !== undefined;
  cells.forEach((cell, i) => {
    const b = buttons[i];
    b.textContent = cell.value === null ? "" : String(cell.value);
    b.classList.toggle("given", cell.isClue);
    b.classList.toggle("v1", cell.value === 1);
    b.classList.toggle("bad", cell.status === "typo");
    const row = clean("row", cell.r), col = clean("column", cell.c);
    b.classList.toggle("done", row.complete && row.clean && col.complete && col.clean);
    if (solved && !cell.isClue) b.setAttribute("aria-disabled", "true");
    else b.removeAttribute("aria-disabled");
    // What a screen reader says: where, what, whether it can change, and its signs.
    const what = cell.value === null ? "empty" : String(cell.value);
    const why = cell.isClue ? ", given" : cell.status === "typo" ? ", breaks a rule" : "";
    const joined = signs[i].map((s) => `, ${s}`).join("");
    b.setAttribute("aria-label", `row ${cell.r + 1} column ${cell.c + 1}: ${what}${why}${joined}`);
  });
  $("undo").disabled = !state.canUndo;
  $("hint").disabled = solved;
  // Solved is final, as on FlipIT: a reset would throw the solve away.
  $("reset").disabled = solved;
  $("timer").textContent = clock(state.elapsed(now()));
  if (solved) {
    const ms = state.elapsed(now());
    const grid = Array.from({ length: n }, (_, r) => cells.slice(r * n, r * n + n).map((c) => c.value));
    const verdict = validateSubmission(descriptor, { grid, timeMs: ms });
    // The leaderboard takes 3 seconds to an hour (the package's validateTimeMs).
    const why = verdict.code !== "time" ? ` ${verdict.message}`
      : ms < 3000 ? " (under 3 seconds: too fast for the leaderboard)"
      : " (over an hour: too long for the leaderboard)";
    const text = `Solved in ${clock(ms)}!` + (verdict.valid ? "" : why);
    if ($("message").textContent !== text) {
      $("message").textContent = text;
      // Below the board on a phone: brought into view rather than left to be scrolled to.
      $("message").scrollIntoView({ block: "nearest" });
    }
  } else {
    $("message").textContent = "";
  }
  // The solving cell is done with too: the verdict takes the focus once solved, the board's
  // Tab stop otherwise.
  const justSolved = solved && !shownSolved;
  shownSolved = solved;
  if (focused instanceof HTMLButtonElement &&
      (focused.disabled || (justSolved && focused.getAttribute("aria-disabled") === "true"))) {
    (solved ? $("message") : tabStop()).focus();
  }
}

// ---- play --------------------------------------------------------------------------
// A hint belongs to the board it was asked on: it stays on show until the board changes,
// and whenever that board is back (a reload, another tab's save, an undo), pressing Hint
// shows the same one again instead of asking (and counting) again; a reload or another
// tab's save shows it by itself.
let hintShown = false;
function clearHint() {
  buttons.forEach((b) => {
    b.classList.remove("hinted");
    b.removeAttribute("aria-describedby");
  });
  $("hint-text").textContent = "";
  hintShown = false;
}

/** Applies a move to a cell (`state.tap` or `state.set`), then saves and redraws. */
function change(move) {
  try {
    move();
  } catch (e) {
    // Givens and locked cells do not change, nor does anything once the puzzle is solved.
    if (!["state-given", "state-locked", "state-solved"].includes(e.code)) throw e;
    return;
  }
  clearHint();
  moved();
}
const tap = (r, c) => change(() => state.tap(r, c));

// Keys on a focused cell, besides the arrows and Space: 0 and 1 write the digit, Backspace
// and Delete empty the cell; Ctrl+Z (⌘Z) undoes anywhere on the page, as the button does.
board.addEventListener("keydown", (e) => {
  const i = buttons.indexOf(e.target);
  const value = { 0: 0, 1: 1, Backspace: null, Delete: null }[e.key];
  if (i < 0 || value === undefined || e.ctrlKey || e.metaKey || e.altKey) return;
  e.preventDefault();
  const r = Math.floor(i / n), c = i % n;
  // The value it has already: no move (the state records none), and the hint stays.
  if (state.value(r, c) === value) return;
  change(() => state.set(r, c, value));
});
addEventListener("keydown", (e) => {
  if (e.key.toLowerCase() !== "z" || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return;
  e.preventDefault();
  $("undo").click(); // a disabled button (nothing to undo, or solved) does nothing
});

function moved() {
  state.finishIfSolved(now()); // a solve stops the clock
  save(); // never throws: an unsaved move is still drawn
  render();
}

$("undo").addEventListener("click", () => { if (state.undo()) { clearHint(); moved(); } });

$("reset").addEventListener("click", () => {
  // One tap on Reset should not clear a game in progress unasked.
  const started = state.cells().some((c) => !c.isClue && c.value !== null);
  if (started && !confirm("Start this puzzle again? The board is cleared (Undo brings it back); the time and hints carry on.")) return;
  // The state's own restart: one move, and the clock and the hint count go on, so that
  // starting again is no way to a faster time or fewer hints.
  state.restart();
  clearHint();
  moved(); // saved, so other tabs on this puzzle take the fresh start up too
});

// The techniques whose names a player reads otherwise ("hint" alone would read "Hint
// (hint)"; the rules call them signs); the rest read as they are.
const TECHNIQUES = { hint: "= / × sign", completion: "completing a line", "distinct-lines": "distinct lines" };

// The hints shown are kept with the boards they are for, the latest first: a reload, an
// undo back to an earlier board, or another tab showing that board shows its hint again
// rather than asking (and counting) once more. Their own key, pruned as the saves are.
const hintKey = `dailygrid:bits-hint:${puzzleId}`;
store.prune(hintKey, today());
// The boards remembered: an undo back past this many hints asks again.
const KEPT_HINTS = 32;
/** The kept hints, latest first (one kept by an earlier page is a list of one). */
function keptHints() {
  try {
    const v = JSON.parse(store.get(hintKey) ?? "[]");
    return (Array.isArray(v) ? v : [v]).filter((h) => typeof h?.board === "string" && typeof h.text === "string");
  } catch {
    return []; // not ours to read: new hints are asked for
  }
}
/** A board's values and locks as one text: what "the same board" means here, as in the engine. */
const boardOf = (cells) => JSON.stringify(cells.map((c) => [c.value, c.isLocked]));
const boardNow = () => boardOf(state.cells());

/** Shows a hint, asked now or kept, the same way: its cell ringed and described by it. */
function showHint(shown) {
  clearHint();
  if (shown.r !== null && shown.c !== null) {
    const b = buttons[shown.r * n + shown.c];
    b.classList.add("hinted");
    b.setAttribute("aria-describedby", "hint-text");
  }
  $("hint-text").textContent = shown.text;
  hintShown = true;
}
/** The hint kept for the board as it stands, shown; whether there was one. */
function showKeptHint() {
  if (state.solvedAt !== undefined) return false;
  const board = boardNow();
  const kept = keptHints().find((h) => h.board === board);
  if (!kept) return false;
  const cell = (k) => (Number.isInteger(k) && k >= 0 && k < n ? k : null);
  showHint({ text: kept.text, r: cell(kept.r), c: cell(kept.c) });
  return true;
}

$("hint").addEventListener("click", () => {
  if (!hintShown && !showKeptHint()) {
    try {
      const advice = state.hint();
      // The sentence says "this cell": it names the cell first, for those who do not see
      // the ring, and the ringed cell's description is the sentence.
      const where = advice.r !== null && advice.c !== null ? ` for row ${advice.r + 1} column ${advice.c + 1}` : "";
      const text = advice.kind === "step"
        ? `Hint (${TECHNIQUES[advice.technique] ?? advice.technique})${where}: ${advice.explanation}`
        : `Mistake${where}: ${advice.explanation}`;
      showHint({ text, r: advice.r, c: advice.c });
      const board = boardNow();
      const others = keptHints().filter((h) => h.board !== board);
      store.set(hintKey, JSON.stringify([{ board, text, r: advice.r, c: advice.c }, ...others].slice(0, KEPT_HINTS)));
    } catch (e) {
      clearHint();
      $("hint-text").textContent = e.message;
    }
    save();
  }
  $("hint-text").scrollIntoView({ block: "nearest" });
});

// ---- clock and other tabs ----------------------------------------------------------
// The state counts time between resume and pause; only a visible tab's clock runs, so a
// page opened in the background, or one of two tabs, does not count time unseen.
// The state knows whether its clock runs (a new, restored or solved one stands still).
function resume() {
  if (!document.hidden) state.resume(now()); // no-op while running or once solved
}
// Saves only when this tab was counting: a background tab closing must not write back
// the older time it took up.
function pause() {
  if (!state.clockRunning) return;
  state.pause(now());
  save();
}

/**
 * Takes up a save another tab wrote and redraws; a solved board stays solved. Both tabs
 * count from the same save, so the clock and the hint count go on from the larger of the
 * two: a tab that opened, looked and closed must not take back the time this one played.
 */
function adopt(text) {
  // Read into a fresh state: a solved one refuses every save (solved is final), and this
  // tab must still learn whether the other missed the solve.
  const probe = new GridState(descriptor);
  let theirs;
  try {
    if (probe.restore(text) !== "resumed") return;
    theirs = probe.toJSON();
  } catch {
    return; // corrupt: keep this tab's board
  } finally {
    probe.free();
  }
  // Both tabs count from the same save, so each count goes on from the larger of the two
  // (a solve made in the other tab too: this tab's time to the moment it heard of it).
  const mine = { elapsed: state.elapsed(now()), hintsUsed: state.hintsUsed };
  const merged = { ...theirs, elapsed: Math.max(theirs.elapsed, mine.elapsed), hintsUsed: Math.max(theirs.hintsUsed, mine.hintsUsed) };
  const theirsBehind = merged.elapsed !== theirs.elapsed || merged.hintsUsed !== theirs.hintsUsed;
  if (state.solvedAt !== undefined) {
    // The solve is one. A solved state takes no save; a fresh one does.
    if (theirs.solvedAt !== undefined && (merged.elapsed !== mine.elapsed || merged.hintsUsed !== mine.hintsUsed)) {
      const fresh = new GridState(descriptor);
      fresh.restore(merged);
      state.free();
      state = fresh;
      render();
    }
    // The solve, or the larger counts, go back for the other tab to take up.
    if (theirs.solvedAt === undefined || theirsBehind) save();
    return;
  }
  const sameBoard = boardNow() === boardOf(theirs.cells);
  // A save of this very board keeps the undo steps (the engine's restore does), and the
  // hint on show stays true.
  state.restore(merged);
  if (finishRestored() || (theirsBehind && state.solvedAt !== undefined)) save();
  resume(); // a restored clock stands still until then
  if (!sameBoard && !showKeptHint()) clearHint();
  render();
}
store.watch(key, adopt);
document.addEventListener("visibilitychange", () => (document.hidden ? pause() : resume()));
addEventListener("pagehide", pause);
addEventListener("pageshow", (e) => { if (e.persisted) resume(); });
setInterval(() => { $("timer").textContent = clock(state.elapsed(now())); }, 1000);

resume();
showKeptHint();
render();
ready($("loading"));
