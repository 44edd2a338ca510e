/**
 * What friends see of a user's presence (docs/decisions/020-friends-presence-challenges-leaderboards.md):
 * every instance's rows combined into one status, and the game shown only while it is live and
 * named only when it is public.
 */
import type { FriendActivity, PresenceStatus } from "@riddlebook/protocol";
import type { Db } from "../../db/schema";
import { type GameSummary, listFreshPresence, type PresenceRow, summarizeGames } from "./repository";

/** A user's presence as friends see it. */
interface UserPresenceView {
  status: PresenceStatus;
  activity: FriendActivity | null;
}

/** The presence of a user on one instance, or on all of them combined. */
export interface Aggregate {
  status: PresenceStatus;
  gameId: string | null;
}

const OFFLINE: Aggregate = { status: "offline", gameId: null };

/**
 * Combines rows (one per instance) into one status: online over away over offline; the game of
 * the most recent row that is online, else of the most recent row.
 */
export function combine(rows: readonly Pick<PresenceRow, "status" | "gameId" | "updatedAt">[]): Aggregate {
  if (rows.length === 0) return OFFLINE;
  const status = rows.some((row) => row.status === "online") ? "online" : "away";
  const withGame = rows
    .filter((row) => row.gameId !== null)
    .sort(
      (a, b) => Number(b.status === "online") - Number(a.status === "online") || b.updatedAt - a.updatedAt,
    );
  return { status, gameId: withGame[0]?.gameId ?? null };
}

/** The activity friends see for a game: its id and name only when it is public, nothing once it ended. */
function activityOf(gameId: string | null, games: Map<string, GameSummary>): FriendActivity | null {
  if (gameId === null) return null;
  const game = games.get(gameId);
  if (!game?.live) return null;
  return {
    kind: "in_game",
    gameId: game.isPublic ? gameId : null,
    gameName: game.isPublic ? game.name : null,
  };
}

/** What friends see of an aggregate, given the summaries of the games it may name. */
export function viewOf(aggregate: Aggregate, games: Map<string, GameSummary>): UserPresenceView {
  return {
    status: aggregate.status,
    activity: aggregate.status === "offline" ? null : activityOf(aggregate.gameId, games),
  };
}

export function sameView(a: UserPresenceView, b: UserPresenceView): boolean {
  return (
    a.status === b.status &&
    a.activity?.gameId === b.activity?.gameId &&
    a.activity?.gameName === b.activity?.gameName &&
    (a.activity === null) === (b.activity === null)
  );
}

/** The presence of these users as their friends see it, from every instance's fresh rows. */
export async function readPresence(
  db: Db,
  userIds: readonly string[],
  freshSince: number,
): Promise<Map<string, UserPresenceView>> {
  const rows = await listFreshPresence(db, userIds, freshSince);
  const byUser = new Map<string, PresenceRow[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const aggregates = new Map([...byUser].map(([userId, list]) => [userId, combine(list)] as const));
  const gameIds = [...aggregates.values()].flatMap((a) => (a.gameId === null ? [] : [a.gameId]));
  const games = await summarizeGames(db, gameIds);
  return new Map(userIds.map((userId) => [userId, viewOf(aggregates.get(userId) ?? OFFLINE, games)]));
}
