// Today's Bits puzzle, played with @dailygrid/bits in the browser. The engine generates
// the descriptor, checks the rules line by line, finds the next logical step for a hint and
// judges the finished grid exactly as the server does; this file only draws and stores.
import init, {
  deduce, generateDescriptor, lineStatuses, ptDate, validateSubmission,
} from "./pkg/bits.js";

await init();

const params = new URLSearchParams(location.search);
const puzzleId = params.get("id") ?? ptDate(Date.now());
const descriptor = generateDescriptor(puzzleId);
const n = descriptor.width;
const key = `dailygrid:bits:${puzzleId}`;

const $ = (id) => document.getElementById(id);
const board = $("board");
const given = new Map(descriptor.clues.map((c) => [c.r * n + c.c, c.bit]));

/** The play state; everything in it is saved after each change. */
let state = fresh();
function fresh() {
  const cells = Array(n * n).fill(null);
  for (const [i, bit] of given) cells[i] = bit;
  return { puzzleId, cells, history: [], elapsed: 0, hintsUsed: 0, solved: false };
}

try {
  const saved = JSON.parse(localStorage.getItem(key) ?? "null");
  // A save from another puzzle (or a corrupt one) is discarded.
  if (saved && saved.puzzleId === puzzleId && Array.isArray(saved.cells) && saved.cells.length === n * n) {
    state = { ...fresh(), ...saved };
    for (const [i, bit] of given) state.cells[i] = bit;
  }
} catch { /* start fresh */ }

const save = () => localStorage.setItem(key, JSON.stringify(state));

// ---- drawing ---------------------------------------------------------------------
$("puzzle-id").textContent = puzzleId;
$("rank").textContent = `difficulty ${descriptor.metadata.difficultyRank} of 3`;
board.style.gridTemplateColumns = `repeat(${n}, var(--cell))`;
const buttons = [];
for (let i = 0; i < n * n; i++) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "cell";
  b.dataset.r = String(Math.floor(i / n));
  b.dataset.c = String(i % n);
  b.setAttribute("aria-label", `row ${Math.floor(i / n) + 1} column ${(i % n) + 1}`);
  b.addEventListener("click", () => tap(i));
  board.append(b);
  buttons.push(b);
}
// `=` and `×` between the two cells they join (positions from the grid's geometry).
const css = getComputedStyle(document.documentElement);
const cellPx = parseFloat(css.getPropertyValue("--cell"));
const gapPx = parseFloat(css.getPropertyValue("--gap"));
const pad = parseFloat(getComputedStyle(board).paddingLeft);
for (const a of descriptor.adjacencies) {
  const s = document.createElement("span");
  s.className = "sign";
  s.dataset.type = a.type;
  s.textContent = a.type === "equal" ? "=" : "×";
  const x = pad + a.c * (cellPx + gapPx) + (a.dir === "right" ? cellPx + gapPx / 2 : cellPx / 2);
  const y = pad + a.r * (cellPx + gapPx) + (a.dir === "down" ? cellPx + gapPx / 2 : cellPx / 2);
  s.style.left = `${x}px`;
  s.style.top = `${y}px`;
  board.append(s);
}

function rows() {
  return Array.from({ length: n }, (_, r) =>
    state.cells.slice(r * n, r * n + n).map((v) => (v === null ? "." : String(v))).join(""));
}

function render() {
  const { rows: rs, columns: cs } = lineStatuses(rows());
  const bad = (s) => !s.balanced || !s.noTriples || s.duplicate;
  const good = (s) => s.complete && !bad(s);
  buttons.forEach((b, i) => {
    const r = Math.floor(i / n), c = i % n, v = state.cells[i];
    b.textContent = v === null ? "" : String(v);
    b.classList.toggle("given", given.has(i));
    b.classList.toggle("v1", v === 1);
    b.classList.toggle("bad", v !== null && (bad(rs[r]) || bad(cs[c])));
    b.classList.toggle("done", good(rs[r]) && good(cs[c]));
    b.disabled = state.solved && !given.has(i);
  });
  $("undo").disabled = state.history.length === 0 || state.solved;
  $("hint").disabled = state.solved;
}

// ---- play --------------------------------------------------------------------------
function tap(i) {
  if (given.has(i) || state.solved) return;
  const prev = state.cells[i];
  state.cells[i] = prev === null ? 0 : prev === 0 ? 1 : null;
  state.history.push([i, prev]);
  clearHint();
  afterMove();
}

$("undo").addEventListener("click", () => {
  const last = state.history.pop();
  if (!last) return;
  state.cells[last[0]] = last[1];
  clearHint();
  afterMove();
});

$("reset").addEventListener("click", () => {
  state = fresh();
  clearHint();
  $("message").textContent = "";
  start = performance.now();
  afterMove();
});

function afterMove() {
  if (state.cells.every((v) => v !== null)) {
    const grid = Array.from({ length: n }, (_, r) => state.cells.slice(r * n, r * n + n));
    const verdict = validateSubmission(descriptor, { grid, timeMs: elapsed() });
    if (verdict.valid || verdict.code === "time") {
      state.solved = true;
      state.elapsed = elapsed();
      $("message").textContent = `Solved in ${clock(state.elapsed)}!` +
        (verdict.valid ? "" : " (under 3 seconds: too fast for the leaderboard)");
    } else {
      $("message").textContent = "";
      $("hint-text").textContent = verdict.message;
    }
  }
  save();
  render();
}

// ---- hints -------------------------------------------------------------------------
const lineName = (l) => `${l.kind} ${l.index + 1}`;
function sentence(d) {
  const where = `row ${d.r + 1}, column ${d.c + 1}`;
  const line = lineName(d.line);
  switch (d.technique) {
    case "pair": return `Two ${1 - d.value}s sit side by side in ${line}, so ${where} must be ${d.value} to avoid three in a row.`;
    case "sandwich": return `${where} sits between two ${1 - d.value}s in ${line}, so it must be ${d.value}.`;
    case "hint": return `The sign next to ${where} ties it to a filled neighbour, so it must be ${d.value}.`;
    case "completion": return `${line[0].toUpperCase() + line.slice(1)} already has all its ${1 - d.value}s, so ${where} is ${d.value}.`;
    case "counting": return `Only ${d.completions} way${d.completions === 1 ? "" : "s"} to finish ${line} keep${d.completions === 1 ? "s" : ""} the counts and avoid triples; all put ${d.value} at ${where}.`;
    case "distinct-lines": return `The other way to finish ${line} would copy ${d.line.kind} ${d.copyOf + 1}, so ${where} is ${d.value}.`;
    case "contradiction": return `A ${1 - d.value} at ${where} would break ${d.broken ? lineName(d.broken) : "a rule"}, so it must be ${d.value}.`;
    default: return `${where} must be ${d.value} (${d.technique}).`;
  }
}

function clearHint() {
  buttons.forEach((b) => b.classList.remove("hinted"));
  $("hint-text").textContent = "";
}

$("hint").addEventListener("click", () => {
  clearHint();
  state.hintsUsed += 1;
  // A filled cell that disagrees with the solution is pointed out first.
  const wrong = state.cells.findIndex((v, i) => v !== null && String(v) !== descriptor.solution[Math.floor(i / n)][i % n]);
  if (wrong >= 0) {
    buttons[wrong].classList.add("hinted");
    $("hint-text").textContent = `Row ${Math.floor(wrong / n) + 1}, column ${(wrong % n) + 1} is wrong: it cannot be ${state.cells[wrong]}.`;
    save();
    return;
  }
  const clues = [];
  state.cells.forEach((v, i) => { if (v !== null) clues.push({ r: Math.floor(i / n), c: i % n, bit: v }); });
  const steps = deduce({ width: n, height: n, clues, adjacencies: descriptor.adjacencies });
  if (steps.length === 0) {
    $("hint-text").textContent = "No single logical step is left; check your filled cells.";
  } else {
    const d = steps[0];
    buttons[d.r * n + d.c].classList.add("hinted");
    const text = sentence(d);
    $("hint-text").textContent = `Hint (${d.technique}): ${text[0].toUpperCase()}${text.slice(1)}`;
  }
  save();
});

// ---- timer -------------------------------------------------------------------------
let start = performance.now() - state.elapsed;
const elapsed = () => (state.solved ? state.elapsed : Math.round(performance.now() - start));
const clock = (ms) => { const s = Math.floor(ms / 1000); return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`; };
setInterval(() => {
  $("timer").textContent = clock(elapsed());
  if (!state.solved) { state.elapsed = elapsed(); save(); }
}, 1000);
$("timer").textContent = clock(elapsed());
if (state.solved) $("message").textContent = `Solved in ${clock(state.elapsed)}!`;
render();
document.body.dataset.ready = "true";
