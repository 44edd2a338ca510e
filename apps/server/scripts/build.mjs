// Bundles the server into dist/main.js. Our @riddlebook/* workspace packages (TypeScript source) are
// inlined; every other bare import stays external and resolves from node_modules at run time.
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(root, "dist");

/** @type {import("esbuild").Plugin} */
const externaliseDependencies = {
  name: "externalise-dependencies",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@riddlebook/")) return undefined; // inline our workspace packages
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: [join(root, "src/main.ts")],
  outfile: join(outdir, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "info",
  metafile: true,
  plugins: [externaliseDependencies],
  // For any CommonJS-style code that ends up inlined: ESM has no require, __filename or __dirname.
  banner: {
    js: [
      'import { createRequire as __rbCreateRequire } from "node:module";',
      'import { fileURLToPath as __rbFileURLToPath } from "node:url";',
      'import { dirname as __rbDirname } from "node:path";',
      "const require = __rbCreateRequire(import.meta.url);",
      "const __filename = __rbFileURLToPath(import.meta.url);",
      "const __dirname = __rbDirname(__filename);",
    ].join("\n"),
  },
});
const inputs = Object.keys(result.metafile.inputs);
if (!inputs.some((p) => p.includes("packages/protocol/src"))) {
  throw new Error("build: @riddlebook/protocol was not inlined");
}
