// Today's FlipIT puzzle: the game state is the package's FlipItGame, saved as its JSON.
import { engine, ready } from "./engine.js";
import { rovingGrid } from "./grid-keys.js";
import { requested, tell } from "./requested.js";
import { OUTDATED, storage, UNREADABLE } from "./store.js";

const $ = (id) => document.getElementById(id);
const { FlipItGame, flipitDaily, utcDate } = await engine($("loading"));
const today = () => utcDate(Date.now());
const [date, puzzle] = requested(today, flipitDaily, $("notice"));
const key = `dailygrid:flipit:${date}`;
const store = storage($("unsaved"));
// Saves older than a month go (see store.prune); the one this page plays stays.
store.prune(key, today());
let game;
const saved = store.get(key);
try {
  game = FlipItGame.restore(puzzle, saved ?? "");
} catch (e) {
  game = new FlipItGame(puzzle); // no save, or one this page cannot read
  if (saved !== null) {
    // Start over, saying why: a save of this day under another puzzle number is one made
    // for an earlier version of the day's puzzle; anything else could not be read.
    store.remove(key);
    tell($("notice"), e.code === "flipit-wrong-puzzle" ? OUTDATED : UNREADABLE);
  }
}
// FlipIT's day turns at midnight UTC (the site's rule), unlike Bits and Sets (Pacific time).
$("puzzle-id").textContent = `${date} UTC · #${puzzle.number}`;
const flip = $("flip");
const disks = [];
for (let i = 0; i < 16; i++) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "disk";
  b.addEventListener("click", () => {
    if (!game.isSolved) { game.click(i); changed(); }
  });
  flip.append(b);
  disks.push(b);
}
// One Tab stop, arrows within, as on the Bits page (grid-keys.js).
rovingGrid(flip, disks, 4);
$("reset").addEventListener("click", () => {
  // As on the Bits page: moves are not thrown away without asking.
  if (game.clicked.length > 0 && !confirm("Start this puzzle again? The board goes back to the start; the moves made so far still count.")) return;
  game.reset();
  changed();
});
function changed() {
  store.set(key, game.save()); // never throws: an unsaved click is still drawn
  render();
}
// Another tab's click on the same day's puzzle shows here too, so neither tab's next
// save throws the other's moves away.
store.watch(key, (text) => {
  let other;
  try {
    other = FlipItGame.restore(puzzle, text);
  } catch {
    return; // corrupt: keep this tab's game
  }
  // Solved is final: a tab that missed the solve does not undo it here, and gets it back.
  if (game.isSolved && !other.isSolved) {
    other.free();
    changed();
    return;
  }
  game.free();
  game = other;
  render();
});
// Whether the last render drew a solved board: the solve hands the focus on once.
let shownSolved = false;
function render() {
  const focused = document.activeElement;
  const board = game.board;
  const clicked = new Set(game.clicked);
  disks.forEach((d, i) => {
    const black = ((board >> i) & 1) === 1;
    d.classList.toggle("black", black);
    d.classList.toggle("clicked", clicked.has(i));
    // A solved board does nothing on a click: said so, the disks still focusable for their labels.
    if (game.isSolved) d.setAttribute("aria-disabled", "true");
    else d.removeAttribute("aria-disabled");
    // Highlighted (clicked; clicking again undoes it) is said as well as drawn.
    const mark = clicked.has(i) ? ", clicked" : "";
    d.setAttribute("aria-label", `row ${Math.floor(i / 4) + 1} disk ${(i % 4) + 1}: ${black ? "black" : "white"}${mark}`);
  });
  $("moves").textContent = `${game.moves} move${game.moves === 1 ? "" : "s"}`;
  const left = game.clicksRemaining;
  $("left").textContent = game.isSolved ? "" : `${left} click${left === 1 ? "" : "s"} away`;
  // Solved is final: a reset would undo the solve and count its clicks as moves.
  $("reset").disabled = game.isSolved;
  $("message").textContent = game.isSolved
    ? `Solved in ${game.moves} move${game.moves === 1 ? "" : "s"} (par ${puzzle.clicksRequired}).` : "";
  // The solving click leaves the disks done with (and Reset disabled): the verdict takes the
  // keyboard's focus, once.
  const justSolved = game.isSolved && !shownSolved;
  shownSolved = game.isSolved;
  if (focused instanceof HTMLButtonElement && (focused.disabled || (justSolved && disks.includes(focused)))) {
    $("message").focus();
  }
}
render();
ready($("loading"));
