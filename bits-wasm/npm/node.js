// Node entry: the same ES module as browsers, instantiated synchronously from the file
// next to it so that `import { generateDescriptor } from "@dailygrid/bits"` just works.
import { readFileSync } from "node:fs";
import init, { initSync } from "./bits.js";

initSync({ module: readFileSync(new URL("./bits_bg.wasm", import.meta.url)) });

export * from "./bits.js";
export default init;
