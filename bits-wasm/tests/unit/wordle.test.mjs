// Wordle through the built package: the shared vectors (bits/tests/vectors/wordle*.json)
// and the shipped tree bits/data/wordle/lookup_lants.bin, read as bytes like a page would.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import * as bits from "@dailygrid/bits";

const root = new URL("../../../bits/", import.meta.url);
const vectorFiles = readdirSync(new URL("tests/vectors/", root)).filter((f) => /^wordle.*\.json$/.test(f));
const vectors = vectorFiles.map((f) => JSON.parse(readFileSync(new URL(`tests/vectors/${f}`, root), "utf8")));
const words = (name) => readFileSync(new URL(`data/wordle/${name}`, root), "utf8").split("\n").filter(Boolean);

function coded(f, code) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof Error, `not an Error: ${e}`);
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `trapped: ${e.message}`);
    if (code) assert.equal(e.code, code, e.message);
    else assert.match(e.code, /^(plut|wordle)-/, e.message);
    return true;
  });
}

test("there are Wordle vectors", () => assert.ok(vectors.length >= 1));

test("the word lists ship in the package, and every word's code decodes to it", () => {
  for (const name of ["words.txt", "official_answers.txt"]) {
    const shipped = readFileSync(new URL(import.meta.resolve(`@dailygrid/bits/${name}`)), "utf8");
    assert.equal(shipped, readFileSync(new URL(`data/wordle/${name}`, root), "utf8"), name);
  }
  const list = words("words.txt");
  assert.equal(list.length, 12_947);
  for (const w of list) assert.equal(bits.wordleDecode(bits.wordleEncode(w)), w);
  for (const w of words("official_answers.txt")) assert.ok(list.includes(w), w);
  for (const bad of [0, 1, 2 ** 25, 2 ** 32, -1, 0.5, 27 << 20 | 0x8421])
    coded(() => bits.wordleDecode(bad), "wordle-code");
});

test("encoding and feedback", () => {
  for (const v of vectors) {
    for (const e of v.encoding ?? []) assert.equal(bits.wordleEncode(e.word), e.code, e.word);
    for (const f of v.feedback ?? []) {
      assert.equal(bits.wordleFeedback(f.guess, f.answer), f.code, `${f.guess}/${f.answer}`);
      assert.equal(bits.wordleFeedback(f.guess.toUpperCase(), f.answer), f.code);
      assert.equal(bits.wordlePattern(f.code), f.pattern);
      assert.equal(bits.wordleParsePattern(f.pattern), f.code);
      assert.equal(bits.wordleParsePattern(f.pattern.toUpperCase()), f.code);
    }
  }
  for (let code = 0; code < 243; code++) assert.equal(bits.wordleParsePattern(bits.wordlePattern(code)), code);
});

for (const v of vectors.filter((v) => v.tree)) {
  const file = readFileSync(new URL(`../../../${v.tree.file}`, import.meta.url));
  const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);

  test(`${v.tree.file}: header, size, solve vectors`, () => {
    assert.equal(bytes.length, v.tree.bytes);
    const tree = new bits.WordleTree(bytes);
    assert.equal(tree.start, v.tree.start);
    assert.equal(tree.nodeCount, v.tree.nodes);
    assert.equal(tree.depth, 6);
    for (const s of v.solve) {
      const got = tree.solve(s.answer);
      assert.deepEqual(got.guesses, s.guesses, s.answer);
      assert.deepEqual(got.feedback, s.feedback, s.answer);
      assert.deepEqual(got.codes, s.feedback.map(bits.wordleParsePattern));
      assert.equal(got.answer, s.answer);
    }
    // The same tree from an ArrayBuffer copy.
    const copy = new bits.WordleTree(bytes.slice().buffer);
    assert.equal(copy.solve(v.solve[0].answer).guesses.length, v.solve[0].guesses.length);
    copy.free();
    tree.free();
  });

  test(`${v.tree.file}: nextGuess replays every vector game, step by step`, () => {
    const tree = new bits.WordleTree(bytes);
    for (const s of v.solve) {
      const history = [];
      assert.equal(tree.nextGuess([]), s.guesses[0]);
      assert.equal(tree.nextGuess(), s.guesses[0]);
      for (let i = 0; i < s.guesses.length; i++) {
        history.push({ guess: s.guesses[i], feedback: i % 2 ? s.feedback[i] : bits.wordleParsePattern(s.feedback[i]) });
        assert.equal(tree.nextGuess(history), i + 1 < s.guesses.length ? s.guesses[i + 1] : null, s.answer);
      }
    }
    tree.free();
  });

  test(`${v.tree.file}: every word and the historical answers, statistics as recorded`, () => {
    const tree = new bits.WordleTree(bytes);
    const stats = (list) => {
      const distribution = {};
      let total = 0;
      let max = 0;
      for (const w of list) {
        const g = tree.solve(w);
        assert.equal(g.feedback.at(-1), "ggggg");
        assert.equal(g.guesses.at(-1), w);
        // Every step's feedback is the official one.
        g.guesses.forEach((x, i) => assert.equal(g.codes[i], bits.wordleFeedback(x, w)));
        const n = g.guesses.length;
        distribution[n] = (distribution[n] ?? 0) + 1;
        total += n;
        max = Math.max(max, n);
      }
      return { words: list.length, total, max, distribution };
    };
    assert.deepEqual(stats(words("words.txt")), v.tree.all);
    assert.deepEqual(stats(words("official_answers.txt")), v.tree.historical);
    // The same statistics by the engine's own walk, failures listed.
    assert.deepEqual(tree.evaluate(words("words.txt")), { ...v.tree.all, failures: [] });
    assert.deepEqual(tree.evaluate(words("official_answers.txt")), { ...v.tree.historical, failures: [] });
    assert.deepEqual(tree.evaluate([]), { words: 0, total: 0, max: 0, distribution: {}, failures: [] });
    // A word outside the list has no branch: a failure, not an error.
    assert.deepEqual(tree.evaluate(["zzzzz", "crane", "xxxxx"]), {
      words: 3, total: 4, max: 4, distribution: { 4: 1 }, failures: ["zzzzz", "xxxxx"],
    });
    coded(() => tree.evaluate(["crane", "cran"]), "wordle-length");
    coded(() => tree.evaluate(["crane", 5]), "type");
    coded(() => tree.evaluate("crane"), "type");
    tree.free();
  });

  test(`${v.tree.file}: every truncation and a spread of corruptions are refused or walk safely`, () => {
    for (const len of [0, 1, 31, 32, 35, 36, 51, 52, bytes.length - 1]) {
      coded(() => new bits.WordleTree(bytes.slice(0, len)));
    }
    // Flip one byte at a time across the header and the first nodes: either a typed error
    // or a tree whose walks end in a typed error or a game; never a trap.
    const probe = ["crane", "zymic", "fills"];
    for (let at = 0; at < 600; at += 7) {
      const bad = bytes.slice();
      bad[at] ^= 0xa5;
      let tree;
      try {
        tree = new bits.WordleTree(bad);
      } catch (e) {
        assert.match(e.code, /^plut-/, e.message);
        continue;
      }
      for (const w of probe) {
        try {
          tree.solve(w);
        } catch (e) {
          assert.match(e.code, /^wordle-/, e.message);
        }
      }
      tree.free();
    }
    assert.equal(bits.wordleFeedback("crane", "crane"), 242);
  });
}

test("bad PLUT files from the vectors", () => {
  for (const v of vectors) {
    for (const b of v.badPlut ?? []) {
      coded(() => new bits.WordleTree(Uint8Array.from(Buffer.from(b.hex, "hex"))));
    }
  }
});

test("bad words, patterns and histories throw coded errors", () => {
  const file = readFileSync(new URL("data/wordle/lookup_lants.bin", root));
  const tree = new bits.WordleTree(new Uint8Array(file));
  coded(() => bits.wordleFeedback("abcd", "crane"), "wordle-length");
  coded(() => bits.wordleFeedback("crane", "cr4ne"), "wordle-letter");
  coded(() => bits.wordleFeedback("crâne", "crane"), "wordle-letter");
  assert.throws(() => bits.wordleFeedback("crâne", "crane"), { message: "not a letter A-Z at byte 2" });
  coded(() => bits.wordleEncode(""), "wordle-length");
  for (const c of [-1, 243, 1.5, NaN, Infinity]) coded(() => bits.wordlePattern(c), "wordle-pattern");
  for (const p of ["bbbb", "bbbbq", "243", "ggggggg"]) coded(() => bits.wordleParsePattern(p), "wordle-pattern");
  coded(() => tree.solve("qqqqq"), "wordle-no-branch");
  coded(() => tree.solve("abc"), "wordle-length");
  coded(() => tree.nextGuess([{ guess: "crane", feedback: "bbbbb" }]), "wordle-history-mismatch");
  coded(() => tree.nextGuess([{ guess: "lants", feedback: "ggggg" }, { guess: "lants", feedback: 0 }]), "wordle-already-solved");
  coded(() => tree.nextGuess([{ guess: "lants", feedback: "zzzzz" }]), "wordle-pattern");
  coded(() => tree.nextGuess([{ guess: "lants", feedback: 999 }]), "wordle-pattern");
  coded(() => tree.nextGuess([{ guess: 5, feedback: "bbbbb" }]), "wordle-history");
  coded(() => tree.nextGuess([null]), "wordle-history");
  coded(() => tree.nextGuess([{}]), "wordle-history");
  coded(() => tree.nextGuess("lants"), "wordle-history");
  coded(() => tree.nextGuess(Array(17).fill({ guess: "lants", feedback: 0 })), "wordle-too-long");
  // The core's words, as in Python and C.
  assert.throws(() => tree.nextGuess(Array(17).fill(null)), { message: "walk longer than 16 guesses" });
  // Colours no word of the list can give after LANTS: green L, A, N, T, S everywhere but one gray.
  coded(() => tree.nextGuess([{ guess: "lants", feedback: "ggggb" }]), "wordle-no-branch");
  coded(() => new bits.WordleTree("PLUT"), "plut-type");
  coded(() => new bits.WordleTree([80, 76, 85, 84]), "plut-type");
  coded(() => new bits.WordleTree(undefined), "plut-type");
  assert.equal(tree.nextGuess([]), "lants");
  assert.equal(tree.nextGuess(null), "lants");
  tree.free();
});

test("a tree whose entries share a node is refused with its own code", () => {
  // Found by fuzzing: walks over such a file take exponential time.
  const file = readFileSync(new URL("../../../bits/fuzz/regressions/plut/shared-nodes-exponential", import.meta.url));
  coded(() => new bits.WordleTree(new Uint8Array(file)), "plut-shared-node");
});

test("a tree with bytes no walk reaches (a stale tail) is refused", () => {
  const file = readFileSync(new URL("../../../bits/data/wordle/lookup_lants.bin", import.meta.url));
  const longer = new Uint8Array(file.length + 16);
  longer.set(file);
  assert.throws(() => new bits.WordleTree(longer),
    (e) => e.code === "plut-stray" && e.message.includes(`offset ${file.length}`));
});

test("a header whose depth the tree does not keep is refused, as the seed's runtime fails past it", () => {
  const file = readFileSync(new URL("../../../bits/data/wordle/lookup_lants.bin", import.meta.url));
  const patched = (depth) => {
    const b = new Uint8Array(file);
    new DataView(b.buffer, b.byteOffset).setUint32(8, depth, true);
    return b;
  };
  assert.throws(() => new bits.WordleTree(patched(5)),
    (e) => e.code === "plut-too-deep" && e.message.includes("the header's depth of 5 guesses"));
  for (const depth of [0, 1, 17]) {
    assert.throws(() => new bits.WordleTree(patched(depth)),
      { code: "plut-depth", message: `lookup file: header depth ${depth} is not from 2 to 16 guesses` });
  }
  // A header allowing more than the tree needs is kept.
  const roomy = new bits.WordleTree(patched(9));
  assert.equal(roomy.depth, 9);
  assert.deepEqual(roomy.solve("crane").guesses, ["lants", "grone", "brane", "crane"]);
  roomy.free();
});

/** A PLUT file from LANTS whose root holds `entries` ([feedback, word] leaves), in order. */
function plutFile(entries) {
  const b = new Uint8Array(32 + 4 + 16 * entries.length);
  const v = new DataView(b.buffer);
  b.set([80, 76, 85, 84]);
  v.setUint32(4, 1, true);
  v.setUint32(8, 6, true);
  v.setUint32(12, 32, true);
  v.setBigUint64(16, BigInt(bits.wordleEncode("lants")), true);
  b.set(new TextEncoder().encode("lants"), 24);
  v.setUint32(32, entries.length, true);
  entries.forEach(([fb, word], i) => {
    v.setUint16(36 + 16 * i, fb, true);
    v.setBigUint64(40 + 16 * i, BigInt(bits.wordleEncode(word)), true);
  });
  return b;
}

test("the seed generator's all-green entries are read; a truncated count is quoted as natively", () => {
  // The seed's generator gives a node whose guess may be the answer an all-green leaf.
  const crane = bits.wordleFeedback("lants", "crane");
  const tree = new bits.WordleTree(plutFile([[crane, "crane"], [242, "lants"]]));
  assert.deepEqual(tree.solve("crane").guesses, ["lants", "crane"]);
  assert.deepEqual(tree.solve("lants").guesses, ["lants"]);
  assert.equal(tree.nextGuess([{ guess: "lants", feedback: crane }]), "crane");
  tree.free();
  coded(() => new bits.WordleTree(plutFile([[243, "lants"]])), "plut-feedback");
  // 2^32 - 1 entries of 16 bytes: counted in 64 bits, as on a 64-bit machine.
  const huge = plutFile([[0, "crane"]]);
  new DataView(huge.buffer).setUint32(32, 0xffff_ffff, true);
  assert.throws(() => new bits.WordleTree(huge),
    { code: "plut-truncated", message: "lookup file truncated: 68719476720 bytes needed at offset 36" });
});
