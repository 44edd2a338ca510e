import type { BotDifficulty, BotType, CharacterVoice, GameMode, StylePrompt } from "./constants";

/**
 * Story mode (docs/product.md §3, "Story chapter"; issue 14): chapters as data, and the pure rules of
 * progress. A chapter is played as a real solo game against bots; the server stores each player's
 * best score per chapter and whether they completed it. Everything here is pure.
 *
 * **Story score.** Each chapter counts `STORY_POINTS_PER_SCORE` story points per point of the
 * player's best final score in that chapter, plus `STORY_COMPLETION_BONUS` once the chapter is
 * completed. The story score is the sum over the chapters. Only the best game of a chapter counts
 * and the bonus is paid once, so replaying a chapter never farms points; games that are not story
 * games add nothing.
 *
 * **Completing** a chapter: a final score of at least its `targetScore` in one of its games. That
 * awards its badge. A chapter is **unlocked** when the story score reaches its `requiredScore`.
 * Completing the chapters in order always unlocks the next one (tested in story.test.ts).
 */

/** Story points per point of a chapter's best final score. */
export const STORY_POINTS_PER_SCORE = 10;
/** Story points a chapter adds once completed. */
export const STORY_COMPLETION_BONUS = 150;

export type StoryDifficulty = "easy" | "medium" | "hard";

/** One bot at a chapter's table. */
export interface StoryBot {
  botType: BotType;
  difficulty: BotDifficulty;
}

/** How a chapter's game is played. */
export interface StoryChapterRules {
  /** `story_mode`, or a mode whose twist the chapter borrows (style prompts, characters, speed). */
  gameMode: GameMode;
  totalRounds: number;
  bots: readonly StoryBot[];
  /** The wordbook page of round 1; later rounds rotate through pages of its difficulty (ADR 018). */
  pageNumber: number;
  /** Whether the page is listed beside the riddles while guessing. */
  showPageWhileGuessing: boolean;
  /**
   * In a prompt mode, the chapter's own styles or characters, the ones its story names: every
   * prompt of its games (and every "New Challenge") is one of these, never another of the mode's.
   */
  prompts?: readonly (StylePrompt | CharacterVoice)[];
  /** The final score that completes the chapter (reached or beaten). */
  targetScore: number;
}

export interface StoryBadge {
  id: string;
  name: string;
  emoji: string;
}

export interface StoryChapter {
  /** Stable id, used in URLs and stored with progress. */
  id: string;
  /** 1-based, in reading order. */
  number: number;
  title: string;
  description: string;
  /** The background story, one string per paragraph. */
  story: readonly string[];
  /** The theme, named after the wordbook page the chapter starts on. */
  theme: string;
  difficulty: StoryDifficulty;
  /** The story score needed to play it. */
  requiredScore: number;
  rules: StoryChapterRules;
  badge: StoryBadge;
}

export const STORY_CHAPTERS: readonly StoryChapter[] = [
  {
    id: "attic",
    number: 1,
    title: "The Lighthouse Attic",
    description: "Two friendly keepers teach you the oldest game on the coast.",
    story: [
      "The storm drove you up the spiral stairs of the old lighthouse, dripping and a little lost. At the top, under a roof that hums whenever the wind leans on it, Auntie Mabel and Grandpa Joe are sorting a century of forgotten things: buttons, keys, a cracked teacup, a kettle that still smells of smoke.",
      '"Every object up here has a secret," says Auntie, pressing a cup of cocoa into your hands. "We never say what a thing is. We say what it does, what it dreams of, who it misses. If the others guess it, the thing is remembered for one more winter."',
      'Grandpa pushes a dusty notebook across the table. The first page is headed Common Objects. "Easy ones first," he says, winking. "Make us guess just one of them tonight, or guess one of ours, and the lamp stays lit."',
    ],
    theme: "Common Objects",
    difficulty: "easy",
    requiredScore: 0,
    rules: {
      gameMode: "story_mode",
      totalRounds: 3,
      bots: [
        { botType: "auntie", difficulty: "easy" },
        { botType: "grandpa", difficulty: "easy" },
      ],
      pageNumber: 1,
      showPageWhileGuessing: true,
      targetScore: 1,
    },
    badge: { id: "lamp-lighter", name: "Lamp Lighter", emoji: "🕯️" },
  },
  {
    id: "garden",
    number: 2,
    title: "The Whispering Garden",
    description: "A walled garden where the plants only answer in riddles.",
    story: [
      "Behind the lighthouse lies a garden nobody has tended in forty years, and yet it blooms. The gate swings open before you touch it. Ivy writes curling letters along the wall; the hedges lean in as if they want to hear what you will say.",
      "An old gardener with soil in the lines of her palms explains the custom. The garden grows only what is described well. Call a rose a rose and it wilts in embarrassment; call it a red promise kept behind thorns, and it opens.",
      "Tonight the gardener has invited a sharper rival, a quick-eyed stranger who claims to speak fluent fern. Grow the garden with your words and out-guess them both.",
    ],
    theme: "Nature & Plants",
    difficulty: "easy",
    requiredScore: 150,
    rules: {
      gameMode: "story_mode",
      totalRounds: 3,
      bots: [
        { botType: "auntie", difficulty: "easy" },
        { botType: "random", difficulty: "medium" },
      ],
      pageNumber: 5,
      showPageWhileGuessing: true,
      targetScore: 8,
    },
    badge: { id: "green-thumb", name: "Green Thumb", emoji: "🌿" },
  },
  {
    id: "kitchen",
    number: 3,
    title: "The Midnight Kitchen",
    description: "Cook up riddles in whatever style the stove demands.",
    story: [
      "At midnight the inn's kitchen changes hands. The day cooks go home, and the night cooks arrive: a poet who seasons soup with haiku, a retired detective who interrogates every onion, and a prophet who insists the bread has foretold its own rising.",
      "They let you in on one condition. Every dish on the menu must be ordered in a particular style, and the stove, an iron beast with a temper, decides which. A sonnet for the saucepan. One sentence for the sieve. No adjectives at all for the pudding.",
      "Keep pace with the night cooks, match the stove's style, and by dawn your recipes will be written in the inn's great book.",
    ],
    theme: "Kitchen",
    difficulty: "medium",
    requiredScore: 300,
    rules: {
      gameMode: "style_challenge",
      totalRounds: 3,
      bots: [
        { botType: "grandpa", difficulty: "medium" },
        { botType: "auntie", difficulty: "medium" },
      ],
      pageNumber: 21,
      showPageWhileGuessing: true,
      // "A sonnet for the saucepan. One sentence for the sieve. No adjectives at all for the pudding."
      prompts: ["Romantic sonnet", "Only one sentence", "No adjectives"],
      targetScore: 10,
    },
    badge: { id: "night-cook", name: "Night Cook", emoji: "🍲" },
  },
  {
    id: "glass-sea",
    number: 4,
    title: "Voyage Across the Glass Sea",
    description: "A ship of characters, each telling tales in their own voice.",
    story: [
      "The ferry to the far islands is crewed by the strangest company afloat. A pirate who has never robbed anyone steers by the stars. A robot keeps the log in perfect capitals. A weather forecaster on the foredeck announces every wave before it arrives, usually wrongly.",
      "The sea here is so still and clear that it looks like glass, and the crew believe it listens. To pass safely, every sailor must describe something from the deep in a borrowed voice, so the sea cannot tell who is speaking.",
      "Three seasoned sailors share the watch with you. Speak as someone else, read the sea's secrets in their tales, and reach the islands with your name in the ship's song.",
    ],
    theme: "The Sea",
    difficulty: "medium",
    requiredScore: 550,
    rules: {
      gameMode: "character_voice",
      totalRounds: 4,
      bots: [
        { botType: "random", difficulty: "medium" },
        { botType: "grandpa", difficulty: "medium" },
        { botType: "auntie", difficulty: "hard" },
      ],
      pageNumber: 20,
      showPageWhileGuessing: true,
      // The pirate, the robot and the weather forecaster of the ferry's crew.
      prompts: ["Pirate", "Robot", "Weather forecaster"],
      targetScore: 14,
    },
    badge: { id: "glass-sailor", name: "Glass Sailor", emoji: "⛵" },
  },
  {
    id: "observatory",
    number: 5,
    title: "The Clockwork Observatory",
    description: "Race the turning of brass planets in a speed round among the stars.",
    story: [
      "On the island's highest hill stands an observatory built entirely of gears. Its brass planets circle the ceiling on rails, and its telescope only opens for as long as a clock of falling sand allows.",
      "The astronomers who live there have grown impatient. They speak fast and guess faster, and they will not wait for anyone who dawdles over a rhyme. Their page is the sky itself, full of difficult names for distant things.",
      "Two of their best minds challenge you to a night of quick riddles. Think fast, write short, and do not let the sand run out before your comet is named. The page stays hidden while you guess: the stars must be in your head.",
    ],
    theme: "Space",
    difficulty: "hard",
    requiredScore: 800,
    rules: {
      gameMode: "speed_round",
      totalRounds: 4,
      bots: [
        { botType: "grandpa", difficulty: "hard" },
        { botType: "random", difficulty: "hard" },
      ],
      pageNumber: 19,
      showPageWhileGuessing: false,
      targetScore: 14,
    },
    badge: { id: "star-chaser", name: "Star Chaser", emoji: "🔭" },
  },
  {
    id: "dragon-library",
    number: 6,
    title: "The Dragon's Library",
    description: "The final riddle contest, against a dragon who has read every book.",
    story: [
      "At the end of every road you have travelled sits a library carved into a mountain, and at the heart of the library sleeps a dragon. She does not hoard gold. She hoards words, thousands of them, stacked in shelves that climb into the dark.",
      "Long ago the dragon made a promise: anyone who can out-riddle her may borrow any book they like, forever. Many have tried. Their names are written on the flyleaves of books they never got to read.",
      "Tonight she has invited her two most learned librarians to the table as well. Every friend you made on the road has come to watch. Bring everything you learned in the attic, the garden, the kitchen, the sea and the stars, and write your name on the front of the book instead.",
    ],
    theme: "Fantasy",
    difficulty: "hard",
    requiredScore: 1100,
    rules: {
      gameMode: "story_mode",
      totalRounds: 5,
      bots: [
        { botType: "auntie", difficulty: "hard" },
        { botType: "grandpa", difficulty: "hard" },
        { botType: "random", difficulty: "expert" },
      ],
      pageNumber: 24,
      showPageWhileGuessing: false,
      targetScore: 20,
    },
    badge: { id: "dragon-reader", name: "Dragon Reader", emoji: "🐉" },
  },
];

/** The chapter with this id, or undefined. */
export function storyChapter(id: string): StoryChapter | undefined {
  return STORY_CHAPTERS.find((chapter) => chapter.id === id);
}

/** Whether a final score completes the chapter. */
export function completesChapter(chapter: StoryChapter, score: number): boolean {
  return score >= chapter.rules.targetScore;
}

/** A player's stored result in one chapter. */
export interface ChapterResult {
  bestScore: number;
  completed: boolean;
}

/** The story points one chapter's result is worth. */
export function chapterPoints(result: ChapterResult): number {
  return (
    Math.max(0, result.bestScore) * STORY_POINTS_PER_SCORE + (result.completed ? STORY_COMPLETION_BONUS : 0)
  );
}

/** The story score: the sum of every chapter's points. Results of unknown chapters count for nothing. */
export function storyScore(results: Readonly<Record<string, ChapterResult>>): number {
  let total = 0;
  for (const chapter of STORY_CHAPTERS) {
    const result = results[chapter.id];
    if (result) total += chapterPoints(result);
  }
  return total;
}

/** Whether the chapter can be played with this story score. */
export function isChapterUnlocked(chapter: StoryChapter, score: number): boolean {
  return score >= chapter.requiredScore;
}

/** Combines a stored result with a new game's final score: the best one counts, completion sticks. */
export function mergeChapterResult(
  chapter: StoryChapter,
  previous: ChapterResult | undefined,
  finalScore: number,
): ChapterResult {
  return {
    bestScore: Math.max(previous?.bestScore ?? 0, finalScore),
    completed: (previous?.completed ?? false) || completesChapter(chapter, finalScore),
  };
}
