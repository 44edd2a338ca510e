// Bulk seeding for the leaderboard benchmark (bench/social.ts): players with a plausible spread of
// counters, written straight into `users`, `leaderboard_entries` and `leaderboard_counts` with
// multi-row inserts inside transactions (the completion commit's path would take hours for a million).
import { LEADERBOARD_MIN_GAMES, LEADERBOARD_MIN_RIDDLES, type LeaderboardMetric } from "@riddlebook/protocol";
import type { Db } from "../../apps/server/src/db/schema";

/** One player's counters on one period. */
export interface SeedCounters {
  totalScore: number;
  wins: number;
  games: number;
  riddles: number;
  solved: number;
}

export interface SeedPlayer {
  id: string;
  all: SeedCounters;
  /** This week's counters; null when they did not play this week. */
  week: SeedCounters | null;
}

/** A deterministic pseudo-random source (mulberry32), so runs are comparable. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Same length and alphabet for every id, so every collation orders them alike. */
const playerId = (i: number) => `p${String(i).padStart(8, "0")}`;

/**
 * Counters for `games` games: 3 riddles a game, about 5 points a game with a long tail (a few
 * players far ahead), wins and solved riddles at a per-player skill.
 */
function countersFor(games: number, r: () => number): SeedCounters {
  const skill = r();
  const riddles = games * 3;
  return {
    games,
    wins: Math.min(games, Math.round(games * skill * (0.3 + 0.5 * r()))),
    totalScore: Math.round(games * (2 + skill * 9) * (0.5 + r())),
    riddles,
    solved: Math.floor(riddles * (0.2 + skill * 0.8) * r()),
  };
}

/**
 * `count` players: games played over all time follow a long-tailed spread (most a handful, a few in
 * the thousands); a quarter played this week.
 */
export function generatePlayers(count: number, seed = 1): SeedPlayer[] {
  const r = random(seed);
  const players: SeedPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const games = Math.min(5000, 1 + Math.floor(-Math.log(1 - r()) * 12 * (r() < 0.05 ? 20 : 1)));
    const weekGames = r() < 0.25 ? 1 + Math.floor(r() * Math.min(games, 15)) : 0;
    players.push({
      id: playerId(i),
      all: countersFor(games, r),
      week: weekGames > 0 ? countersFor(weekGames, r) : null,
    });
  }
  return players;
}

const rate = (part: number, whole: number, minimum: number) =>
  whole >= minimum ? Math.floor((part * 10_000) / whole) : null;

/** The stored value of `metric` (rates in basis points), or null when below its minimum. */
export function storedValue(metric: LeaderboardMetric, c: SeedCounters): number | null {
  switch (metric) {
    case "score":
      return c.totalScore;
    case "wins":
      return c.wins;
    case "win_rate":
      return rate(c.wins, c.games, LEADERBOARD_MIN_GAMES);
    case "solve_rate":
      return rate(c.solved, c.riddles, LEADERBOARD_MIN_RIDDLES);
  }
}

function entryRow(period: string, id: string, c: SeedCounters) {
  return {
    period,
    user_id: id,
    total_score: c.totalScore,
    wins: c.wins,
    games: c.games,
    riddles_written: c.riddles,
    riddles_solved: c.solved,
    win_rate_bp: storedValue("win_rate", c),
    solve_rate_bp: storedValue("solve_rate", c),
  };
}

/**
 * Gives each of the first `viewers` players `perViewer` random friends (their side of the
 * friendship only: the friends board reads `friendships` by the viewer).
 */
export async function seedFriends(
  db: Db,
  players: readonly SeedPlayer[],
  viewers: number,
  perViewer: number,
  now: number,
): Promise<void> {
  const r = random(viewers);
  await db.transaction().execute(async (trx) => {
    for (let v = 0; v < Math.min(viewers, players.length); v++) {
      const me = players[v] as SeedPlayer;
      const friends = new Set<string>();
      while (friends.size < Math.min(perViewer, players.length - 1)) {
        const friend = players[Math.floor(r() * players.length)] as SeedPlayer;
        if (friend.id !== me.id) friends.add(friend.id);
      }
      await trx
        .insertInto("friendships")
        .values([...friends].map((id) => ({ user_id: me.id, friend_id: id, created_at: now })))
        .execute();
    }
  });
}

const COLUMNS = {
  score: "total_score",
  wins: "wins",
  win_rate: "win_rate_bp",
  solve_rate: "solve_rate_bp",
} as const;

/**
 * Writes the players (a user row each, a tenth of them guests), their entries on `all` and on
 * `weekKey`, and the histogram counted from those entries. `chunk` rows per insert, `perTransaction`
 * inserts per transaction.
 */
export async function seedLeaderboard(
  db: Db,
  players: readonly SeedPlayer[],
  weekKey: string,
  options: { chunk: number; perTransaction: number; now: number },
): Promise<void> {
  const { chunk, perTransaction, now } = options;
  const span = chunk * perTransaction;
  for (let start = 0; start < players.length; start += span) {
    const slice = players.slice(start, start + span);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < slice.length; i += chunk) {
        const part = slice.slice(i, i + chunk);
        await trx
          .insertInto("users")
          .values(
            part.map((p, k) => {
              const n = start + i + k;
              const guest = n % 10 === 0;
              const username = guest ? `Guest_${p.id}` : `Player_${p.id}`;
              return {
                id: p.id,
                username,
                username_key: username.toLowerCase(),
                email: null,
                password_hash: null,
                first_name: null,
                last_name: null,
                is_guest: guest ? 1 : 0,
                created_at: now,
              };
            }),
          )
          .execute();
        const rows = part.flatMap((p) => [
          entryRow("all", p.id, p.all),
          ...(p.week ? [entryRow(weekKey, p.id, p.week)] : []),
        ]);
        await trx.insertInto("leaderboard_entries").values(rows).execute();
      }
    });
  }
  for (const [metric, column] of Object.entries(COLUMNS)) {
    await db
      .insertInto("leaderboard_counts")
      .columns(["period", "metric", "value", "n"])
      .expression(
        db
          .selectFrom("leaderboard_entries")
          .select((eb) => [
            "period",
            eb.cast<string>(eb.val(metric), "text").as("metric"),
            eb.ref(column).as("value"),
            eb.fn.countAll().as("n"),
          ])
          .where(column, "is not", null)
          .groupBy(["period", column]),
      )
      .execute();
  }
}
