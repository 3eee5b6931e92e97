// The demo page in headless Chromium: solve today's-style puzzle by clicks, reload and find
// the progress restored, ask for a hint and get a sentence; FlipIT and Sets pages load and
// play; the Wordle assistant fetches its tree and walks the vector games by clicked colours.
// Then what the pages do when things go wrong: storage full or blocked, a second tab on the
// same puzzle, a download that fails. Screenshots go to tests/output/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import { FlipItGame, GridState, addDays, ptDate, generateDescriptor, flipitDaily, flipitSolve, setsCheck, setsGenerate, wordlePattern, wordleFeedback } from "@dailygrid/bits";
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
const cell = (r, c) => `.cell[data-r="${r}"][data-c="${c}"]`;
const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? "");
/** The focused Bits cell as "r,c", FlipIT disk as "disk i", or else the element's id or tag. */
const focusedCell = (page) => page.evaluate(() => {
  const a = document.activeElement;
  if (a?.classList.contains("cell")) return `${a.dataset.r},${a.dataset.c}`;
  if (a?.classList.contains("disk")) return `disk ${[...a.parentNode.children].indexOf(a)}`;
  return a?.id || a?.tagName || "";
});
/** The first free (not given) cells of a descriptor, as [r, c]. */
const freeCells = (d, k) => {
  const given = new Set(d.clues.map((c) => c.r * d.width + c.c));
  return [...Array(d.width * d.width).keys()].filter((i) => !given.has(i)).slice(0, k)
    .map((i) => [Math.floor(i / d.width), i % d.width]);
};
/** A play state of descriptor `d` with every open cell set to the solution, finished now. */
const solvedState = (d) => {
  const s = new GridState(d);
  for (let r = 0; r < d.width; r++) {
    for (let c = 0; c < d.width; c++) {
      if (!d.clues.some((k) => k.r === r && k.c === c)) s.set(r, c, Number(d.solution[r][c]));
    }
  }
  s.finishIfSolved(Date.now());
  return s;
};
/** What a cell's label says of the signs that join it to its neighbours. */
const signWords = (d, r, c) => d.adjacencies.flatMap((a) => {
  const how = a.type === "equal" ? "equal to" : "different from";
  const right = a.dir === "right";
  if (a.r === r && a.c === c) return [`, ${how} the cell ${right ? "to the right" : "below"}`];
  if (a.r + (right ? 0 : 1) === r && a.c + (right ? 1 : 0) === c) return [`, ${how} the cell ${right ? "to the left" : "above"}`];
  return [];
}).join("");

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
    assert.equal(label, `row ${cl.r + 1} column ${cl.c + 1}: ${cl.bit}, given${signWords(d, cl.r, cl.c)}`);
  }
  // The signs are in the cells' labels, so the drawn ones are hidden from screen readers;
  // the board is a labelled group of buttons (not a grid without rows and cells).
  assert.ok(d.adjacencies.length > 0 && signWords(d, d.adjacencies[0].r, d.adjacencies[0].c) !== "");
  assert.equal(await page.locator('.sign:not([aria-hidden="true"])').count(), 0);
  assert.equal(await page.getAttribute("#board", "role"), "group");
  assert.ok(await page.isDisabled("#undo"), "nothing to undo yet");

  // A hint names a technique and explains it in a sentence, and marks the cell.
  await page.click("#hint");
  const hint = await page.textContent("#hint-text");
  const named = hint.match(/^Hint \((pair|sandwich|= \/ × sign|completing a line|counting|distinct lines|contradiction)\) for row (\d) column (\d): \S+( \S+){5,}/);
  assert.ok(named, hint);
  // The cell the sentence names is the ringed one, and a screen reader hears the sentence
  // as that cell's description.
  assert.equal(await page.locator(".cell.hinted").count(), 1);
  const ringed = page.locator(".cell.hinted");
  assert.deepEqual(
    [await ringed.getAttribute("data-r"), await ringed.getAttribute("data-c")],
    [String(named[2] - 1), String(named[3] - 1)],
  );
  assert.equal(await ringed.getAttribute("aria-describedby"), "hint-text");
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
  await page.waitForTimeout(1100); // the clock runs; leaving the page saves its time
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
  // The solving cell is done with: the verdict has the focus, not the cell or <body>.
  assert.equal(await focusedId(page), "message");
  // Solved is final: no Reset to throw the solve away with one tap.
  assert.ok(await page.isDisabled("#reset"), "a solved game is not reset");
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

  assert.deepEqual(errors, []);
  await page.close();
});

test("Bits: a solve outside the leaderboard's 3 seconds to an hour says which end", async () => {
  const id = "2026-01-09";
  const d = generateDescriptor(id);
  const plain = await browser.newPage();
  await plain.goto(`${base}/style.css`);
  for (const [ms, shown, words] of [
    [3_700_000, "1:01:40", "over an hour: too long for the leaderboard"],
    [2_000, "0:02", "under 3 seconds: too fast for the leaderboard"],
  ]) {
    const s = new GridState(d);
    s.resume(0);
    for (let r = 0; r < d.width; r++) {
      for (let c = 0; c < d.width; c++) {
        if (!d.clues.some((k) => k.r === r && k.c === c)) s.set(r, c, Number(d.solution[r][c]));
      }
    }
    s.finishIfSolved(ms);
    await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [`dailygrid:bits:${id}`, s.save(ms)]);
    s.free();
    const { page, errors } = await open(browser, `index.html?id=${id}`);
    assert.equal(await page.textContent("#message"), `Solved in ${shown}! (${words})`);
    assert.deepEqual(errors, []);
    await page.close();
  }
  await plain.close();
});

test("Each page tidies its own saves older than a month, keeping the one it plays", async () => {
  const plain = await browser.newPage();
  await plain.goto(`${base}/style.css`);
  const today = ptDate(Date.now());
  const recent = addDays(today, -3);
  const played = "2020-01-01";
  const game = new FlipItGame(flipitDaily(played));
  for (const [page, prefix, save] of [
    [`index.html?id=${played}`, "dailygrid:bits:", new GridState(generateDescriptor(played)).save(0)],
    [`flipit.html?date=${played}`, "dailygrid:flipit:", game.save()],
    [`sets.html?id=${played}`, "dailygrid:sets:", JSON.stringify({ answer: "red", solved: false })],
  ]) {
    const keys = [`${prefix}2020-01-02`, `${prefix}2021-06-30`, `${prefix}${recent}`, `${prefix}practice-7`, "dailygrid:other:2020-01-02"];
    await plain.evaluate((ks) => ks.forEach((k) => localStorage.setItem(k, "{}")), keys);
    await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [`${prefix}${played}`, save]);
    const { page: p, errors } = await open(browser, page);
    const left = await plain.evaluate((ks) => ks.filter((k) => localStorage.getItem(k) !== null), [...keys, `${prefix}${played}`]);
    // The old days go; a recent day, a practice id, another game's key and the day
    // being played stay.
    assert.deepEqual(left, [`${prefix}${recent}`, `${prefix}practice-7`, "dailygrid:other:2020-01-02", `${prefix}${played}`], page);
    assert.deepEqual(errors, []);
    await p.close();
    await plain.evaluate((ks) => ks.forEach((k) => localStorage.removeItem(k)), [...keys, `${prefix}${played}`]);
  }
  game.free();
  await plain.close();
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
  // The highlighted disk is said to be clicked, as its outline shows.
  const saidClicked = await page.$$eval(".disk", (ds) => ds.flatMap((d, i) => (d.getAttribute("aria-label").endsWith(", clicked") ? [i] : [])));
  assert.deepEqual(saidClicked, [clicks[0]]);
  for (const c of clicks.slice(1)) await page.click(`.disk >> nth=${c}`);
  assert.match(await page.textContent("#message"), /^Solved in 3 moves/);
  assert.ok(await page.isDisabled("#reset"), "a solved game is not reset");
  // The disks do nothing any more: said so (aria-disabled keeps them focusable, for their
  // labels); the verdict has the focus.
  assert.equal(await page.locator('.disk:not([aria-disabled="true"])').count(), 0);
  assert.equal(await focusedId(page), "message");
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
    // A screen reader hears which cards are named, as the outline shows them.
    const said = await page.$$eval(".card", (cs) => cs.flatMap((c, i) => (c.getAttribute("aria-label").endsWith(", named") ? [i] : [])));
    assert.deepEqual(said, showing, colour);
    assert.equal(await page.textContent("#message"), `${colour} names ${showing.length} card${showing.length === 1 ? "" : "s"}.`);
  }
  // A verdict on Enter reads as the preview does: no token or byte numbers.
  const absent = ["red", "blue", "green", "gold"].find((c) => !full.dice.some((d) => d.value === c));
  assert.ok(absent, "a colour without a die on this table");
  await page.fill("#answer", absent);
  await page.press("#answer", "Enter");
  assert.equal(await page.textContent("#message"), `there is no ${absent} die on the table`);
  assert.ok(await page.$eval("#message", (m) => m.classList.contains("bad")), "a refusal is not in the success colour");
  await page.fill("#answer", "pink ∪ red");
  await page.press("#answer", "Enter");
  assert.equal(await page.textContent("#message"), "not a valid answer: this is not a colour, operator, U, ∅, = or ⊆");
  // A long answer is quoted short, and the field stops where the engine would refuse.
  await page.fill("#answer", "x".repeat(500));
  assert.equal(await page.textContent("#message"), `this is not a colour, operator, U, ∅, = or ⊆: “${"x".repeat(40)}…”`);
  assert.equal(await page.getAttribute("#answer", "maxlength"), "1024");

  await page.fill("#answer", full.shortestSolution.text);
  assert.equal((await outlined()).length, full.goal, "the shortest solution names the goal's cards");
  await page.press("#answer", "Enter");
  const goal = `${full.goal} card${full.goal === 1 ? "" : "s"}`;
  const solved = `Solved! Your set names ${goal}, the goal.`;
  assert.equal(await page.textContent("#goal"), goal);
  assert.equal(await page.textContent("#message"), solved);
  await page.screenshot({ path: join(out, "sets-solved.png") });
  // Solved stays solved: the answer cannot be edited into an unsolved one any more.
  await page.focus("#answer");
  await page.keyboard.type(" ∪ red");
  await page.keyboard.press("Backspace");
  assert.equal(await page.inputValue("#answer"), full.shortestSolution.text);
  assert.equal(await page.textContent("#message"), solved);
  // A reload shows the answer and the verdict again.
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.inputValue("#answer"), full.shortestSolution.text);
  assert.equal(await page.textContent("#message"), solved);
  assert.ok(await page.$eval("#answer", (a) => a.readOnly), "the solving answer stays as it was");
  assert.deepEqual(errors, []);
  await page.close();
});

test("Sets: a very long saved answer is quoted short", async () => {
  const id = "2026-01-03";
  const page = await browser.newPage();
  await page.goto(`${base}/index.html`);
  await page.evaluate(([key, answer]) => localStorage.setItem(key, JSON.stringify({ answer, solved: false })),
    [`dailygrid:sets:${id}`, `red ∪ ${"z".repeat(1000)}`]);
  await page.goto(`${base}/sets.html?id=${id}`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
  assert.equal(await page.textContent("#message"), `this is not a colour, operator, U, ∅, = or ⊆: “${"z".repeat(40)}…”`);
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
    // The last Next got disabled under the focus: the verdict has it, not <body>.
    assert.equal(await focusedId(page), "message");
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
  // The refusal was about the colours before that change: it goes with it.
  assert.equal(await page.textContent("#message"), "");
  // Colours other than green for the only word left: the same kind of message.
  await page.click("#restart");
  const crane = vectors.solve[0];
  assert.equal(crane.answer, "crane");
  // Every guess but the last as played; the last word is then reported all gray.
  for (let i = 0; i < crane.guesses.length - 1; i++) {
    for (let k = 0; k < 5; k++) {
      for (let t = 0; t < "byg".indexOf(crane.feedback[i][k]); t++) await page.click(`#current .tile[data-i="${k}"]`);
    }
    await page.click("#next");
  }
  await page.click("#next");
  assert.equal(await page.getAttribute("#message", "data-code"), "wordle-wrong-leaf");
  assert.equal(await page.textContent("#message"),
    "CRANE is the only word in the list that fits the colours so far, so it is all green: check the colours.");
  // Back undoes a reported step. Each new word is said in the status line, which a
  // screen reader hears, not only drawn.
  await page.click("#restart");
  assert.equal(await page.textContent("#message"), `Start again: play ${start.toUpperCase()}.`);
  await page.click("#next");
  assert.equal(await page.locator(".wordle-row.played").count(), 1);
  const second = await page.getAttribute("#current", "data-word");
  assert.equal(await page.textContent("#message"), `Next, play ${second.toUpperCase()}.`);
  // By keyboard: Back, disabled by its last step, hands the focus to Next.
  await page.focus("#back");
  await page.keyboard.press("Enter");
  assert.equal(await page.locator(".wordle-row.played").count(), 0);
  assert.equal(await page.getAttribute("#current", "data-word"), start);
  assert.equal(await page.textContent("#message"), `Back to ${start.toUpperCase()}.`);
  assert.equal(await focusedId(page), "next");
  assert.deepEqual(errors, []);
  await page.close();
});

test("Bits: Reset asks before clearing the board, keeps the time and hints, and is undone by Undo; Undo's last step leaves the focus on the board", async () => {
  const id = "2026-01-02";
  const d = generateDescriptor(id);
  const n = d.width;
  const { page, errors } = await open(browser, `index.html?id=${id}`);
  const [[r, c]] = freeCells(d, 1);
  const dialogs = [];
  let answer = false;
  page.on("dialog", (dialog) => { dialogs.push(dialog.message()); answer ? dialog.accept() : dialog.dismiss(); });
  // Nothing played yet: nothing to lose, no question.
  await page.click("#reset");
  assert.deepEqual(dialogs, []);
  // By keyboard: a tap, then Undo until there is nothing left to undo.
  await page.focus(cell(r, c));
  await page.keyboard.press("Enter");
  assert.equal(await cellValue(page, r, c), "0");
  await page.focus("#undo");
  await page.keyboard.press("Enter");
  assert.equal(await cellValue(page, r, c), "");
  assert.ok(await page.isDisabled("#undo"));
  // The focus is not dropped on <body>: it goes to the board's Tab stop, the cell last used.
  assert.equal(await focusedCell(page), `${r},${c}`);
  // With a move on the board Reset asks; declining keeps the move.
  await page.click(cell(r, c));
  await page.click("#reset");
  assert.equal(dialogs.length, 1);
  assert.equal(await cellValue(page, r, c), "0");
  // Accepted, the board is cleared as one move: the hints taken and the time played stay
  // (a fresh start is no way to a better score), and Undo brings the board back.
  await page.click("#hint");
  const saved = () => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `dailygrid:bits:${id}`);
  const before = await saved();
  assert.equal(before.hintsUsed, 1);
  answer = true;
  await page.click("#reset");
  assert.equal(dialogs.length, 2);
  assert.match(dialogs[1], /the time and hints carry on/);
  assert.equal(await cellValue(page, r, c), "");
  const after = await saved();
  assert.equal(after.hintsUsed, 1);
  assert.ok(after.elapsed >= before.elapsed, `${after.elapsed} >= ${before.elapsed}`);
  assert.equal(await page.locator(".cell.hinted").count(), 0, "the hint went with the board");
  await page.click("#undo");
  assert.equal(await cellValue(page, r, c), "0");
  await page.click("#undo");
  assert.equal(await cellValue(page, r, c), "");

  // A wrong cell is coloured by the live rule check: three 0s side by side in a row.
  const given = new Set(d.clues.map((cl) => cl.r * n + cl.c));
  const free = [...Array(n * n).keys()].filter((i) => !given.has(i));
  const triple = free.find((i) => i % n <= n - 3 && free.includes(i + 1) && free.includes(i + 2));
  if (triple !== undefined) {
    for (const i of [triple, triple + 1, triple + 2]) await page.click(cell(Math.floor(i / n), i % n));
    assert.ok((await page.locator(".cell.bad").count()) >= 3, "a triple is coloured");
    await page.screenshot({ path: join(out, "bits-rule-colouring.png") });
  }
  // The hinted cell keeps the keyboard's focus ring (the hint's own ring does not hide it).
  await page.click("#hint");
  await page.keyboard.press("Shift+Tab");
  await page.focus(".cell.hinted");
  const [visible, ring, accent] = await page.$eval(".cell.hinted", (b) => {
    const probe = document.createElement("i");
    probe.style.color = "var(--accent)";
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return [b.matches(":focus-visible"), getComputedStyle(b).outlineColor, accent];
  });
  assert.ok(visible, "focused by keyboard");
  assert.equal(ring, accent, "the focus ring wins on the hinted cell");
  assert.deepEqual(errors, []);
  await page.close();
});

test("Bits and FlipIT by keyboard: one Tab stop per board, arrows and Home/End move, Enter and Space tap", async () => {
  const id = "2026-01-07";
  const d = generateDescriptor(id);
  const n = d.width;
  const given = new Set(d.clues.map((cl) => cl.r * n + cl.c));
  const { page, errors } = await open(browser, `index.html?id=${id}`);
  const press = async (...keys) => { for (const k of keys) await page.keyboard.press(k); };
  const at = () => focusedCell(page);
  /** Presses the arrows from row r0, column c0 to row r, column c. */
  const arrows = async (page, r0, c0, r, c) => {
    for (let k = r0; k !== r; k += Math.sign(r - r0)) await page.keyboard.press(r > r0 ? "ArrowDown" : "ArrowUp");
    for (let k = c0; k !== c; k += Math.sign(c - c0)) await page.keyboard.press(c > c0 ? "ArrowRight" : "ArrowLeft");
  };
  /** Walks to cell (r, c) by arrows from the focused cell. */
  const go = async (r, c) => {
    const [r0, c0] = (await at()).split(",").map(Number);
    await arrows(page, r0, c0, r, c);
    assert.equal(await at(), `${r},${c}`);
  };
  // One Tab from the button before the board reaches its first cell, the board's only Tab stop.
  await page.focus("#reset");
  await press("Tab");
  assert.equal(await at(), "0,0");
  assert.equal(await page.locator('#board .cell[tabindex="0"]').count(), 1);
  // Arrows stop at the edges; Home and End go to the row's ends.
  await press("ArrowUp", "ArrowLeft");
  assert.equal(await at(), "0,0");
  await press("ArrowRight", "ArrowDown");
  assert.equal(await at(), "1,1");
  await press("End");
  assert.equal(await at(), `1,${n - 1}`);
  await press("ArrowRight");
  assert.equal(await at(), `1,${n - 1}`);
  await press("Home");
  assert.equal(await at(), "1,0");
  // A given is reached too, for its label; Enter on it changes nothing.
  const g = d.clues[0];
  await go(g.r, g.c);
  assert.match(await page.getAttribute(cell(g.r, g.c), "aria-label"), /, given/);
  await press("Enter");
  assert.equal(await cellValue(page, g.r, g.c), String(g.bit));
  // Space and Enter cycle the focused cell, which keeps the focus and the Tab stop.
  const free = [...Array(n * n).keys()].filter((i) => !given.has(i));
  const f = free[Math.floor(free.length / 2)], fr = Math.floor(f / n), fc = f % n;
  await go(fr, fc);
  await press("Space");
  assert.equal(await cellValue(page, fr, fc), "0");
  await press("Enter");
  assert.equal(await cellValue(page, fr, fc), "1");
  assert.equal(await at(), `${fr},${fc}`);
  // Still one Tab stop after the redraws: Shift+Tab leaves the board, Tab comes back to the
  // same cell, and Tab again leaves it.
  await press("Shift+Tab");
  assert.equal(await at(), "reset");
  await press("Tab");
  assert.equal(await at(), `${fr},${fc}`);
  await press("Tab");
  assert.ok(!(await page.evaluate(() => document.getElementById("board").contains(document.activeElement))));
  // A tap by mouse still taps, and moves the Tab stop to its cell.
  const m = free[0];
  await page.click(cell(Math.floor(m / n), m % n));
  assert.equal(await cellValue(page, Math.floor(m / n), m % n), "0");
  assert.equal(await page.getAttribute(cell(Math.floor(m / n), m % n), "tabindex"), "0");
  assert.equal(await page.locator('#board .cell[tabindex="0"]').count(), 1);

  // Solve by keyboard alone, row by row: Enter until each free cell holds the solution.
  const values = await page.$$eval(".cell", (bs) => bs.map((b) => b.textContent));
  const taps = (v, want) => (["", "0", "1"].indexOf(want) - ["", "0", "1"].indexOf(v) + 3) % 3;
  const todo = free.map((i) => [i, taps(values[i], d.solution[Math.floor(i / n)][i % n])]).filter(([, t]) => t > 0);
  await press("Control+Home");
  assert.equal(await at(), "0,0");
  for (const [i, t] of todo) {
    await go(Math.floor(i / n), i % n);
    for (let k = 0; k < t; k++) await press("Enter");
  }
  const [last] = todo.at(-1);
  assert.match(await page.textContent("#message"), /^Solved in /);
  assert.equal(await focusedId(page), "message", "the verdict has the focus after the solving tap");
  // The solved board's cells are still reached, for their labels, and change no more.
  await press("Shift+Tab");
  assert.equal(await at(), `${Math.floor(last / n)},${last % n}`);
  assert.equal(await page.getAttribute(cell(Math.floor(last / n), last % n), "aria-disabled"), "true");
  await press("Control+Home");
  assert.equal(await at(), "0,0");
  const before = await page.$$eval(".cell", (bs) => bs.map((b) => b.textContent));
  await press("Enter", "ArrowDown", "Space");
  assert.equal(await at(), "1,0");
  assert.deepEqual(await page.$$eval(".cell", (bs) => bs.map((b) => b.textContent)), before);
  assert.deepEqual(errors, []);
  await page.close();

  // FlipIT: the same on its 4x4 disks.
  const date = "2026-11-24";
  const { clicks } = flipitSolve(flipitDaily(date).number);
  const flip = await open(browser, `flipit.html?date=${date}`);
  const fpress = async (...keys) => { for (const k of keys) await flip.page.keyboard.press(k); };
  const fat = () => focusedCell(flip.page);
  await flip.page.focus("#reset");
  await fpress("Tab");
  assert.equal(await fat(), "disk 0");
  assert.equal(await flip.page.locator('.disk[tabindex="0"]').count(), 1);
  await fpress("ArrowLeft", "ArrowUp");
  assert.equal(await fat(), "disk 0");
  await fpress("ArrowRight", "ArrowDown");
  assert.equal(await fat(), "disk 5");
  await fpress("End");
  assert.equal(await fat(), "disk 7");
  await fpress("Home");
  assert.equal(await fat(), "disk 4");
  await fpress("Space");
  assert.equal(await flip.page.textContent("#moves"), "1 move");
  await fpress("Enter"); // the same disk again: the board is as it was
  assert.equal(await flip.page.textContent("#moves"), "2 moves");
  await fpress("Shift+Tab");
  assert.equal(await fat(), "reset");
  await fpress("Tab");
  assert.equal(await fat(), "disk 4");
  // The solution's clicks by arrows and Enter; the verdict takes the focus.
  let from = 4;
  for (const k of clicks) {
    await arrows(flip.page, Math.floor(from / 4), from % 4, Math.floor(k / 4), k % 4);
    assert.equal(await fat(), `disk ${k}`);
    from = k;
    await fpress("Enter");
  }
  assert.match(await flip.page.textContent("#message"), /^Solved in /);
  assert.equal(await focusedId(flip.page), "message");
  // Solved disks are still reached by Shift+Tab and arrows, and do nothing.
  await fpress("Shift+Tab");
  assert.equal(await fat(), `disk ${clicks.at(-1)}`);
  const moves = await flip.page.textContent("#moves");
  await fpress("Home", "Enter");
  assert.equal(await fat(), `disk ${clicks.at(-1) - (clicks.at(-1) % 4)}`);
  assert.equal(await flip.page.textContent("#moves"), moves);
  assert.deepEqual(flip.errors, []);
  await flip.page.close();
});

// Site data blocked: reading `localStorage` itself throws; a full quota: setItem throws.
const BLOCKED = `Object.defineProperty(window, "localStorage", { configurable: true,
  get() { throw new DOMException("The document is sandboxed and lacks the 'allow-same-origin' flag.", "SecurityError"); } });`;
const FULL = `Storage.prototype.setItem = function () {
  throw new DOMException("Setting the value exceeded the quota.", "QuotaExceededError"); };`;

for (const [what, script] of [["a full storage quota", FULL], ["blocked site data", BLOCKED]]) {
  test(`Bits, FlipIT and Sets play on, unsaved, with a note, under ${what}`, async () => {
    const unsaved = /^Your progress is not being saved/;
    const start = async (path) => {
      const page = await browser.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.addInitScript(script);
      await page.goto(`${base}/${path}`);
      await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
      return { page, errors };
    };
    const id = "2026-01-04";
    const d = generateDescriptor(id);
    const [[r, c]] = freeCells(d, 1);
    {
      const { page, errors } = await start(`index.html?id=${id}`);
      await page.click(cell(r, c));
      assert.equal(await cellValue(page, r, c), "0", "the tap is drawn");
      await page.click(cell(r, c));
      assert.equal(await cellValue(page, r, c), "1");
      assert.ok(await page.isEnabled("#undo"));
      assert.match(await page.textContent("#unsaved"), unsaved);
      assert.deepEqual(errors, []);
      await page.close();
    }
    {
      const { page, errors } = await start(`flipit.html?date=${id}`);
      await page.click(".disk >> nth=0");
      assert.equal(await page.textContent("#moves"), "1 move");
      await page.click(".disk >> nth=5");
      assert.equal(await page.textContent("#moves"), "2 moves");
      assert.match(await page.textContent("#unsaved"), unsaved);
      assert.deepEqual(errors, []);
      await page.close();
    }
    {
      const { page, errors } = await start(`sets.html?id=${id}`);
      await page.fill("#answer", "red");
      assert.match(await page.textContent("#message"), /^red names \d+ cards?\.$/);
      assert.match(await page.textContent("#unsaved"), unsaved);
      assert.deepEqual(errors, []);
      await page.close();
    }
  });
}

test("Bits: a second tab on the same puzzle shows the first one's moves and does not wipe them", async () => {
  const id = "2026-01-05";
  const d = generateDescriptor(id);
  const [[r1, c1], [r2, c2]] = freeCells(d, 2);
  const a = await open(browser, `index.html?id=${id}`);
  const b = await open(browser, `index.html?id=${id}`);
  await a.page.click(cell(r1, c1));
  // The other tab takes the newer save up and redraws.
  await b.page.waitForFunction((sel) => document.querySelector(sel).textContent === "0", cell(r1, c1), { timeout: 3000 });
  await b.page.click(cell(r2, c2));
  await a.page.waitForFunction((sel) => document.querySelector(sel).textContent === "0", cell(r2, c2), { timeout: 3000 });
  // Given time, neither tab writes its own older board back over the other's.
  await a.page.waitForTimeout(1500);
  const saved = await a.page.evaluate((key) => JSON.parse(localStorage.getItem(key)).cells, `dailygrid:bits:${id}`);
  assert.equal(saved[r1 * d.width + c1].value, 0);
  assert.equal(saved[r2 * d.width + c2].value, 0);
  await b.page.close(); // after the other tab has gone, the shared save still has both moves
  await a.page.reload();
  await a.page.waitForSelector("body[data-ready=true]");
  assert.equal(await cellValue(a.page, r1, c1), "0");
  assert.equal(await cellValue(a.page, r2, c2), "0");
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.page.close();
});

test("Bits: a duplicate tab that looks and closes takes back no time, Undo or hint; a hint shown again after a reload is not counted again", async () => {
  const id = "2026-01-16";
  const key = `dailygrid:bits:${id}`;
  const d = generateDescriptor(id);
  const [[r, c], [r2, c2]] = freeCells(d, 2);
  const a = await open(browser, `index.html?id=${id}`);
  await a.page.click(cell(r, c));
  await a.page.click("#hint");
  const sentence = await a.page.textContent("#hint-text");
  assert.match(sentence, /^(Hint|Mistake)/);
  await a.page.waitForTimeout(4000);
  // Both windows count while both show (headless pages are all visible); b starts from a's
  // save of the hint, seconds behind a's clock, and saves that when it closes.
  const b = await open(browser, `index.html?id=${id}`);
  await b.page.waitForTimeout(1000);
  await b.page.close({ runBeforeUnload: true });
  await a.page.waitForTimeout(1500);
  const seconds = (t) => t.split(":").reduce((acc, x) => acc * 60 + Number(x), 0);
  assert.ok(seconds(await a.page.textContent("#timer")) >= 5, `a's clock went back to ${await a.page.textContent("#timer")}`);
  assert.ok(await a.page.isEnabled("#undo"), "a's undo step is still there");
  assert.equal(await a.page.textContent("#hint-text"), sentence, "and its hint still shows");
  // A reload shows the hint again for the same board; asking again does not count again.
  await a.page.reload();
  await a.page.waitForSelector("body[data-ready=true]");
  assert.equal(await a.page.textContent("#hint-text"), sentence);
  await a.page.click("#hint");
  assert.equal(await a.page.textContent("#hint-text"), sentence);
  const used = () => a.page.evaluate((k) => JSON.parse(localStorage.getItem(k)).hintsUsed, key);
  assert.equal(await used(), 1);
  // A move puts the hint away; the next one counts (a reload keeps no undo steps).
  await a.page.click(cell(r2, c2));
  assert.equal(await a.page.textContent("#hint-text"), "");
  await a.page.click("#hint");
  assert.equal(await used(), 2);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.page.evaluate((k) => localStorage.removeItem(k), key);
  await a.page.close();
});

test("Bits: an undo back past another hint shows the earlier board's hint again, not counted", async () => {
  const id = "2026-03-02";
  const key = `dailygrid:bits:${id}`;
  const { page, errors } = await open(browser, `index.html?id=${id}`);
  const used = () => page.evaluate((k) => JSON.parse(localStorage.getItem(k)).hintsUsed, key);
  await page.click("#hint");
  const first = await page.textContent("#hint-text");
  assert.match(first, /^Hint/);
  // A tap on the ringed cell makes another board, with a hint of its own.
  await page.click(".cell.hinted");
  await page.click("#hint");
  const second = await page.textContent("#hint-text");
  assert.notEqual(second, first);
  assert.equal(await used(), 2);
  await page.click("#undo");
  await page.click("#hint");
  assert.equal(await page.textContent("#hint-text"), first);
  assert.equal(await used(), 2);
  // And the redo's board (the same move again) shows the second.
  await page.click(".cell.hinted");
  await page.click("#hint");
  assert.equal(await page.textContent("#hint-text"), second);
  assert.equal(await used(), 2);
  assert.deepEqual(errors, []);
  await page.evaluate((k) => localStorage.removeItem(k), key);
  await page.close();
});

test("Bits: a finished board saved as unfinished opens solved; tabs and a reload show one solve time", async () => {
  // A save of the solved board without its solve (by hand, or a page closed between the
  // move and the solve): finished on load, its clock stopped at the time it holds.
  const id = "2026-03-03";
  const key = `dailygrid:bits:${id}`;
  const d = generateDescriptor(id);
  const filled = new GridState(d);
  for (const [r, c] of freeCells(d, d.width * d.width)) filled.set(r, c, Number(d.solution[r][c]));
  const unfinished = JSON.stringify({ ...JSON.parse(filled.save(0)), elapsed: 60_000 });
  const plain = await browser.newPage();
  await plain.goto(`${base}/style.css`);
  await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [key, unfinished]);
  const q = await open(browser, `index.html?id=${id}`);
  assert.equal(await q.page.textContent("#message"), "Solved in 1:00!");
  assert.ok(await q.page.isDisabled("#hint"));
  await q.page.waitForTimeout(1200);
  assert.equal(await q.page.textContent("#timer"), "1:00");
  const saved = await plain.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);
  assert.ok(saved.solvedAt !== undefined && saved.elapsed === 60_000, JSON.stringify(saved));
  await q.page.close();

  // A tab that counted 4 seconds hears of a solve made elsewhere in 0 (another window
  // opened later): it shows its own, larger time and writes it back, so that a reload and
  // every tab show that one; a late writer of the smaller time is answered again.
  const id2 = "2026-03-04";
  const key2 = `dailygrid:bits:${id2}`;
  const d2 = generateDescriptor(id2);
  const quick = solvedState(d2).save(Date.now());
  const b = await open(browser, `index.html?id=${id2}`);
  await b.page.waitForTimeout(4000);
  await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [key2, quick]);
  const stored = () => plain.evaluate((k) => JSON.parse(localStorage.getItem(k)).elapsed, key2);
  await plain.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).elapsed >= 4000, key2, { timeout: 3000 });
  const shown = await b.page.textContent("#message");
  assert.match(shown, /^Solved in 0:(0[4-9]|[1-5][0-9])!$/);
  const c = await open(browser, `index.html?id=${id2}`);
  assert.equal(await c.page.textContent("#message"), shown);
  await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [key2, quick]);
  await plain.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).elapsed >= 4000, key2, { timeout: 3000 });
  assert.ok(await stored() >= 4000);
  // A solve with less time but more hints: each count keeps its larger value, in the save
  // and in the tabs.
  await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [key2, JSON.stringify({ ...JSON.parse(quick), hintsUsed: 5 })]);
  await plain.waitForFunction((k) => {
    const s = JSON.parse(localStorage.getItem(k));
    return s.elapsed >= 4000 && s.hintsUsed === 5;
  }, key2, { timeout: 3000 });
  assert.equal(await b.page.textContent("#message"), shown);
  assert.equal(await c.page.textContent("#message"), shown);
  await b.page.reload();
  await b.page.waitForSelector("body[data-ready=true]");
  assert.equal(await b.page.textContent("#message"), shown);
  assert.deepEqual([...q.errors, ...b.errors, ...c.errors], []);
  for (const k of [key, key2]) await plain.evaluate((k) => localStorage.removeItem(k), k);
  await b.page.close();
  await c.page.close();
  await plain.close();
});

test("Bits, FlipIT and Sets: a save made for an earlier version of the puzzle is dropped with a word", async () => {
  const id = "2026-01-17";
  const key = `dailygrid:bits:${id}`;
  // Another day's board under this id: as after a generator change, its givens differ.
  const other = new GridState(generateDescriptor("2026-01-18"));
  const save = { ...JSON.parse(other.save()), puzzleId: id };
  other.free();
  const page = await browser.newPage();
  await page.goto(`${base}/wordle.html`);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(save)]);
  await page.goto(`${base}/index.html?id=${id}`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
  assert.equal(await page.textContent("#notice"),
    "The progress saved here was for an earlier version of this puzzle, so the puzzle starts afresh.");
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), null);
  // FlipIT: a save of this day under another puzzle number; Sets: a solve that does not
  // solve this puzzle. Neither is shown (no red verdict for a check the player never asked).
  const flipit = new FlipItGame(flipitDaily("2026-01-18"));
  flipit.click(0);
  const flipitSave = { ...JSON.parse(flipit.save()), date: id };
  flipit.free();
  const wrong = ["red", "blue", "green", "gold"].find((a) => !setsCheck(setsGenerate(id), a).valid);
  for (const [path, k, v] of [
    [`flipit.html?date=${id}`, `dailygrid:flipit:${id}`, JSON.stringify(flipitSave)],
    [`sets.html?id=${id}`, `dailygrid:sets:${id}`, JSON.stringify({ answer: wrong, solved: true })],
  ]) {
    await page.goto(`${base}/wordle.html`);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [k, v]);
    await page.goto(`${base}/${path}`);
    await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
    assert.equal(await page.textContent("#notice"),
      "The progress saved here was for an earlier version of this puzzle, so the puzzle starts afresh.", path);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), k), null, path);
    assert.equal(await page.locator(".disk.clicked, #answer[readonly], #message.bad").count(), 0, path);
  }
  await page.close();
});

test("Sets: two tabs on one puzzle follow each other's typing", async () => {
  const id = "2026-03-05";
  const key = `dailygrid:sets:${id}`;
  const a = await open(browser, `sets.html?id=${id}`);
  const b = await open(browser, `sets.html?id=${id}`);
  await a.page.fill("#answer", "red ∪ gold");
  await b.page.waitForFunction(() => document.querySelector("#answer").value === "red ∪ gold", null, { timeout: 3000 });
  // The preview follows too.
  assert.equal(await b.page.textContent("#message"), await a.page.textContent("#message"));
  await b.page.focus("#answer");
  await b.page.keyboard.press("End");
  await b.page.keyboard.type(" ∪ blue");
  await a.page.waitForFunction(() => document.querySelector("#answer").value === "red ∪ gold ∪ blue", null, { timeout: 3000 });
  assert.equal(await a.page.evaluate((k) => JSON.parse(localStorage.getItem(k)).answer, key), "red ∪ gold ∪ blue");
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.page.evaluate((k) => localStorage.removeItem(k), key);
  await a.page.close();
  await b.page.close();
});

test("Bits: a tab that missed another's save catches up when shown again or restored from the back/forward cache", async () => {
  const id = "2026-01-08";
  const d = generateDescriptor(id);
  const [[r1, c1], [r2, c2]] = freeCells(d, 2);
  const a = await open(browser, `index.html?id=${id}`);
  // Tab b misses every storage event, as a frozen or discarded tab does: a capturing
  // listener installed before the page's own stops them.
  const page = await browser.newPage();
  await page.addInitScript(() => addEventListener("storage", (e) => e.stopImmediatePropagation(), true));
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}/index.html?id=${id}`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
  await a.page.click(cell(r1, c1));
  await page.waitForTimeout(1000);
  assert.equal(await cellValue(page, r1, c1), "", "the storage event was missed");
  // Shown again: it reads the save it missed.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await page.waitForFunction((sel) => document.querySelector(sel).textContent === "0", cell(r1, c1), { timeout: 3000 });
  await a.page.click(cell(r2, c2));
  await page.waitForTimeout(1000);
  assert.equal(await cellValue(page, r2, c2), "", "the second storage event was missed");
  // Restored from the back/forward cache: the same.
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
  await page.waitForFunction((sel) => document.querySelector(sel).textContent === "0", cell(r2, c2), { timeout: 3000 });
  assert.equal(await cellValue(page, r1, c1), "0");
  // Caught up, it wrote nothing older back: the save still has both moves.
  await page.waitForTimeout(500);
  const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).cells, `dailygrid:bits:${id}`);
  assert.equal(saved[r1 * d.width + c1].value, 0);
  assert.equal(saved[r2 * d.width + c2].value, 0);
  assert.deepEqual([...a.errors, ...errors], []);
  await page.close();
  await a.page.close();
});

test("Solved is final across tabs (Bits, FlipIT, Sets); FlipIT's Reset asks first", async () => {
  // Bits: a tab open on the unsolved board takes up a solve made elsewhere; a solved tab
  // takes no unsolved save from a tab that missed the solve, and puts the solve back.
  const id = "2026-01-08";
  const key = `dailygrid:bits:${id}`;
  const d = generateDescriptor(id);
  const solved = solvedState(d);
  const stale = new GridState(d).save(Date.now());
  const q = await open(browser, `index.html?id=${id}`);
  assert.doesNotMatch(await q.page.textContent("#message"), /^Solved in /);
  // The solve, written from a page of the site that plays nothing (a game page saves on
  // its way out).
  const plain = await browser.newPage();
  await plain.goto(`${base}/style.css`);
  await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [key, solved.save(Date.now())]);
  await q.page.waitForFunction(() => /^Solved in /.test(document.querySelector("#message").textContent), null, { timeout: 3000 });
  const p = await open(browser, `index.html?id=${id}`);
  assert.match(await p.page.textContent("#message"), /^Solved in /);
  await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [key, stale]); // a stale writer
  // Waited for in the stale writer's own view, which holds its write at once: only another
  // tab writing the solve back ends the wait.
  await plain.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).solvedAt !== undefined, key, { timeout: 3000 });
  assert.match(await p.page.textContent("#message"), /^Solved in /);
  assert.match(await q.page.textContent("#message"), /^Solved in /);
  assert.ok(await p.page.$eval("#reset", (b) => b.disabled), "Reset stays off on a solved board");
  assert.deepEqual([...p.errors, ...q.errors], []);
  await p.page.close();
  await q.page.close();

  // FlipIT: the same, with a tab that solves by clicks.
  const day = "2026-02-21";
  const fkey = `dailygrid:flipit:${day}`;
  const { number } = flipitDaily(day);
  const fWatcher = await open(browser, `flipit.html?date=${day}`);
  const fSolver = await open(browser, `flipit.html?date=${day}`);
  for (const c of flipitSolve(number).clicks) await fSolver.page.click(`.disk >> nth=${c}`);
  assert.match(await fSolver.page.textContent("#message"), /^Solved in /);
  await fWatcher.page.waitForFunction(() => /^Solved in /.test(document.querySelector("#message").textContent), null, { timeout: 3000 });
  const unsolved = JSON.stringify({ date: day, number, clicked: [], moves: 0 });
  await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [fkey, unsolved]);
  await plain.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).clicked.length > 0, fkey, { timeout: 3000 });
  assert.match(await fSolver.page.textContent("#message"), /^Solved in /);
  assert.deepEqual([...fWatcher.errors, ...fSolver.errors], []);
  await fWatcher.page.close();
  await fSolver.page.close();

  // Sets: a tab opened before the solve, typing afterwards, shows the solve instead of
  // writing its own answer over it.
  const setsId = "2026-11-22";
  const full = setsGenerate(setsId);
  const late = await open(browser, `sets.html?id=${setsId}`);
  const solver = await open(browser, `sets.html?id=${setsId}`);
  await solver.page.fill("#answer", full.shortestSolution.text);
  await solver.page.press("#answer", "Enter");
  assert.match(await solver.page.textContent("#message"), /^Solved!/);
  await late.page.waitForFunction(() => document.querySelector("#answer").readOnly, null, { timeout: 3000 });
  await late.page.focus("#answer");
  await late.page.keyboard.type("red");
  assert.equal(await late.page.inputValue("#answer"), full.shortestSolution.text);
  // A stale writer's unsolved save is answered with the solve, as on the other pages.
  const skey = `dailygrid:sets:${setsId}`;
  await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [skey, JSON.stringify({ answer: "red", solved: false })]);
  await plain.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).solved === true, skey, { timeout: 3000 });
  // So is a "solve" that does not solve this puzzle (saved for an earlier version of it).
  const notASolve = ["red", "blue", "green", "gold"].find((a) => !setsCheck(full, a).valid);
  await plain.evaluate(([k, v]) => localStorage.setItem(k, v), [skey, JSON.stringify({ answer: notASolve, solved: true })]);
  await plain.waitForFunction(([k, a]) => JSON.parse(localStorage.getItem(k)).answer === a, [skey, full.shortestSolution.text], { timeout: 3000 });
  await plain.close();
  await solver.page.reload();
  await solver.page.waitForSelector("body[data-ready=true]");
  assert.match(await solver.page.textContent("#message"), /^Solved!/);
  assert.deepEqual([...late.errors, ...solver.errors], []);
  await late.page.close();
  await solver.page.close();

  // FlipIT: Reset asks before throwing moves away, as Bits does.
  const f = await open(browser, "flipit.html?date=2026-11-23");
  const asked = [];
  let accept = false;
  f.page.on("dialog", (dialog) => { asked.push(dialog.message()); accept ? dialog.accept() : dialog.dismiss(); });
  await f.page.click(".disk >> nth=0");
  const clicked = () => f.page.evaluate(() => JSON.parse(localStorage.getItem("dailygrid:flipit:2026-11-23")).clicked);
  assert.deepEqual(await clicked(), [0]);
  await f.page.click("#reset");
  assert.equal(asked.length, 1);
  assert.deepEqual(await clicked(), [0], "a dismissed Reset keeps the board");
  accept = true;
  await f.page.click("#reset");
  assert.deepEqual(await clicked(), []);
  await f.page.click("#reset"); // nothing on the board: nothing to ask about
  assert.equal(asked.length, 2);
  assert.deepEqual(f.errors, []);
  await f.page.close();
});

test("Bits: a page loaded hidden does not count time; an hour reads h:mm:ss", async () => {
  const id = "2026-01-06";
  const fresh = new GridState(generateDescriptor(id));
  const save = JSON.stringify({ ...JSON.parse(fresh.save()), elapsed: 3_725_000 });
  fresh.free();
  const page = await browser.newPage();
  await page.addInitScript(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  });
  await page.goto(`${base}/index.html?id=${id}`);
  await page.evaluate(([key, save]) => localStorage.setItem(key, save), [`dailygrid:bits:${id}`, save]);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
  assert.equal(await page.textContent("#timer"), "1:02:05");
  await page.waitForTimeout(1100);
  assert.equal(await page.textContent("#timer"), "1:02:05", "the clock stands still while hidden");
  await page.close();
});

test("Every page says so when a download fails, with its controls disabled", async () => {
  const engineFailed = "Could not load the puzzle engine — reload to try again.";
  for (const [path, missing, text] of [
    ["index.html", "pkg/bits_bg.wasm", engineFailed],
    ["index.html", "pkg/bits.js", engineFailed],
    ["flipit.html", "pkg/bits.js", engineFailed],
    ["sets.html", "pkg/bits_bg.wasm", engineFailed],
    ["wordle.html", "pkg/lookup_lants.bin", "Could not load the word tree — reload to try again."],
  ]) {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.route(`${base}/${missing}`, (route) => route.fulfill({ status: 404, body: "not found" }));
    await page.goto(`${base}/${path}`);
    await page.waitForSelector("#loading.bad", { timeout: 15000 });
    assert.equal(await page.textContent("#loading"), text, `${path} without ${missing}`);
    // The console says why: a 404 body is not taken for a corrupt tree.
    if (missing.endsWith(".bin")) assert.deepEqual(errors, ["pkg/lookup_lants.bin: HTTP 404"]);
    assert.equal(await page.locator("main button:not(:disabled), main input:not(:disabled)").count(), 0,
      `${path} without ${missing}: no live-looking controls`);
    if (path === "index.html" && missing.endsWith(".wasm")) await page.screenshot({ path: join(out, "bits-load-failed.png") });
    await page.close();
  }
});

/** Every visible text on the page whose contrast with what is behind it is under WCAG AA
 *  (4.5:1, or 3:1 for large text), judged from computed colours: backgrounds composited
 *  down the ancestors, and an ancestor's opacity applied to text and background alike.
 *  Disabled controls are exempt, as WCAG exempts them. */
const lowContrast = (page) => page.evaluate(() => {
  const rgba = (s) => {
    const m = /rgba?\(([^)]*)\)/.exec(s);
    if (!m) return [0, 0, 0, 0];
    const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (top, below, a) => top.slice(0, 3).map((v, i) => a * v + (1 - a) * below[i]);
  const lum = (c) => {
    const [r, g, b] = c.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (x, y) => { const [a, b] = [lum(x), lum(y)].sort((p, q) => q - p); return (a + 0.05) / (b + 0.05); };
  const found = [];
  for (const el of document.querySelectorAll("body *")) {
    const text = el.matches("input, textarea")
      ? el.value || ""
      : [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("").trim();
    if (!text || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (el.closest(":disabled")) continue;
    const chain = [];
    for (let e = el; e; e = e.parentElement) chain.unshift(e);
    let behind = [255, 255, 255];
    const fades = [];
    for (const e of chain) {
      const s = getComputedStyle(e);
      if (Number(s.opacity) < 1) fades.push([Number(s.opacity), behind]);
      const bg = rgba(s.backgroundColor);
      behind = over(bg, behind, bg[3]);
    }
    const s = getComputedStyle(el);
    const ink = rgba(s.color);
    let [fg, bg] = [over(ink, behind, ink[3]), behind];
    for (const [a, under] of fades.reverse()) [fg, bg] = [over(fg, under, a), over(bg, under, a)];
    const size = parseFloat(s.fontSize);
    const large = size >= 24 || (Number(s.fontWeight) >= 700 && size >= 18.66);
    const r = ratio(fg, bg);
    if (r < (large ? 3 : 4.5)) {
      found.push(`${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}.${[...el.classList].join(".")} "${text.slice(0, 20)}" ${r.toFixed(2)}:1`);
    }
  }
  return found;
});

test("Every page's text meets WCAG AA contrast, light and dark, in play, refused and solved", async () => {
  // Bits solved: a solved save for another day, as a finished tab leaves it.
  const solvedId = "2026-01-07";
  const solved = solvedState(generateDescriptor(solvedId));
  const solvedSave = solved.save(Date.now());
  solved.free();
  // Days of their own, one per scheme: the profile keeps every earlier test's solves.
  for (const [scheme, day] of [["light", "2026-02-14"], ["dark", "2026-02-15"]]) {
    // A persistent context's newPage takes no options: the scheme is emulated, and checked.
    const page = await browser.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    const seen = {};
    const look = async (what) => { seen[what] = await lowContrast(page); };
    const go = async (path) => {
      await page.goto(`${base}/${path}`);
      await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
    };
    // Bits in play: values in, a line broken, a hint shown; then a solved board.
    await go(`index.html?id=${day}`);
    assert.equal(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches), scheme === "dark");
    const d = generateDescriptor(day);
    const [a, b, c] = freeCells(d, 3);
    await page.click(cell(...a));
    await page.click(cell(...b));
    await page.click(cell(...b));
    await page.click(cell(...c));
    await page.click("#hint");
    await look("bits");
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`dailygrid:bits:${solvedId}`, solvedSave]);
    await go(`index.html?id=${solvedId}`);
    assert.match(await page.textContent("#message"), /^Solved in /);
    await look("bits solved");
    await go(`flipit.html?date=${day}`);
    await page.click(".disk >> nth=0");
    await look("flipit");
    // Sets: a refused answer, then the solve.
    await go(`sets.html?id=${day}`);
    await page.fill("#answer", "red ∪ (");
    await page.press("#answer", "Enter");
    await look("sets refused");
    await page.fill("#answer", setsGenerate(day).shortestSolution.text);
    await page.press("#answer", "Enter");
    assert.match(await page.textContent("#message"), /^Solved!/);
    await look("sets solved");
    // The Wordle assistant: a played row and the current one, yellow and green tiles in both.
    await go("wordle.html");
    const rows = [[1, 2, 2], [0, 3, 3]];
    for (const [i, row] of rows.entries()) {
      for (const k of row) await page.click(`#current .tile[data-i="${k}"]`);
      if (i < rows.length - 1) await page.click("#next");
    }
    await look("wordle");
    await page.screenshot({ path: join(out, `wordle-${scheme}.png`) });
    const clean = Object.fromEntries(Object.keys(seen).map((k) => [k, []]));
    assert.deepEqual(seen, clean, scheme);
    await page.close();
  }
});

test("A page left open over midnight offers the new day's puzzle and keeps its own (Bits, Sets, FlipIT)", async () => {
  // Each page's day turns at its own midnight: Pacific for Bits and Sets, UTC for FlipIT.
  for (const [path, before, after, start] of [
    ["index.html", "2026-11-21", "2026-11-22", "2026-11-22T07:58:00Z"],
    ["sets.html", "2026-11-21", "2026-11-22", "2026-11-22T07:58:00Z"],
    ["flipit.html", "2026-11-21", "2026-11-22", "2026-11-21T23:58:00Z"],
  ]) {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.clock.install({ time: new Date(start) });
    await page.goto(`${base}/${path}`);
    await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
    assert.match(await page.textContent("#puzzle-id"), new RegExp(`^${before}`), path);
    assert.equal(await page.textContent("#notice"), "", path);
    // Past midnight: the minute's check says so, and the puzzle in play stays.
    await page.clock.fastForward("03:00");
    assert.equal(await page.textContent("#notice"),
      `A new day's puzzle is out: play ${after}'s puzzle. This one, ${before}, stays here to finish.`, path);
    assert.match(await page.textContent("#puzzle-id"), new RegExp(`^${before}`), path);
    await page.click("#notice a");
    await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
    assert.match(await page.textContent("#puzzle-id"), new RegExp(`^${after}`), path);
    // A puzzle asked for by the URL, today's included, is no "today's": no word of the
    // next day.
    await page.goto(`${base}/${path}?date=${after}`);
    await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
    assert.match(await page.textContent("#puzzle-id"), new RegExp(`^${after}`), `${path}?date=`);
    await page.clock.fastForward("24:00:00");
    assert.equal(await page.textContent("#notice"), "", `${path}?date=`);
    // Nor is a clock set back over midnight a new day.
    await page.goto(`${base}/${path}`);
    await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
    const shown = (await page.textContent("#puzzle-id")).slice(0, 10);
    await page.clock.setSystemTime(new Date(Date.parse(`${shown}T12:00:00Z`) - 2 * 86_400_000));
    await page.clock.fastForward("02:00");
    assert.equal(await page.textContent("#notice"), "", `${path}, clock set back`);
    assert.deepEqual(errors, [], path);
    await page.close();
  }
});

test("Bits: the play clock keeps its time when the computer's clock is set back or on", async () => {
  const id = "2026-01-09";
  const page = await browser.newPage();
  await page.clock.install({ time: new Date("2026-01-09T18:00:00Z") });
  await page.goto(`${base}/index.html?id=${id}`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
  const [[r, c]] = freeCells(generateDescriptor(id), 1);
  await page.click(cell(r, c));
  await page.clock.fastForward("01:05");
  assert.equal(await page.textContent("#timer"), "1:05");
  // Setting the wall clock moves the date, not the time played.
  await page.clock.setSystemTime(new Date("2026-01-09T17:00:00Z"));
  await page.clock.fastForward("00:01");
  assert.equal(await page.textContent("#timer"), "1:06");
  await page.click(cell(r, c));
  const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).elapsed, `dailygrid:bits:${id}`);
  assert.ok(saved >= 66_000 && saved < 67_000, `saved ${saved} ms`);
  await page.clock.setSystemTime(new Date("2026-01-10T03:00:00Z"));
  await page.clock.fastForward("00:01");
  assert.equal(await page.textContent("#timer"), "1:07");
  await page.evaluate((k) => localStorage.removeItem(k), `dailygrid:bits:${id}`);
  await page.close();
});

test("Bits by keyboard: 0 and 1 write a focused cell, Backspace and Delete empty it, Ctrl+Z undoes", async () => {
  const id = "2026-01-11";
  const d = generateDescriptor(id);
  const { page, errors } = await open(browser, `index.html?id=${id}`);
  const [[r, c]] = freeCells(d, 1);
  const hinted = () => page.locator(".cell.hinted").count();
  await page.focus(cell(r, c));
  await page.keyboard.press("1");
  assert.equal(await cellValue(page, r, c), "1");
  await page.keyboard.press("0");
  assert.equal(await cellValue(page, r, c), "0");
  // Writing the value a cell has is no move: the hint on show stays.
  await page.click("#hint");
  const hintCount = await hinted();
  await page.focus(cell(r, c));
  await page.keyboard.press("0");
  assert.equal(await hinted(), hintCount);
  await page.keyboard.press("Backspace");
  assert.equal(await cellValue(page, r, c), "");
  assert.equal(await hinted(), 0, "a move clears the hint");
  await page.keyboard.press("1");
  await page.keyboard.press("Delete");
  assert.equal(await cellValue(page, r, c), "");
  await page.keyboard.press("Control+z");
  assert.equal(await cellValue(page, r, c), "1");
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+z");
  assert.equal(await cellValue(page, r, c), "0");
  // A given keeps its value.
  const given = d.clues[0];
  await page.focus(cell(given.r, given.c));
  await page.keyboard.press(given.bit === 1 ? "0" : "1");
  await page.keyboard.press("Backspace");
  assert.equal(await cellValue(page, given.r, given.c), String(given.bit));
  assert.equal(await focusedCell(page), `${given.r},${given.c}`, "the focus stays on the cell");
  assert.deepEqual(errors, []);
  await page.evaluate((k) => localStorage.removeItem(k), `dailygrid:bits:${id}`);
  await page.close();
});

test("Bits on phones: the whole board shows without scrolling in what the browser's bars leave; ?date= picks the day", async () => {
  const page = await browser.newPage();
  const bottom = () => page.evaluate(() => document.getElementById("board").getBoundingClientRect().bottom);
  // 375×667 and 320×568 screens less about 110 and 90 pixels of browser bars.
  for (const [width, height] of [[375, 553], [320, 480]]) {
    await page.setViewportSize({ width, height });
    await page.goto(`${base}/index.html?date=2026-01-12`);
    await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
    assert.equal(await page.textContent("#puzzle-id"), "2026-01-12");
    assert.ok(await bottom() <= height, `${width}×${height}: the board ends at ${await bottom()}px`);
    await page.screenshot({ path: join(out, `bits-${width}x${height}.png`) });
    // And with a note on show (here a refused ?id=): the notes sit below the board.
    await page.goto(`${base}/index.html?id=2026-02-30`);
    await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
    assert.notEqual(await page.textContent("#notice"), "");
    assert.ok(await bottom() <= height, `${width}×${height} with a note: the board ends at ${await bottom()}px`);
  }
  await page.close();
});

test("Sets: the Check button judges; the preview is no verdict", async () => {
  const id = "2026-01-13";
  const full = setsGenerate(id);
  const { page, errors } = await open(browser, `sets.html?id=${id}`);
  const kind = () => page.$eval("#message", (m) => ["ok", "bad", "preview"].filter((k) => m.classList.contains(k)));
  // An answer still being typed is no wrong one: plain, not red; text wrong already is red.
  await page.fill("#answer", "gold ∪ ");
  assert.match(await page.textContent("#message"), /, at the end$/);
  assert.deepEqual(await kind(), ["preview"]);
  await page.fill("#answer", "gold ∪ pink");
  assert.deepEqual(await kind(), ["bad"]);
  await page.fill("#answer", full.shortestSolution.text);
  assert.match(await page.textContent("#message"), / names \d cards?\.$/);
  assert.deepEqual(await kind(), ["preview"]);
  // By keyboard: Tab to Check, Enter; the verdict takes the focus from the disabled button.
  await page.focus("#answer");
  await page.keyboard.press("Tab");
  assert.equal(await focusedId(page), "check");
  await page.keyboard.press("Enter");
  assert.match(await page.textContent("#message"), /^Solved!/);
  assert.deepEqual(await kind(), ["ok"]);
  assert.ok(await page.isDisabled("#check"), "solved is final");
  assert.equal(await focusedId(page), "message", "the focus is not dropped on the page");
  await page.reload();
  await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
  assert.ok(await page.isDisabled("#check"), "and stays so after a reload");
  assert.deepEqual(errors, []);
  await page.evaluate((k) => localStorage.removeItem(k), `dailygrid:sets:${id}`);
  await page.close();
});

test("A save that cannot be read is dropped with a word, and the puzzle starts afresh (Bits, FlipIT, Sets)", async () => {
  const id = "2026-01-14";
  const said = "The progress saved for this puzzle could not be read, so the puzzle starts afresh.";
  for (const [path, key, fresh] of [
    [`index.html?id=${id}`, `dailygrid:bits:${id}`, ".cell:not(.given):not(:empty)"],
    [`flipit.html?date=${id}`, `dailygrid:flipit:${id}`, ".disk.clicked"],
    [`sets.html?id=${id}`, `dailygrid:sets:${id}`, "#answer[readonly]"],
  ]) {
    const { page, errors } = await open(browser, path);
    assert.equal(await page.textContent("#notice"), "", path);
    for (const bad of ["not json", "{}", "[1,2]"]) {
      // Written from another page: the puzzle's own page saves its game as it goes.
      await page.goto(`${base}/wordle.html`);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, bad]);
      await page.goto(`${base}/${path}`);
      await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
      assert.equal(await page.textContent("#notice"), said, `${path} ${bad}`);
      assert.equal(await page.locator(fresh).count(), 0, `${path} ${bad}`);
      // Dropped: the next load finds nothing to complain about.
      await page.reload();
      await page.waitForSelector("body[data-ready=true]", { timeout: 15000 });
      assert.equal(await page.textContent("#notice"), "", `${path} ${bad}, reloaded`);
    }
    assert.deepEqual(errors, [], path);
    await page.evaluate((k) => localStorage.removeItem(k), key);
    await page.close();
  }
});
