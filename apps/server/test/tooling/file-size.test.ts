// The file-size guard (docs/decisions/041-feature-modules.md): no logic file over 350 lines, no test
// over 500, except data files and today's over-size files, which are listed in file-size-limits.ts
// with a ceiling each. The list can only shrink: a listed file may not grow, and one brought under
// the limit must leave the list.
import { describe, expect, it } from "vitest";
import {
  DATA_FILES,
  LOGIC_FILES_TO_SPLIT,
  LOGIC_LINE_LIMIT,
  TEST_FILES_TO_SPLIT,
  TEST_LINE_LIMIT,
} from "./file-size-limits";
import { isTestFile, lineCount, readRepoFile, repoFiles } from "./repo-files";

const SOURCE = /\.[cm]?[jt]sx?$/;

const isData = (path: string) =>
  Object.keys(DATA_FILES).some((entry) => (entry.endsWith("/") ? path.startsWith(entry) : path === entry));

const sources = repoFiles().filter((path) => SOURCE.test(path));
const lines = new Map(sources.map((path) => [path, lineCount(readRepoFile(path))]));

interface Kind {
  readonly name: string;
  readonly limit: number;
  readonly toSplit: Readonly<Record<string, number>>;
  readonly files: readonly string[];
}

const kinds: readonly Kind[] = [
  {
    name: "logic",
    limit: LOGIC_LINE_LIMIT,
    toSplit: LOGIC_FILES_TO_SPLIT,
    files: sources.filter((path) => !isTestFile(path) && !isData(path)),
  },
  {
    name: "test",
    limit: TEST_LINE_LIMIT,
    toSplit: TEST_FILES_TO_SPLIT,
    files: sources.filter((path) => isTestFile(path) && !isData(path)),
  },
];

describe.each(kinds)("$name files", ({ name, limit, toSplit, files }) => {
  it(`finds the ${name} files to check`, () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it(`holds every unlisted ${name} file to ${limit} lines`, () => {
    const over = files
      .filter((path) => !(path in toSplit) && lines.get(path)! > limit)
      .map((path) => `${path}: ${lines.get(path)} lines (limit ${limit}; split it, ADR 041)`);
    expect(over).toEqual([]);
  });

  it("lets no listed file grow past its ceiling", () => {
    const grown = Object.entries(toSplit)
      .filter(([path, ceiling]) => lines.has(path) && lines.get(path)! > ceiling)
      .map(([path, ceiling]) => `${path}: ${lines.get(path)} lines, ceiling ${ceiling}`);
    expect(grown).toEqual([]);
  });

  it(`lists only files still over ${limit} lines, each a ${name} file that exists`, () => {
    const stale = Object.keys(toSplit)
      .filter((path) => !files.includes(path) || lines.get(path)! <= limit)
      .map((path) =>
        files.includes(path)
          ? `${path}: ${lines.get(path)} lines now; remove it from the list`
          : `${path}: not a ${name} file of the tree; remove it from the list`,
      );
    expect(stale).toEqual([]);
  });
});

describe("data files", () => {
  it("names only paths that exist, each with its reason", () => {
    const missing = Object.entries(DATA_FILES)
      .filter(
        ([entry, reason]) =>
          reason.trim() === "" || !sources.some((path) => isData(path) && path.startsWith(entry)),
      )
      .map(([entry]) => entry);
    expect(missing).toEqual([]);
  });

  it("includes no file of the to-split lists", () => {
    const both = [...Object.keys(LOGIC_FILES_TO_SPLIT), ...Object.keys(TEST_FILES_TO_SPLIT)].filter(isData);
    expect(both).toEqual([]);
  });
});
