// A page as a site built with a bundler writes it: the package imported by name, its module
// instantiated by the default export, the Wordle tree taken as an asset URL. What it computes
// goes into #out as JSON for e2e/bundler.test.mjs to compare with the golden vectors.
import init, { GridState, WordleTree, generateDescriptorJson } from "@dailygrid/bits";
import treeUrl from "@dailygrid/bits/lookup_lants.bin?url";

const out = document.getElementById("out");
try {
  await init();
  const descriptor = generateDescriptorJson("2026-11-21");
  const state = new GridState("2026-11-21");
  const hint = state.hint();
  const tree = new WordleTree(new Uint8Array(await (await fetch(treeUrl)).arrayBuffer()));
  const crane = tree.solve("crane").guesses;
  out.textContent = JSON.stringify({ descriptor, hint: hint.explanation, crane });
} catch (e) {
  out.textContent = JSON.stringify({ error: `${e.code ?? ""} ${e.message}` });
}
