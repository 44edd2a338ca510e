import { createGame, type GameState, pickFreeJoinCode } from "@riddlebook/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate";
import { insertGame, loadGame } from "../../src/db/repos/games";
import { createUser } from "../../src/db/repos/users";
import type { Db } from "../../src/db/schema";
import { uniqueViolationTarget } from "../../src/db/unique-violation";
import {
  acceptChallenge,
  declineChallenge,
  expireDueChallenges,
  findAcceptedChallengeByGame,
  findChallenge,
  insertChallenge,
  listChallengesFor,
  listUnsettledChallengeGames,
  recordChallengeResult,
} from "../../src/features/challenges/repository";
import { dbTargets } from "../support/db-targets";

const T0 = Date.UTC(2031, 5, 15, 12, 0, 0); // beyond 2^32 ms: timestamps must survive as bigints
const DAY = 24 * 60 * 60 * 1000;
let seq = 0;

const targets = dbTargets({ sqlite: "file" });

for (const target of targets) {
  describe.skipIf(!target.available)(`challenge repository on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<unknown>;

    beforeAll(async () => {
      const opened = await target.open();
      db = opened.db;
      cleanup = opened.close;
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await cleanup?.();
    });

    async function newUser(): Promise<{ id: string; username: string }> {
      const n = ++seq;
      const user = await createUser(db, {
        id: `user-${n}`,
        username: `Player_${n}`,
        email: `player${n}@example.com`,
        passwordHash: null,
        firstName: null,
        lastName: null,
        createdAt: T0,
      });
      return { id: user.id, username: user.username };
    }

    async function newChallenge(
      challengerId: string,
      challengedId: string,
      options: { createdAt?: number; message?: string | null } = {},
    ): Promise<string> {
      const id = `challenge-${++seq}`;
      const createdAt = options.createdAt ?? T0;
      await insertChallenge(db, {
        id,
        challengerId,
        challengedId,
        gameMode: "speed_round",
        roundCount: 5,
        message: options.message ?? null,
        createdAt,
        expiresAt: createdAt + DAY,
      });
      return id;
    }

    /** A game hosted by `hostId`, on a join code free among `liveCodes`. */
    function gameFor(gameId: string, hostId: string, liveCodes: Set<string>): GameState {
      const joinCode = pickFreeJoinCode("standard", liveCodes, Math.random);
      if (joinCode === null) throw new Error("no free join code");
      const created = createGame(
        { id: gameId, joinCode },
        { playerId: `seat-${++seq}`, userId: hostId, name: "Host" },
        { now: T0, rng: () => 0.5 },
      );
      if (!created.ok) throw new Error("bad settings");
      return created.state;
    }

    async function countGames(): Promise<number> {
      const row = await db
        .selectFrom("games")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }

    it("stores a challenge and reads it back with both usernames, as pending with no result", async () => {
      const ann = await newUser();
      const bo = await newUser();
      const id = await newChallenge(ann.id, bo.id, { message: "Go on" });
      expect(await findChallenge(db, id)).toEqual({
        id,
        challengerId: ann.id,
        challengerName: ann.username,
        challengedId: bo.id,
        challengedName: bo.username,
        gameMode: "speed_round",
        roundCount: 5,
        message: "Go on",
        status: "pending",
        createdAt: T0,
        expiresAt: T0 + DAY,
        gameId: null,
        result: null,
      });
      expect(await findChallenge(db, "missing")).toBeUndefined();
    });

    it("lists each side's challenges since a time, newest first, hiding incoming ones across a block", async () => {
      const ann = await newUser();
      const bo = await newUser();
      const cy = await newUser();
      const old = await newChallenge(ann.id, bo.id, { createdAt: T0 - 31 * DAY });
      const first = await newChallenge(ann.id, bo.id, { createdAt: T0 + 1 });
      const second = await newChallenge(ann.id, bo.id, { createdAt: T0 + 2 });
      const fromCy = await newChallenge(cy.id, bo.id, { createdAt: T0 + 3 });
      const back = await newChallenge(bo.id, ann.id, { createdAt: T0 + 4 });
      const since = T0 - 30 * DAY;
      const bos = await listChallengesFor(db, bo.id, { since, limit: 10 });
      expect(bos.incoming.map((c) => c.id)).toEqual([fromCy, second, first]);
      expect(bos.outgoing.map((c) => c.id)).toEqual([back]);
      const anns = await listChallengesFor(db, ann.id, { since, limit: 10 });
      expect(anns.outgoing.map((c) => c.id)).toEqual([second, first]);
      expect(anns.outgoing.map((c) => c.id)).not.toContain(old);
      expect((await listChallengesFor(db, bo.id, { since, limit: 2 })).incoming).toHaveLength(2);

      // Cy blocks Bo: Cy's challenge leaves Bo's incoming list; Cy still sees it as sent.
      await db
        .insertInto("user_blocks")
        .values({ blocker_id: cy.id, blocked_id: bo.id, created_at: T0 })
        .execute();
      expect((await listChallengesFor(db, bo.id, { since, limit: 10 })).incoming.map((c) => c.id)).toEqual([
        second,
        first,
      ]);
      expect((await listChallengesFor(db, cy.id, { since, limit: 10 })).outgoing.map((c) => c.id)).toEqual([
        fromCy,
      ]);
    });

    it("accepts once, storing the game in the same transaction", async () => {
      const ann = await newUser();
      const bo = await newUser();
      const id = await newChallenge(ann.id, bo.id);
      const gameId = `game-${++seq}`;
      const outcome = await acceptChallenge(db, {
        id,
        gameId,
        now: T0 + 10,
        build: (live) => gameFor(gameId, ann.id, live),
      });
      expect(outcome.accepted).toBe(true);
      expect((await loadGame(db, gameId))?.state.id).toBe(gameId);
      expect(await findChallenge(db, id)).toMatchObject({ status: "accepted", gameId });
      const again = await acceptChallenge(db, {
        id,
        gameId: `game-${++seq}`,
        now: T0 + 11,
        build: (live) => gameFor(`game-${seq}`, ann.id, live),
      });
      expect(again).toEqual({
        accepted: false,
        current: expect.objectContaining({ status: "accepted", gameId }),
      });
    });

    it("lets exactly one of two concurrent accepts through: one game, the other told it was answered", async () => {
      const ann = await newUser();
      const bo = await newUser();
      for (let round = 0; round < 5; round++) {
        const id = await newChallenge(ann.id, bo.id);
        const before = await countGames();
        const ids = [`game-${++seq}`, `game-${++seq}`];
        const outcomes = await Promise.all(
          ids.map((gameId) =>
            acceptChallenge(db, { id, gameId, now: T0 + 10, build: (live) => gameFor(gameId, ann.id, live) }),
          ),
        );
        expect(outcomes.filter((o) => o.accepted)).toHaveLength(1);
        const lost = outcomes.find((o) => !o.accepted);
        expect(lost).toEqual({ accepted: false, current: expect.objectContaining({ status: "accepted" }) });
        expect(await countGames()).toBe(before + 1);
        const stored = await findChallenge(db, id);
        expect(ids).toContain(stored?.gameId);
        expect(await loadGame(db, stored?.gameId ?? "")).not.toBeNull();
      }
    });

    it("leaves the challenge pending when its game cannot be built or stored", async () => {
      const ann = await newUser();
      const bo = await newUser();
      const id = await newChallenge(ann.id, bo.id);
      const before = await countGames();
      await expect(
        acceptChallenge(db, {
          id,
          gameId: "never-built",
          now: T0 + 10,
          build: () => {
            throw new Error("rules refused");
          },
        }),
      ).rejects.toThrow("rules refused");
      expect(await findChallenge(db, id)).toMatchObject({ status: "pending", gameId: null });

      // A join code already live: the insert fails and the accept rolls back with it.
      const taken = gameFor(`game-${++seq}`, ann.id, new Set());
      await insertGame(db, taken, T0);
      const clash = await acceptChallenge(db, {
        id,
        gameId: "clashing",
        now: T0 + 10,
        build: () => ({ ...gameFor("clashing", ann.id, new Set()), joinCode: taken.joinCode }),
      }).catch((error: unknown) => error);
      // Recognised as a join-code clash, which the service answers by drawing another code.
      expect(uniqueViolationTarget(clash)).toContain("join_code");
      expect(await findChallenge(db, id)).toMatchObject({ status: "pending", gameId: null });
      expect(await countGames()).toBe(before + 1);
      expect(await loadGame(db, "clashing")).toBeNull();
    });

    it("does not accept or decline a challenge past its expiry", async () => {
      const ann = await newUser();
      const bo = await newUser();
      const id = await newChallenge(ann.id, bo.id);
      const outcome = await acceptChallenge(db, {
        id,
        gameId: "late",
        now: T0 + DAY,
        build: (live) => gameFor("late", ann.id, live),
      });
      expect(outcome).toEqual({ accepted: false, current: expect.objectContaining({ status: "pending" }) });
      expect(await declineChallenge(db, id, T0 + DAY)).toBe(false);
      expect(await loadGame(db, "late")).toBeNull();
    });

    it("declines only a pending challenge", async () => {
      const ann = await newUser();
      const bo = await newUser();
      const id = await newChallenge(ann.id, bo.id);
      expect(await declineChallenge(db, id, T0 + 5)).toBe(true);
      expect((await findChallenge(db, id))?.status).toBe("declined");
      expect(await declineChallenge(db, id, T0 + 6)).toBe(false);
      const outcome = await acceptChallenge(db, {
        id,
        gameId: "after-decline",
        now: T0 + 7,
        build: (live) => gameFor("after-decline", ann.id, live),
      });
      expect(outcome.accepted).toBe(false);
    });

    it("expires overdue pending challenges once, even when two sweeps race", async () => {
      const ann = await newUser();
      const bo = await newUser();
      const cy = await newUser();
      const due = await newChallenge(ann.id, bo.id, { createdAt: T0 + 1000 });
      const notYet = await newChallenge(ann.id, bo.id, { createdAt: T0 + 2000 });
      const other = await newChallenge(cy.id, bo.id, { createdAt: T0 + 1000 });
      const declined = await newChallenge(ann.id, bo.id, { createdAt: T0 + 1000 });
      await declineChallenge(db, declined, T0 + 1001);
      const now = T0 + 1000 + DAY;
      // Only Ann's (sent or received) when a user is given.
      expect(await expireDueChallenges(db, { now, limit: 100, userId: ann.id })).toEqual([due]);
      expect((await findChallenge(db, due))?.status).toBe("expired");
      expect((await findChallenge(db, notYet))?.status).toBe("pending");
      expect((await findChallenge(db, declined))?.status).toBe("declined");
      const [a, b] = await Promise.all([
        expireDueChallenges(db, { now, limit: 100 }),
        expireDueChallenges(db, { now, limit: 100 }),
      ]);
      expect([...(a ?? []), ...(b ?? [])].filter((id) => id === other)).toEqual([other]);
      expect([...(a ?? []), ...(b ?? [])]).not.toContain(due);
      expect((await findChallenge(db, other))?.status).toBe("expired");
    });

    it("records a finished game's result once and shows it on the challenge", async () => {
      const ann = await newUser();
      const bo = await newUser();
      const id = await newChallenge(ann.id, bo.id);
      const gameId = `game-${++seq}`;
      await acceptChallenge(db, { id, gameId, now: T0 + 10, build: (live) => gameFor(gameId, ann.id, live) });
      expect(await listUnsettledChallengeGames(db, { limit: 100, userId: bo.id })).toEqual([]);
      // The game completes (its row says so): the challenge is now unsettled.
      await db
        .updateTable("games")
        .set({ completed_at: T0 + 100, phase: "complete" })
        .where("id", "=", gameId)
        .execute();
      expect(await listUnsettledChallengeGames(db, { limit: 100, userId: bo.id })).toEqual([gameId]);
      expect(await listUnsettledChallengeGames(db, { limit: 100 })).toContain(gameId);
      expect((await findAcceptedChallengeByGame(db, gameId))?.id).toBe(id);

      const outcome = { winnerId: bo.id, challengerScore: 3, challengedScore: 9, completedAt: T0 + 200 };
      const [first, second] = await Promise.all([
        recordChallengeResult(db, id, outcome),
        recordChallengeResult(db, id, { ...outcome, winnerId: ann.id }),
      ]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      const recorded = await findChallenge(db, id);
      expect(recorded?.status).toBe("completed");
      expect(recorded?.result?.challengerScore).toBe(3);
      expect(recorded?.result?.challengedScore).toBe(9);
      expect([ann.id, bo.id]).toContain(recorded?.result?.winnerId);
      expect(recorded?.result?.winnerName).toBe(
        recorded?.result?.winnerId === ann.id ? ann.username : bo.username,
      );
      expect(await findAcceptedChallengeByGame(db, gameId)).toBeUndefined();
      expect(await listUnsettledChallengeGames(db, { limit: 100 })).not.toContain(gameId);
      expect(await recordChallengeResult(db, id, outcome)).toBe(false);
    });

    it("records a draw with no winner", async () => {
      const ann = await newUser();
      const bo = await newUser();
      const id = await newChallenge(ann.id, bo.id);
      const gameId = `game-${++seq}`;
      await acceptChallenge(db, { id, gameId, now: T0 + 10, build: (live) => gameFor(gameId, ann.id, live) });
      expect(
        await recordChallengeResult(db, id, {
          winnerId: null,
          challengerScore: 4,
          challengedScore: 4,
          completedAt: T0,
        }),
      ).toBe(true);
      expect((await findChallenge(db, id))?.result).toEqual({
        winnerId: null,
        winnerName: null,
        challengerScore: 4,
        challengedScore: 4,
      });
    });
  });
}
