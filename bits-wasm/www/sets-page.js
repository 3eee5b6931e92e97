// Today's Sets puzzle: the page shows the public view and asks the package to evaluate
// the answer as it is typed and to judge it on Enter.
import init, { ptDate, setsCheck, setsEvaluate, setsPublic } from "./pkg/bits.js";
import { requested } from "./requested.js";

await init();
const $ = (x) => document.getElementById(x);
const [id, puzzle] = requested("id", ptDate(Date.now()), setsPublic, $("notice"));
$("puzzle-id").textContent = `${id} · ${puzzle.difficulty.rating}`;
const plural = (k) => `${k} card${k === 1 ? "" : "s"}`;
$("goal").textContent = plural(puzzle.goal);
const cards = puzzle.cards.map((card) => {
  const el = document.createElement("div");
  el.className = "card";
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", card.colors.length ? card.colors.join(" ") : "no colour");
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
  el.className = `die ${d.type === "color" ? d.value : ""}`;
  el.textContent = d.value;
  el.title = d.value;
  $("dice").append(el);
}
const say = (text, bad = false) => {
  $("message").textContent = text;
  $("message").classList.toggle("bad", bad);
};
// The answer typed so far and whether it was judged right, kept per puzzle.
const key = `dailygrid:sets:${id}`;

/** A parse error in the player's words: the grammar's sentence and where in the answer,
 * instead of the byte and token numbers the message ends with. */
function explain(e, text) {
  if (typeof e.at !== "number") return e.message;
  const what = e.message.replace(/ \(byte \d+, token \d+\)$/, "");
  // `at` and `len` index the answer string itself.
  const cut = (from, to) => text.slice(from, to).trim();
  if (e.len > 0) return `${what}: “${cut(e.at, e.at + e.len)}”`;
  const rest = cut(e.at);
  return rest ? `${what}, before “${rest}”` : `${what}, at the end`;
}

function preview() {
  const text = $("answer").value;
  cards.forEach((c) => c.classList.remove("on"));
  if (!text.trim()) { say(""); return; }
  try {
    const ev = setsEvaluate(puzzle.cards, text);
    for (const i of ev.named) cards[i].classList.add("on");
    say(`${ev.canonical} names ${plural(ev.value)}.`);
  } catch (e) {
    say(explain(e, text), true);
  }
}

function judge() {
  const v = setsCheck(puzzle, $("answer").value);
  // The verdict's numbers, not its sentence: that one starts "solved: …" already.
  if (v.valid) say(`Solved! Your set names ${plural(v.value)}, the goal.`);
  else say(v.message, true);
  return v.valid;
}

$("answer").addEventListener("input", () => {
  preview();
  localStorage.setItem(key, JSON.stringify({ answer: $("answer").value, solved: false }));
});
$("form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  const solved = judge();
  localStorage.setItem(key, JSON.stringify({ answer: $("answer").value, solved }));
});

// A reload shows the answer as it was left, judged again if it had been judged right.
try {
  const saved = JSON.parse(localStorage.getItem(key) ?? "null");
  if (saved && typeof saved.answer === "string") {
    $("answer").value = saved.answer;
    preview();
    if (saved.solved) judge();
  }
} catch {
  localStorage.removeItem(key);
}
document.body.dataset.ready = "true";
