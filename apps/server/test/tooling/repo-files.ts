// Shared by the repository-wide guards in this folder (ADR 041): which files the tree holds, and how
// their imports read. They read the working tree, so a file not yet committed is checked too.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** The repository's root folder, absolute. */
export const repoRoot = resolve(import.meta.dirname, "../../../..");

/**
 * Every file git would track: committed, staged or new, minus ignored and deleted ones. Paths are
 * repository-relative with forward slashes, sorted.
 */
export function repoFiles(): string[] {
  const run = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`git ls-files failed: ${run.stderr}`);
  const paths = new Set(run.stdout.split("\0").filter((path) => path !== ""));
  return [...paths].filter((path) => existsSync(join(repoRoot, path))).sort();
}

/** A file's text, by repository path. */
export function readRepoFile(path: string): string {
  return readFileSync(join(repoRoot, path), "utf8");
}

/** Lines as `wc -l` and an editor count them: a final newline does not start another line. */
export function lineCount(text: string): number {
  if (text === "") return 0;
  const lines = text.split("\n").length;
  return text.endsWith("\n") ? lines - 1 : lines;
}

/** Whether a path names a test, a spec or test support rather than shipped or tooling logic. */
export function isTestFile(path: string): boolean {
  return (
    /\.(test|spec)\.[cm]?[jt]sx?$/.test(path) ||
    /(^|\/)(test|test-support|e2e)\//.test(path) ||
    /(^|\/)test-support\.[cm]?[jt]sx?$/.test(path)
  );
}

/** One import of a module: its specifier as written, and whether it imports only for side effects. */
interface ModuleImport {
  readonly specifier: string;
  readonly sideEffectOnly: boolean;
}

/** Every static, re-exported, type-only and dynamic import of a TypeScript or JavaScript source. */
export function importsOf(source: string): ModuleImport[] {
  const bare = new Set<string>();
  for (const match of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) bare.add(match[1]!);
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map(({ fileName }) => ({ specifier: fileName, sideEffectOnly: bare.has(fileName) }));
}

/**
 * The repository path a relative specifier written in `fromPath` resolves to, as TypeScript resolves
 * it (a file before a folder's index); `undefined` for a package name or a path that does not exist.
 */
export function resolveRelative(fromPath: string, specifier: string): string | undefined {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return undefined;
  const base = join(repoRoot, dirname(fromPath), specifier);
  const candidates = [
    base,
    ...[".ts", ".tsx", ".mts", ".js", ".mjs"].map((ext) => base + ext),
    ...["index.ts", "index.tsx", "index.js"].map((index) => join(base, index)),
  ];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found === undefined ? undefined : relative(repoRoot, found).split("\\").join("/");
}
