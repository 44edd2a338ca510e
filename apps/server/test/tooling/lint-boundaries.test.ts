// The boundary lint in `biome.json` (rules package) and `apps/web/biome.json` (browser) must reject
// each planted violation and accept ordinary code. Planted files live in a scratch copy of the
// configuration, never in the working tree, so a concurrent `biome check .` never sees them.
// (`biome lint --stdin-file-path` is no help here: it reports no diagnostics and exits 1 even for
// clean input.)
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repoRoot = resolve(import.meta.dirname, "../../../..");
const biomeBin = join(repoRoot, "node_modules/@biomejs/biome/bin/biome");

interface Diagnostic {
  category: string;
  message: string;
  advices: unknown;
}

interface LintRun {
  exitCode: number | null;
  diagnostics: Diagnostic[];
}

let scratch = "";

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "rb-lint-"));
  copyFileSync(join(repoRoot, "biome.json"), join(scratch, "biome.json"));
  mkdirSync(join(scratch, "apps/web"), { recursive: true });
  copyFileSync(join(repoRoot, "apps/web/biome.json"), join(scratch, "apps/web/biome.json"));
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

let planted = 0;

/**
 * Writes `source` at `path` (a repository path such as `packages/rules/src/x.ts`) in the scratch project
 * and lints it. A `{n}` in the path is replaced by a fresh number; without one, the file name gets it.
 */
function lint(path: string, source: string): LintRun {
  // A fresh name per case, so one case never lints another's file.
  const n = ++planted;
  const file = path.includes("{n}")
    ? path.replace("{n}", String(n))
    : path.replace(/(\.[a-z]+)+$/, (ext) => `-${n}${ext}`);
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  writeFileSync(join(scratch, file), source);
  const run = spawnSync(
    process.execPath,
    [biomeBin, "lint", "--vcs-enabled=false", "--reporter=json", "--colors=off", file],
    { cwd: scratch, encoding: "utf8" },
  );
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return { exitCode: run.status, diagnostics: report.diagnostics };
}

/** The diagnostics of `rule` whose message or advice mentions `mention`. */
function findings(run: LintRun, rule: string, mention: string): Diagnostic[] {
  return run.diagnostics.filter(
    (d) => d.category === `lint/${rule}` && `${d.message} ${JSON.stringify(d.advices)}`.includes(mention),
  );
}

describe("rules package boundary (packages/rules/src)", () => {
  const rulesFile = "packages/rules/src/planted.ts";

  it.each([
    ["Date", "export const t = Date.now();"],
    ["Date", "export const d = new Date(0);"],
    ["setTimeout", "export const h = setTimeout(() => {}, 1);"],
    ["setInterval", "export const h = setInterval(() => {}, 1);"],
    ["setImmediate", "export const h = setImmediate(() => {});"],
    ["clearTimeout", "export const stop = (h: number) => clearTimeout(h);"],
    ["clearInterval", "export const stop = (h: number) => clearInterval(h);"],
    ["process", "export const env = process.env.NODE_ENV;"],
    ["console", 'console.log("hello");'],
    ["globalThis", "export const d = globalThis.Date;"],
  ])("rejects the global %s", (name, source) => {
    const run = lint(rulesFile, source);
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "style/noRestrictedGlobals", name)).toHaveLength(1);
  });

  it("rejects Math.random", () => {
    const run = lint(rulesFile, "export const roll = () => Math.random();");
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "nursery/noJsRestrictedProperties", "Math.random")).toHaveLength(1);
  });

  it.each([
    'import { readFileSync } from "node:fs";\nexport const read = readFileSync;',
    'export { randomUUID } from "node:crypto";',
  ])("rejects a node: import: %s", (source) => {
    const run = lint(rulesFile, source);
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "style/noRestrictedImports", "no Node.js modules")).toHaveLength(1);
  });

  it("rejects a bare Node builtin import", () => {
    const run = lint(rulesFile, 'import { readFileSync } from "fs";\nexport const read = readFileSync;');
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "correctness/noNodejsModules", "Node.js builtin")).toHaveLength(1);
  });

  it.each([
    'import { viewPatch } from "@riddlebook/protocol";\nexport const p = viewPatch;',
    'import type { PageData } from "@riddlebook/words/check";\nexport type P = PageData;',
  ])("rejects a workspace package import: %s", (source) => {
    const run = lint(rulesFile, source);
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "style/noRestrictedImports", "no other workspace package")).toHaveLength(1);
  });

  it("applies in nested folders too", () => {
    const run = lint("packages/rules/src/intents/planted.ts", "export const t = Date.now();");
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "style/noRestrictedGlobals", "Date")).toHaveLength(1);
  });

  it("accepts pure code that takes time and randomness as inputs", () => {
    const run = lint(
      rulesFile,
      [
        'import type { Rng } from "./random";',
        "export const deadline = (now: number, seconds: number) => now + seconds * 1000;",
        "export const pick = (rng: Rng, n: number) => Math.floor(rng() * n);",
        "",
      ].join("\n"),
    );
    expect(run.diagnostics).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it("leaves the rules' own tests and test support free to use the clock", () => {
    const source = "export const t = Date.now() + Math.random();\n";
    for (const path of ["packages/rules/src/planted.test.ts", "packages/rules/src/test-support/planted.ts"]) {
      const run = lint(path, source);
      expect(run.diagnostics).toEqual([]);
      expect(run.exitCode).toBe(0);
    }
  });

  it("does not apply outside the rules package", () => {
    const run = lint("packages/bots/src/planted.ts", "export const t = Date.now() + Math.random();\n");
    expect(run.diagnostics).toEqual([]);
    expect(run.exitCode).toBe(0);
  });
});

describe("browser boundary (apps/web/src)", () => {
  it.each([
    ["@riddlebook/words", "words root entry is the server's"],
    ["@riddlebook/words/wordnet", "server module"],
    ["@riddlebook/bots/riddle-set", "server module"],
    ["@riddlebook/words/knowledge/derive.server", "*.server modules"],
    ["../lib/planted.server", "*.server modules"],
    ["./planted.server.ts", "*.server modules"],
  ])("rejects an import of %s", (specifier, reason) => {
    const run = lint(
      "apps/web/src/pages/planted.tsx",
      `import { x } from "${specifier}";\nexport const y = x;\n`,
    );
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "style/noRestrictedImports", reason)).toHaveLength(1);
  });

  it("accepts the browser entries of the words package and ordinary relative imports", () => {
    const run = lint(
      "apps/web/src/pages/planted.tsx",
      [
        'import { checkRiddle } from "@riddlebook/words/check";',
        'import { loadPageData } from "@riddlebook/words/page-data";',
        'import { getPage } from "@riddlebook/words/wordbook";',
        'import { serverStatus } from "../lib/server-status";',
        "export const all = [checkRiddle, loadPageData, getPage, serverStatus];",
        "",
      ].join("\n"),
    );
    expect(run.diagnostics).toEqual([]);
    expect(run.exitCode).toBe(0);
  });
});

// ADR 041: routes ask services, features meet only through their index, domain code knows no HTTP.
// Today's offenders are left out of these boundaries by name in biome.json; import-boundaries.test.ts
// keeps that list and boundary-exceptions.ts the same, and shrinking.
describe("server boundaries (apps/server/src, ADR 041)", () => {
  const importing = (...specifiers: string[]) =>
    `${specifiers.map((specifier, i) => `import { x${i} } from "${specifier}";`).join("\n")}\nexport const all = [${specifiers.map((_, i) => `x${i}`).join(", ")}];\n`;

  it.each([
    ["apps/server/src/routes/planted.ts", "../db/repos/friends"],
    ["apps/server/src/routes/planted.ts", "../db/repos/games/load"],
    ["apps/server/src/features/planted{n}/routes.ts", "./repository"],
    ["apps/server/src/features/planted{n}/routes.ts", "../friends/repository"],
    ["apps/server/src/features/planted{n}/tournament-routes.ts", "./tournament-repository"],
  ])("rejects, in %s, a repository import: %s", (path, specifier) => {
    const run = lint(path, importing(specifier));
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "style/noRestrictedImports", "Routes do not call repositories")).toHaveLength(1);
  });

  it.each([
    ["apps/server/src/features/planted{n}/service.ts", "../friends/service"],
    ["apps/server/src/features/planted{n}/service.ts", "../friends/repository"],
    ["apps/server/src/features/planted{n}/routes.ts", "../friends/pushes"],
  ])("rejects, in %s, another feature's internals: %s", (path, specifier) => {
    const run = lint(path, importing(specifier));
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "style/noRestrictedImports", "only through its index")).toHaveLength(1);
  });

  it.each([
    ["apps/server/src/app.ts", "./features/battles/routes"],
    ["apps/server/src/game/planted.ts", "../features/story/service"],
    ["apps/server/src/db/repos/planted.ts", "../../features/battles/repository"],
    ["apps/server/src/routes/planted.ts", "../features/story/repository"],
    ["apps/server/src/routes/account.ts", "../features/battles/service"],
  ])("rejects, outside features/, a feature's internals in %s: %s", (path, specifier) => {
    const run = lint(path, importing(specifier));
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "style/noRestrictedImports", "only through its index")).toHaveLength(1);
  });

  it.each([
    ["apps/server/src/game/planted.ts", "../http/errors"],
    ["apps/server/src/game/planted.ts", "../http/rate-limit"],
    ["apps/server/src/features/planted{n}/service.ts", "../../http/errors"],
    ["apps/server/src/features/planted{n}/repository.ts", "../../http"],
  ])("rejects, in domain code %s, an import of http/: %s", (path, specifier) => {
    const run = lint(path, importing(specifier));
    expect(run.exitCode).not.toBe(0);
    expect(findings(run, "style/noRestrictedImports", "Domain code does not know HTTP")).toHaveLength(1);
  });

  it.each([
    ["apps/server/src/routes/planted.ts", ["../game/game-service", "../http/errors", "../features/friends"]],
    ["apps/server/src/features/planted{n}/routes.ts", ["./service", "../../http/errors", "../friends"]],
    [
      "apps/server/src/features/planted{n}/service.ts",
      ["./repository", "./pushes", "../friends", "../../db/connect", "../../bus/bus", "@riddlebook/rules"],
    ],
    ["apps/server/src/game/planted.ts", ["../db/repos/games", "./game-channel", "node:http"]],
    ["apps/server/src/game/planted.ts", ["../features/battles", "../features/story"]],
    ["apps/server/src/db/repos/planted.ts", ["../../features/battles", "../schema"]],
  ])("accepts, in %s, imports within the boundaries", (path, specifiers) => {
    const run = lint(path, importing(...specifiers));
    expect(run.diagnostics).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it("leaves tests free to reach repositories and HTTP", () => {
    const run = lint(
      "apps/server/src/routes/planted.test.ts",
      importing("../db/repos/friends", "../http/errors"),
    );
    expect(run.diagnostics).toEqual([]);
    expect(run.exitCode).toBe(0);
  });
});
