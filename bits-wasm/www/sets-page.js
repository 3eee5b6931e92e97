// Today's Sets puzzle: the page shows the public view and asks the package to evaluate
// the answer as it is typed and to judge it on Enter.
import init, { ptDate, setsCheck, setsEvaluate, setsPublic } from "./pkg/bits.js";
import { requested } from "./requested.js";

await init();
const $ = (x) => document.getElementById(x);
const [id, puzzle] = requested("id", ptDate(Date.now()), setsPublic, $("notice"));
$("puzzle-id").textContent = `${id} · ${puzzle.difficulty.rating}`;
$("goal").textContent = `${puzzle.goal} card${puzzle.goal === 1 ? "" : "s"}`;
const cards = puzzle.cards.map((card) => {
  const el = document.createElement("div");
  el.className = "card";
  for (const c of card.colors) {
    const dot = document.createElement("span");
    dot.className = `dot ${c}`;
    dot.title = c;
    el.append(dot);
  }
  $("cards").append(el);
  return el;
});
for (const d of puzzle.dice) {
  const el = document.createElement("span");
  el.className = "die";
  el.textContent = d.type === "color" ? d.value[0].toUpperCase() + d.value.slice(1, 3) : d.value;
  el.title = d.value;
  $("dice").append(el);
}
$("answer").addEventListener("input", () => {
  const text = $("answer").value;
  cards.forEach((c) => c.classList.remove("on"));
  if (!text.trim()) { $("message").textContent = ""; return; }
  try {
    const ev = setsEvaluate(puzzle.cards, text);
    for (const i of ev.named) cards[i].classList.add("on");
    $("message").textContent = `${ev.canonical} names ${ev.value} card${ev.value === 1 ? "" : "s"}.`;
  } catch (e) {
    $("message").textContent = e.message;
  }
});
$("form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  const v = setsCheck(puzzle, $("answer").value);
  // The verdict's numbers, not its sentence: that one starts "solved: …" already.
  const cards = `${v.value} card${v.value === 1 ? "" : "s"}`;
  $("message").textContent = v.valid ? `Solved! Your set names ${cards}, the goal.` : v.message;
});
document.body.dataset.ready = "true";
