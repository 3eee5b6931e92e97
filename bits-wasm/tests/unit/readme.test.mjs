// The package README's node examples, and the project README's, run as written against the
// installed package: a README that imports a name twice or forgets an import fails here,
// not for a newcomer.
// Blocks that call `init()` are for browsers and are only checked to parse.
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { join } from "node:path";

const readme = readFileSync(new URL("README.md", import.meta.resolve("@dailygrid/bits/package.json")), "utf8");
// The repository's README shows the package too, in its JavaScript section.
const projectReadme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const blocksOf = (text) => [...text.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
const blocks = [...blocksOf(readme), ...blocksOf(projectReadme)];

test("the project README has its node example", () => assert.equal(blocksOf(projectReadme).length, 1));

test("the README has node examples", () => assert.ok(blocks.filter((b) => !b.includes("init()")).length >= 2));

// Written beside this file, so that `@dailygrid/bits` resolves as it does for the tests.
const dir = mkdtempSync(join(fileURLToPath(new URL(".", import.meta.url)), ".readme-"));
after(() => rmSync(dir, { recursive: true, force: true }));
blocks.forEach((code, i) => {
  test(`README example ${i + 1} runs`, async () => {
    const file = join(dir, `example-${i + 1}.mjs`);
    if (code.includes("init()")) {
      // A browser block: it must at least be a module that parses.
      // The top-level `await init()` (which would fetch the module over HTTP) becomes a
      // function the module exports, so the block is parsed and linked but not run.
      writeFileSync(file, code.replace(/^await init\(\);$/m, "export const start = () => init();"));
    } else {
      writeFileSync(file, code);
    }
    await import(pathToFileURL(file).href);
  });
});

test("the package ships the texts of both licences it declares", () => {
  const pkg = JSON.parse(readFileSync(new URL(import.meta.resolve("@dailygrid/bits/package.json")), "utf8"));
  assert.equal(pkg.license, "MIT OR Apache-2.0");
  const dir = new URL(".", import.meta.resolve("@dailygrid/bits/package.json"));
  assert.match(readFileSync(new URL("LICENSE-MIT", dir), "utf8"), /Permission is hereby granted, free of charge/);
  assert.match(readFileSync(new URL("LICENSE-APACHE", dir), "utf8"), /Apache License\s+Version 2\.0/);
});
