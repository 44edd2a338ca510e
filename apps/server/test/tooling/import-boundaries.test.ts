// The import boundaries that a per-file lint cannot hold by itself (docs/decisions/041-feature-modules.md,
// "Guards"). biome.json rejects each forbidden import as it is written (lint-boundaries.test.ts plants
// them); this test reads the import graph to keep the ratchet: today's exceptions, listed in
// boundary-exceptions.ts and left out of biome.json's boundaries, may only go away. It also follows
// the rules package's whole graph, which a lint of one file at a time cannot see leave the package.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DOMAIN_IMPORTING_HTTP, ROUTES_IMPORTING_REPOSITORIES } from "./boundary-exceptions";
import { importsOf, isTestFile, readRepoFile, repoFiles, repoRoot, resolveRelative } from "./repo-files";

const serverSources = repoFiles().filter(
  (path) => path.startsWith("apps/server/src/") && /\.tsx?$/.test(path) && !isTestFile(path),
);

const isFeatureRoute = (path: string) =>
  /^apps\/server\/src\/features\/[^/]+\/([^/]+-)?routes\.ts$/.test(path);
const isRouteFile = (path: string) =>
  path.startsWith("apps/server/src/routes/") ||
  path === "apps/server/src/cards/routes.ts" ||
  isFeatureRoute(path);
const isRepository = (path: string) =>
  path.startsWith("apps/server/src/db/repos/") ||
  /^apps\/server\/src\/features\/[^/]+\/([^/]+-)?repository\.ts$/.test(path);
const isDomainFile = (path: string) =>
  path.startsWith("apps/server/src/game/") ||
  (path.startsWith("apps/server/src/features/") && !isFeatureRoute(path));
const isHttp = (path: string) => path.startsWith("apps/server/src/http/");

/** For each file of `files`, how many of its imports resolve to a file `isTarget` accepts; files with none are left out. */
function offenders(files: readonly string[], isTarget: (path: string) => boolean): Record<string, number> {
  const found: Record<string, number> = {};
  for (const path of files) {
    const count = importsOf(readRepoFile(path)).filter(({ specifier }) => {
      const target = resolveRelative(path, specifier);
      return target !== undefined && isTarget(target);
    }).length;
    if (count > 0) found[path] = count;
  }
  return found;
}

/** The files biome.json leaves out of the override that applies `pattern` to `include`. */
function biomeExclusions(include: string): string[] {
  const biome = JSON.parse(readFileSync(join(repoRoot, "biome.json"), "utf8")) as {
    overrides: { includes: string[] }[];
  };
  const override = biome.overrides.find((entry) => entry.includes.includes(include));
  if (override === undefined) throw new Error(`biome.json has no override for ${include}`);
  return override.includes
    .filter((entry) => entry.startsWith("!") && !entry.includes("*"))
    .map((entry) => entry.slice(1))
    .sort();
}

describe.each([
  {
    boundary: "route files import no repository",
    files: serverSources.filter(isRouteFile),
    isTarget: isRepository,
    listed: ROUTES_IMPORTING_REPOSITORIES,
    biomeInclude: "apps/server/src/routes/**",
  },
  {
    boundary: "domain code imports nothing of http/",
    files: serverSources.filter(isDomainFile),
    isTarget: isHttp,
    listed: DOMAIN_IMPORTING_HTTP,
    biomeInclude: "apps/server/src/game/**",
  },
])("$boundary", ({ files, isTarget, listed, biomeInclude }) => {
  const found = offenders(files, isTarget);

  it("finds the files it governs", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it("has no offender beyond the listed ones, and none over its listed count", () => {
    const worse = Object.entries(found)
      .filter(([path, count]) => count > (listed[path] ?? 0))
      .map(([path, count]) => `${path}: ${count} such imports (listed: ${listed[path] ?? "not listed"})`);
    expect(worse).toEqual([]);
  });

  it("lists each exception at exactly today's count, so a fixed one leaves the list", () => {
    const stale = Object.entries(listed)
      .filter(([path, count]) => (found[path] ?? 0) < count)
      .map(([path, count]) => `${path}: listed ${count}, now ${found[path] ?? 0}; lower or remove it`);
    expect(stale).toEqual([]);
  });

  it("leaves exactly the listed files out of biome.json's boundary", () => {
    expect(biomeExclusions(biomeInclude)).toEqual(Object.keys(listed).sort());
  });
});

describe("the rules package's import graph", () => {
  const rulesSrc = "packages/rules/src/";
  const manifest = JSON.parse(readRepoFile("packages/rules/package.json")) as {
    exports: Record<string, string>;
    sideEffects?: boolean;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };

  it("declares no dependency and no side effects", () => {
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
    expect(manifest.sideEffects).toBe(false);
  });

  it("reaches, from its exports, only its own non-test modules, by relative imports with bindings", () => {
    const entries = Object.values(manifest.exports).map((entry) =>
      join("packages/rules", entry).split("\\").join("/"),
    );
    const seen = new Set<string>();
    const problems: string[] = [];
    const queue = [...entries];
    while (queue.length > 0) {
      const path = queue.pop()!;
      if (seen.has(path)) continue;
      seen.add(path);
      for (const { specifier, sideEffectOnly } of importsOf(readRepoFile(path))) {
        const target = resolveRelative(path, specifier);
        if (target === undefined) problems.push(`${path} imports ${specifier}: not a module of the package`);
        else if (!target.startsWith(rulesSrc))
          problems.push(`${path} imports ${target}, outside ${rulesSrc}`);
        else if (isTestFile(target)) problems.push(`${path} imports test code ${target}`);
        else {
          if (sideEffectOnly) problems.push(`${path} imports ${specifier} for its side effects`);
          queue.push(target);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(20);
  });
});
