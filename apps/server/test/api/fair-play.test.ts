// The integrity bench (issue 29, findings 2–3; docs/decisions/045-what-counts-on-leaderboards.md;
// docs/reliability.md A50–A53): each farming script replayed through the API, with the boards and
// ratings read before and after, beside honest games that still count in the commit that completes
// them. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import type { BattleRecord, LeaderboardEntry, LeaderboardResponse, UserStats } from "@riddlebook/protocol";
import { FAIR_PLAY } from "@riddlebook/rules";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dbTargets, type TestDatabase } from "../support/db-targets";
import {
  type Caller,
  call,
  createGame,
  joinGame,
  PAGE,
  type Seat,
  submitAllWords,
} from "../support/game-helpers";
import { createTestApp, sessionCookieOf, signUp, type TestApp } from "../support/test-app";

const targets = dbTargets();

/** Every board a farm could lift: score and wins, all time and this week. */
const BOARDS = ["?metric=score", "?metric=wins", "?metric=score&period=week", "?metric=wins&period=week"];

for (const target of targets) {
  describe.runIf(target.available)(`fair play on ${target.name}`, () => {
    let t: TestApp;
    let store: TestDatabase;
    let observer: Caller;
    beforeEach(async () => {
      store = await target.open();
      t = await createTestApp({ db: store.db });
      observer = await accountFrom("198.51.100.1");
    });
    afterEach(async () => {
      await t.close();
      await store.close();
    });

    async function accountFrom(address: string): Promise<Caller> {
      const { user, headers } = await signUp(t.app, {}, address);
      return { userId: user.id, headers };
    }

    async function guestFrom(address: string): Promise<Caller> {
      const res = await t.app.inject({ method: "POST", url: "/api/dev-auto-login", remoteAddress: address });
      expect(res.statusCode).toBe(200);
      return { userId: res.json().id, headers: { cookie: `rb_session=${sessionCookieOf(res)}` } };
    }

    async function boards(): Promise<LeaderboardEntry[][]> {
      const pages: LeaderboardEntry[][] = [];
      for (const query of BOARDS) {
        const res = await call(t.app, observer, "GET", `/api/leaderboard${query}`);
        expect(res.statusCode).toBe(200);
        pages.push((res.json() as LeaderboardResponse).entries);
      }
      return pages;
    }

    const entryOf = async (caller: Caller): Promise<LeaderboardEntry | null> =>
      ((await call(t.app, caller, "GET", "/api/leaderboard")).json() as LeaderboardResponse).me;

    const stats = async (caller: Caller): Promise<UserStats> =>
      (await call(t.app, caller, "GET", "/api/user/stats")).json();
    const record = async (caller: Caller): Promise<BattleRecord> =>
      (await stats(caller)).battle as BattleRecord;

    const phaseOf = async (caller: Caller, gameId: string): Promise<string> =>
      (await call(t.app, caller, "GET", `/api/games/${gameId}`)).json().game.currentPhase;

    /** A started game between `callers`, the first hosting. */
    async function started(
      callers: Caller[],
      body: Record<string, unknown>,
    ): Promise<{ gameId: string; seats: Seat[] }> {
      const [host, ...others] = callers as [Caller, ...Caller[]];
      const { gameId, playerId } = await createGame(t.app, host, body);
      const seats: Seat[] = [{ ...host, playerId }];
      for (const [i, caller] of others.entries()) {
        seats.push({ ...caller, playerId: await joinGame(t.app, caller, gameId, `Player ${i + 2}`) });
      }
      expect(
        (await call(t.app, host, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE })).statusCode,
      ).toBe(200);
      for (const seat of seats) {
        expect(
          (await call(t.app, seat, "PATCH", `/api/players/${seat.playerId}`, { isReady: true })).statusCode,
        ).toBe(200);
      }
      expect(await phaseOf(host, gameId)).toBe("writing");
      return { gameId, seats };
    }

    /**
     * One round: everyone writes; the second seat solves the host's riddle, and whoever `guessing`
     * names misses the others' (so the host wins). Nobody else guesses.
     */
    async function playRound(gameId: string, seats: Seat[], round: number, guessing: Seat[] = seats) {
      const { ids, words } = await submitAllWords(t.app, gameId, seats, round);
      for (const [i, seat] of seats.entries()) {
        if (!guessing.includes(seat)) continue;
        for (const [j, riddleId] of ids.entries()) {
          if (i === j) continue;
          const guess = i === 1 && j === 0 ? words[0] : "xylophone";
          expect(
            (await call(t.app, seat, "POST", "/api/guesses", { riddleId, guesserId: seat.playerId, guess }))
              .statusCode,
          ).toBe(201);
        }
      }
    }

    const viewOf = async (caller: Caller, gameId: string) =>
      (await call(t.app, caller, "GET", `/api/games/${gameId}`)).json().game;

    /** Runs the game's clock on, deadline after deadline, until round `round` is over (or the game). */
    async function runOut(gameId: string, round = Number.POSITIVE_INFINITY): Promise<void> {
      const watcher = watchers.get(gameId) ?? observer;
      for (let i = 0; i < 60; i++) {
        const game = await viewOf(watcher, gameId);
        if (game.currentPhase === "complete" || game.currentRound > round) return;
        t.clock.advance(600_000);
        await t.app.games.tick(gameId);
      }
    }
    const watchers = new Map<string, Caller>();

    /** A whole game played honestly by `callers` (the host wins), to its last round. */
    async function honestGame(callers: Caller[], rounds: number, mode = "standard"): Promise<string> {
      const { gameId, seats } = await started(callers, { totalRounds: rounds, gameMode: mode });
      watchers.set(gameId, callers[0] as Caller);
      for (let round = 1; round <= rounds; round++) {
        await playRound(gameId, seats, round);
        await runOut(gameId, round);
        if (round < rounds) expect(await phaseOf(callers[0] as Caller, gameId)).toBe("writing");
      }
      expect(await phaseOf(callers[0] as Caller, gameId)).toBe("complete");
      return gameId;
    }

    it("an honest game between two accounts on two addresses counts on every board, in its completing commit", async () => {
      const ann = await accountFrom("192.0.2.10");
      const bo = await accountFrom("192.0.2.20");
      expect(await boards()).toEqual([[], [], [], []]);
      await honestGame([ann, bo], 3);
      const annStats = await stats(ann);
      const boStats = await stats(bo);
      expect(annStats.totalScore).toBeGreaterThan(boStats.totalScore);
      expect(await entryOf(ann)).toMatchObject({
        rank: 1,
        totalScore: annStats.totalScore,
        wins: 1,
        gamesPlayed: 1,
      });
      expect(await entryOf(bo)).toMatchObject({
        rank: 2,
        totalScore: boStats.totalScore,
        wins: 0,
        gamesPlayed: 1,
      });
      const [score, wins] = await boards();
      expect(score?.map((e) => e.userId)).toEqual([ann.userId, bo.userId]);
      expect(wins?.map((e) => [e.userId, e.value])).toEqual([
        [ann.userId, 1],
        [bo.userId, 0],
      ]);
    });

    it("self-play: accounts or guests from one address move no board, though their own stats keep the games", async () => {
      await honestGame([await accountFrom("192.0.2.10"), await accountFrom("192.0.2.20")], 1);
      const before = await boards();
      // Two accounts of one person, and four guests from one address, each playing the other.
      const one = await accountFrom("203.0.113.7");
      const two = await accountFrom("203.0.113.7");
      await honestGame([one, two], 3);
      await honestGame([two, one], 3);
      const guests = [
        await guestFrom("203.0.113.9"),
        await guestFrom("203.0.113.9"),
        await guestFrom("203.0.113.9"),
        await guestFrom("203.0.113.9"),
      ];
      await honestGame(guests, 2);
      expect(await boards()).toEqual(before);
      for (const farmer of [one, two, ...guests]) expect(await entryOf(farmer)).toBeNull();
      expect((await stats(one)).gamesPlayed).toBe(2);
      expect((await stats(one)).gamesWon).toBe(1);
    });

    it(`a circle of accounts on different addresses: a pair's games past ${FAIR_PLAY.gamesPerPair} in a day move no board`, async () => {
      const ann = await accountFrom("192.0.2.10");
      const bo = await accountFrom("192.0.2.20");
      for (let i = 0; i < FAIR_PLAY.gamesPerPair; i++) await honestGame([ann, bo], 1);
      const counted = await boards();
      expect((await entryOf(ann))?.gamesPlayed).toBe(FAIR_PLAY.gamesPerPair);
      await honestGame([ann, bo], 1);
      await honestGame([bo, ann], 1);
      expect(await boards()).toEqual(counted);
      // The next day they count again.
      t.clock.advance(FAIR_PLAY.pairWindowMs);
      observer = await accountFrom("198.51.100.1");
      await honestGame([ann, bo], 1);
      expect((await entryOf(ann))?.gamesPlayed).toBe(FAIR_PLAY.gamesPerPair + 1);
    });

    it("thrown battles: five left by the thrower leave the winner at 1200 and cost the thrower; five lost on purpose lift the winner once", async () => {
      const winner = await accountFrom("192.0.2.10");
      const thrower = await accountFrom("192.0.2.20");
      const before = await boards();
      for (let i = 0; i < 5; i++) {
        const { gameId, seats } = await started([winner, thrower], {
          totalRounds: 3,
          gameMode: "head_to_head",
        });
        watchers.set(gameId, winner);
        await playRound(gameId, seats, 1, []);
        expect((await call(t.app, thrower, "POST", `/api/games/${gameId}/leave`)).statusCode).toBe(200);
        await runOut(gameId);
        expect(await phaseOf(winner, gameId)).toBe("complete");
      }
      expect((await record(winner)).rating).toBe(1200);
      expect((await record(thrower)).rating).toBeLessThan(1200);
      expect(await entryOf(winner)).toBeNull();
      // The thrower's board entry: games lost, no points and no wins.
      expect(await entryOf(thrower)).toMatchObject({ totalScore: 0, wins: 0 });
      expect((await boards()).map((page) => page.filter((e) => e.userId !== thrower.userId))).toEqual(before);

      // Played out and lost on purpose (Elo 16 a battle before, so +67 over five): one battle moves it.
      const ace = await accountFrom("192.0.2.30");
      const patsy = await accountFrom("192.0.2.40");
      for (let i = 0; i < 5; i++) await honestGame([ace, patsy], 1, "head_to_head");
      expect((await record(ace)).wins).toBe(5);
      expect((await record(ace)).rating).toBe(1216);
    });

    it("everyone left a 10-round game after round 1: no points and no win for anyone, a loss for each", async () => {
      const before = await boards();
      const ann = await accountFrom("192.0.2.10");
      const bo = await accountFrom("192.0.2.20");
      const { gameId, seats } = await started([ann, bo], { totalRounds: 10 });
      watchers.set(gameId, ann);
      await playRound(gameId, seats, 1);
      await runOut(gameId, 1);
      expect(await phaseOf(ann, gameId)).toBe("writing");
      expect((await call(t.app, bo, "POST", `/api/games/${gameId}/leave`)).statusCode).toBe(200);
      expect((await call(t.app, ann, "POST", `/api/games/${gameId}/leave`)).statusCode).toBe(200);
      expect(await phaseOf(ann, gameId)).toBe("complete");
      for (const leaver of [ann, bo]) {
        expect(await entryOf(leaver)).toMatchObject({ totalScore: 0, wins: 0, gamesPlayed: 1 });
      }
      const ids = new Set([ann.userId, bo.userId]);
      const after = await boards();
      expect(after.map((page) => page.filter((e) => !ids.has(e.userId)))).toEqual(before);
      for (const page of after) expect(page.every((e) => e.value === 0)).toBe(true);
    });

    it("bot games pay no human seat: a battle against a bot, and a game of two people with a bot", async () => {
      const before = await boards();
      const ann = await accountFrom("192.0.2.10");
      const bo = await accountFrom("192.0.2.20");
      const battle = await call(t.app, ann, "POST", "/api/battles", {
        opponent: { kind: "bot", difficulty: "easy" },
      });
      expect(battle.statusCode, battle.body).toBe(201);
      const battleId: string = battle.json().gameId;
      watchers.set(battleId, ann);
      await runOut(battleId);
      expect(await phaseOf(ann, battleId)).toBe("complete");

      const { gameId: withBot, playerId } = await createGame(t.app, ann, { totalRounds: 1 });
      const bot = await call(t.app, ann, "POST", `/api/games/${withBot}/add-bot`, { botType: "auntie" });
      expect(bot.statusCode, bot.body).toBe(201);
      const seats: Seat[] = [
        { ...ann, playerId },
        { ...bo, playerId: await joinGame(t.app, bo, withBot, "Bo") },
      ];
      expect(
        (await call(t.app, ann, "PATCH", `/api/games/${withBot}`, { currentPageNumber: PAGE })).statusCode,
      ).toBe(200);
      for (const seat of seats)
        await call(t.app, seat, "PATCH", `/api/players/${seat.playerId}`, { isReady: true });
      watchers.set(withBot, ann);
      await playRound(withBot, seats, 1, []);
      await runOut(withBot);
      expect(await phaseOf(ann, withBot)).toBe("complete");

      expect(await boards()).toEqual(before);
      expect(await entryOf(ann)).toBeNull();
      expect(await entryOf(bo)).toBeNull();
      expect((await stats(ann)).gamesPlayed).toBe(2);
    });
  });
}
