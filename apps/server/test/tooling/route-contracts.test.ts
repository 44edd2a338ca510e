// The one route definition's guard (docs/decisions/041-feature-modules.md, "One route definition"):
// every route registered with defineRoute has its contract in packages/protocol/src/routes, each such
// contract is registered, and the web writes no URL of a contracted route: it builds them with
// `api()` and `apiKey()` (apps/web/src/lib/api-client.ts).
import type { RouteContract } from "@riddlebook/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { isTestFile, readRepoFile, repoFiles, repoRoot } from "./repo-files";

const CONTRACTS_DIR = "packages/protocol/src/routes/";
/** The helpers contracts are declared with, not a feature's contracts. */
const CONTRACT_HELPERS = `${CONTRACTS_DIR}contract.ts`;

const isContract = (value: unknown): value is RouteContract =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RouteContract).path === "string" &&
  typeof (value as RouteContract).method === "string" &&
  typeof (value as RouteContract).access === "string";

/** Every contract each feature file of CONTRACTS_DIR exports, directly or in an object of them. */
async function protocolContracts(): Promise<Map<RouteContract, string>> {
  const found = new Map<RouteContract, string>();
  const files = repoFiles().filter(
    (path) => path.startsWith(CONTRACTS_DIR) && path.endsWith(".ts") && path !== CONTRACT_HELPERS,
  );
  for (const file of files) {
    const module = (await import(`${repoRoot}/${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isContract(value)) found.set(value, `${file} ${name}`);
      else if (typeof value === "object" && value !== null) {
        for (const [key, inner] of Object.entries(value)) {
          if (isContract(inner)) found.set(inner, `${file} ${name}.${key}`);
        }
      }
    }
  }
  return found;
}

/** A string literal (quoted or a template) that starts with the path, `:params` standing for any segment. */
function urlLiteralOf(path: string): RegExp {
  const segment = String.raw`[^/"'\x60\s]+`;
  const pattern = path
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(":") ? segment : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  // The whole path, or (for one ending in its only parameter, `/api/x/:id`) its fixed part alone,
  // as a query key's head (`["/api/x", id]`). A path with more after its parameter
  // (`/api/games/:id/album`) has no such head: `"/api/games"` is another route's.
  const head = /^[^:]*\/:[A-Za-z0-9_]+$/.test(path) ? (path.split("/:")[0] ?? path) : path;
  const alternatives =
    head === path ? pattern : `${pattern}|${head.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/?`;
  return new RegExp(String.raw`["'\x60](?:${alternatives})(?=["'\x60?])`);
}

/** Code lines only: a URL named in a comment is documentation, not a call. */
const codeOf = (text: string): string =>
  text
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join("\n");

let contracts: Map<RouteContract, string>;
let t: TestApp | undefined;
const registered: { method: string; url: string; contract: RouteContract }[] = [];

beforeAll(async () => {
  contracts = await protocolContracts();
  t = await createTestApp({
    config: { testMode: true },
    onRoute: (route) => {
      const contract = (route as typeof route & { config?: { contract?: RouteContract } }).config?.contract;
      for (const method of [route.method].flat()) {
        if (contract && method !== "HEAD") registered.push({ method, url: route.url, contract });
      }
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe("route contracts", () => {
  it("finds the contracts and the routes registered with them", () => {
    expect(contracts.size).toBeGreaterThanOrEqual(4);
    expect(registered.length).toBeGreaterThanOrEqual(4);
  });

  it("every route registered with defineRoute has its contract in packages/protocol/src/routes", () => {
    const strays = registered
      .filter(({ method, url, contract }) => {
        return !contracts.has(contract) || contract.method !== method || contract.path !== url;
      })
      .map(({ method, url }) => `${method} ${url}`);
    expect(strays).toEqual([]);
  });

  it("every contract is registered by a route, once", () => {
    const counts = [...contracts.entries()].map(([contract, where]) => ({
      where,
      routes: registered.filter((route) => route.contract === contract).length,
    }));
    expect(counts.filter(({ routes }) => routes !== 1)).toEqual([]);
  });

  it("the web writes no URL of a contracted route: it builds them from the contract", () => {
    const sources = repoFiles().filter(
      (path) => path.startsWith("apps/web/src/") && /\.[jt]sx?$/.test(path) && !isTestFile(path),
    );
    expect(sources.length).toBeGreaterThan(50);
    const literals = [...contracts.keys()].map((contract) => ({
      contract,
      literal: urlLiteralOf(contract.path),
    }));
    const offenders = sources.flatMap((file) => {
      const code = codeOf(readRepoFile(file));
      return literals
        .filter(({ literal }) => literal.test(code))
        .map(({ contract }) => `${file}: ${contract.method} ${contract.path}`);
    });
    expect(offenders).toEqual([]);
  });

  it("recognises a contracted route's URL however a call writes it", () => {
    const play = urlLiteralOf("/api/story/chapters/:id/play");
    const game = urlLiteralOf("/api/story/games/:id");
    const overview = urlLiteralOf("/api/story");
    // Put together here, so this file does not hold what it looks for.
    const q = (text: string, mark = '"') => `${mark}${text}${mark}`;
    const slot = ["$", "{encodeURIComponent(id)}"].join("");
    expect(play.test(`apiJson("POST", ${q(`/api/story/chapters/${slot}/play`, "`")})`)).toBe(true);
    expect(game.test(`[${q("/api/story/games")}, gameId]`)).toBe(true);
    expect(game.test(q("/api/story/games/g1"))).toBe(true);
    expect(overview.test(`queryKey: [${q("/api/story", "'")}]`)).toBe(true);
    expect(overview.test(q("/api/story?x=1"))).toBe(true);
    // "/api/games" is not the head of "/api/games/:id/invite" either.
    expect(urlLiteralOf("/api/games/:id/invite").test(q("/api/games"))).toBe(false);
    // Another route that only starts alike is not one of them.
    expect(overview.test(q("/api/story-telling"))).toBe(false);
    expect(overview.test(q("/api/stories"))).toBe(false);
    // Nor the fixed start of a path whose parameter is not its end.
    expect(play.test(q("/api/story/chapters"))).toBe(false);
    expect(codeOf(`  // ${q("/api/story")}\n  * ${q("/api/story")}`)).not.toMatch(overview);
    // A parameter with more path after it: the full path is looked for, not its head.
    const album = urlLiteralOf("/api/games/:id/album");
    expect(album.test(q(`/api/games/${slot}/album`, "`"))).toBe(true);
    expect(album.test(`[${q("/api/games")}, gameId]`)).toBe(false);
  });
});
