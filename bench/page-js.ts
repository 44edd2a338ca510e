/**
 * bench:page-js — the JavaScript each page of the built web client loads, gzipped (level 9): the
 * entry's static imports plus the page module's own, read from Vite's build manifest
 * (apps/web/dist/.vite/manifest.json). A page's later dynamic imports (a dialog opened on demand) are
 * not counted. `BENCH_ROOT=<checkout>` measures another checkout's build instead; an older build
 * without a manifest needs `npx vite build --manifest` in its apps/web first. Prints figures; asserts
 * nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const root = process.env.BENCH_ROOT ?? fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "apps/web/dist");
const manifestPath = join(dist, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(
    `No build manifest at ${manifestPath}: build the web client first (npm run build -w @riddlebook/web).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;

/** The chunk keys `key` needs before it runs: itself and its static imports, transitively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
}

const gzipCache = new Map<string, number>();
function gzipBytes(keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]!.file;
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    total += size;
  }
  return total;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error("The manifest names no entry chunk.");
const shell = closure(entry);
console.log(`build: ${root}`);
console.log(
  `shell (${entry} and its static imports): ${shell.size} file(s), ${kB(gzipBytes(shell))} gzipped`,
);
const pages = Object.keys(manifest)
  .filter((key) => /^src\/pages\/[^/]+\.tsx$/.test(key))
  .sort();
for (const page of pages) {
  const loaded = closure(page, new Set(shell));
  console.log(
    `  ${page.padEnd(32)} ${String(loaded.size).padStart(3)} file(s) ${kB(gzipBytes(loaded)).padStart(10)}`,
  );
}
