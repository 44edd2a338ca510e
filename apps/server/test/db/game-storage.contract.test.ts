import type { GameState, Riddle } from "@riddlebook/rules";
import { simulateGame } from "@riddlebook/rules/testing";
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate";
import { migrations } from "../../src/db/migrations/index";
import { commitGame, insertGame, loadGame, VersionConflictError } from "../../src/db/repos/games";
import { createUser } from "../../src/db/repos/users";
import type { Db } from "../../src/db/schema";
import { dbTargets } from "../support/db-targets";

const T0 = Date.UTC(2031, 5, 15, 12, 0, 0);

const targets = dbTargets({ sqlite: "file" });

/** Every accepted step of one simulated game of several rounds. */
function playedGame(seed: number): { first: GameState; steps: { before: GameState; after: GameState }[] } {
  const steps: { before: GameState; after: GameState }[] = [];
  let first: GameState | undefined;
  simulateGame({ seed, players: 4, bots: 1, totalRounds: 3 }, (step) => {
    first ??= step.before;
    if (step.result.ok) steps.push({ before: step.before, after: step.result.state });
  });
  if (!first) throw new Error("no steps");
  return { first, steps };
}

/** The users behind the simulated seats (seats reference users). */
async function createSimulationUsers(db: Db, steps: { after: GameState }[]): Promise<void> {
  const ids = new Set(
    steps.flatMap((step) => step.after.players.flatMap((player) => (player.userId ? [player.userId] : []))),
  );
  for (const id of ids) {
    await createUser(db, {
      id,
      username: id.replace(/[^a-z0-9]/gi, "_"),
      email: `${id}@example.com`,
      passwordHash: null,
      firstName: null,
      lastName: null,
      createdAt: T0,
    });
  }
}

for (const target of targets) {
  describe.skipIf(!target.available)(`game storage on ${target.name}`, () => {
    let cleanup: (() => Promise<unknown>) | undefined;
    afterEach(async () => {
      await cleanup?.();
      cleanup = undefined;
    });

    async function open(): Promise<Db> {
      const opened = await target.open();
      cleanup = opened.close;
      return opened.db;
    }

    it("appends riddles and guesses as rows, keeps the game row small, and reassembles every state", async () => {
      const db = await open();
      await migrateToLatest(db);
      const { first, steps } = playedGame(7);
      await createSimulationUsers(db, steps);
      await insertGame(db, first, T0);
      let largest = 0;
      for (const [i, step] of steps.entries()) {
        await commitGame(db, { before: step.before, after: step.after, now: T0 + i });
        // Reassembled from the database (not from a cache) after every commit.
        expect((await loadGame(db, step.after.id))?.state).toEqual(step.after);
        const row = await db
          .selectFrom("games")
          .select("state")
          .where("id", "=", first.id)
          .executeTakeFirstOrThrow();
        largest = Math.max(largest, row.state.length);
      }
      const final = steps[steps.length - 1]?.after as GameState;
      expect(final.phase).toBe("complete");
      const riddles = final.rounds.flatMap((round) => round.riddles);
      const guesses = final.rounds.flatMap((round) => round.guesses);
      expect(riddles.length).toBeGreaterThan(0);
      expect(guesses.length).toBeGreaterThan(0);
      expect(JSON.stringify(final).length).toBeGreaterThan(largest);
      const counted = async (table: "game_riddles" | "game_guesses" | "game_rounds") =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .where("game_id", "=", first.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await counted("game_riddles")).toBe(riddles.length);
      expect(await counted("game_guesses")).toBe(guesses.length);
      expect(await counted("game_rounds")).toBe(final.rounds.length - 1);

      // A second riddle with a stored id is refused by the database, and nothing is written.
      const last = final.rounds[final.rounds.length - 1];
      const copy = { ...(riddles[0] as Riddle), round: last?.round ?? 1 };
      const forged: GameState = {
        ...final,
        version: final.version + 1,
        rounds: final.rounds.map((round, i) =>
          i === final.rounds.length - 1 ? { ...round, riddles: [...round.riddles, copy] } : round,
        ),
      };
      await expect(commitGame(db, { before: final, after: forged, now: T0 })).rejects.toThrow();
      expect((await loadGame(db, first.id))?.state).toEqual(final);
      await expect(
        commitGame(db, { before: steps[0]?.before as GameState, after: final, now: T0 }),
      ).rejects.toBeInstanceOf(VersionConflictError);
    });

    it("0005 converts games stored whole, and converts them back when rolled back", async () => {
      const db = await open();
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo("0003-matchmaking");
      expect(before.error).toBeUndefined();
      const { steps } = playedGame(11);
      await createSimulationUsers(db, steps);
      // A game in its second round, with riddles and guesses in both rounds, stored the old way.
      const mid = steps
        .map((step) => step.after)
        .filter((state) => state.rounds.length >= 2 && state.phase !== "complete")
        .pop() as GameState;
      expect(mid.rounds[0]?.riddles.length).toBeGreaterThan(0);
      await db
        .insertInto("games")
        .values({
          id: mid.id,
          join_code: mid.joinCode,
          is_public: mid.isPublic ? 1 : 0,
          game_mode: mid.gameMode,
          phase: mid.phase,
          state: JSON.stringify(mid),
          version: mid.version,
          deadline: mid.deadline,
          created_at: T0,
          updated_at: T0,
          completed_at: null,
        })
        .execute();
      for (const player of mid.players) {
        await db
          .insertInto("game_players")
          .values({
            player_id: player.id,
            game_id: mid.id,
            user_id: player.userId,
            name: player.name,
            is_bot: player.isBot ? 1 : 0,
            joined_at: player.joinedAt,
          })
          .execute();
      }
      // The old key rows, for the first round only: conversion fills in the rest.
      for (const riddle of mid.rounds[0]?.riddles ?? []) {
        await db
          .insertInto("game_riddles")
          .values({
            riddle_id: riddle.id,
            game_id: mid.id,
            player_id: riddle.playerId,
            round: riddle.round,
            created_at: T0,
          } as never)
          .execute();
      }

      await migrateToLatest(db);
      expect((await loadGame(db, mid.id))?.state).toEqual(mid);
      const row = await db
        .selectFrom("games")
        .select("state")
        .where("id", "=", mid.id)
        .executeTakeFirstOrThrow();
      expect(row.state.length).toBeLessThan(JSON.stringify(mid).length);

      const back = await migrator.migrateTo("0003-matchmaking");
      expect(back.error).toBeUndefined();
      const restored = await db
        .selectFrom("games")
        .select("state")
        .where("id", "=", mid.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(restored.state)).toEqual(mid);
    });
  });
}
