// The package as a site built with Vite uses it (bits-wasm/tests/bundler/): a production
// build served as static files, and the dev server, each loaded in headless Chromium. The
// page must compute what node computes from the same package: the golden descriptor, the
// same hint, the same Wordle walk over the tree it imported as an asset URL.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { lstatSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { build, createServer } from "vite";
import { GridState, WordleTree } from "@dailygrid/bits";
import { serve } from "./serve.mjs";

const app = fileURLToPath(new URL("../bundler/", import.meta.url));
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
let browser, scratch;

before(async () => {
  scratch = mkdtempSync(join(tmpdir(), "bits-bundler-"));
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

/** What the page at `url` wrote into #out, and the errors it logged. */
async function run(url) {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  // Pages ask for a favicon this one does not have: that 404 is not the package's.
  page.on("requestfailed", (r) => errors.push(`${r.url()}: ${r.failure()?.errorText}`));
  page.on("response", (r) => { if (r.status() >= 400 && !r.url().endsWith("/favicon.ico")) errors.push(`${r.url()}: ${r.status()}`); });
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById("out").textContent !== "loading", null, { timeout: 20000 });
  const got = JSON.parse(await page.textContent("#out"));
  await page.close();
  return { got, errors: errors.filter((e) => !/favicon|status of 404/.test(e)) };
}

test("a production build (vite build) runs the package from its emitted assets", async () => {
  const outDir = join(scratch, "dist");
  await build({ root: app, logLevel: "error", build: { outDir, emptyOutDir: true } });
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

test("the dev server (vite) serves the package as it is installed, with no configuration", async () => {
  // Installed, the package lies under node_modules, which the dev server serves; linked to
  // ../pkg for local runs, it lies outside the project, and only that case is allowed here.
  const installed = fileURLToPath(new URL("../node_modules/@dailygrid/bits", import.meta.url));
  const fs = lstatSync(installed).isSymbolicLink() ? { allow: [app, realpathSync(installed)] } : {};
  const server = await createServer({
    root: app, logLevel: "error", configFile: false, cacheDir: join(scratch, "vite-cache"),
    server: { host: "127.0.0.1", port: 0, strictPort: false, fs },
  });
  await server.listen();
  try {
    const { got, errors } = await run(server.resolvedUrls.local[0]);
    assert.deepEqual(errors, []);
    assert.deepEqual(got, want);
  } finally {
    await server.close();
  }
});
