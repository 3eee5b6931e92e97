// Today's FlipIT puzzle: the game state is the package's FlipItGame, saved as its JSON.
import init, { FlipItGame, flipitDaily, utcDate } from "./pkg/bits.js";
import { requested } from "./requested.js";

await init();
// `?date=`, or `?id=` as the other pages take it.
const param = new URLSearchParams(location.search).has("date") ? "date" : "id";
const [date, puzzle] = requested(param, utcDate(Date.now()), flipitDaily, document.getElementById("notice"));
const key = `dailygrid:flipit:${date}`;
let game;
try {
  game = FlipItGame.restore(puzzle, localStorage.getItem(key) ?? "");
} catch {
  game = new FlipItGame(puzzle); // no save, or one from another day
}
// FlipIT's day turns at midnight UTC (the site's rule), unlike Bits and Sets (Pacific time).
document.getElementById("puzzle-id").textContent = `${date} UTC · #${puzzle.number}`;
const disks = [];
for (let i = 0; i < 16; i++) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "disk";
  b.addEventListener("click", () => { if (!game.isSolved) { game.click(i); changed(); } });
  document.getElementById("flip").append(b);
  disks.push(b);
}
document.getElementById("reset").addEventListener("click", () => { game.reset(); changed(); });
function changed() {
  localStorage.setItem(key, game.save());
  render();
}
function render() {
  const board = game.board;
  const clicked = new Set(game.clicked);
  disks.forEach((d, i) => {
    const black = ((board >> i) & 1) === 1;
    d.classList.toggle("black", black);
    d.classList.toggle("clicked", clicked.has(i));
    d.setAttribute("aria-label", `row ${Math.floor(i / 4) + 1} disk ${(i % 4) + 1}: ${black ? "black" : "white"}`);
  });
  document.getElementById("moves").textContent = `${game.moves} move${game.moves === 1 ? "" : "s"}`;
  const left = game.clicksRemaining;
  document.getElementById("left").textContent = game.isSolved ? "" : `${left} click${left === 1 ? "" : "s"} away`;
  // Solved is final: a reset would undo the solve and count its clicks as moves.
  document.getElementById("reset").disabled = game.isSolved;
  document.getElementById("message").textContent = game.isSolved
    ? `Solved in ${game.moves} move${game.moves === 1 ? "" : "s"} (par ${puzzle.clicksRequired}).` : "";
}
render();
document.body.dataset.ready = "true";
