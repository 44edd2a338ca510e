import type {
  MyPublishedRiddle,
  ParsedInput,
  PublishedRiddle,
  PublishedRiddlesPage,
  PublishRiddleResponse,
  ReviewStatus,
  reviewRoutes,
} from "@riddlebook/protocol";
import { findPlayer, isRoundScored, mayReview } from "@riddlebook/rules";
import { findRiddleGame } from "../../db/repos/games";
import type { Db } from "../../db/schema";
import type { Clock, IdGenerator } from "../../deps";
import { notAPlayer, notYourSeat } from "../../game/authority";
import { type GameService, gameNotFound } from "../../game/game-service";
import { DomainError } from "../../lib/domain-error";
import { publishRiddle, queueEndedRounds } from "./queue-repository";
import {
  listMyPublishedRiddles,
  listPublishedRiddles,
  publishedRiddleAuthor,
  ReviewCursorError,
  reviewPublishedRiddle,
} from "./repository";

/**
 * Community review (docs/decisions/021-community-riddles-moderation.md), the one authority over
 * published riddles: publishing one's riddle, the moderators' queue and their verdicts. A riddle is
 * listed, and can be reviewed, only once its round is scored or its game is over. A moderator never
 * sees nor reviews their own riddles: another moderator does (issue 29 findings 6 and 13,
 * docs/reliability.md A45; the decision is `mayReview` in packages/rules/src/roles.ts).
 */

const pageGone = () =>
  new DomainError("invalid_request", "That page of the list no longer exists. Start from the first page.");
const riddleNotFound = () => new DomainError("riddle_not_found", "That riddle doesn't exist.");

/** A moderator's page of `status`: queued riddles, their own left out. */
export async function reviewList(
  db: Db,
  reviewerId: string,
  query: { status: ReviewStatus; cursor?: string | undefined },
  now: number,
): Promise<PublishedRiddlesPage> {
  if (query.status === "pending") await queueEndedRounds(db, now);
  try {
    return await listPublishedRiddles(db, { ...query, exceptAuthor: reviewerId });
  } catch (error) {
    if (error instanceof ReviewCursorError) throw pageGone();
    throw error;
  }
}

/**
 * A moderator's verdict on a queued riddle, audited; `reviewedBy` is the reviewer's username. 403
 * for their own riddle, 404 for none in the queue (unknown, or its round still being played).
 */
export async function review(
  deps: { db: Db; clock: Clock; ids: IdGenerator },
  reviewer: { id: string; username: string },
  id: string,
  verdict: { approved: boolean; notes: string | null },
): Promise<PublishedRiddle> {
  const { db, clock, ids } = deps;
  if (!mayReview(reviewer.id, await publishedRiddleAuthor(db, id))) {
    throw new DomainError("forbidden", "You can't review your own riddle: another moderator will.");
  }
  const now = clock.now();
  await queueEndedRounds(db, now, id);
  const riddle = await reviewPublishedRiddle(db, {
    id,
    ...verdict,
    reviewer: { id: reviewer.id, username: reviewer.username },
    now,
    auditId: ids.newId(),
  });
  if (!riddle) throw new DomainError("not_found", "That published riddle doesn't exist.");
  return riddle;
}

/** The caller's own published riddles. */
export function myPublishedRiddles(db: Db, userId: string): Promise<MyPublishedRiddle[]> {
  return listMyPublishedRiddles(db, userId);
}

/**
 * Offers the caller's riddle of a game for review, once: the author's seat must be theirs. It enters
 * the queue at once when its round is scored (or the game is over); until then a moderator playing
 * this game must not see the word, and the games' commit hook queues it later. `created` is false
 * for a riddle offered before.
 */
export async function publish(
  deps: { db: Db; games: GameService; clock: Clock; ids: IdGenerator },
  userId: string,
  riddleId: string,
  body: ParsedInput<typeof reviewRoutes.publish>["body"],
): Promise<{ answer: PublishRiddleResponse; created: boolean }> {
  const { db, games, clock, ids } = deps;
  const gameId = await findRiddleGame(db, riddleId);
  if (!gameId) throw riddleNotFound();
  const state = await games.load(gameId);
  if (!state) throw gameNotFound();
  const riddle = state.rounds.flatMap((r) => r.riddles).find((r) => r.id === riddleId);
  if (!riddle) throw riddleNotFound();
  const author = findPlayer(state, riddle.playerId);
  if (!author) throw notAPlayer();
  if (author.userId !== userId) throw notYourSeat();
  const round = state.rounds[riddle.round - 1];
  const now = clock.now();
  const roundOver = (round !== undefined && isRoundScored(round)) || state.phase === "complete";
  const { record, created } = await publishRiddle(db, {
    id: ids.newId(),
    riddleId,
    gameId,
    userId,
    selectedWord: riddle.word,
    riddleText: riddle.text,
    playerName: body.playerName ?? author.name,
    gameMode: body.gameMode ?? state.gameMode,
    difficulty: body.difficulty,
    publishedAt: now,
    pageNumber: round?.pageNumber ?? null,
    queuedAt: roundOver ? now : null,
  });
  return { answer: { id: record.id, riddleId, status: record.status }, created };
}
