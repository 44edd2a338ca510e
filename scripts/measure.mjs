#!/usr/bin/env node
// Before/after figures for a refactor, computed the same way for any checkout:
//   (a) cloned blocks in production sources (jscpd, with this repository's `.jscpd.json`),
//   (b) the largest production source file, over exactly the files jscpd looked at,
//   (c) the JavaScript the browser downloads for the game page (`/game/:id`), gzipped.
//
// Usage: node scripts/measure.mjs [--root <checkout>] [--dist <web build>] [--route game] [--json] [--verbose]
// `--root` defaults to this repository, `--dist` to `<root>/apps/web/dist` (build it first with
// `npm run build -w @riddlebook/web`). Without a build, (c) is skipped.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const repoDir = resolve(import.meta.dirname, "..");

const { values: args } = parseArgs({
  options: {
    root: { type: "string", default: repoDir },
    dist: { type: "string" },
    config: { type: "string", default: join(repoDir, ".jscpd.json") },
    route: { type: "string", default: "game" },
    json: { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
  },
});

const root = resolve(args.root);
const dist = resolve(args.dist ?? join(root, "apps/web/dist"));

/** Runs jscpd over `root` with the shared config and returns its JSON report. */
function runJscpd() {
  const out = mkdtempSync(join(tmpdir(), "measure-jscpd-"));
  try {
    const bin = join(repoDir, "node_modules/jscpd/bin/jscpd");
    const config = JSON.parse(readFileSync(args.config, "utf8"));
    const paths = (config.path ?? ["."]).map((p) => join(root, p));
    // The threshold is lifted so a tree over it is still measured rather than rejected.
    const run = spawnSync(
      process.execPath,
      [
        bin,
        "--config",
        args.config,
        "--silent",
        "--reporters",
        "json",
        "--output",
        out,
        "--threshold",
        "100",
      ].concat(paths),
      { cwd: root, encoding: "utf8" },
    );
    const reportFile = join(out, "jscpd-report.json");
    if (!existsSync(reportFile)) {
      throw new Error(`jscpd wrote no report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
    }
    return JSON.parse(readFileSync(reportFile, "utf8"));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function countLines(file) {
  const text = readFileSync(file, "utf8");
  if (text.length === 0) return 0;
  const newlines = text.split("\n").length - 1;
  return text.endsWith("\n") ? newlines : newlines + 1;
}

/** The largest file among those jscpd analysed (a `.tsx` file appears under several formats). */
function largestSource(report) {
  const files = new Set();
  for (const format of Object.values(report.statistics.formats)) {
    for (const file of Object.keys(format.sources)) files.add(resolve(root, file));
  }
  let largest = { file: "", lines: -1 };
  for (const file of files) {
    const lines = countLines(file);
    if (lines > largest.lines) largest = { file: relative(root, file), lines };
  }
  return { ...largest, files: files.size };
}

// Rolldown/Vite emits minified ES modules: static imports are `import{…}from"./x.js"` or
// `import"./x.js"`, re-exports `export{…}from"./x.js"`; dynamic ones are `import(`./x.js`)`.
const STATIC_IMPORT = /\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g;

function specifiers(file, pattern) {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(pattern)].map((m) => resolve(dirname(file), m[1]));
}

/** `start` plus every chunk it reaches through static imports. */
function staticClosure(start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of specifiers(file, STATIC_IMPORT)) queue.push(dep);
  }
  return seen;
}

/** Resolves an absolute URL path from index.html (`/assets/x.js`) to a file in the build. */
function fromUrl(url) {
  return join(dist, url.replace(/^\//, ""));
}

/** Entry, its static imports and preloads, the route's lazy chunk and that chunk's static imports. */
function gamePageJs() {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) =>
    fromUrl(m[1]),
  );
  if (entries.length === 0) throw new Error(`no module script in ${join(dist, "index.html")}`);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((m) =>
    fromUrl(m[1]),
  );
  const shell = staticClosure([...entries, ...preloads]);

  // Chunk names carry an 8-character hash, so `game-logic-<hash>.js` is not taken for `game-<hash>.js`.
  const routeName = new RegExp(`^${args.route}-[A-Za-z0-9_-]{8}\\.js$`);
  const routeChunks = new Set();
  for (const file of shell) {
    for (const dep of specifiers(file, DYNAMIC_IMPORT))
      if (routeName.test(basename(dep))) routeChunks.add(dep);
  }
  if (routeChunks.size !== 1) {
    throw new Error(
      `expected one lazy "${args.route}" chunk, found: ${[...routeChunks].join(", ") || "none"}`,
    );
  }
  const files = new Set([...shell, ...staticClosure(routeChunks)]);
  const chunks = [...files].sort().map((file) => {
    const bytes = readFileSync(file);
    return { file: relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    route: relative(dist, [...routeChunks][0]),
    chunks,
    raw: chunks.reduce((sum, c) => sum + c.raw, 0),
    gzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
  };
}

const report = runJscpd();
const total = report.statistics.total;
const figures = {
  root,
  clones: {
    count: total.clones,
    duplicatedLines: total.duplicatedLines,
    percentage: total.percentage,
    percentageTokens: total.percentageTokens,
    list: report.duplicates.map((d) => ({
      first: `${relative(root, resolve(root, d.firstFile.name))}:${d.firstFile.start}-${d.firstFile.end}`,
      second: `${relative(root, resolve(root, d.secondFile.name))}:${d.secondFile.start}-${d.secondFile.end}`,
      lines: d.lines,
      tokens: d.tokens,
    })),
  },
  largestSource: largestSource(report),
  gamePage: existsSync(join(dist, "index.html")) ? gamePageJs() : null,
};

if (args.json) {
  console.log(JSON.stringify(figures, null, 2));
} else {
  const { clones, largestSource: big, gamePage } = figures;
  console.log(`root: ${root}`);
  console.log(
    `clones: ${clones.count} (${clones.duplicatedLines} duplicated lines, ${clones.percentage}% of lines, ${clones.percentageTokens}% of tokens)`,
  );
  if (args.verbose) {
    for (const c of clones.list)
      console.log(`  ${c.first} <-> ${c.second} (${c.lines} lines, ${c.tokens} tokens)`);
  }
  console.log(`largest source file: ${big.file} (${big.lines} lines; ${big.files} files measured)`);
  if (gamePage === null) {
    console.log(`game page JS: skipped, no build at ${dist}`);
  } else {
    console.log(
      `game page JS (${gamePage.route} + entry, static imports): ${gamePage.chunks.length} files, ${gamePage.raw} B raw, ${gamePage.gzip} B gzip -9`,
    );
    if (args.verbose) {
      for (const c of gamePage.chunks) console.log(`  ${c.file}: ${c.raw} B, ${c.gzip} B gzip`);
    }
  }
}
