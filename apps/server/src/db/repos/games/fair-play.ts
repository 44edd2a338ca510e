/**
 * What a completed game counts for on the leaderboards and the battle rating: the facts the rules'
 * `countGame` (packages/rules/src/counts.ts) needs, read by the completing commit (commit.ts), and
 * its verdicts turned into leaderboard deltas (docs/decisions/045-what-counts-on-leaderboards.md).
 */
import {
  type CountFacts,
  countGame,
  FAIR_PLAY,
  type GameCount,
  type GameState,
  type PairHistory,
} from "@riddlebook/rules";
import { sql } from "kysely";
import type { Db } from "../../schema";
import type { LeaderboardDelta } from "../leaderboard";
import type { StatsDelta } from "./commit";

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/**
 * The accounts of `userIds` (guest or not, and the addresses they signed in from within the origin
 * window), and the games each pair of them completed together within the pair window: three indexed
 * reads, before the commit's batch is sent.
 */
async function readCountFacts(db: Db, userIds: readonly string[], now: number): Promise<CountFacts> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return { accounts: new Map(), pairHistory: () => ({ games: 0, battles: 0 }) };
  const users = await db.selectFrom("users").select(["id", "is_guest"]).where("id", "in", ids).execute();
  const origins = await db
    .selectFrom("account_origins")
    .select(["user_id", "origin"])
    .where("user_id", "in", ids)
    .where("seen_at", ">=", now - FAIR_PLAY.originWindowMs)
    .execute();
  const pairs = new Map<string, PairHistory>();
  if (ids.length > 1) {
    const since = now - FAIR_PLAY.pairWindowMs;
    const rows = await db
      .selectFrom("game_players as a")
      .innerJoin("game_players as b", (join) =>
        join.onRef("b.game_id", "=", "a.game_id").onRef("b.user_id", ">", "a.user_id"),
      )
      .innerJoin("games as g", "g.id", "a.game_id")
      .select([
        "a.user_id as a",
        "b.user_id as b",
        (eb) => eb.fn.countAll<number>().as("games"),
        sql<number>`SUM(CASE WHEN g.game_mode = 'head_to_head' THEN 1 ELSE 0 END)`.as("battles"),
      ])
      .where("a.user_id", "in", ids)
      .where("b.user_id", "in", ids)
      .where("a.joined_at", ">=", since)
      .where("g.stats_applied", "=", 1)
      .where("g.completed_at", ">=", since)
      .groupBy(["a.user_id", "b.user_id"])
      .execute();
    for (const row of rows) {
      if (row.a === null || row.b === null) continue;
      pairs.set(pairKey(row.a, row.b), { games: Number(row.games), battles: Number(row.battles) });
    }
  }
  const originsOf = new Map<string, string[]>();
  for (const row of origins) originsOf.set(row.user_id, [...(originsOf.get(row.user_id) ?? []), row.origin]);
  return {
    accounts: new Map(
      users.map((user) => [
        user.id,
        { isGuest: Boolean(user.is_guest), origins: originsOf.get(user.id) ?? [] },
      ]),
    ),
    pairHistory: (a, b) => pairs.get(pairKey(a, b)) ?? { games: 0, battles: 0 },
  };
}

/** How the completed game `after` counts for each human seat (`countGame`), from freshly read facts. */
export async function countCompletedGame(db: Db, after: GameState, now: number): Promise<GameCount> {
  const userIds = after.players.flatMap((p) => (p.isBot || p.userId === null ? [] : [p.userId]));
  const bots = after.players.some((p) => p.isBot);
  const facts = bots
    ? { accounts: new Map(), pairHistory: () => ({ games: 0, battles: 0 }) }
    : await readCountFacts(db, userIds, now);
  return countGame(after, facts);
}

/**
 * The leaderboard deltas of a completed game: each seat that counts in full adds its stats; a seat
 * that counts as a loss adds a game and nothing else; the others add nothing.
 */
export function leaderboardDeltas(
  after: GameState,
  stats: readonly StatsDelta[],
  count: GameCount,
): LeaderboardDelta[] {
  const deltas: LeaderboardDelta[] = [];
  for (const player of after.players) {
    const seat = count.seats.get(player.id);
    const delta = stats.find((s) => s.userId === player.userId);
    if (!seat || !delta) continue;
    if (seat.counts === "full") deltas.push(delta);
    else if (seat.counts === "loss") {
      deltas.push({ userId: delta.userId, score: 0, won: false, riddles: 0, riddlesSolved: 0 });
    }
  }
  return deltas;
}
