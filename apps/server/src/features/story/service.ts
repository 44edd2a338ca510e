import type { StoryChapterInfo, StoryGameResult, StoryResponse } from "@riddlebook/protocol";
import {
  type ChapterResult,
  findPlayerByUser,
  type Intent,
  isChapterUnlocked,
  STORY_CHAPTERS,
  type StoryChapter,
  storyChapter,
  storyScore,
  type Timings,
} from "@riddlebook/rules";
import type { UserRecord } from "../../db/repos/users";
import type { Db, StoryProgressTable } from "../../db/schema";
import type { Clock, IdGenerator } from "../../deps";
import type { GameService } from "../../game/game-service";
import { DomainError } from "../../lib/domain-error";
import { deleteStoryGame, findStoryGame, insertStoryGame, listStoryProgress } from "./repository";

const chapterNotFound = () => new DomainError("not_found", "Chapter not found.");

/** The caller's progress, keyed by chapter id. */
async function progressOf(db: Db, userId: string): Promise<Map<string, StoryProgressTable>> {
  return new Map((await listStoryProgress(db, userId)).map((row) => [row.chapter_id, row]));
}

function resultsOf(progress: Map<string, StoryProgressTable>): Record<string, ChapterResult> {
  const results: Record<string, ChapterResult> = {};
  for (const [id, row] of progress)
    results[id] = { bestScore: row.best_score, completed: row.completed_at !== null };
  return results;
}

function chapterInfo(
  chapter: StoryChapter,
  score: number,
  row: StoryProgressTable | undefined,
): StoryChapterInfo {
  return {
    id: chapter.id,
    number: chapter.number,
    title: chapter.title,
    description: chapter.description,
    story: [...chapter.story],
    theme: chapter.theme,
    difficulty: chapter.difficulty,
    requiredScore: chapter.requiredScore,
    rules: { ...chapter.rules, bots: chapter.rules.bots.map((bot) => ({ ...bot })) },
    badge: { ...chapter.badge },
    unlocked: isChapterUnlocked(chapter, score),
    pointsToUnlock: Math.max(0, chapter.requiredScore - score),
    bestScore: row ? row.best_score : null,
    completed: row?.completed_at != null,
    plays: row?.plays ?? 0,
  };
}

/** GET /api/story: every chapter with the user's lock state and progress, their score and badges. */
export async function storyOverview(db: Db, userId: string): Promise<StoryResponse> {
  const progress = await progressOf(db, userId);
  const score = storyScore(resultsOf(progress));
  const badges = STORY_CHAPTERS.flatMap((chapter) => {
    const earnedAt = progress.get(chapter.id)?.completed_at;
    return earnedAt == null ? [] : [{ ...chapter.badge, chapterId: chapter.id, earnedAt }];
  });
  return {
    storyScore: score,
    chapters: STORY_CHAPTERS.map((chapter) => chapterInfo(chapter, score, progress.get(chapter.id))),
    badges,
  };
}

export interface PlayDeps {
  db: Db;
  games: GameService;
  ids: IdGenerator;
  clock: Clock;
  timings: Partial<Timings>;
}

/** The game's name: "Chapter 1: The Lighthouse Attic". */
const gameNameOf = (chapter: StoryChapter) => `Chapter ${chapter.number}: ${chapter.title}`;

/**
 * POST /api/story/chapters/:id/play: a private game for the user against the chapter's bots, on its
 * page and rules, made through the game authority like any game and started at once. The story
 * mark (`story_games`) is written first, so the completing commit always finds it.
 */
export async function playChapter(deps: PlayDeps, user: UserRecord, chapterId: string): Promise<string> {
  const { db, games, ids, clock } = deps;
  const chapter = storyChapter(chapterId);
  if (!chapter) throw chapterNotFound();
  const score = storyScore(resultsOf(await progressOf(db, user.id)));
  if (!isChapterUnlocked(chapter, score)) {
    throw new DomainError(
      "forbidden",
      `Chapter ${chapter.number} is locked: it needs a story score of ${chapter.requiredScore} (you have ${score}).`,
    );
  }
  const { rules } = chapter;
  const gameId = ids.newId();
  const hostId = ids.newId();
  const setup: Intent[] = [
    { type: "choosePage", playerId: hostId, pageNumber: rules.pageNumber },
    ...rules.bots.map(
      (bot): Intent => ({
        type: "addBot",
        playerId: hostId,
        botId: ids.newId(),
        botType: bot.botType,
        difficulty: bot.difficulty,
      }),
    ),
    // The bots are ready and the page is chosen: the host's ready starts the game.
    { type: "setReady", playerId: hostId, isReady: true },
  ];
  await insertStoryGame(db, {
    game_id: gameId,
    user_id: user.id,
    chapter_id: chapter.id,
    target_score: rules.targetScore,
    created_at: clock.now(),
  });
  try {
    await games.create(
      {
        id: gameId,
        name: gameNameOf(chapter),
        isPublic: false,
        gameMode: rules.gameMode,
        totalRounds: rules.totalRounds,
        maxPlayers: rules.bots.length + 1,
        showPageWhileGuessing: rules.showPageWhileGuessing,
        // The chapter's own styles or characters, not the mode's whole list (ADR 032).
        ...(rules.prompts ? { prompts: rules.prompts } : {}),
        timings: deps.timings,
      },
      { playerId: hostId, userId: user.id, name: user.username },
      setup,
    );
  } catch (error) {
    await deleteStoryGame(db, gameId).catch(() => undefined);
    throw error;
  }
  return gameId;
}

/**
 * GET /api/story/games/:id: what a story game did for its player's story. 404 unless the caller is
 * the player the story game was made for, the same answer as for no game at all.
 */
export async function storyGameResult(
  db: Db,
  games: GameService,
  userId: string,
  gameId: string,
): Promise<StoryGameResult> {
  const mark = await findStoryGame(db, gameId);
  const chapter = mark && mark.user_id === userId ? storyChapter(mark.chapter_id) : undefined;
  const state = chapter ? await games.load(gameId) : null;
  const seat = state ? findPlayerByUser(state, userId) : undefined;
  if (!chapter || !state || !seat) throw new DomainError("not_found", "Story game not found.");
  const progress = await progressOf(db, userId);
  const score = storyScore(resultsOf(progress));
  const over = state.phase === "complete";
  const target = mark?.target_score ?? chapter.rules.targetScore;
  const completedNow = over && seat.score >= target;
  // A chapter completed before this game was made is a replay's: its badge was earned then.
  const completedAt = progress.get(chapter.id)?.completed_at;
  const completedBefore = completedAt != null && mark !== undefined && completedAt < Number(mark.created_at);
  const next = STORY_CHAPTERS[chapter.number];
  return {
    chapterId: chapter.id,
    chapterNumber: chapter.number,
    chapterTitle: chapter.title,
    targetScore: target,
    badge: { ...chapter.badge },
    finalScore: over ? seat.score : null,
    completedNow,
    badgeEarnedNow: completedNow && !completedBefore,
    chapterCompleted: completedAt != null,
    storyScore: score,
    nextChapter: next ? { id: next.id, title: next.title, unlocked: isChapterUnlocked(next, score) } : null,
  };
}

/**
 * "Play again" for a story game (game/play-again.ts): the same chapter again, made by `playChapter`
 * with its rules, bots and progress; null when `gameId` is no story game.
 */
export async function replayStoryGame(
  deps: PlayDeps,
  user: UserRecord,
  gameId: string,
): Promise<string | null> {
  const story = await findStoryGame(deps.db, gameId);
  return story ? playChapter(deps, user, story.chapter_id) : null;
}

/** The user's progress per chapter, for the account export. */
export function storyProgressOf(db: Db, userId: string): Promise<StoryProgressTable[]> {
  return listStoryProgress(db, userId);
}
