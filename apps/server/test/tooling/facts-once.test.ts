// Each fact once (docs/decisions/041-feature-modules.md, step 4 of the order of moves): the riddle's
// length and its limit are written once, in packages/rules, and used everywhere. This guard reads
// the tree's other sources for the telltale shape of a fact written again, so a second definition
// fails here in the change that adds it. Tests, test support and migrations (history, never edited)
// are left out.
import { describe, expect, it } from "vitest";
import { isTestFile, readRepoFile, repoFiles } from "./repo-files";

const RULES_HOME = "packages/rules/src/";

const sources = repoFiles().filter(
  (path) =>
    /^(apps|packages)\//.test(path) &&
    /\.(ts|tsx|mts|js|mjs)$/.test(path) &&
    !path.startsWith(RULES_HOME) &&
    !path.startsWith("apps/server/src/db/migrations/") &&
    !isTestFile(path) &&
    !/(^|\/)[\w-]*fixtures?\.tsx?$/.test(path),
);

interface Fact {
  readonly fact: string;
  /** Where it is written once, in the rules. */
  readonly home: string;
  /** The shapes of the fact written again. */
  readonly telltales: readonly RegExp[];
  /** The sources it is looked for in (default: every source but the rules'). */
  readonly scope?: (path: string) => boolean;
  /** Known places not yet moved, each with its reason: the list may only shrink. */
  readonly notYet?: Readonly<Record<string, string>>;
}

const FACTS: readonly Fact[] = [
  {
    fact: "the riddle's length and its limit",
    home: "riddle-check.ts: riddleLength; constants.ts: RIDDLE_MAX_LENGTH",
    telltales: [
      /\b(function|const|let)\s+\w*(riddleLength|RiddleLength)\b/,
      /\b(MAX_RIDDLE_LENGTH|RIDDLE_MAX_LENGTH)\s*=/,
      /\bcountCodePoints\b/,
    ],
  },
];

/** A line of a comment: it may name a fact, as this file does. */
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** Every line of the scope's sources, comments aside, that shows a telltale, as "path:line: text". */
function writtenAgain({ telltales, scope }: Fact): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of sources.filter(scope ?? (() => true))) {
    readRepoFile(path)
      .split("\n")
      .forEach((line, index) => {
        if (isComment(line) || !telltales.some((telltale) => telltale.test(line))) return;
        const lines = found.get(path) ?? [];
        lines.push(`${path}:${index + 1}: ${line.trim()}`);
        found.set(path, lines);
      });
  }
  return found;
}

describe.each(FACTS)("$fact", (fact) => {
  const found = writtenAgain(fact);
  const notYet = fact.notYet ?? {};

  it("reads the sources it governs", () => {
    expect(sources.filter(fact.scope ?? (() => true)).length).toBeGreaterThan(100);
  });

  it(`is written only in the rules (${fact.home})`, () => {
    const again = [...found].filter(([path]) => !(path in notYet)).flatMap(([, lines]) => lines);
    expect(again).toEqual([]);
  });

  it("lists as not yet moved only places that still write it", () => {
    expect(Object.keys(notYet).filter((path) => !found.has(path))).toEqual([]);
  });
});

describe("the telltales", () => {
  const shapes: Record<string, string[]> = {
    "the riddle's length and its limit": [
      "export const MAX_RIDDLE_LENGTH = 500;",
      "export function riddleLength(text: string): number {",
    ],
  };

  it.each(FACTS.map((fact) => [fact.fact, fact] as const))(
    "catch the shapes the facts were written in before (%s)",
    (name, fact) => {
      const examples = shapes[name] ?? [];
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) {
        expect(
          fact.telltales.some((telltale) => telltale.test(example)),
          example,
        ).toBe(true);
      }
    },
  );
});
