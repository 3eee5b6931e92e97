// The Wordle assistant: the lookup tree (a PLUT file shipped next to the package, fetched
// as bytes) answers "what next?" for the colours the player reports. Nothing is decided
// here: the next word and every refusal come from the package's WordleTree.
import { engine, failed, ready } from "./engine.js";

const loading = document.getElementById("loading");
const { WordleTree } = await engine(loading);
let tree;
try {
  const res = await fetch("pkg/lookup_lants.bin");
  // A 404 page is not a tree: it would be refused as a corrupt one, which misleads.
  if (!res.ok) throw new Error(`pkg/lookup_lants.bin: HTTP ${res.status}`);
  tree = new WordleTree(new Uint8Array(await res.arrayBuffer()));
} catch (e) {
  failed(loading, "Could not load the word tree — reload to try again.");
  throw e;
}
document.getElementById("tree-info").textContent = `tree from ${tree.start.toUpperCase()}, ${tree.nodeCount} nodes`;

const MARKS = ["b", "y", "g"];
const NAMES = { b: "gray", y: "yellow", g: "green" };
/** Played steps: {guess, feedback} with feedback as a b/y/g pattern. */
let history = [];
let current = tree.nextGuess([]);
let marks = [0, 0, 0, 0, 0];
let solved = false;

const rows = document.getElementById("rows");
const message = document.getElementById("message");

function tile(letter, mark, onClick, i) {
  const t = document.createElement(onClick ? "button" : "span");
  t.className = `tile ${NAMES[mark]}`;
  t.textContent = letter.toUpperCase();
  if (onClick) {
    t.type = "button";
    t.dataset.i = String(i);
    t.setAttribute("aria-label", `letter ${i + 1}: ${letter}, ${NAMES[mark]}`);
    t.addEventListener("click", onClick);
  }
  return t;
}

function render() {
  // Next gets disabled under the keyboard's focus by the last guess: the verdict takes it.
  const focused = document.activeElement;
  rows.replaceChildren();
  for (const step of history) {
    const row = document.createElement("div");
    row.className = "wordle-row played";
    [...step.guess].forEach((l, i) => row.append(tile(l, step.feedback[i])));
    // Colours a screen reader can say: the row is read as one picture.
    row.setAttribute("role", "img");
    row.setAttribute("aria-label", `${step.guess}: ${[...step.feedback].map((m) => NAMES[m]).join(" ")}`);
    rows.append(row);
  }
  if (!solved && current) {
    const row = document.createElement("div");
    row.className = "wordle-row current";
    row.id = "current";
    row.dataset.word = current;
    [...current].forEach((l, i) =>
      row.append(tile(l, MARKS[marks[i]], () => {
        marks[i] = (marks[i] + 1) % 3;
        say(""); // a refusal was about the colours before this change
        render();
        // The tiles are drawn afresh: the pressed one keeps the focus, so a keyboard
        // player can press it again or move on with Tab.
        rows.querySelector(`#current [data-i="${i}"]`)?.focus();
      }, i)));
    rows.append(row);
  }
  document.getElementById("next").disabled = solved;
  document.getElementById("back").disabled = history.length === 0;
  document.body.dataset.guesses = String(history.length);
  // Back, disabled at the start, hands it to Next; Next, disabled by the solve, to the verdict.
  if (focused instanceof HTMLButtonElement && focused.disabled) {
    (solved ? message : document.getElementById("next")).focus();
  }
}

/** The message line: a refusal (with its error code, which tests read) in red. */
function say(text, code = "") {
  message.textContent = text;
  message.classList.toggle("bad", code !== "");
  message.dataset.code = code;
}

function next() {
  const feedback = marks.map((m) => MARKS[m]).join("");
  const step = { guess: current, feedback };
  try {
    const following = tree.nextGuess([...history, step]);
    history.push(step);
    marks = [0, 0, 0, 0, 0];
    if (following === null) {
      solved = true;
      say(`Solved in ${history.length} guess${history.length === 1 ? "" : "es"}.`);
    } else {
      current = following;
      // Said, not only drawn: the status line is what a screen reader hears change.
      say(`Next, play ${following.toUpperCase()}.`);
    }
  } catch (e) {
    // wordle-no-branch: no word of the list gives these colours after these guesses;
    // wordle-wrong-leaf: the colours so far left this word alone, so it had to be green.
    say(e.code === "wordle-no-branch"
      ? `No word in the list gives ${[...feedback].map((m) => NAMES[m]).join(", ")} here: check the colours.`
      : e.code === "wordle-wrong-leaf"
        ? `${current.toUpperCase()} is the only word in the list that fits the colours so far, so it is all green: check the colours.`
        : e.message, e.code ?? "error");
  }
  render();
}

function back() {
  const last = history.pop();
  if (!last) return;
  current = last.guess;
  marks = [...last.feedback].map((m) => MARKS.indexOf(m));
  solved = false;
  say(`Back to ${current.toUpperCase()}.`);
  render();
}

document.getElementById("next").addEventListener("click", next);
document.getElementById("back").addEventListener("click", back);
document.getElementById("restart").addEventListener("click", () => {
  history = [];
  current = tree.nextGuess([]);
  marks = [0, 0, 0, 0, 0];
  solved = false;
  say(`Start again: play ${current.toUpperCase()}.`);
  render();
});
document.getElementById("restart").disabled = false;
render();
ready(loading);
