// Tournaments (packages/protocol/src/tournament.ts; docs/decisions/033-tournaments.md): every
// validation error, registration (join, leave, full, past the deadline, started), bots, the early
// start with byes (the list row telling when it really started), a match's game named only once it
// exists (while it is being made, and after a lost making the sweep repeats), the cancel at the
// start time, and a bracket played to a champion through real head-to-head games: a bot-vs-bot
// game, a no-show's forfeit, a draw going to the higher seed, and the prizes (kept off the boards
// with too few established accounts; none for a no-show).
// On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import type { TournamentDetail, TournamentListResponse, UserStats } from "@riddlebook/protocol";
import type { GameState } from "@riddlebook/rules";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/schema";
import { SYSTEM } from "../../src/game/game-service";
import { dbTargets } from "../support/db-targets";
import { type Caller, call, newCaller } from "../support/game-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";

type CreateGame = FastifyInstance["games"]["create"];

/**
 * Puts a wrapper of the real game service's `create` in its place (to hold or fail the making of
 * tournament match games) and returns what puts the real one back.
 */
function replaceGameCreate(app: FastifyInstance, wrap: (real: CreateGame) => CreateGame): () => void {
  const games = app.games;
  const real = games.create;
  games.create = wrap(real.bind(games));
  return () => {
    games.create = real;
  };
}

const targets = dbTargets();
const MINUTE = 60_000;

for (const target of targets) {
  describe.runIf(target.available)(`tournaments on ${target.name}`, () => {
    let t: TestApp;
    let store: { db: Db; close(): Promise<void> };
    beforeEach(async () => {
      store = await target.open();
      t = await createTestApp({ db: store.db, config: { tournamentNoShowMs: 5 * MINUTE } });
    });
    afterEach(async () => {
      await t.close();
      await store.close();
    });

    const body = (overrides: Record<string, unknown> = {}) => ({
      name: "Spring Cup",
      description: "Riddles in the spring.",
      size: 8,
      format: "single_elimination",
      registrationDeadline: t.clock.now() + 10 * MINUTE,
      startsAt: t.clock.now() + 20 * MINUTE,
      ...overrides,
    });
    const create = async (
      caller: Caller,
      overrides: Record<string, unknown> = {},
    ): Promise<TournamentDetail> => {
      const res = await call(t.app, caller, "POST", "/api/tournaments", body(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const post = (caller: Caller, id: string, action: string, payload?: unknown) =>
      call(t.app, caller, "POST", `/api/tournaments/${id}/${action}`, payload);
    const addBots = async (caller: Caller, id: string, difficulties: string[]) => {
      for (const difficulty of difficulties) {
        const res = await post(caller, id, "bots", { difficulty });
        expect(res.statusCode, res.body).toBe(201);
      }
    };
    const detail = async (caller: Caller, id: string): Promise<TournamentDetail> =>
      (await call(t.app, caller, "GET", `/api/tournaments/${id}`)).json();
    const game = async (gameId: string): Promise<GameState> => (await t.app.games.load(gameId)) as GameState;
    /** Ends every phase of the game at its deadline until it is over, as the scheduler would. */
    const playOut = async (gameId: string) => {
      for (let i = 0; i < 40 && (await game(gameId)).phase !== "complete"; i++) {
        t.clock.advance(30 * MINUTE);
        await t.app.games.tick(gameId);
      }
      expect((await game(gameId)).phase).toBe("complete");
    };
    /** Opens the match game as `caller` would: their seat connects (the service then readies them). */
    const show = async (caller: Caller, gameId: string) => {
      await t.app.games.act(SYSTEM, gameId, (_seat, state) => {
        const seat = state.players.find((p) => p.userId === caller.userId);
        return seat ? { type: "setConnected", playerId: seat.id, connected: true } : null;
      });
      await waitFor(
        async () => (await game(gameId)).players.find((p) => p.userId === caller.userId)?.isReady,
      );
    };
    const settled = async () => {
      await t.app.tournaments.sweep();
    };

    it("refuses a signed-out caller and every malformed body with a clear 400", async () => {
      const ann = await newCaller(t.app);
      expect((await call(t.app, null, "POST", "/api/tournaments", body())).statusCode).toBe(401);
      expect((await call(t.app, null, "GET", "/api/tournaments")).statusCode).toBe(401);
      const now = t.clock.now();
      const cases: [unknown, RegExp][] = [
        [undefined, /JSON request body is required/],
        [body({ name: "ab" }), /Tournament names must be 3 to 60 characters\./],
        [body({ name: "x".repeat(61) }), /Tournament names must be 3 to 60 characters\./],
        [body({ name: 7 }), /Tournament names must be 3 to 60 characters\./],
        [body({ description: "x".repeat(501) }), /The description can be at most 500 characters\./],
        [body({ size: 12 }), /Size must be 8, 16 or 32\./],
        [
          body({ format: "swiss" }),
          /Format must be one of: single_elimination, double_elimination, round_robin\./,
        ],
        [body({ roundsPerMatch: 4 }), /Rounds per match must be 3, 5 or 7\./],
        // Prizes are fixed by the size (ADR 046): a typed pool is refused by name, whatever its value.
        [body({ prizePool: 1000 }), /^Unknown field: prizePool\.$/],
        [body({ prizePool: 0 }), /^Unknown field: prizePool\.$/],
        [
          body({ registrationDeadline: "soon" }),
          /registration deadline must be a time in epoch milliseconds/,
        ],
        [body({ startsAt: null }), /start time must be a time in epoch milliseconds/],
        [
          body({ startsAt: now + MINUTE, registrationDeadline: now + 2 * MINUTE }),
          /start time cannot be before the registration deadline/,
        ],
        [
          body({ registrationDeadline: now - 1, startsAt: now + MINUTE }),
          /registration deadline must be in the future/,
        ],
        [
          body({ registrationDeadline: now + MINUTE, startsAt: now + 31 * 24 * 60 * MINUTE }),
          /within 30 days/,
        ],
        [body({ extra: 1 }), /Unknown field: extra\./],
      ];
      for (const [payload, message] of cases) {
        const res = await call(t.app, ann, "POST", "/api/tournaments", payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorBodyOf(res).message, JSON.stringify(payload)).toMatch(message);
      }
      const list: TournamentListResponse = (await call(t.app, ann, "GET", "/api/tournaments")).json();
      expect(list.tournaments).toEqual([]);
      for (const query of ["status=open", "limit=0", "limit=51", "cursor=nonsense", "other=1"]) {
        expect((await call(t.app, ann, "GET", `/api/tournaments?${query}`)).statusCode, query).toBe(400);
      }
      expect((await call(t.app, ann, "GET", "/api/tournaments/nope")).statusCode).toBe(404);
      const made = await create(ann);
      expect((await post(ann, made.id, "bots", { difficulty: "godlike" })).statusCode).toBe(400);
    });

    it("registers people and bots until full, lets them leave, and closes at the deadline", async () => {
      const [ann, bob, cy] = [await newCaller(t.app), await newCaller(t.app), await newCaller(t.app)];
      const cup = await create(ann);
      expect(cup).toMatchObject({ status: "registering", entrantCount: 1, size: 8, roundsPerMatch: 3 });
      expect(cup.entrants).toEqual([
        expect.objectContaining({ userId: ann.userId, rating: 1200, seed: null }),
      ]);
      expect((await post(bob, cup.id, "join")).statusCode).toBe(200);
      expect((await post(bob, cup.id, "join")).json().entrantCount).toBe(2);
      expect(errorBodyOf(await post(bob, cup.id, "bots", { difficulty: "easy" }))).toMatchObject({
        code: "forbidden",
      });
      expect(errorBodyOf(await post(bob, cup.id, "start"))).toMatchObject({ code: "forbidden" });
      expect(errorBodyOf(await post(ann, cup.id, "start"))).toEqual({
        code: "too_few_entrants",
        message: "A tournament needs at least 4 entrants to start (it has 2).",
      });
      expect((await post(bob, cup.id, "leave")).json().entrantCount).toBe(1);
      expect(errorBodyOf(await post(bob, cup.id, "leave")).code).toBe("not_registered");
      await addBots(ann, cup.id, ["easy", "medium", "hard", "expert", "easy", "medium", "hard"]);
      const fullCup = await detail(ann, cup.id);
      expect(fullCup.entrantCount).toBe(8);
      expect(new Set(fullCup.entrants.map((e) => e.name)).size).toBe(8);
      expect(fullCup.entrants.find((e) => e.difficulty === "expert")?.rating).toBe(1450);
      expect(errorBodyOf(await post(bob, cup.id, "join"))).toEqual({
        code: "tournament_full",
        message: "This tournament is full.",
      });
      expect(errorBodyOf(await post(ann, cup.id, "bots", { difficulty: "easy" })).code).toBe(
        "tournament_full",
      );

      const late = await create(ann, { name: "Late Cup", startsAt: t.clock.now() + 25 * MINUTE });
      t.clock.advance(11 * MINUTE);
      expect(errorBodyOf(await post(cy, late.id, "join"))).toEqual({
        code: "registration_closed",
        message: "Registration closed at the deadline.",
      });
      const mine: TournamentListResponse = (
        await call(t.app, bob, "GET", "/api/tournaments?mine=true")
      ).json();
      expect(mine.tournaments).toEqual([]);
      const open: TournamentListResponse = (
        await call(t.app, cy, "GET", "/api/tournaments?status=registering&limit=1")
      ).json();
      expect(open.tournaments.map((x) => x.name)).toEqual(["Spring Cup"]);
      const next: TournamentListResponse = (
        await call(t.app, cy, "GET", `/api/tournaments?status=registering&limit=1&cursor=${open.nextCursor}`)
      ).json();
      expect(next).toEqual({
        tournaments: [expect.objectContaining({ name: "Late Cup", entrantCount: 1 })],
        nextCursor: null,
      });
    });

    it("starts early with byes for the top seeds and makes the first games", async () => {
      const [ann, bob] = [await newCaller(t.app), await newCaller(t.app)];
      const cup = await create(ann, { format: "double_elimination" });
      await post(bob, cup.id, "join");
      await addBots(ann, cup.id, ["easy", "easy", "easy"]);
      const listed = async () =>
        (
          (await call(t.app, bob, "GET", "/api/tournaments")).json() as TournamentListResponse
        ).tournaments.find((row) => row.id === cup.id);
      expect(await listed()).toMatchObject({ status: "registering", startedAt: null });
      t.clock.advance(2 * MINUTE);
      const startedAt = t.clock.now();
      const res = await post(ann, cup.id, "start");
      expect(res.statusCode, res.body).toBe(200);
      const running: TournamentDetail = await detail(ann, cup.id);
      expect(running.status).toBe("running");
      // Started 18 minutes before the start that was set: the list row says when it really started.
      expect(running.startedAt).toBe(startedAt);
      expect(await listed()).toMatchObject({ status: "running", startsAt: cup.startsAt, startedAt });
      expect(running.entrants.map((e) => e.seed).sort()).toEqual([1, 2, 3, 4, 5]);
      const first = running.matches.filter((m) => m.stage === "winners" && m.round === 1);
      expect(first.filter((m) => m.status === "walkover")).toHaveLength(3);
      const played = first.find((m) => m.status === "playing");
      if (!played?.gameId) throw new Error("no first-round game");
      // Seeds 4 and 5 are both bots: their game plays on with no person at the table.
      expect(await game(played.gameId)).toMatchObject({ unattended: true, phase: "writing", isPublic: true });
      expect(errorBodyOf(await post(bob, cup.id, "leave")).code).toBe("tournament_started");
      expect(errorBodyOf(await post(await newCaller(t.app), cup.id, "join")).code).toBe("tournament_started");
      expect(errorBodyOf(await post(ann, cup.id, "start")).code).toBe("tournament_started");
    });

    it("names a match's game only once it exists: the row is claimed first, the game made after", async () => {
      const [ann, bob, cy] = [await newCaller(t.app), await newCaller(t.app), await newCaller(t.app)];
      const cup = await create(ann);
      await post(bob, cup.id, "join");
      await addBots(ann, cup.id, ["easy", "easy"]);
      // Hold the making of match games (the real game service, paused) so the claimed rows wait.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = 0;
      const restore = replaceGameCreate(t.app, (realCreate) => async (...args) => {
        holding++;
        await held;
        return realCreate(...args);
      });
      const starting = post(ann, cup.id, "start");
      try {
        // A match row is claimed and its game is being made: the moment a spectator could click Watch.
        await waitFor(async () => holding > 0);
        const claimed = await store.db
          .selectFrom("tournament_matches")
          .select(["match_id", "game_id"])
          .where("tournament_id", "=", cup.id)
          .execute();
        expect(claimed.length).toBeGreaterThan(0);
        const during = await detail(cy, cup.id);
        for (const row of claimed) {
          expect(await t.app.games.load(row.game_id)).toBeNull();
          const shown = during.matches.find((m) => m.id === row.match_id);
          expect(shown).toMatchObject({ status: "ready", gameId: null, noShowDeadline: null });
        }
        for (const m of during.matches.filter((x) => x.gameId !== null)) {
          const res = await call(t.app, cy, "GET", `/api/games/${m.gameId}`);
          expect(res.statusCode, `${m.id}: ${res.body}`).toBe(200);
        }
      } finally {
        release();
      }
      try {
        expect((await starting).statusCode).toBe(200);
      } finally {
        restore();
      }
      const after = await detail(cy, cup.id);
      const playing = after.matches.filter((m) => m.status === "playing");
      expect(playing).toHaveLength(2);
      for (const m of playing) {
        const res = await call(t.app, cy, "GET", `/api/games/${m.gameId}`);
        expect(res.statusCode, `${m.id}: ${res.body}`).toBe(200);
      }
      expect(playing.find((m) => m.noShowDeadline !== null)).toBeDefined();
    });

    it("shows a match whose game was cut short (an instance lost after the claim) once the sweep makes it", async () => {
      const [ann, bob, cy] = [await newCaller(t.app), await newCaller(t.app), await newCaller(t.app)];
      const cup = await create(ann);
      await post(bob, cup.id, "join");
      await addBots(ann, cup.id, ["easy", "easy"]);
      // The first try at making each game fails, as if its instance were lost just after the claim.
      const restore = replaceGameCreate(t.app, () => async () => {
        throw new Error("instance lost");
      });
      try {
        expect((await post(ann, cup.id, "start")).statusCode).toBe(200);
      } finally {
        restore();
      }
      const lost = await detail(cy, cup.id);
      expect(lost.status).toBe("running");
      expect(
        lost.matches.filter((m) => m.status === "ready" && m.sides.every((s) => s !== null)),
      ).toHaveLength(2);
      expect(lost.matches.every((m) => m.gameId === null)).toBe(true);
      await settled();
      const swept = await detail(cy, cup.id);
      const playing = swept.matches.filter((m) => m.status === "playing");
      expect(playing).toHaveLength(2);
      for (const m of playing) {
        const res = await call(t.app, cy, "GET", `/api/games/${m.gameId}`);
        expect(res.statusCode, `${m.id}: ${res.body}`).toBe(200);
      }
    });

    it("is cancelled at the start time with fewer than 4 entrants, and its people are told", async () => {
      const [ann, bob] = [await newCaller(t.app), await newCaller(t.app)];
      const cup = await create(ann);
      await post(bob, cup.id, "join");
      await settled();
      expect((await detail(ann, cup.id)).status).toBe("registering");
      t.clock.advance(21 * MINUTE);
      await settled();
      const after = await detail(bob, cup.id);
      expect(after).toMatchObject({
        status: "cancelled",
        cancelReason: "Fewer than 4 entrants by the start time.",
        cancelledAt: t.clock.now(),
      });
      expect(errorBodyOf(await post(bob, cup.id, "leave")).code).toBe("tournament_cancelled");
    });

    it("plays a bracket to a champion: a bot game, a no-show's forfeit, a draw to the higher seed, the size's prizes", async () => {
      const [ann, bob] = [await newCaller(t.app), await newCaller(t.app)];
      const cup = await create(ann, { size: 8 });
      await post(bob, cup.id, "join");
      // Seeds: the expert bot (1450), Ann and Bob (1200), the easy bot (1000): 1 v 4 is bots only.
      await addBots(ann, cup.id, ["expert", "easy"]);
      await post(ann, cup.id, "start");
      let state = await detail(ann, cup.id);
      const bySeed = (seed: number) =>
        state.entrants.find((e) => e.seed === seed) as TournamentDetail["entrants"][0];
      expect([bySeed(1).difficulty, bySeed(4).difficulty]).toEqual(["expert", "easy"]);
      const botGame = state.matches.find((m) => m.id === "W1-1")?.gameId as string;
      const people = state.matches.find((m) => m.id === "W1-2");
      expect(people).toMatchObject({ status: "playing", noShowDeadline: t.clock.now() + 5 * MINUTE });
      const peopleGame = people?.gameId as string;
      expect((await game(peopleGame)).phase).toBe("setup");

      // Bob opens the game (and is marked ready); Ann never does and forfeits at the deadline.
      const bobSeed = state.entrants.find((e) => e.userId === bob.userId)?.id;
      await show(bob, peopleGame);
      t.clock.advance(6 * MINUTE);
      await settled();
      state = await detail(ann, cup.id);
      expect(state.matches.find((m) => m.id === "W1-2")).toMatchObject({
        status: "done",
        winner: bobSeed,
        decidedBy: "forfeit",
        scores: null,
      });
      expect((await game(peopleGame)).phase).toBe("complete");

      // The bots' game ends with no riddles at 0–0: the higher seed goes on.
      await playOut(botGame);
      // The bracket names the final's game once it exists (its row is claimed a moment before).
      await waitFor(async () => (await detail(ann, cup.id)).matches.find((m) => m.id === "W2-1")?.gameId);
      state = await detail(ann, cup.id);
      expect(
        await t.app.games.load(state.matches.find((m) => m.id === "W2-1")?.gameId as string),
      ).not.toBeNull();
      expect(state.matches.find((m) => m.id === "W1-1")).toMatchObject({
        winner: bySeed(1).id,
        decidedBy: "draw_seed",
        scores: [0, 0],
      });
      const final = state.matches.find((m) => m.id === "W2-1");
      expect(final?.sides).toEqual([bySeed(1).id, bobSeed]);
      await show(bob, final?.gameId as string);
      expect((await game(final?.gameId as string)).phase).toBe("writing");
      await playOut(final?.gameId as string);
      await waitFor(async () => (await detail(ann, cup.id)).status === "complete");
      state = await detail(bob, cup.id);
      expect(state.championId).not.toBeNull();
      expect(state.placements.map((p) => p.place)).toEqual([1, 2, 3, 3]);
      const bobPlace = state.placements.find((p) => p.entrantId === bobSeed);
      const annSeed = state.entrants.find((e) => e.userId === ann.userId)?.id;
      const stats = async (caller: Caller) =>
        ((await call(t.app, caller, "GET", "/api/user/stats")).json() as UserStats).totalScore;
      // The 8-place schedule (ADR 046), not a typed pool.
      expect(bobPlace?.prize).toBe(bobPlace?.place === 1 ? 60 : 30);
      // Ann lost her semi-final without showing: a joint third, but no prize (issue 31 item 19).
      expect(state.placements.find((p) => p.entrantId === annSeed)).toMatchObject({ place: 3, prize: 0 });
      // Two fresh accounts played: the prizes stay on the tournament, off the total score (ADR 046).
      expect(state.placements.every((p) => !p.onBoards)).toBe(true);
      expect(await stats(bob)).toBe(0);
      expect(await stats(ann)).toBe(0);
      // Settling again changes nothing.
      await settled();
      expect(await stats(bob)).toBe(0);
    });
  });
}

async function waitFor(check: () => Promise<unknown>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
