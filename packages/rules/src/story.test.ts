import { describe, expect, it } from "vitest";
import {
  BOT_DIFFICULTIES,
  BOT_NAMES,
  BOT_TYPES,
  GAME_MODES,
  MAX_PLAYERS,
  modePrompts,
  ROUND_LIMITS,
} from "./constants";
import { createSeededRng } from "./random";
import {
  type ChapterResult,
  chapterPoints,
  completesChapter,
  isChapterUnlocked,
  mergeChapterResult,
  STORY_CHAPTERS,
  STORY_COMPLETION_BONUS,
  STORY_POINTS_PER_SCORE,
  storyChapter,
  storyScore,
} from "./story";
import { accept, writing } from "./test-support/fixtures";

const chapter = (n: number) => {
  const found = STORY_CHAPTERS[n - 1];
  if (!found) throw new Error(`no chapter ${n}`);
  return found;
};

/** The names a chapter's bots take at its table: each persona's first free name, in seat order. */
function botNamesAtTable(c: (typeof STORY_CHAPTERS)[number]): string[] {
  const taken = new Map<string, number>();
  return c.rules.bots.map(({ botType }) => {
    const index = taken.get(botType) ?? 0;
    taken.set(botType, index + 1);
    return BOT_NAMES[botType][index] ?? botType;
  });
}

describe("story chapters", () => {
  it("calls the bots by the names the game shows at the table (issue 31 item 20)", () => {
    const personaName = /\b(?:Auntie|Grandpa) [A-Z][a-z]+/g;
    for (const c of STORY_CHAPTERS) {
      const named = c.story.join(" ").match(personaName) ?? [];
      expect(botNamesAtTable(c), `chapter ${c.number}`).toEqual(expect.arrayContaining(named));
    }
    // Chapter 1 introduces both of its keepers by name.
    expect(chapter(1).story.join(" ")).toContain(botNamesAtTable(chapter(1)).join(" and "));
  });

  it("has at least six chapters, numbered in order with unique ids and badges", () => {
    expect(STORY_CHAPTERS.length).toBeGreaterThanOrEqual(6);
    expect(STORY_CHAPTERS.map((c) => c.number)).toEqual(STORY_CHAPTERS.map((_, i) => i + 1));
    expect(new Set(STORY_CHAPTERS.map((c) => c.id)).size).toBe(STORY_CHAPTERS.length);
    expect(new Set(STORY_CHAPTERS.map((c) => c.badge.id)).size).toBe(STORY_CHAPTERS.length);
  });

  it("asks 0, 150 and 300 for the first three chapters (docs/product.md §9), then more each time", () => {
    expect(STORY_CHAPTERS.slice(0, 3).map((c) => c.requiredScore)).toEqual([0, 150, 300]);
    for (let i = 1; i < STORY_CHAPTERS.length; i++) {
      expect(chapter(i + 1).requiredScore).toBeGreaterThan(chapter(i).requiredScore);
    }
  });

  it("gives every chapter a story of a few paragraphs and playable rules", () => {
    for (const c of STORY_CHAPTERS) {
      expect(c.title.length).toBeGreaterThan(0);
      expect(c.description.length).toBeGreaterThan(0);
      expect(c.story.length).toBeGreaterThanOrEqual(3);
      expect(GAME_MODES).toContain(c.rules.gameMode);
      expect(c.rules.totalRounds).toBeGreaterThanOrEqual(ROUND_LIMITS.min);
      expect(c.rules.totalRounds).toBeLessThanOrEqual(ROUND_LIMITS.max);
      expect(c.rules.bots.length).toBeGreaterThanOrEqual(1);
      expect(c.rules.bots.length + 1).toBeLessThanOrEqual(MAX_PLAYERS);
      for (const bot of c.rules.bots) {
        expect(BOT_TYPES).toContain(bot.botType);
        expect(BOT_DIFFICULTIES).toContain(bot.difficulty);
      }
      expect(c.rules.targetScore).toBeGreaterThan(0);
    }
  });

  it("sets targets a player can reach: at most the points of a perfect game", () => {
    for (const c of STORY_CHAPTERS) {
      const bots = c.rules.bots.length;
      // Per round: 5 for one's own riddle, 2 for each bot's riddle guessed.
      const perfect = c.rules.totalRounds * (5 + 2 * bots);
      expect(c.rules.targetScore).toBeLessThan(perfect);
    }
  });

  it("gives every chapter in a prompt mode its own prompts, some of the mode's, each once", () => {
    const promptChapters = STORY_CHAPTERS.filter((c) => modePrompts(c.rules.gameMode).length > 0);
    expect(promptChapters.map((c) => c.id)).toEqual(["kitchen", "glass-sea"]);
    for (const c of promptChapters) {
      const prompts = c.rules.prompts ?? [];
      expect(prompts.length, c.id).toBeGreaterThan(1);
      expect(new Set(prompts).size).toBe(prompts.length);
      for (const prompt of prompts) expect(modePrompts(c.rules.gameMode)).toContain(prompt);
      expect(prompts.length).toBeLessThan(modePrompts(c.rules.gameMode).length);
    }
    for (const c of STORY_CHAPTERS.filter((c) => modePrompts(c.rules.gameMode).length === 0)) {
      expect(c.rules.prompts, c.id).toBeUndefined();
    }
  });

  it("draws every prompt of a chapter's game, and every New Challenge, from the chapter's own list", () => {
    for (const c of STORY_CHAPTERS.filter((c) => c.rules.prompts)) {
      const own = c.rules.prompts ?? [];
      const seen = new Set<string>();
      for (let seed = 1; seed <= 8; seed++) {
        let state = writing(2, { gameMode: c.rules.gameMode, prompts: own }, { rng: createSeededRng(seed) });
        for (const choice of Object.values(state.rounds[0]?.words ?? {})) {
          expect(own).toContain(choice.prompt);
          seen.add(choice.prompt ?? "");
        }
        for (let reroll = 0; reroll < 6; reroll++) {
          const before = state.rounds[0]?.words.p1?.prompt;
          state = accept(
            state,
            { type: "rerollPrompt", playerId: "p1" },
            { rng: createSeededRng(seed * 10 + reroll) },
          ).state;
          const after = state.rounds[0]?.words.p1?.prompt ?? "";
          expect(own).toContain(after);
          expect(after).not.toBe(before);
          seen.add(after);
        }
      }
      // Every one of the chapter's prompts turns up, and nothing else does.
      expect([...seen].sort()).toEqual([...own].sort());
    }
  });

  it("finds chapters by id", () => {
    expect(storyChapter("attic")).toBe(chapter(1));
    expect(storyChapter("nope")).toBeUndefined();
  });
});

describe("story progress", () => {
  it("completes a chapter at its target score or above", () => {
    const c = chapter(2);
    expect(completesChapter(c, c.rules.targetScore - 1)).toBe(false);
    expect(completesChapter(c, c.rules.targetScore)).toBe(true);
    expect(completesChapter(c, c.rules.targetScore + 5)).toBe(true);
  });

  it("counts the best score per chapter and the completion bonus once", () => {
    const c = chapter(1);
    let result = mergeChapterResult(c, undefined, 4);
    expect(result).toEqual({ bestScore: 4, completed: true });
    result = mergeChapterResult(c, result, 2);
    expect(result).toEqual({ bestScore: 4, completed: true });
    result = mergeChapterResult(c, result, 7);
    expect(result).toEqual({ bestScore: 7, completed: true });
    expect(chapterPoints(result)).toBe(7 * STORY_POINTS_PER_SCORE + STORY_COMPLETION_BONUS);
    expect(storyScore({ attic: result })).toBe(chapterPoints(result));
  });

  it("keeps a completion when a later game scores less", () => {
    const c = chapter(3);
    const done = mergeChapterResult(c, undefined, c.rules.targetScore);
    expect(mergeChapterResult(c, done, 0).completed).toBe(true);
    expect(mergeChapterResult(c, undefined, 0)).toEqual({ bestScore: 0, completed: false });
  });

  it("replaying a chapter any number of times never raises the score beyond its best game", () => {
    const c = chapter(2);
    const scores = [3, 9, 1, 9, 6, 0, 9];
    let result: ChapterResult | undefined;
    for (const score of scores) result = mergeChapterResult(c, result, score);
    expect(storyScore({ garden: result as ChapterResult })).toBe(
      9 * STORY_POINTS_PER_SCORE + STORY_COMPLETION_BONUS,
    );
  });

  it("ignores results of unknown chapters", () => {
    expect(storyScore({ elsewhere: { bestScore: 100, completed: true } })).toBe(0);
  });

  it("unlocks chapter 1 from the start and the others by story score", () => {
    expect(isChapterUnlocked(chapter(1), 0)).toBe(true);
    expect(isChapterUnlocked(chapter(2), 149)).toBe(false);
    expect(isChapterUnlocked(chapter(2), 150)).toBe(true);
  });

  it("unlocks each next chapter when the chapters before it are completed at their targets", () => {
    const results: Record<string, ChapterResult> = {};
    for (let i = 0; i < STORY_CHAPTERS.length - 1; i++) {
      const c = chapter(i + 1);
      results[c.id] = mergeChapterResult(c, undefined, c.rules.targetScore);
      expect(isChapterUnlocked(chapter(i + 2), storyScore(results))).toBe(true);
    }
  });

  it("does not unlock chapter 2 by playing chapter 1 without completing it", () => {
    const c = chapter(1);
    const below = mergeChapterResult(c, undefined, c.rules.targetScore - 1);
    expect(isChapterUnlocked(chapter(2), storyScore({ attic: below }))).toBe(false);
  });
});
