// WebAssembly side of the cross-runtime determinism check: the same byte stream as the
// other drivers (specified in run.sh), produced by the npm package's WebAssembly under
// node and hashed with node's SHA-256.
//
//   node digest.mjs PKG_DIR FROM TO [THREADS]
//
// Every worker thread instantiates its own copy of the module from PKG_DIR/node.js
// (WebAssembly instances are single-threaded); the main thread hashes in calendar order.
// Records are the package's plain objects through JSON.stringify, i.e. what a JavaScript
// caller would send or store.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

const STREAMS = ["bits-1", "bits-2", "bits-3", "binary-grid", "flipit", "sets"];

if (!isMainThread) {
  const bits = await import(workerData.module);
  const j = (v) => JSON.stringify(v);
  // A generator that gives up (a typed error) puts `error: <message>` in its stream,
  // as in every runtime; anything else ends the run.
  const GAVE_UP = new Set(["generate-exhausted", "sets-generate-exhausted"]);
  parentPort.on("message", ({ i, day }) => {
    const out = [], failed = [];
    const attempt = (stream, make) => {
      try {
        out.push(make());
      } catch (e) {
        if (!GAVE_UP.has(e.code)) throw e;
        out.push([`error: ${e.message}`]);
        failed.push(`failed ${day} ${STREAMS[stream]}: ${e.message}`);
      }
    };
    try {
      for (const rank of [1, 2, 3]) {
        attempt(rank - 1, () => {
          const d = bits.generateDescriptor(day, { rank });
          return [j(d), j(bits.publicView(d))];
        });
      }
      out.push(["easy", "medium", "hard"].map((level) => j(bits.binaryGridPuzzle(day, level))));
      out.push([j(bits.flipitDaily(day)), j(bits.flipitDaily(day, true))]);
      attempt(5, () => [j(bits.setsDaily(day)), j(bits.setsPublic(day))]);
      parentPort.postMessage({ i, out, failed });
    } catch (e) {
      parentPort.postMessage({ i, error: `${day}: ${e.code ?? ""} ${e.message}` });
    }
  });
} else {
  const [pkg, from, to, threadArg] = process.argv.slice(2);
  if (!pkg || !from || !to) {
    console.error("usage: node digest.mjs PKG_DIR FROM TO [THREADS]");
    process.exit(2);
  }
  const threads = threadArg === undefined ? availableParallelism() : Number(threadArg);
  const parse = (s) => {
    const ms = Date.parse(`${s}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== s) {
      console.error(`digest.mjs: not a date: ${s}`);
      process.exit(2);
    }
    return ms;
  };
  const first = parse(from), last = parse(to);
  if (!Number.isInteger(threads) || threads < 1 || last < first) {
    console.error("digest.mjs: THREADS must be a positive integer and TO not before FROM");
    process.exit(2);
  }
  const DAY = 86_400_000;
  const count = (last - first) / DAY + 1;
  const dayOf = (i) => new Date(first + i * DAY).toISOString().slice(0, 10);

  const stream = () => ({ hash: createHash("sha256"), records: 0, bytes: 0 });
  const streams = STREAMS.map(stream), all = stream();
  const add = (s, record) => {
    const b = Buffer.from(record + "\n", "utf8");
    s.hash.update(b);
    s.records += 1;
    s.bytes += b.length;
  };

  const module = pathToFileURL(resolve(pkg, "node.js")).href;
  const workers = Array.from({ length: threads }, () => new Worker(new URL(import.meta.url), { workerData: { module } }));
  let next = 0, hashed = 0;
  const failed = [];
  const done = new Map();
  await new Promise((resolveAll, reject) => {
    const feed = (w) => {
      if (next < count) {
        w.postMessage({ i: next, day: dayOf(next) });
        next += 1;
      }
    };
    for (const w of workers) {
      w.on("error", reject);
      w.on("message", (m) => {
        if (m.error) return reject(new Error(m.error));
        done.set(m.i, m);
        for (let r; (r = done.get(hashed)) !== undefined; hashed += 1) {
          done.delete(hashed);
          failed.push(...r.failed);
          r.out.forEach((recs, s) => recs.forEach((rec) => { add(streams[s], rec); add(all, rec); }));
        }
        if (hashed === count) resolveAll();
        else feed(w);
      });
      feed(w);
    }
  }).catch((e) => {
    console.error(`digest.mjs: ${e.message}`);
    process.exitCode = 1;
  });
  await Promise.all(workers.map((w) => w.terminate()));
  if (!process.exitCode) {
    const line = (s, name) => `${name} ${s.records} ${s.bytes} ${s.hash.digest("hex")}`;
    console.log(`range ${from} ${to} days ${count}`);
    streams.forEach((s, k) => console.log(line(s, STREAMS[k])));
    console.log(line(all, "all"));
    failed.forEach((f) => console.log(f));
  }
}
