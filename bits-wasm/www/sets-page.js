// Today's Sets puzzle: the page shows the public view and asks the package to evaluate
// the answer as it is typed and to judge it on Enter.
import { engine, ready } from "./engine.js";
import { requested, tell } from "./requested.js";
import { OUTDATED, storage, UNREADABLE } from "./store.js";

const $ = (x) => document.getElementById(x);
const { ptDate, setsCheck, setsEvaluate, setsPublic } = await engine($("loading"));
const today = () => ptDate(Date.now());
const [id, puzzle] = requested(today, setsPublic, $("notice"));
const store = storage($("unsaved"));
$("puzzle-id").textContent = `${id} · ${puzzle.difficulty.rating}`;
const plural = (k) => `${k} card${k === 1 ? "" : "s"}`;
$("goal").textContent = plural(puzzle.goal);
// A card's colours, and whether the answer typed so far names it: the outline says so to
// the eye, the label to a screen reader.
const cardLabel = (card, named) =>
  (card.colors.length ? card.colors.join(" ") : "no colour") + (named ? ", named" : "");
const cards = puzzle.cards.map((card) => {
  const el = document.createElement("div");
  el.className = "card";
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", cardLabel(card, false));
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
/** Shows `text` as a verdict (`ok` or `bad`) or, by default, as a preview of the answer
 * typed so far: plain, since a preview is no verdict (it does not check the dice). */
const say = (text, kind = "preview") => {
  $("message").textContent = text;
  for (const k of ["ok", "bad", "preview"]) $("message").classList.toggle(k, k === kind);
};
// The answer typed so far and whether it was judged right, kept per puzzle.
const key = `dailygrid:sets:${id}`;
// Saves older than a month go (see store.prune); the one this page plays stays.
store.prune(key, today());
const answer = $("answer");

/** A piece of the player's answer cut short: a pasted page of text is not worth
 * repeating in full. */
const short = (text) => { const cs = [...text]; return cs.length > 40 ? `${cs.slice(0, 40).join("")}…` : text; };
const quote = (text) => `“${short(text)}”`;

/** The engine's sentence without the place numbers it ends with, which say nothing to a
 * player (a parse error's "(index 6, token 2)", a verdict's "(token 1, index 4)"). */
const plain = (message) => message.replace(/ \((?:index|token) \d+, (?:index|token) \d+\)$/, "");

/** A parse error in the player's words: the grammar's sentence and where in the answer. */
function explain(e, text) {
  if (typeof e.at !== "number") return plain(e.message);
  const what = plain(e.message);
  // `at` and `len` index the answer string itself.
  const cut = (from, to) => text.slice(from, to).trim();
  if (e.len > 0) return `${what}: ${quote(cut(e.at, e.at + e.len))}`;
  const rest = cut(e.at);
  return rest ? `${what}, before ${quote(rest)}` : `${what}, at the end`;
}

function preview() {
  const text = answer.value;
  const mark = (named) => cards.forEach((c, i) => {
    c.classList.toggle("on", named.has(i));
    c.setAttribute("aria-label", cardLabel(puzzle.cards[i], named.has(i)));
  });
  mark(new Set());
  if (!text.trim()) { say(""); return; }
  try {
    const ev = setsEvaluate(puzzle.cards, text);
    mark(new Set(ev.named));
    say(`${short(ev.canonical)} names ${plural(ev.value)}.`);
  } catch (e) {
    // An answer that stops short (a parse error at its end) is one still being typed, not
    // a wrong one: it reads plainly, as the preview does; text that is wrong already is red.
    const unfinished = typeof e.at === "number" && e.len === 0 && !text.slice(e.at).trim();
    say(explain(e, text), unfinished ? "preview" : "bad");
  }
}

function judge() {
  const v = setsCheck(puzzle, answer.value);
  // The verdict's numbers, not its sentence: that one starts "solved: …" already.
  if (v.valid) say(`Solved! Your set names ${plural(v.value)}, the goal.`, "ok");
  else say(plain(v.message), "bad");
  return v.valid;
}

// Solved is final, as on the other pages: the answer that solved it stays, read-only, so
// an edit cannot turn the day's solve back into "not solved".
function solvedNow() {
  answer.readOnly = true;
  // A Check disabled under the keyboard's focus would drop it on <body>: the verdict takes
  // it, as on the other pages.
  const focused = document.activeElement === $("check");
  $("check").disabled = true;
  if (focused) $("message").focus();
}

/** The save in the shared key, or null when there is none or it is unreadable. */
function stored() {
  return read(store.get(key));
}

/** A save's text read, or null when it is none or unreadable. */
function read(text) {
  try {
    const saved = JSON.parse(text ?? "null");
    return saved && typeof saved.answer === "string" ? saved : null;
  } catch {
    return null;
  }
}

/** A save marked solved whose answer does not solve this puzzle: one saved for an earlier
 * version of it. */
const outdated = (saved) => saved.solved && !setsCheck(puzzle, saved.answer).valid;

/** Shows a save's answer (a reload, another tab's typing or solve): "solved", "open", or
 * "outdated", untouched. */
function takeUp(saved) {
  if (outdated(saved)) return "outdated";
  answer.value = saved.answer;
  preview();
  if (!saved.solved) return "open";
  judge();
  solvedNow();
  return "solved";
}

answer.addEventListener("input", () => {
  // Another tab's solve reaches this one through store.watch (below) and makes the answer
  // read-only; an edit that raced it is written over by that solve again.
  preview();
  store.set(key, JSON.stringify({ answer: answer.value, solved: false }));
});
$("form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  if (answer.readOnly) return;
  const solved = judge();
  store.set(key, JSON.stringify({ answer: answer.value, solved }));
  if (solved) solvedNow();
});
// Another tab's typing and solve show here at once (or when this tab is back). Solved is
// final: a tab that missed the solve does not undo it here, and gets it back, as on the
// other pages.
store.watch(key, (text) => {
  const saved = read(text);
  if (answer.readOnly) {
    // Written back over anything but a solve of this puzzle (one for an earlier version
    // of it, say), as a reload would drop that and the solve with it.
    if (!saved?.solved || outdated(saved)) {
      store.set(key, JSON.stringify({ answer: answer.value, solved: true }));
    }
    return;
  }
  if (saved && (saved.solved || saved.answer !== answer.value)) takeUp(saved);
});

// A reload shows the answer as it was left, judged again if it had been judged right.
const saved = stored();
if (saved) {
  if (takeUp(saved) === "outdated") {
    store.remove(key); // a solve of another version of the puzzle: start over, saying so
    tell($("notice"), OUTDATED);
  }
} else if (store.get(key) !== null) {
  store.remove(key); // unreadable: start over, saying so
  tell($("notice"), UNREADABLE);
}
answer.disabled = false;
$("check").disabled = answer.readOnly;
ready($("loading"));
