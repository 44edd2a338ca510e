/**
 * What presence sends users (docs/decisions/020-friends-presence-challenges-leaderboards.md): a
 * `friend_presence` to every friend of a user when what they see of the user changed.
 */
import type { SocialMessage } from "@riddlebook/protocol";
import type { Db } from "../../db/schema";
import { summarizeGames } from "./repository";
import { type Aggregate, sameView, viewOf } from "./view";

export interface PresencePushDeps {
  db: Db;
  /** The user's friends' ids (the friends feature's). */
  friendIdsOf(userId: string): Promise<string[]>;
  /** Sends one message to many users' sockets on every instance (one bus message). */
  pushMany(userIds: readonly string[], message: SocialMessage): Promise<void>;
}

/** Pushes `friend_presence` to every friend when what they see of the user changed. */
export async function announcePresence(
  deps: PresencePushDeps,
  userId: string,
  before: Aggregate,
  after: Aggregate,
): Promise<void> {
  if (before.status === after.status && before.gameId === after.gameId) return;
  const gameIds = [before.gameId, after.gameId].filter((id): id is string => id !== null);
  const games = await summarizeGames(deps.db, gameIds);
  const seen = viewOf(after, games);
  if (sameView(viewOf(before, games), seen)) return;
  const friendIds = await deps.friendIdsOf(userId);
  if (friendIds.length === 0) return;
  await deps.pushMany(friendIds, { type: "friend_presence", userId, ...seen });
}
