import { applyIntent, createGame, type GameState } from "@riddlebook/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate";
import {
  commitGame,
  findLiveGameByCode,
  findSeat,
  getDraft,
  insertGame,
  JoinCodeTakenError,
  listLiveGamesForUser,
  listOverdueGames,
  listRunningDeadlines,
  loadGame,
  saveDraft,
  VersionConflictError,
} from "../../src/db/repos/games";
import { getStats } from "../../src/db/repos/stats";
import { createUser } from "../../src/db/repos/users";
import type { Db } from "../../src/db/schema";
import { publishRiddle } from "../../src/features/review/queue-repository";
import { dbTargets } from "../support/db-targets";

const T0 = Date.UTC(2031, 5, 15, 12, 0, 0);
let seq = 0;

const targets = dbTargets({ sqlite: "file" });

for (const target of targets) {
  describe.skipIf(!target.available)(`game repositories on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<unknown>;
    let userId: string;

    beforeAll(async () => {
      const opened = await target.open();
      db = opened.db;
      cleanup = opened.close;
      await migrateToLatest(db);
      userId = (
        await createUser(db, {
          id: "games-user",
          username: "games_user",
          email: "games@example.com",
          passwordHash: null,
          firstName: null,
          lastName: null,
          createdAt: T0,
        })
      ).id;
    });
    afterAll(async () => {
      await cleanup?.();
    });

    function newGame(joinCode = "GARDEN7"): GameState {
      const n = ++seq;
      const created = createGame(
        { id: `game-${n}`, joinCode },
        { playerId: `host-${n}`, userId, name: "Host" },
        { now: T0, rng: () => 0.5 },
      );
      if (!created.ok) throw new Error("bad settings");
      return created.state;
    }

    it("stores a game with its host's seat and loads it back unchanged", async () => {
      const state = newGame("GARDEN1");
      await insertGame(db, state, T0);
      expect((await loadGame(db, state.id))?.state).toEqual(state);
      expect(await findSeat(db, state.players[0]!.id)).toEqual({ gameId: state.id, userId });
      expect((await findLiveGameByCode(db, "GARDEN1"))?.id).toBe(state.id);
      expect((await listLiveGamesForUser(db, userId)).map((g) => g.state.id)).toContain(state.id);
    });

    it("keeps a join code unique only among games that are not complete (partial unique index)", async () => {
      const first = newGame("BRIDGE9");
      await insertGame(db, first, T0);
      await expect(insertGame(db, newGame("BRIDGE9"), T0)).rejects.toBeInstanceOf(JoinCodeTakenError);
      await db.updateTable("games").set({ completed_at: T0 }).where("id", "=", first.id).execute();
      await expect(insertGame(db, newGame("BRIDGE9"), T0)).resolves.toBeUndefined();
    });

    it("commits only on the version it read: a second commit on the same version fails and writes nothing", async () => {
      const state = newGame("ISLAND3");
      await insertGame(db, state, T0);
      const joined = applyIntent(
        state,
        { type: "join", playerId: `j-${seq}`, userId: null, name: "Jo" },
        { now: T0, rng: () => 0.5 },
      );
      if (!joined.ok) throw new Error("join refused");
      await commitGame(db, { before: state, after: joined.state, now: T0 + 1 });
      await expect(
        commitGame(db, { before: state, after: joined.state, now: T0 + 2 }),
      ).rejects.toBeInstanceOf(VersionConflictError);
      const stored = await loadGame(db, state.id);
      expect(stored?.state.version).toBe(1);
      expect(await findSeat(db, `j-${seq}`)).toEqual({ gameId: state.id, userId: null });
    });

    it("applies stats in the completing commit exactly once", async () => {
      const state = newGame("VALLEY4");
      await insertGame(db, state, T0);
      const after = { ...state, version: 1, phase: "complete" as const, deadline: null };
      const stats = [{ userId, riddles: 2, riddlesSolved: 1, score: 7, won: true }];
      await commitGame(db, { before: state, after, now: T0, stats });
      await expect(
        commitGame(db, { before: after, after: { ...after, version: 2 }, now: T0, stats }),
      ).rejects.toBeInstanceOf(VersionConflictError);
      expect(await getStats(db, userId)).toMatchObject({
        gamesPlayed: 1,
        gamesWon: 1,
        riddlesCreated: 2,
        totalScore: 7,
        currentWinStreak: 1,
      });
      await commitGame(db, { before: after, after: { ...after, version: 2 }, now: T0 });
    });

    it("lists running deadlines and overdue games, and keeps one draft per seat", async () => {
      const state = newGame("FOREST5");
      const running = { ...state, phase: "writing" as const, deadline: T0 + 1000, version: 1 };
      await insertGame(db, state, T0);
      await commitGame(db, { before: state, after: running, now: T0 });
      expect(await listRunningDeadlines(db)).toContainEqual({ gameId: state.id, deadline: T0 + 1000 });
      expect(await listOverdueGames(db, T0 + 500)).not.toContain(state.id);
      expect(await listOverdueGames(db, T0 + 2000)).toContain(state.id);
      await saveDraft(db, { gameId: state.id, playerId: "p", round: 1, text: "first", now: T0 });
      await saveDraft(db, { gameId: state.id, playerId: "p", round: 1, text: "second", now: T0 });
      expect(await getDraft(db, state.id, "p", 1)).toBe("second");
      expect(await getDraft(db, state.id, "p", 2)).toBeNull();
    });

    it("publishes a riddle once", async () => {
      const entry = {
        id: `pub-${++seq}`,
        riddleId: `riddle-${seq}`,
        gameId: "g",
        userId,
        selectedWord: "owl",
        riddleText: "Who?",
        playerName: "Host",
        gameMode: "standard",
        difficulty: "medium",
        publishedAt: T0,
      };
      expect((await publishRiddle(db, entry)).created).toBe(true);
      const again = await publishRiddle(db, { ...entry, id: `pub-${++seq}` });
      expect(again).toMatchObject({ created: false, record: { id: entry.id, status: "pending" } });
    });
  });
}
