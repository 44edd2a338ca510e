// Each fact once (docs/decisions/041-feature-modules.md, step 4 of the order of moves): who won a
// game and the places of the standings, a game's default name, "the round is scored, so the word is
// public", the win rate, the rounds a mode offers, and the riddle's length are each written once, in
// packages/rules, and used everywhere. This guard reads the tree's other sources for the telltale
// shape of each fact written again, so a second definition fails here in the change that adds it.
// Tests, test support and migrations (history, never edited) are left out; so are the bots' own
// scores of candidate words, which are not players' scores.
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

const playersScope = (path: string) => !path.startsWith("packages/bots/");

const FACTS: readonly Fact[] = [
  {
    fact: "who won a game (nobody in a 0–0 game)",
    home: "winners.ts: winnersOf",
    telltales: [
      /Math\.max\(.*\.score\b/, // the top score, worked out again
      /\.score\s*===\s*top\b|===\s*top\.score\b/,
      /\brank\s*===\s*1\b/,
    ],
    scope: playersScope,
  },
  {
    fact: "the places of the standings, equal scores sharing one",
    home: "winners.ts: standingsOf",
    telltales: [
      /\bb\.(\w+\.)?score\s*-\s*a\.(\w+\.)?score\b/, // players sorted by score
      /\.score\s*>\s*\w+\.score\)\.length/,
      /findIndex\(\(\w+\)\s*=>\s*\w+\.score\s*===/,
    ],
    scope: playersScope,
  },
  {
    fact: `a game's default name ("<host name>'s Game")`,
    home: "create-game.ts: defaultGameName",
    telltales: [/(\}|\{\{\s*\w+\s*\}\}|\+\s*")'s Game/],
  },
  {
    fact: "the round is scored, so its words are public",
    home: "public-info.ts: isRoundScored",
    telltales: [
      /\bresult\s*[!=]==?\s*null\b/,
      /\bnull\s*[!=]==?\s*\(?[\w.?]*\bresult\b/,
      /\.result\s*\?\?\s*null\b/,
      /\.(find|findLast|filter|some|every)\(\(?\w+\)?\s*=>\s*!?\w+\.result\s*\)/,
    ],
    // A bot's guess result and the like are not a round's result: only the game's sources are read.
    scope: (path) => !path.startsWith("packages/bots/") && !path.startsWith("packages/words/"),
  },
  {
    fact: "the win rate",
    home: "stats.ts: winRateBasisPoints, winRate",
    telltales: [
      /\b(games)?(won|wins)\w*\s*(\*\s*[\w.]+\s*)?\/\s*[\w.]*(games|played)\w*/i,
      /\bRATE_SCALE\s*=/,
      /\*\s*10_?000\b/,
    ],
  },
  {
    fact: "the rounds a mode offers, and its default (3 head to head, 7 otherwise)",
    home: "create-game.ts: roundChoices",
    telltales: [
      /\boptions:\s*\w*ROUND_OPTIONS\b/,
      /head_to_head["']?\s*\?\s*[\w.]*ROUND/,
      /\b(rounds\w*|roundCount)\s*\?\?\s*\d/i,
      /\broundsPerMatch:\s*["']\d/,
    ],
  },
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
    "who won a game (nobody in a 0–0 game)": [
      "const top = Math.max(...view.players.map((p) => p.score), 0);",
      "const winners = top.filter((p) => p.rank === 1);",
    ],
    "the places of the standings, equal scores sharing one": [
      "[...players].sort((a, b) => b.score - a.score)",
      "rank: 1 + sorted.filter((other) => other.score > player.score).length,",
    ],
    "a game's default name (\"<host name>'s Game\")": [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example is source text, a template literal as written
      "let name = `${hostName}'s Game`;",
      'defaultGameName: "{{name}}\'s Game",',
    ],
    "the round is scored, so its words are public": [
      "if (round.result === null) throw badRequest();",
      "const lastScored = [...view.rounds].reverse().find((r) => r.result);",
      "const roundOver = (round?.result ?? null) !== null;",
    ],
    "the win rate": ["winRate: f.gamesPlayed === 0 ? 0 : f.gamesWon / f.gamesPlayed,"],
    "the rounds a mode offers, and its default (3 head to head, 7 otherwise)": [
      "head_to_head: { options: CHALLENGE_ROUND_OPTIONS, default: 3 },",
      "rounds_per_match: body.roundsPerMatch ?? 3,",
    ],
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
