// The demo page in headless Chromium: solve today's-style puzzle by clicks, reload and find
// the progress restored, ask for a hint and get a sentence; FlipIT and Sets pages load and
// play; the Wordle assistant fetches its tree and walks the vector games by clicked colours.
// Screenshots go to tests/output/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import { generateDescriptor, flipitDaily, flipitSolve, setsGenerate, wordlePattern, wordleFeedback } from "@dailygrid/bits";
import { serve } from "./serve.mjs";

const www = fileURLToPath(new URL("../../www/", import.meta.url));
const out = fileURLToPath(new URL("../output/", import.meta.url));
const ID = "2026-11-21";
let server, browser, base, profile;

before(async () => {
  mkdirSync(out, { recursive: true });
  server = await serve(www.replace(/\/$/, ""));
  base = `http://127.0.0.1:${server.address().port}`;
  profile = mkdtempSync(join(tmpdir(), "bits-chromium-"));
  // A fresh profile directory per run: no state leaks in from earlier runs.
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    viewport: { width: 640, height: 900 },
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function open(context, path) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  await page.goto(`${base}/${path}`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
  return { page, errors };
}

const cellValue = (page, r, c) => page.textContent(`.cell[data-r="${r}"][data-c="${c}"]`);

test("Bits: a bad ?id= says why and shows today's puzzle", async () => {
  const { page, errors } = await open(browser, "index.html?id=2026-02-30");
  const notice = /^No puzzle "2026-02-30": .+\. Here is today's\.$/;
  assert.match(await page.textContent("#notice"), notice);
  const today = await page.evaluate(() => document.getElementById("puzzle-id").textContent);
  assert.match(today, /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(Math.abs(Date.parse(today) - Date.now()) < 2 * 86_400_000, today);
  assert.ok((await page.locator(".cell").count()) > 0);
  // The notice is not the hint line: a tap does not clear it.
  await page.click(".cell:not(.given) >> nth=0");
  assert.match(await page.textContent("#notice"), notice);
  assert.deepEqual(errors, []);
  await page.close();
});

test("Bits: the board fits a 320px screen, signs between their cells at any width", async () => {
  const d = generateDescriptor(ID);
  const page = await browser.newPage();
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`${base}/index.html?id=${ID}`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
  // Each sign's centre against the midpoint of the two cells it joins.
  const misplaced = () => page.evaluate((adjacencies) => {
    const centre = (el) => { const b = el.getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; };
    const cell = (r, c) => document.querySelector(`.cell[data-r="${r}"][data-c="${c}"]`);
    const signs = [...document.querySelectorAll(".sign")];
    return adjacencies.flatMap((a, i) => {
      const [x1, y1] = centre(cell(a.r, a.c));
      const [x2, y2] = centre(a.dir === "right" ? cell(a.r, a.c + 1) : cell(a.r + 1, a.c));
      const [x, y] = centre(signs[i]);
      return Math.hypot(x - (x1 + x2) / 2, y - (y1 + y2) / 2) > 1 ? [i] : [];
    });
  }, d.adjacencies);
  const right = await page.evaluate(() => document.getElementById("board").getBoundingClientRect().right);
  assert.ok(right <= 320, `board ends at ${right}px`);
  assert.deepEqual(await misplaced(), []);
  await page.screenshot({ path: join(out, "bits-320px.png") });
  await page.setViewportSize({ width: 640, height: 900 });
  assert.deepEqual(await misplaced(), []);
  await page.close();
});

test("Bits: hint sentence, progress survives reload, solve by clicks", async () => {
  const d = generateDescriptor(ID);
  const n = d.width;
  const context = browser;
  const { page, errors } = await open(context, `index.html?id=${ID}`);
  // A phone's screen: what the page says below the board must still be seen.
  await page.setViewportSize({ width: 375, height: 740 });
  const inView = (sel) => page.evaluate((sel) => {
    const b = document.querySelector(sel).getBoundingClientRect();
    return b.top >= -1 && b.bottom <= innerHeight + 1;
  }, sel);
  const hintsUsed = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key)).hintsUsed, `dailygrid:bits:${ID}`);
  assert.equal(await page.locator(".cell").count(), n * n);
  assert.equal(await page.locator(".sign").count(), d.adjacencies.length);
  for (const cl of d.clues) {
    assert.equal(await cellValue(page, cl.r, cl.c), String(cl.bit));
    const label = await page.getAttribute(`.cell[data-r="${cl.r}"][data-c="${cl.c}"]`, "aria-label");
    assert.equal(label, `row ${cl.r + 1} column ${cl.c + 1}: ${cl.bit}, given`);
  }
  assert.ok(await page.isDisabled("#undo"), "nothing to undo yet");

  // A hint names a technique and explains it in a sentence, and marks the cell.
  await page.click("#hint");
  const hint = await page.textContent("#hint-text");
  assert.match(hint, /^Hint \((pair|sandwich|= \/ × sign|completing a line|counting|distinct lines|contradiction)\): \S+( \S+){5,}/, hint);
  assert.equal(await page.locator(".cell.hinted").count(), 1);
  assert.ok(await inView("#hint-text"), "the hint is brought into view");
  // Asking again before a move shows the same hint and does not count another.
  const used = await hintsUsed();
  await page.click("#hint");
  assert.equal(await page.textContent("#hint-text"), hint);
  assert.equal(await hintsUsed(), used);

  await page.screenshot({ path: join(out, "bits-hint.png") });

  // Fill the first two rows by taps (0 = one tap, 1 = two taps), then undo one tap.
  const given = new Set(d.clues.map((c) => c.r * n + c.c));
  const fill = async (i) => {
    const r = Math.floor(i / n), c = i % n;
    if (given.has(i)) return;
    const taps = d.solution[r][c] === "0" ? 1 : 2;
    for (let k = 0; k < taps; k++) await page.click(`.cell[data-r="${r}"][data-c="${c}"]`);
  };
  for (let i = 0; i < 2 * n; i++) await fill(i);
  const lastFree = [...Array(2 * n).keys()].reverse().find((i) => !given.has(i));
  assert.ok(await page.isEnabled("#undo"));
  await page.click("#undo");
  const lr = Math.floor(lastFree / n), lc = lastFree % n;
  const afterUndo = await cellValue(page, lr, lc);
  assert.equal(afterUndo, d.solution[lr][lc] === "0" ? "" : "0", "undo takes back one tap");
  await page.waitForTimeout(1100); // the timer ticks and saves
  await page.screenshot({ path: join(out, "bits-progress.png") });

  // Reload: the filled cells come back.
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  for (let i = 0; i < 2 * n; i++) {
    const r = Math.floor(i / n), c = i % n;
    if (i === lastFree) assert.equal(await cellValue(page, r, c), afterUndo);
    else assert.equal(await cellValue(page, r, c), d.solution[r][c], `cell ${r},${c} after reload`);
  }
  assert.notEqual(await page.textContent("#timer"), "0:00", "timer restored");
  assert.ok(await page.isDisabled("#undo"), "a reload keeps no history to undo");

  // Finish the grid by clicks; the page reports it solved.
  if (afterUndo !== d.solution[lr][lc]) await page.click(`.cell[data-r="${lr}"][data-c="${lc}"]`);
  for (let i = 2 * n; i < n * n; i++) await fill(i);
  await page.waitForFunction(() => document.getElementById("message").textContent.startsWith("Solved"));
  assert.match(await page.textContent("#message"), /^Solved in \d+:\d\d!/);
  assert.ok(await inView("#message"), "the solved message is brought into view");
  assert.equal(await page.locator(".cell.bad").count(), 0);
  // The solved board is drawn at full strength, not faded like a disabled control.
  const opacity = await page.$eval(".cell:not(.given)", (b) => getComputedStyle(b).opacity);
  assert.equal(opacity, "1");
  // A given stays clickable once solved; clicking it changes nothing and throws nothing.
  const g = d.clues[0];
  const solvedText = await page.textContent("#message");
  await page.click(`.cell[data-r="${g.r}"][data-c="${g.c}"]`);
  assert.equal(await page.textContent("#message"), solvedText);
  await page.screenshot({ path: join(out, "bits-solved.png") });

  // A wrong cell is coloured by the live rule check on a fresh start.
  await Promise.all([page.waitForNavigation(), page.click("#reset")]);
  await page.waitForSelector("body[data-ready=true]");
  const free = [...Array(n * n).keys()].filter((i) => !given.has(i));
  // Three 0s in a row somewhere in row r: find three free neighbours in one row.
  const triple = free.find((i) => i % n <= n - 3 && free.includes(i + 1) && free.includes(i + 2));
  if (triple !== undefined) {
    for (const i of [triple, triple + 1, triple + 2]) await page.click(`.cell[data-r="${Math.floor(i / n)}"][data-c="${i % n}"]`);
    assert.ok((await page.locator(".cell.bad").count()) >= 3, "a triple is coloured");
    await page.screenshot({ path: join(out, "bits-rule-colouring.png") });
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("FlipIT: solve today's puzzle by clicks, reload keeps the game", async () => {
  const date = "2026-11-21";
  const p = flipitDaily(date);
  const { clicks } = flipitSolve(p.number);
  const context = browser;
  const { page, errors } = await open(context, `flipit.html?date=${date}`);
  await page.click(`.disk >> nth=${clicks[0]}`);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.match(await page.textContent("#moves"), /^1 move$/);
  for (const c of clicks.slice(1)) await page.click(`.disk >> nth=${c}`);
  assert.match(await page.textContent("#message"), /^Solved in 3 moves/);
  assert.ok(await page.isDisabled("#reset"), "a solved game is not reset");
  await page.screenshot({ path: join(out, "flipit-solved.png") });
  // `?id=`, as the other pages take it, names the day too.
  await page.goto(`${base}/flipit.html?id=2026-11-20`);
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.textContent("#puzzle-id"), `2026-11-20 UTC · #${flipitDaily("2026-11-20").number}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test("FlipIT and Sets: a bad date or id says why and shows today's puzzle", async () => {
  for (const [path, bad] of [["flipit.html?date=", "2026-02-30"], ["sets.html?id=", "practice-"]]) {
    const { page, errors } = await open(browser, `${path}${bad}`);
    assert.match(await page.textContent("#notice"), new RegExp(`^No puzzle "${bad}": .+\\. Here is today's\\.$`), path);
    assert.match(await page.textContent("#puzzle-id"), /^\d{4}-\d{2}-\d{2}( UTC)? · /, path);
    assert.ok((await page.locator(".disk, .card").count()) > 0, path);
    assert.deepEqual(errors, [], path);
    await page.close();
  }
});

test("Sets: typing evaluates, Enter judges with the shortest solution", async () => {
  const id = "2026-11-21";
  const full = setsGenerate(id);
  const context = browser;
  const { page, errors } = await open(context, `sets.html?id=${id}`);
  assert.equal(await page.locator(".card").count(), full.cards.length);
  // A parse error says where in the player's words, not at which byte.
  await page.fill("#answer", "red ∪");
  assert.equal(await page.textContent("#message"), "expected a colour, U, ∅ or '(', at the end");
  await page.fill("#answer", "pink ∪ red");
  assert.equal(await page.textContent("#message"), "this is not a colour, operator, U, ∅, = or ⊆: “pink”");
  // While typing, the outlined cards are the ones the answer names: for a colour, the
  // cards showing it.
  const outlined = () => page.$$eval(".card", (cs) => cs.flatMap((c, i) => (c.classList.contains("on") ? [i] : [])));
  for (const colour of ["red", "blue", "green", "gold"]) {
    await page.fill("#answer", colour);
    const showing = full.cards.flatMap((c, i) => (c.colors.includes(colour) ? [i] : []));
    assert.deepEqual(await outlined(), showing, colour);
    assert.equal(await page.textContent("#message"), `${colour} names ${showing.length} card${showing.length === 1 ? "" : "s"}.`);
  }
  await page.fill("#answer", full.shortestSolution.text);
  assert.equal((await outlined()).length, full.goal, "the shortest solution names the goal's cards");
  await page.press("#answer", "Enter");
  const goal = `${full.goal} card${full.goal === 1 ? "" : "s"}`;
  assert.equal(await page.textContent("#goal"), goal);
  assert.equal(await page.textContent("#message"), `Solved! Your set names ${goal}, the goal.`);
  await page.screenshot({ path: join(out, "sets-solved.png") });
  // A reload shows the answer and the verdict again.
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.inputValue("#answer"), full.shortestSolution.text);
  assert.equal(await page.textContent("#message"), `Solved! Your set names ${goal}, the goal.`);
  // A wrong judgement reads as one.
  await page.fill("#answer", "red");
  await page.press("#answer", "Enter");
  assert.ok(await page.$eval("#message", (m) => m.classList.contains("bad")), "a refusal is not in the success colour");
  assert.deepEqual(errors, []);
  await page.close();
});

test("Wordle: the assistant fetches the tree and plays the vector games by clicked colours", async () => {
  const vectors = JSON.parse(readFileSync(new URL("../../../bits/tests/vectors/wordle.json", import.meta.url), "utf8"));
  const { page, errors } = await open(browser, "wordle.html");
  assert.match(await page.textContent("#tree-info"), new RegExp(`${vectors.tree.start}, ${vectors.tree.nodes} nodes`, "i"));
  for (const game of vectors.solve.slice(0, 3)) {
    await page.click("#restart");
    for (let i = 0; i < game.guesses.length; i++) {
      // The page suggests the vector's guess; report the colours the answer gives it.
      assert.equal(await page.getAttribute("#current", "data-word"), game.guesses[i], game.answer);
      const colours = wordlePattern(wordleFeedback(game.guesses[i], game.answer));
      assert.equal(colours, game.feedback[i]);
      for (let k = 0; k < 5; k++) {
        for (let t = 0; t < "byg".indexOf(colours[k]); t++) await page.click(`#current .tile[data-i="${k}"]`);
      }
      if (game === vectors.solve[0] && i === 1) await page.screenshot({ path: join(out, "wordle-colours.png") });
      await page.click("#next");
    }
    assert.equal(await page.textContent("#message"), `Solved in ${game.guesses.length} guesses.`);
    assert.equal(await page.locator(".wordle-row.played").count(), game.guesses.length);
  }
  await page.screenshot({ path: join(out, "wordle-solved.png") });

  // Colours no word can give after the start word: a message, the same word stays.
  await page.click("#restart");
  const start = vectors.tree.start;
  for (let k = 0; k < 4; k++) for (let t = 0; t < 2; t++) await page.click(`#current .tile[data-i="${k}"]`);
  await page.click("#next");
  assert.equal(await page.getAttribute("#message", "data-code"), "wordle-no-branch");
  assert.equal(await page.textContent("#message"),
    "No word in the list gives green, green, green, green, gray here: check the colours.");
  assert.ok(await page.$eval("#message", (m) => m.classList.contains("bad")), "a refusal is not in the success colour");
  assert.equal(await page.getAttribute("#current", "data-word"), start);
  // By keyboard: a pressed tile keeps the focus.
  await page.focus('#current .tile[data-i="2"]');
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.i), "2");
  // Back undoes a reported step.
  await page.click("#restart");
  await page.click("#next");
  assert.equal(await page.locator(".wordle-row.played").count(), 1);
  await page.click("#back");
  assert.equal(await page.locator(".wordle-row.played").count(), 0);
  assert.equal(await page.getAttribute("#current", "data-word"), start);
  assert.deepEqual(errors, []);
  await page.close();
});
