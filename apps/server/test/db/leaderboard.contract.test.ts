import {
  LEADERBOARD_METRICS,
  LEADERBOARD_MIN_GAMES,
  LEADERBOARD_MIN_RIDDLES,
  type LeaderboardEntry,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  type LeaderboardScope,
} from "@riddlebook/protocol";
import { Migrator } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate";
import { migrations } from "../../src/db/migrations/index";
import { commitGame, insertGame, type StatsDelta, VersionConflictError } from "../../src/db/repos/games";
import { addLeaderboardUpdates } from "../../src/db/repos/leaderboard";
import { setStats } from "../../src/db/repos/stats";
import { createUser } from "../../src/db/repos/users";
import type { Db } from "../../src/db/schema";
import { runWriteBatch, WriteBatch } from "../../src/db/write-batch";
import { LeaderboardCursorError, readLeaderboard } from "../../src/features/leaderboard";
import { dbTargets } from "../support/db-targets";
import { playedGame } from "../support/played-game";

const targets = dbTargets({ sqlite: "file" });

/** Wednesday 2031-06-18 12:00 UTC, in ISO week 2031-W25 (Monday 16 June to Sunday 22 June). */
const WEDNESDAY = Date.UTC(2031, 5, 18, 12, 0, 0);
const MONDAY = Date.UTC(2031, 5, 16);
const NEXT_MONDAY = Date.UTC(2031, 5, 23);

/** A deterministic pseudo-random source (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** User ids that sort the same in every collation: one prefix, zero-padded digits. */
const uid = (n: number) => `lb${String(n).padStart(4, "0")}`;

const game = (userId: string, score: number, won: boolean, riddles = 1, riddlesSolved = 0): StatsDelta => ({
  userId,
  score,
  won,
  riddles,
  riddlesSolved,
});

/** One player's counters as the test keeps them, to rank the board independently. */
interface Totals {
  score: number;
  wins: number;
  games: number;
  riddles: number;
  solved: number;
}

function shownValueOf(metric: LeaderboardMetric, t: Totals): number | null {
  switch (metric) {
    case "score":
      return t.score;
    case "wins":
      return t.wins;
    case "win_rate":
      return t.games >= LEADERBOARD_MIN_GAMES ? Math.floor((t.wins * 10_000) / t.games) / 10_000 : null;
    case "solve_rate":
      return t.riddles >= LEADERBOARD_MIN_RIDDLES
        ? Math.floor((t.solved * 10_000) / t.riddles) / 10_000
        : null;
  }
}

/** The board worked out directly: value descending, then user id, with competition ranks. */
function expectedBoard(totals: Map<string, Totals>, metric: LeaderboardMetric) {
  const rows = [...totals]
    .flatMap(([userId, t]) => {
      const value = shownValueOf(metric, t);
      return value === null ? [] : [{ userId, value, t }];
    })
    .sort((a, b) => b.value - a.value || (a.userId < b.userId ? -1 : 1));
  return rows.map((row) => ({
    rank: 1 + rows.filter((other) => other.value > row.value).length,
    userId: row.userId,
    value: row.value,
    gamesPlayed: row.t.games,
    wins: row.t.wins,
    totalScore: row.t.score,
  }));
}

for (const target of targets) {
  describe.skipIf(!target.available)(`leaderboards on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<unknown>;

    beforeEach(async () => {
      const opened = await target.open();
      db = opened.db;
      cleanup = opened.close;
      await migrateToLatest(db);
    });
    afterEach(async () => {
      await cleanup?.();
    });

    async function users(count: number, options: { guests?: number[] } = {}): Promise<string[]> {
      const ids: string[] = [];
      for (let n = 1; n <= count; n++) {
        const isGuest = options.guests?.includes(n) ?? false;
        await createUser(db, {
          id: uid(n),
          username: isGuest ? `Guest_${n}` : `Player_${n}`,
          email: isGuest ? null : `lb${n}@example.com`,
          passwordHash: null,
          firstName: null,
          lastName: null,
          isGuest,
          createdAt: WEDNESDAY,
        });
        ids.push(uid(n));
      }
      return ids;
    }

    /** Applies one completed game's leaderboard writes, as the completing commit does. */
    async function complete(deltas: StatsDelta[], now = WEDNESDAY): Promise<void> {
      const batch = new WriteBatch(db);
      addLeaderboardUpdates(batch, deltas, now);
      expect(await runWriteBatch(db, batch)).toBeNull();
    }

    const read = (
      userId: string,
      options: {
        scope?: LeaderboardScope;
        period?: LeaderboardPeriod;
        metric?: LeaderboardMetric;
        cursor?: string;
        limit?: number;
        now?: number;
      } = {},
    ) =>
      readLeaderboard(db, {
        scope: options.scope ?? "global",
        period: options.period ?? "all",
        metric: options.metric ?? "score",
        userId,
        cursor: options.cursor,
        limit: options.limit ?? 25,
        now: options.now ?? WEDNESDAY,
      });

    /** Every page of a board, following the cursors. */
    async function allPages(userId: string, options: Parameters<typeof read>[1] & { limit: number }) {
      const entries: LeaderboardEntry[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await read(userId, { ...options, ...(cursor ? { cursor } : {}) });
        expect(page.entries.length).toBeLessThanOrEqual(options.limit);
        entries.push(...page.entries);
        cursor = page.nextCursor ?? undefined;
        pages++;
        if (pages > 1000) throw new Error("the cursors never end");
      } while (cursor);
      return { entries, pages };
    }

    /** The histogram, recounted from the entries: they must agree for every metric. */
    async function expectHistogramMatchesEntries(period: string) {
      const entries = await db
        .selectFrom("leaderboard_entries")
        .selectAll()
        .where("period", "=", period)
        .execute();
      const counts = await db
        .selectFrom("leaderboard_counts")
        .selectAll()
        .where("period", "=", period)
        .execute();
      const columns = {
        score: "total_score",
        wins: "wins",
        win_rate: "win_rate_bp",
        solve_rate: "solve_rate_bp",
      } as const;
      for (const metric of LEADERBOARD_METRICS) {
        const recount = new Map<number, number>();
        for (const entry of entries) {
          const value = entry[columns[metric]];
          if (value !== null) recount.set(Number(value), (recount.get(Number(value)) ?? 0) + 1);
        }
        const stored = new Map(
          counts.filter((c) => c.metric === metric).map((c) => [Number(c.value), Number(c.n)] as const),
        );
        expect(stored, `${period} ${metric}`).toEqual(recount);
      }
    }

    it("the migration starts the all-time board from the players' stats, rates from their minimums", async () => {
      // Back to before the leaderboards (0010's down), as a database that has not run it yet.
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0009-social")).error).toBeUndefined();
      const [veteran, rookie, idle] = await users(3);
      await setStats(db, veteran!, {
        gamesPlayed: 8,
        gamesWon: 6,
        riddlesCreated: 20,
        totalScore: 90,
        currentWinStreak: 2,
      });
      await setStats(db, rookie!, {
        gamesPlayed: 2,
        gamesWon: 2,
        riddlesCreated: 6,
        totalScore: 90,
        currentWinStreak: 2,
      });
      await migrateToLatest(db);
      const scores = await read(idle!);
      expect(scores.entries.map((e) => [e.rank, e.userId, e.value, e.gamesPlayed, e.wins])).toEqual([
        [1, veteran, 90, 8, 6],
        [1, rookie, 90, 2, 2],
      ]);
      expect(scores.me).toBeNull();
      expect((await read(idle!, { metric: "win_rate" })).entries.map((e) => [e.userId, e.value])).toEqual([
        [veteran, 0.75],
      ]);
      expect((await read(idle!, { metric: "solve_rate" })).entries).toEqual([]);
      expect((await read(idle!, { period: "week" })).entries).toEqual([]);
      await expectHistogramMatchesEntries("all");
      // The board carries on from there.
      await complete([game(rookie!, 1, false)]);
      expect((await read(idle!)).entries.map((e) => [e.rank, e.userId])).toEqual([
        [1, rookie],
        [2, veteran],
      ]);
      await expectHistogramMatchesEntries("all");
    });

    it("ranks ties together (1, 2, 2, 4) and orders a tie by user id", async () => {
      const [a, b, c, d] = await users(4);
      await complete([game(d!, 10, false), game(c!, 20, false), game(b!, 20, false), game(a!, 30, true)]);
      const page = await read(a!);
      expect(page.entries.map((e) => [e.rank, e.userId, e.value])).toEqual([
        [1, a, 30],
        [2, b, 20],
        [2, c, 20],
        [4, d, 10],
      ]);
      expect(page.entries[0]).toEqual({
        rank: 1,
        userId: a,
        name: "Player_1",
        isGuest: false,
        value: 30,
        gamesPlayed: 1,
        wins: 1,
        totalScore: 30,
      });
      expect(page.me).toEqual(page.entries[0]);
      expect(page.nextCursor).toBeNull();
      const wins = await read(c!, { metric: "wins" });
      expect(wins.entries.map((e) => [e.rank, e.userId, e.value])).toEqual([
        [1, a, 1],
        [2, b, 0],
        [2, c, 0],
        [2, d, 0],
      ]);
      expect(wins.me?.rank).toBe(2);
    });

    it("keyset pages cover every entry exactly once, in board order, with the ranks worked out directly", async () => {
      const ids = await users(40, { guests: [3, 17] });
      const totals = new Map<string, Totals>();
      const rng = random(7);
      // 60 games of 2-5 players: many ties (small scores), some rates over their minimums.
      for (let g = 0; g < 60; g++) {
        const size = 2 + Math.floor(rng() * 4);
        const seated = [...ids].sort(() => rng() - 0.5).slice(0, size);
        const deltas = seated.map((userId, i) => {
          const riddles = 1 + Math.floor(rng() * 2);
          return game(userId, Math.floor(rng() * 4) * 5, i === 0, riddles, Math.floor(rng() * (riddles + 1)));
        });
        for (const delta of deltas) {
          const t = totals.get(delta.userId) ?? { score: 0, wins: 0, games: 0, riddles: 0, solved: 0 };
          t.score += delta.score;
          t.wins += delta.won ? 1 : 0;
          t.games += 1;
          t.riddles += delta.riddles;
          t.solved += delta.riddlesSolved;
          totals.set(delta.userId, t);
        }
        await complete(deltas);
      }
      await expectHistogramMatchesEntries("all");
      await expectHistogramMatchesEntries("2031-W25");
      for (const metric of LEADERBOARD_METRICS) {
        const expected = expectedBoard(totals, metric);
        expect(expected.length, metric).toBeGreaterThan(3);
        for (const period of ["all", "week"] as const) {
          const { entries, pages } = await allPages(ids[0]!, { metric, period, limit: 7 });
          expect(pages).toBe(Math.max(1, Math.ceil(expected.length / 7)));
          expect(
            entries.map(({ name: _n, isGuest: _g, ...rest }) => rest),
            `${metric} ${period}`,
          ).toEqual(expected);
          expect(new Set(entries.map((e) => e.userId)).size).toBe(entries.length);
        }
      }
      const scores = (await allPages(ids[0]!, { limit: 100 })).entries;
      expect(scores.find((e) => e.userId === uid(3))).toMatchObject({ name: "Guest_3", isGuest: true });
    });

    it("gives your own entry with your rank when you are not on the page, and null when you have none", async () => {
      const ids = await users(12);
      await complete(ids.slice(0, 11).map((userId, i) => game(userId, 100 - i * 5, i === 0)));
      const last = ids[10]!;
      const first = await read(last, { limit: 3 });
      expect(first.entries.map((e) => e.rank)).toEqual([1, 2, 3]);
      expect(first.me).toMatchObject({ userId: last, rank: 11, value: 50, name: "Player_11" });
      const second = await read(last, { limit: 3, cursor: first.nextCursor ?? "" });
      expect(second.entries.map((e) => e.rank)).toEqual([4, 5, 6]);
      expect(second.me?.rank).toBe(11);
      expect((await read(ids[11]!)).me).toBeNull();
    });

    it(`ranks win rate only from ${LEADERBOARD_MIN_GAMES} games in the period`, async () => {
      const [steady, newcomer, fresh] = await users(3);
      for (let i = 0; i < LEADERBOARD_MIN_GAMES; i++) {
        await complete([game(steady!, 5, i < 2), game(newcomer!, 3, i < LEADERBOARD_MIN_GAMES - 2)]);
      }
      await complete([game(steady!, 5, false)]);
      // steady: 2 wins of 6 games; newcomer: 3 of 5.
      const board = await read(steady!, { metric: "win_rate" });
      expect(board.entries.map((e) => [e.userId, e.value, e.rank])).toEqual([
        [newcomer, 0.6, 1],
        [steady, 0.3333, 2],
      ]);
      for (let i = 0; i < LEADERBOARD_MIN_GAMES - 1; i++) await complete([game(fresh!, 1, true)]);
      const before = await read(fresh!, { metric: "win_rate" });
      expect(before.me).toBeNull();
      expect(before.entries.map((e) => e.userId)).not.toContain(fresh);
      expect((await read(fresh!, { metric: "wins" })).me).toMatchObject({ value: LEADERBOARD_MIN_GAMES - 1 });
      await complete([game(fresh!, 1, true)]);
      expect((await read(fresh!, { metric: "win_rate" })).me).toMatchObject({ rank: 1, value: 1 });
      await expectHistogramMatchesEntries("all");
    });

    it(`ranks solve rate: riddles someone else solved, from ${LEADERBOARD_MIN_RIDDLES} riddles in the period`, async () => {
      const [writer, other] = await users(2);
      await complete([game(writer!, 10, true, 3, 2), game(other!, 4, false, 3, 3)]);
      expect((await read(writer!, { metric: "solve_rate" })).entries).toEqual([]);
      await complete([game(writer!, 10, true, 2, 1), game(other!, 4, false, 2, 0)]);
      // writer: 3 of 5; other: 3 of 5 — a tie.
      const tie = await read(writer!, { metric: "solve_rate" });
      expect(tie.entries.map((e) => [e.userId, e.value, e.rank])).toEqual([
        [writer, 0.6, 1],
        [other, 0.6, 1],
      ]);
      await complete([game(other!, 4, false, 1, 1)]);
      const after = await read(writer!, { metric: "solve_rate" });
      expect(after.entries.map((e) => [e.userId, e.value, e.rank])).toEqual([
        [other, 0.6666, 1],
        [writer, 0.6, 2],
      ]);
      await expectHistogramMatchesEntries("all");
    });

    it("counts a game in the ISO week (UTC) it completed in, and refuses a cursor once the week has turned", async () => {
      const [a, b, c] = await users(3);
      await complete([game(a!, 7, true)], MONDAY - 1); // Sunday 23:59:59.999 of the week before
      await complete([game(b!, 5, true), game(c!, 2, false)], MONDAY); // Monday 00:00, this week
      await complete([game(c!, 9, true)], NEXT_MONDAY - 1); // Sunday evening, still this week
      await complete([game(a!, 1, false)], NEXT_MONDAY); // next week

      const week = await read(a!, { period: "week", limit: 1 });
      expect(week.entries.map((e) => [e.userId, e.value])).toEqual([[c, 11]]);
      expect(week.me).toBeNull();
      const rest = await read(a!, { period: "week", cursor: week.nextCursor ?? "" });
      expect(rest.entries.map((e) => [e.rank, e.userId, e.value])).toEqual([[2, b, 5]]);
      const lastWeek = await read(a!, { period: "week", now: MONDAY - 1 });
      expect(lastWeek.entries.map((e) => [e.userId, e.value])).toEqual([[a, 7]]);
      const nextWeek = await read(a!, { period: "week", now: NEXT_MONDAY });
      expect(nextWeek.me).toMatchObject({ rank: 1, value: 1, gamesPlayed: 1 });

      const all = await read(a!);
      expect(all.entries.map((e) => [e.rank, e.userId, e.value])).toEqual([
        [1, c, 11],
        [2, a, 8],
        [3, b, 5],
      ]);
      // The same cursor on the next Monday names a week that has ended.
      await expect(
        read(a!, { period: "week", cursor: week.nextCursor ?? "", now: NEXT_MONDAY }),
      ).rejects.toBeInstanceOf(LeaderboardCursorError);
      await expectHistogramMatchesEntries("all");
      await expectHistogramMatchesEntries("2031-W25");
    });

    it("refuses a malformed cursor and one from another board", async () => {
      const [a, b] = await users(2);
      await complete([game(a!, 3, true), game(b!, 1, false)]);
      const page = await read(a!, { limit: 1 });
      expect(page.nextCursor).not.toBeNull();
      for (const cursor of ["", "not-a-cursor", Buffer.from("{}").toString("base64url")]) {
        await expect(read(a!, { cursor })).rejects.toBeInstanceOf(LeaderboardCursorError);
      }
      await expect(read(a!, { metric: "wins", cursor: page.nextCursor ?? "" })).rejects.toBeInstanceOf(
        LeaderboardCursorError,
      );
      await expect(read(a!, { scope: "friends", cursor: page.nextCursor ?? "" })).rejects.toBeInstanceOf(
        LeaderboardCursorError,
      );
      expect((await read(a!, { cursor: page.nextCursor ?? "" })).entries.map((e) => e.userId)).toEqual([b]);
    });

    it("ranks the friends board among you and your friends only, with pages", async () => {
      const [me, f1, f2, f3, stranger] = await users(5);
      for (const friend of [f1!, f2!, f3!]) {
        await db
          .insertInto("friendships")
          .values([
            { user_id: me!, friend_id: friend, created_at: WEDNESDAY },
            { user_id: friend, friend_id: me!, created_at: WEDNESDAY },
          ])
          .execute();
      }
      await complete([
        game(stranger!, 50, true),
        game(f1!, 20, false),
        game(me!, 10, false),
        game(f2!, 20, false),
      ]);
      const board = await read(me!, { scope: "friends" });
      // f3 has not played: not on the board. The stranger is not a friend.
      expect(board.entries.map((e) => [e.rank, e.userId, e.value])).toEqual([
        [1, f1, 20],
        [1, f2, 20],
        [3, me, 10],
      ]);
      expect(board.me).toMatchObject({ userId: me, rank: 3 });
      const first = await read(me!, { scope: "friends", limit: 2 });
      expect(first.entries.map((e) => e.userId)).toEqual([f1, f2]);
      expect(first.me?.rank).toBe(3);
      const second = await read(me!, { scope: "friends", limit: 2, cursor: first.nextCursor ?? "" });
      expect(second.entries.map((e) => [e.rank, e.userId])).toEqual([[3, me]]);
      expect(second.nextCursor).toBeNull();
      // The stranger's friends board is the stranger alone; the global board has everyone.
      expect((await read(stranger!, { scope: "friends" })).entries.map((e) => e.userId)).toEqual([stranger]);
      expect((await read(me!)).me?.rank).toBe(4);
      expect((await read(f3!, { scope: "friends" })).me).toBeNull();
    });

    it("keeps the histogram exact when games sharing players complete at the same time", async () => {
      const ids = await users(6);
      const rng = random(11);
      const games = Array.from({ length: 12 }, (_, g) =>
        [...ids]
          .sort(() => rng() - 0.5)
          .slice(0, 3)
          .map((userId, i) => game(userId, 1 + ((g + i) % 4), i === 0, 1, i % 2)),
      );
      await Promise.all(games.map((deltas) => complete(deltas)));
      await expectHistogramMatchesEntries("all");
      await expectHistogramMatchesEntries("2031-W25");
      const played = await db
        .selectFrom("leaderboard_entries")
        .select((eb) => eb.fn.sum<number>("games").as("games"))
        .where("period", "=", "all")
        .executeTakeFirstOrThrow();
      expect(Number(played.games)).toBe(12 * 3);
    });

    it("writes a completed game's boards in as many statements for six players as for one", async () => {
      // The completing commits take their turn on the boards until they end, and on PostgreSQL
      // each statement is a round trip, so the turn lasts a few statements, not a few per player.
      const ids = await users(6);
      const statements = (deltas: StatsDelta[]) => {
        const batch = new WriteBatch(db);
        addLeaderboardUpdates(batch, deltas, WEDNESDAY);
        return batch.steps.length;
      };
      const one = statements([game(ids[0]!, 3, true)]);
      expect(statements(ids.map((id, i) => game(id, i, i === 0, 1, i % 2)))).toBe(one);
      expect(one).toBeLessThanOrEqual(10);
    });

    it("writes the board in the completing commit: a commit that loses its version check writes none of it", async () => {
      // Two accounts play a game to its end (what counts: ADR 045).
      const [host, guest] = await users(2);
      const { before, after } = playedGame(
        { id: "lb-game", joinCode: "MEADOW3", now: WEDNESDAY },
        host!,
        guest!,
      );
      await insertGame(db, before, WEDNESDAY);
      const stats = [game(host!, 12, true, 2, 1)];
      const stale = { ...before, version: before.version + 5 };
      await expect(commitGame(db, { before: stale, after, now: WEDNESDAY, stats })).rejects.toBeInstanceOf(
        VersionConflictError,
      );
      expect((await read(host!)).me).toBeNull();
      await commitGame(db, { before, after, now: WEDNESDAY, stats });
      expect((await read(host!)).me).toMatchObject({ rank: 1, value: 12, gamesPlayed: 1, wins: 1 });
      expect((await read(host!, { period: "week" })).me).toMatchObject({ value: 12 });
    });
  });
}
