// Tournament prizes (docs/decisions/046-tournament-prizes.md; issue 29 finding 2; docs/reliability.md
// A49): the farming script of the issue, four guest accounts from one address creating an 8-place
// tournament, starting it early and playing every match among themselves, leaves the global week
// board unmoved and their total scores at their games' points; the same tournament played by four
// established accounts pays the size's fixed schedule onto the boards, once. On SQLite and, with
// TEST_DATABASE_URL, PostgreSQL.
import type { LeaderboardResponse, TournamentDetail, UserStats } from "@riddlebook/protocol";
import { ESTABLISHED_ACCOUNT_AGE_MS, type GameState, prizeSchedule } from "@riddlebook/rules";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/schema";
import { SYSTEM } from "../../src/game/game-service";
import { dbTargets } from "../support/db-targets";
import { type Caller, call, newCaller } from "../support/game-helpers";
import { createTestApp, sessionCookieOf, type TestApp } from "../support/test-app";

const MINUTE = 60_000;

for (const target of dbTargets()) {
  describe.runIf(target.available)(`tournament prizes on ${target.name}`, () => {
    let t: TestApp;
    let store: { db: Db; close(): Promise<void> };
    beforeEach(async () => {
      store = await target.open();
      t = await createTestApp({
        db: store.db,
        // Deadlines pass only as the test moves the clock and sweeps.
        config: { tournamentNoShowMs: 5 * MINUTE, tournamentSweepMs: 60 * MINUTE },
      });
      await t.app.bots.stop();
    });
    afterEach(async () => {
      await t.close();
      await store.close();
    });

    /** A guest account, as `POST /api/dev-auto-login` makes one (every call from the same address). */
    const newGuest = async (): Promise<Caller> => {
      const res = await t.app.inject({ method: "POST", url: "/api/dev-auto-login" });
      expect(res.statusCode, res.body).toBe(200);
      return { userId: res.json().id as string, headers: { cookie: `rb_session=${sessionCookieOf(res)}` } };
    };

    const weekBoard = async (caller: Caller) =>
      (
        await call(t.app, caller, "GET", "/api/leaderboard?period=week&metric=score")
      ).json() as LeaderboardResponse;
    const totalScore = async (caller: Caller) =>
      ((await call(t.app, caller, "GET", "/api/user/stats")).json() as UserStats).totalScore;

    /** Waits for every commit and every follow-up of the tournament service. */
    const quiet = async () => {
      for (let i = 0; i < 20; i++) {
        await t.app.games.drain();
        await t.app.tournaments.idle();
        if (t.app.games.commitsInFlight === 0) return;
      }
    };

    /**
     * The farming script: the creator makes an 8-place tournament, the others join, it starts early,
     * and every match is played by both sides: each opens the game, and each phase ends at its
     * deadline, as the scheduler would. Answers the completed tournament.
     */
    const farm = async ([creator, ...others]: Caller[]): Promise<TournamentDetail> => {
      const created = await call(t.app, creator as Caller, "POST", "/api/tournaments", {
        name: "Points Cup",
        size: 8,
        format: "single_elimination",
        registrationDeadline: t.clock.now() + 10 * MINUTE,
        startsAt: t.clock.now() + 20 * MINUTE,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as TournamentDetail).id;
      for (const other of others) {
        expect((await call(t.app, other, "POST", `/api/tournaments/${id}/join`)).statusCode).toBe(200);
      }
      expect((await call(t.app, creator as Caller, "POST", `/api/tournaments/${id}/start`)).statusCode).toBe(
        200,
      );
      for (let step = 0; step < 10; step++) {
        await quiet();
        const detail = await t.app.tournaments.detail(id);
        if (detail.status === "complete") return detail;
        const games = detail.matches.flatMap((m) => (m.status === "playing" && m.gameId ? [m.gameId] : []));
        for (const gameId of games) {
          const state = (await t.app.games.load(gameId)) as GameState;
          for (const seat of state.players.filter((p) => !p.isBot && !p.connected)) {
            await t.app.games.act(SYSTEM, gameId, () => ({
              type: "setConnected",
              playerId: seat.id,
              connected: true,
            }));
          }
        }
        await quiet();
        for (const gameId of games) {
          for (let i = 0; i < 40 && (await t.app.games.load(gameId))?.phase !== "complete"; i++) {
            t.clock.advance(30 * MINUTE);
            await t.app.games.tick(gameId);
          }
        }
        await quiet();
        await t.app.tournaments.sweep();
      }
      throw new Error(`tournament ${id} not complete`);
    };

    it("four guests from one address farming an 8-place tournament leave the week board unmoved", async () => {
      const guests = [await newGuest(), await newGuest(), await newGuest(), await newGuest()];
      const before = await weekBoard(guests[0] as Caller);
      const detail = await farm(guests);
      expect(detail.status).toBe("complete");
      // Every match was played by both sides (none decided by a no-show or a forfeit).
      expect(detail.matches.filter((m) => m.status === "done").map((m) => m.decidedBy)).toEqual([
        "draw_seed",
        "draw_seed",
        "draw_seed",
      ]);
      // The places show the size's schedule, kept on the tournament: guests are not established.
      const [first, second, third] = prizeSchedule(8);
      expect(detail.placements.map((p) => [p.place, p.prize, p.onBoards])).toEqual([
        [1, first, false],
        [2, second, false],
        [3, third / 2, false],
        [3, third / 2, false],
      ]);
      // No points reached the week board or anyone's total score.
      const after = await weekBoard(guests[0] as Caller);
      expect(after.entries.filter((e) => e.value > 0)).toEqual(before.entries.filter((e) => e.value > 0));
      for (const guest of guests) expect(await totalScore(guest)).toBe(0);
    });

    it("pays the schedule onto the boards, once, when four established accounts played", async () => {
      const people = [
        await newCaller(t.app),
        await newCaller(t.app),
        await newCaller(t.app),
        await newCaller(t.app),
      ];
      // Signed up a week ago: established (sessions would not last a week of the test's clock).
      await t.db
        .updateTable("users")
        .set({ created_at: t.clock.now() - ESTABLISHED_ACCOUNT_AGE_MS })
        .where(
          "id",
          "in",
          people.map((p) => p.userId),
        )
        .execute();
      const detail = await farm(people);
      const [first, second, third] = prizeSchedule(8);
      expect(detail.placements.map((p) => [p.place, p.prize, p.onBoards])).toEqual([
        [1, first, true],
        [2, second, true],
        [3, third / 2, true],
        [3, third / 2, true],
      ]);
      const prizeOf = (caller: Caller) =>
        detail.placements.find(
          (p) => detail.entrants.find((e) => e.id === p.entrantId)?.userId === caller.userId,
        )?.prize;
      const board = await weekBoard(people[0] as Caller);
      for (const person of people) {
        // Their games were 0–0: what they have is their prize.
        expect(await totalScore(person)).toBe(prizeOf(person));
        expect(board.entries.find((e) => e.userId === person.userId)?.value).toBe(prizeOf(person));
      }
      // Another sweep pays nothing twice.
      await t.app.tournaments.sweep();
      await t.app.tournaments.advance(detail.id);
      for (const person of people) expect(await totalScore(person)).toBe(prizeOf(person));
    });
  });
}
