import { LEADERBOARD_PAGE_SIZE, type LeaderboardEntry, type LeaderboardResponse } from "@riddlebook/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StatsDelta } from "../../src/db/repos/games";
import { addLeaderboardUpdates } from "../../src/db/repos/leaderboard";
import { getStats } from "../../src/db/repos/stats";
import { createUser } from "../../src/db/repos/users";
import { runWriteBatch, WriteBatch } from "../../src/db/write-batch";
import {
  type Caller,
  call,
  createGame,
  joinGame,
  newCaller,
  PAGE,
  type Seat,
  submitAllWords,
} from "../support/game-helpers";
import { createTestApp, errorBodyOf, sessionCookieOf, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

const board = (caller: Caller | null, query = "") => call(t.app, caller, "GET", `/api/leaderboard${query}`);

async function boardOf(caller: Caller, query = ""): Promise<LeaderboardResponse> {
  const res = await board(caller, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A signed-in guest from Quick Start. */
async function guestCaller(): Promise<Caller & { username: string }> {
  const res = await t.app.inject({ method: "POST", url: "/api/dev-auto-login" });
  expect(res.statusCode).toBe(200);
  return {
    userId: res.json().id,
    username: res.json().username,
    headers: { cookie: `rb_session=${sessionCookieOf(res)}` },
  };
}

/** `count` players with scores count*10, (count-1)*10, … straight into the board, as completed games add them. */
async function seedPlayers(count: number): Promise<string[]> {
  const ids: string[] = [];
  const deltas: StatsDelta[] = [];
  for (let i = 0; i < count; i++) {
    const id = `seed${String(i).padStart(3, "0")}`;
    await createUser(t.db, {
      id,
      username: `Seeded_${i}`,
      email: null,
      passwordHash: null,
      firstName: null,
      lastName: null,
      createdAt: t.clock.now(),
    });
    ids.push(id);
    deltas.push({ userId: id, score: (count - i) * 10, won: i === 0, riddles: 1, riddlesSolved: 1 });
  }
  const batch = new WriteBatch(t.db);
  addLeaderboardUpdates(batch, deltas, t.clock.now());
  expect(await runWriteBatch(t.db, batch)).toBeNull();
  return ids;
}

describe("GET /api/leaderboard", () => {
  it("needs a signed-in user", async () => {
    const res = await board(null);
    expect(res.statusCode).toBe(401);
    expect(errorBodyOf(res).code).toBe("unauthorized");
  });

  it("answers the global all-time score board by default, empty before any game", async () => {
    const me = await newCaller(t.app);
    expect(await boardOf(me)).toEqual({
      scope: "global",
      period: "all",
      metric: "score",
      entries: [],
      me: null,
      nextCursor: null,
    });
  });

  it.each([
    ["?scope=everyone", "scope must be one of: global, friends."],
    ["?period=month", "period must be one of: week, all."],
    ["?metric=streak", "metric must be one of: score, wins, win_rate, solve_rate."],
    ["?limit=0", "limit"],
    ["?limit=101", "limit"],
    ["?limit=ten", "limit must be a number."],
    ["?limit=2.5", "limit"],
    [`?cursor=${"a".repeat(201)}`, "cursor"],
    ["?scope=global&scope=friends", "scope must be one of: global, friends."],
    ["?page=2", "Unknown field: page."],
  ])("refuses %s with 400 and a message naming the parameter", async (query, message) => {
    const me = await newCaller(t.app);
    const res = await board(me, query);
    expect(res.statusCode).toBe(400);
    const body = errorBodyOf(res);
    expect(body.code).toBe("invalid_request");
    expect(body.message).toContain(message);
  });

  it("refuses a cursor that is not one of its own, or from another board, with 400", async () => {
    const me = await newCaller(t.app);
    await seedPlayers(3);
    const first = await boardOf(me, "?limit=1");
    expect(first.nextCursor).not.toBeNull();
    for (const query of ["?cursor=garbage", `?metric=wins&cursor=${first.nextCursor}`]) {
      const res = await board(me, query);
      expect(res.statusCode).toBe(400);
      expect(errorBodyOf(res)).toEqual({
        code: "invalid_request",
        message: "That page of the leaderboard no longer exists. Start from the top.",
      });
    }
  });

  it(`pages ${LEADERBOARD_PAGE_SIZE} entries at a time by default, then by limit, covering everyone once`, async () => {
    const me = await newCaller(t.app);
    const ids = await seedPlayers(LEADERBOARD_PAGE_SIZE + 5);
    const first = await boardOf(me);
    expect(first.entries).toHaveLength(LEADERBOARD_PAGE_SIZE);
    expect(first.me).toBeNull();
    const second = await boardOf(me, `?cursor=${encodeURIComponent(first.nextCursor ?? "")}`);
    expect(second.entries).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect([...first.entries, ...second.entries].map((e) => [e.rank, e.userId])).toEqual(
      ids.map((id, i) => [i + 1, id]),
    );

    const seen: LeaderboardEntry[] = [];
    let cursor: string | null = null;
    do {
      const page: LeaderboardResponse = await boardOf(
        me,
        `?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.entries.length).toBeLessThanOrEqual(7);
      seen.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((e) => e.userId)).toEqual(ids);
    expect(seen[2]).toEqual({
      rank: 3,
      userId: ids[2],
      name: "Seeded_2",
      isGuest: false,
      value: (ids.length - 2) * 10,
      gamesPlayed: 1,
      wins: 0,
      totalScore: (ids.length - 2) * 10,
    });
  });

  it("shows this week's board until the week turns; last week's cursor is then refused", async () => {
    // The clock starts on a Tuesday (2030-01-01, UTC); six days on it is Monday of the next week.
    const before = await newCaller(t.app);
    await seedPlayers(3);
    const week = await boardOf(before, "?period=week&limit=2");
    expect(week.entries.map((e) => e.rank)).toEqual([1, 2]);
    t.clock.advance(6 * DAY_MS - 1);
    expect((await boardOf(before, "?period=week")).entries).toHaveLength(3);
    t.clock.advance(1);
    const me = await newCaller(t.app); // a week-old session may have expired
    expect((await boardOf(me, "?period=week")).entries).toEqual([]);
    expect((await boardOf(me, "?period=all")).entries).toHaveLength(3);
    const stale = await board(me, `?period=week&cursor=${week.nextCursor}`);
    expect(stale.statusCode).toBe(400);
    expect(errorBodyOf(stale).message).toBe(
      "That page of the leaderboard no longer exists. Start from the top.",
    );
  });

  it("updates every board from a real played game: score, wins, solve rate, friends; a guest counts as an opponent but is on no global board", async () => {
    // Five rounds between a signed-up host and a Quick Start guest: each round the guest solves
    // the host's riddle and misses the host's guess at theirs.
    const host = await newCaller(t.app);
    const guest = await guestCaller();
    const { gameId, playerId } = await createGame(t.app, host, { totalRounds: 5 });
    const seats: Seat[] = [
      { ...host, playerId },
      { ...guest, playerId: await joinGame(t.app, guest, gameId, "Gus") },
    ];
    expect(
      (await call(t.app, host, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE })).statusCode,
    ).toBe(200);
    for (const seat of seats) {
      expect(
        (await call(t.app, seat, "PATCH", `/api/players/${seat.playerId}`, { isReady: true })).statusCode,
      ).toBe(200);
    }
    for (let round = 1; round <= 5; round++) {
      const { ids, words } = await submitAllWords(t.app, gameId, seats, round);
      const right = { riddleId: ids[0], guesserId: seats[1]!.playerId, guess: words[0] };
      expect((await call(t.app, seats[1]!, "POST", "/api/guesses", right)).statusCode).toBe(201);
      const wrong = { riddleId: ids[1], guesserId: seats[0]!.playerId, guess: "xylophone" };
      expect((await call(t.app, seats[0]!, "POST", "/api/guesses", wrong)).statusCode).toBe(201);
      const next =
        round < 5 ? { currentRound: round + 1, currentPhase: "writing" } : { currentPhase: "complete" };
      const res = await call(t.app, host, "PATCH", `/api/games/${gameId}`, next);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await call(t.app, host, "GET", `/api/games/${gameId}`)).json().game.currentPhase).toBe(
      "complete",
    );

    const hostStats = await getStats(t.db, host.userId);
    const guestStats = await getStats(t.db, guest.userId);
    expect(hostStats.totalScore).toBeGreaterThan(guestStats.totalScore);
    const scores = await boardOf(guest);
    // Guests are not on the global boards (ADR 045; before, the guest was ranked 2nd under their
    // username): the host's game against them counts.
    expect(scores.entries.map((e) => [e.rank, e.userId, e.value, e.gamesPlayed, e.wins])).toEqual([
      [1, host.userId, hostStats.totalScore, 1, 1],
    ]);
    expect(scores.me).toBeNull();
    expect(guestStats.gamesPlayed).toBe(1);
    expect((await boardOf(host, "?period=week")).entries).toEqual(scores.entries);
    expect((await boardOf(host, "?metric=wins")).entries.map((e) => [e.rank, e.value])).toEqual([[1, 1]]);
    // Five riddles: the host's were all solved by the guest.
    const solve = await boardOf(host, "?metric=solve_rate");
    expect(solve.entries.map((e) => [e.rank, e.userId, e.value])).toEqual([[1, host.userId, 1]]);
    // One game is below the win rate's minimum.
    expect(await boardOf(host, "?metric=win_rate")).toMatchObject({ entries: [], me: null });
    // Not friends: the host is alone on their friends board, and the guest's is empty.
    expect((await boardOf(host, "?scope=friends")).entries.map((e) => e.userId)).toEqual([host.userId]);
    expect((await boardOf(guest, "?scope=friends")).entries).toEqual([]);
  });
});
