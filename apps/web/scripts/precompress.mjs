#!/usr/bin/env node
// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
// built web app, after `vite build`. The server sends them with @fastify/static's `preCompressed`
// to browsers that accept them (apps/server/src/routes/web-app.ts); nothing is compressed per request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const dist = process.argv[2] ?? new URL("../dist", import.meta.url).pathname;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

async function compress(path) {
  const raw = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves nothing is not written: the server then sends the file itself.
  let written = 0;
  if (br.length < raw.length) {
    await writeFile(`${path}.br`, br);
    written += br.length;
  }
  if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
  return { raw: raw.length, br: written || raw.length };
}

if (!(await stat(dist).catch(() => null))?.isDirectory()) {
  console.error(`precompress: ${dist} is not a directory; run vite build first.`);
  process.exit(1);
}
const jobs = [];
for await (const path of files(dist)) jobs.push(compress(path));
const sizes = await Promise.all(jobs);
const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
const br = sizes.reduce((sum, s) => sum + s.br, 0);
console.log(
  `precompress: ${sizes.length} files, ${(raw / 1024).toFixed(1)} kB -> ${(br / 1024).toFixed(1)} kB brotli`,
);
