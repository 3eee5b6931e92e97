// The puzzle engine, loaded by a dynamic import: a static import that fails (a missing
// pkg/bits.js or .wasm) stops the page's module before any of its code runs, leaving a
// blank page with live-looking buttons. Each page's HTML starts with its controls
// disabled and a #loading line, which this turns into the failure or takes away.

const FAILED = "Could not load the puzzle engine — reload to try again.";

/** The initialised package; when it cannot be had, `loading` says so and this throws. */
export async function engine(loading) {
  try {
    const bits = await import("./pkg/bits.js");
    await bits.default();
    return bits;
  } catch (e) {
    failed(loading);
    throw e;
  }
}

/** Shows that the page cannot start, in place of "Loading…". */
export function failed(loading, text = FAILED) {
  loading.textContent = text;
  loading.classList.add("bad");
}

/** The page is playable: the loading line goes, and tests see `data-ready`. */
export function ready(loading) {
  loading.remove();
  document.body.dataset.ready = "true";
}
