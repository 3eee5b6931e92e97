// Today's Bits puzzle, played with @dailygrid/bits in the browser. The package's
// GridState holds the play state: tap cycle, undo, live rule colouring, explained hints,
// the clock and the save; this file only draws it and stores the save in localStorage.
import init, { GridState, generateDescriptor, ptDate, validateSubmission } from "./pkg/bits.js";
import { requested } from "./requested.js";

await init();

const $ = (id) => document.getElementById(id);
// The demo generates locally; a site would fetch the public view and let the server
// validate with the full descriptor.
const [puzzleId, descriptor] = requested("id", ptDate(Date.now()), generateDescriptor, $("notice"));
const n = descriptor.width;
const key = `dailygrid:bits:${puzzleId}`;
const board = $("board");

const state = new GridState(descriptor);
const saved = localStorage.getItem(key);
if (saved) {
  try {
    state.restore(saved); // "discarded" for another day's save: the fresh state stays
  } catch {
    localStorage.removeItem(key); // corrupt: start over
  }
}
let resetting = false;
// The save counts the running clock up to now, so a reload keeps the time played.
const save = () => { if (!resetting) localStorage.setItem(key, state.save(Date.now())); };

// ---- drawing ---------------------------------------------------------------------
$("puzzle-id").textContent = puzzleId;
$("rank").textContent = `difficulty ${descriptor.metadata.difficultyRank} of 3`;
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
  b.addEventListener("click", () => tap(r, c));
  board.append(b);
  buttons.push(b);
}
// `=` and `×` between the two cells they join, placed in the grid's own units so that
// they stay put when the cells shrink with the screen.
const pad = parseFloat(getComputedStyle(board).paddingLeft);
const at = (k, across) =>
  `calc(${pad}px + ${k} * (var(--cell) + var(--gap)) + ${across ? "var(--cell) + var(--gap) / 2" : "var(--cell) / 2"})`;
for (const a of descriptor.adjacencies) {
  const s = document.createElement("span");
  s.className = "sign";
  s.dataset.type = a.type;
  s.textContent = a.type === "equal" ? "=" : "×";
  s.style.left = at(a.c, a.dir === "right");
  s.style.top = at(a.r, a.dir === "down");
  board.append(s);
}

const clock = (ms) => { const s = Math.floor(ms / 1000); return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`; };

function render() {
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
    b.disabled = solved && !cell.isClue;
    // What a screen reader says: where, what, and whether it can change.
    const what = cell.value === null ? "empty" : String(cell.value);
    const why = cell.isClue ? ", given" : cell.status === "typo" ? ", breaks a rule" : "";
    b.setAttribute("aria-label", `row ${cell.r + 1} column ${cell.c + 1}: ${what}${why}`);
  });
  $("undo").disabled = !state.canUndo;
  $("hint").disabled = solved;
  $("timer").textContent = clock(state.elapsed(Date.now()));
  if (solved) {
    const ms = state.elapsed(Date.now());
    const grid = Array.from({ length: n }, (_, r) => cells.slice(r * n, r * n + n).map((c) => c.value));
    const verdict = validateSubmission(descriptor, { grid, timeMs: ms });
    const text = `Solved in ${clock(ms)}!` +
      (verdict.valid ? "" : verdict.code === "time" ? " (under 3 seconds: too fast for the leaderboard)" : ` ${verdict.message}`);
    if ($("message").textContent !== text) {
      $("message").textContent = text;
      // Below the board on a phone: brought into view rather than left to be scrolled to.
      $("message").scrollIntoView({ block: "nearest" });
    }
  } else {
    $("message").textContent = "";
  }
}

// ---- play --------------------------------------------------------------------------
// A hint stays on show until the grid changes; pressing Hint again meanwhile shows the
// same one instead of asking (and counting) again.
let hintShown = false;
function clearHint() {
  buttons.forEach((b) => b.classList.remove("hinted"));
  $("hint-text").textContent = "";
  hintShown = false;
}

function tap(r, c) {
  try {
    state.tap(r, c);
  } catch (e) {
    // Givens and locked cells do not change, nor does anything once the puzzle is solved.
    if (!["state-given", "state-locked", "state-solved"].includes(e.code)) throw e;
    return;
  }
  clearHint();
  moved();
}

function moved() {
  state.finishIfSolved(Date.now());
  save();
  render();
}

$("undo").addEventListener("click", () => { if (state.undo()) { clearHint(); moved(); } });

$("reset").addEventListener("click", () => {
  resetting = true; // no save on the way out
  localStorage.removeItem(key);
  location.reload();
});

// The techniques whose names a player reads otherwise ("hint" alone would read "Hint
// (hint)"); the rest read as they are.
const TECHNIQUES = { hint: "= / × sign", completion: "completing a line", "distinct-lines": "distinct lines" };

$("hint").addEventListener("click", () => {
  if (hintShown) {
    $("hint-text").scrollIntoView({ block: "nearest" });
    return;
  }
  clearHint();
  try {
    const advice = state.hint();
    if (advice.r !== null && advice.c !== null) buttons[advice.r * n + advice.c].classList.add("hinted");
    $("hint-text").textContent = advice.kind === "step"
      ? `Hint (${TECHNIQUES[advice.technique] ?? advice.technique}): ${advice.explanation}`
      : `Mistake: ${advice.explanation}`;
    hintShown = true;
  } catch (e) {
    $("hint-text").textContent = e.message;
  }
  $("hint-text").scrollIntoView({ block: "nearest" });
  save();
});

// ---- clock -------------------------------------------------------------------------
// The state counts time between resume and pause; the page pauses when hidden.
state.resume(Date.now());
document.addEventListener("visibilitychange", () => {
  if (document.hidden) state.pause(Date.now()); else state.resume(Date.now());
  save();
});
addEventListener("pagehide", () => { state.pause(Date.now()); save(); });
setInterval(() => {
  $("timer").textContent = clock(state.elapsed(Date.now()));
  if (state.solvedAt === undefined) save();
}, 1000);
render();
document.body.dataset.ready = "true";
