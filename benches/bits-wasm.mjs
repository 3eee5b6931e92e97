// Node benchmark of the npm package (bits-wasm/pkg, built by bits-wasm/build.sh):
// descriptor generation and submission checks through WebAssembly, to compare with the
// native criterion figures (`cargo bench -p bits --bench binairo`).
//
//   node benches/bits-wasm.mjs            full run (~10 s)
//   node benches/bits-wasm.mjs --quick    a short run for CI (checks it works, not speed)
import { readFileSync } from "node:fs";
import * as bits from "../bits-wasm/pkg/node.js";

const quick = process.argv.includes("--quick");

/** Median µs per call of `f` over `rounds` timed batches of `batch` calls. */
function bench(name, batch, f, rounds = quick ? 3 : 21) {
  // Warm-up: V8 first runs WebAssembly from its baseline compiler and optimises hot
  // functions later, in the background; half a second of calls gets the optimised code
  // measured rather than the baseline's (a few calls measured 2-3x slower).
  const until = process.hrtime.bigint() + (quick ? 0n : 500_000_000n);
  let i = 0;
  do f(i++); while (i < batch || process.hrtime.bigint() < until);
  const per = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) f(i);
    per.push(Number(process.hrtime.bigint() - t0) / 1e3 / batch);
  }
  per.sort((a, b) => a - b);
  const median = per[per.length >> 1];
  console.log(`${name.padEnd(52)} ${median.toFixed(2).padStart(9)} µs  (min ${per[0].toFixed(2)})`);
  return median;
}

// A week of dailies covers every weekday rank once, like the native benchmark.
const week = Array.from({ length: 7 }, (_, d) => `2026-11-${16 + d}`);
if (!quick) {
  bench("generateDescriptorJson (week of dailies, per call)", 7, (i) => bits.generateDescriptorJson(week[i % 7]), 5);
  bench("generateDescriptor → object (week, per call)", 7, (i) => bits.generateDescriptor(week[i % 7]), 5);
}
// Ranks as the native `descriptor/6x6 rank/N` benchmark (same ids, same options).
const ids = Array.from({ length: 16 }, (_, k) => `practice-bench${k}`);
for (const rank of quick ? [1] : [1, 2, 3]) {
  bench(`generateDescriptorJson 6x6 rank ${rank} (16 practice ids)`, 16,
    (i) => bits.generateDescriptorJson(ids[i % 16], { rank }), quick ? 1 : rank === 3 ? 3 : 15);
}
const d = bits.generateDescriptor("2026-11-21");
const dJson = JSON.stringify(d);
const sub = { grid: d.solution.map((r) => [...r].map(Number)), timeMs: 64000 };
const b2 = quick ? 10 : 200;
bench("validateSubmission (object descriptor, accepted)", b2, () => bits.validateSubmission(d, sub));
bench("validateSubmission (JSON text descriptor)", b2, () => bits.validateSubmission(dJson, sub));
// A submission as the server receives it: the request body's text, read by the engine.
const subJson = JSON.stringify(sub);
bench("validateSubmission (JSON text submission)", b2, () => bits.validateSubmission(d, subJson));
bench("loadDescriptor (checked load of a cache entry)", b2, () => bits.loadDescriptor(dJson));
bench("gridFollowsRules 6x6", b2 * 5, () => bits.gridFollowsRules(d.solution));
bench("hashString", b2 * 20, (i) => bits.hashString(week[i % 7]));

// Wordle, as the native `cargo bench -p bits --bench wordle --features wordle`.
const lut = new Uint8Array(readFileSync(new URL("../bits/data/wordle/lookup_lants.bin", import.meta.url)));
const answers = readFileSync(new URL("../bits/data/wordle/official_answers.txt", import.meta.url), "utf8")
  .split("\n").filter(Boolean);
bench("wordleFeedback(lants, fills)", b2 * 20, () => bits.wordleFeedback("lants", "fills"));
bench("new WordleTree(lookup_lants.bin) (copy + full check)", quick ? 2 : 20, () => new bits.WordleTree(lut).free());
const tree = new bits.WordleTree(lut);
bench("WordleTree.solve (historical answers, per word)", answers.length,
  (i) => tree.solve(answers[i % answers.length]), quick ? 1 : 11);
const game = tree.solve("crane");
const steps = game.guesses.slice(0, -1).map((guess, i) => ({ guess, feedback: game.feedback[i] }));
bench("WordleTree.nextGuess (3 steps played)", b2 * 5, () => tree.nextGuess(steps));
