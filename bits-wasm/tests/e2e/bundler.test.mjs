// The package as a site built with Vite uses it: the page in tests/bundler/, copied into a
// scratch project that has the package installed under node_modules as npm installs it (a
// copy, not the link to ../pkg these tests run against), then a production build served as
// static files and the dev server, each loaded in headless Chromium, neither configured.
// The page must compute what node computes from the same package: the golden descriptor,
// the same hint, the same Wordle walk over the tree it imported as an asset URL.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { build, createServer } from "vite";
import { GridState, WordleTree } from "@dailygrid/bits";
import { serve } from "./serve.mjs";

const ID = "2026-11-21";
const golden = JSON.parse(readFileSync(new URL("../../../bits/tests/vectors/binairo_descriptors.json", import.meta.url), "utf8"))
  .map((v) => v.descriptor)
  .find((d) => JSON.parse(d).puzzleId === ID && JSON.parse(d).metadata.difficultyRank === 3);
const lut = readFileSync(new URL(import.meta.resolve("@dailygrid/bits/lookup_lants.bin")));
const want = {
  descriptor: golden,
  hint: new GridState(ID).hint().explanation,
  crane: new WordleTree(new Uint8Array(lut)).solve("crane").guesses,
};
let browser, scratch, app;

before(async () => {
  assert.ok(golden, `the vectors hold the descriptor of ${ID}`);
  scratch = mkdtempSync(join(tmpdir(), "bits-bundler-"));
  app = join(scratch, "app");
  cpSync(fileURLToPath(new URL("../bundler/", import.meta.url)), app, { recursive: true });
  const pkg = realpathSync(fileURLToPath(new URL("../node_modules/@dailygrid/bits", import.meta.url)));
  cpSync(pkg, join(app, "node_modules/@dailygrid/bits"), { recursive: true, dereference: true });
  browser = await chromium.launchPersistentContext(join(scratch, "profile"), {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});

after(async () => {
  await browser?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** What the page at `url` wrote into #out, the errors it logged and the paths it fetched. */
async function run(url) {
  const page = await browser.newPage();
  const errors = [];
  const paths = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("requestfailed", (r) => errors.push(`${r.url()}: ${r.failure()?.errorText}`));
  page.on("response", (r) => {
    paths.push(new URL(r.url()).pathname);
    if (r.status() >= 400) errors.push(`${r.url()}: ${r.status()}`);
  });
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById("out").textContent !== "loading", null, { timeout: 30000 });
  const got = JSON.parse(await page.textContent("#out"));
  const seen = { got, errors: [...errors], paths: [...paths] };
  await page.close();
  return seen;
}

test("a production build (vite build) runs the package from its emitted assets", async () => {
  const outDir = join(scratch, "dist");
  await build({ root: app, configFile: false, logLevel: "error", build: { outDir, emptyOutDir: true } });
  // The module and the tree are emitted as files of their own, not inlined into the script.
  const assets = readdirSync(join(outDir, "assets"));
  assert.ok(assets.some((f) => /^bits_bg-.*\.wasm$/.test(f)), assets.join(" "));
  assert.ok(assets.some((f) => /^lookup_lants-.*\.bin$/.test(f)), assets.join(" "));
  const server = await serve(outDir);
  try {
    const { got, errors } = await run(`http://127.0.0.1:${server.address().port}/`);
    assert.deepEqual(errors, []);
    assert.deepEqual(got, want);
  } finally {
    server.close();
  }
});

test("the dev server (vite) runs the installed package pre-bundled, with no configuration", async () => {
  const server = await createServer({
    root: app, configFile: false, logLevel: "error",
    server: { host: "127.0.0.1", port: 0, strictPort: false },
  });
  await server.listen();
  try {
    const { got, errors, paths } = await run(server.resolvedUrls.local[0]);
    assert.deepEqual(errors, []);
    assert.deepEqual(got, want);
    // The path that breaks for wasm-bindgen packages where it breaks: the glue moved into
    // Vite's dependency cache, still finding its module.
    assert.ok(paths.some((p) => p.includes("/.vite/deps/")), paths.join(" "));
  } finally {
    await server.close();
  }
});
