// A game's commits sent one behind the other without waiting (docs/decisions/037-pipelined-game-commits.md):
// the next intent starts from the commit in flight, the answers come in order once each is durable,
// and a lost race voids what was built on it, to be checked again from the stored game.
import type { GameState } from "@riddlebook/rules";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryBus } from "../../src/bus/memory-bus";
import { migrateToLatest } from "../../src/db/migrate";
import { loadGame } from "../../src/db/repos/games";
import type { Db } from "../../src/db/schema";
import { GameService, SYSTEM } from "../../src/game/game-service";
import { statusOf } from "../../src/http/error-status";
import { dbTargets } from "../support/db-targets";

const T0 = Date.UTC(2031, 5, 15, 12, 0, 0);

// SQLite in a file, so through the worker thread (ADR 010) that pipelines its commits.
const targets = dbTargets({ sqlite: "file" });

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function serviceOn(db: Db): GameService {
  let n = 0;
  return new GameService({
    db,
    bus: createMemoryBus(),
    clock: { now: () => T0 },
    rng: () => (n++ % 97) / 97,
    log: Fastify({ logger: false }).log,
  });
}

const join5 = (service: GameService, gameId: string, from: number) =>
  Array.from({ length: 5 }, (_, i) =>
    service.act(SYSTEM, gameId, () => ({
      type: "join",
      playerId: `p${from + i}`,
      userId: null,
      name: `Player ${from + i}`,
    })),
  );

describe.each(targets)("pipelined game commits on $name", (target) => {
  it.skipIf(!target.available)(
    "answers several intents of one game in order, each from the state the one before left",
    async () => {
      const { db, close } = await target.open();
      cleanups.push(close);
      await migrateToLatest(db);
      const service = serviceOn(db);
      const announced: GameState[] = [];
      // Commits sent and not yet settled, seen as each commit is announced.
      const inFlightAtAnnouncement: number[] = [];
      service.onCommit((state) => {
        announced.push(state);
        inFlightAtAnnouncement.push(service.commitsInFlight);
      });
      const game = await service.create(
        { id: "g1", maxPlayers: 8 },
        { playerId: "host", userId: null, name: "Host" },
      );
      const results = await Promise.all(join5(service, game.id, 1));
      expect(results.map((r) => r.outcome)).toEqual(Array(5).fill("applied"));
      expect(results.map((r) => r.state.version)).toEqual([1, 2, 3, 4, 5].map((k) => game.version + k));
      expect(results.map((r) => r.state.players.length)).toEqual([2, 3, 4, 5, 6]);
      // Listeners hear of every commit once, in version order, after the game's creation.
      expect(announced.slice(1).map((s) => s.version)).toEqual(results.map((r) => r.state.version));
      const stored = await loadGame(db, game.id);
      expect(stored?.state.version).toBe(game.version + 5);
      expect(stored?.state.players.map((p) => p.id)).toEqual(["host", "p1", "p2", "p3", "p4", "p5"]);
      // All five were sent before the first was announced: none waited for the one ahead of it (on
      // PostgreSQL each is written once the one ahead is stored, but the rules did not wait either).
      expect(inFlightAtAnnouncement.slice(1)).toEqual([5, 4, 3, 2, 1]);
      expect(service.commitsInFlight).toBe(0);
    },
  );

  it.skipIf(!target.available)(
    "checks again from the stored game every intent built on a commit that lost a race",
    async () => {
      const { db, close } = await target.open();
      cleanups.push(close);
      await migrateToLatest(db);
      const mine = serviceOn(db);
      const other = serviceOn(db);
      const game = await mine.create(
        { id: "g2", maxPlayers: 8 },
        { playerId: "host", userId: null, name: "Host" },
      );
      // Another instance moves the game on; this one's cached state is now one version behind.
      await other.act(SYSTEM, game.id, () => ({ type: "join", playerId: "x1", userId: null, name: "Other" }));
      const results = await Promise.all(join5(mine, game.id, 1));
      expect(results.map((r) => r.outcome)).toEqual(Array(5).fill("applied"));
      const versions = results.map((r) => r.state.version);
      expect(new Set(versions).size).toBe(5);
      const stored = await loadGame(db, game.id);
      expect(stored?.state.version).toBe(game.version + 6);
      expect(stored?.state.players.map((p) => p.id).sort()).toEqual([
        "host",
        "p1",
        "p2",
        "p3",
        "p4",
        "p5",
        "x1",
      ]);
      expect(mine.commitsInFlight).toBe(0);
    },
  );

  it.skipIf(!target.available)(
    "answers a refusal only from a stored state: the last free seat goes to the first of two joins",
    async () => {
      const { db, close } = await target.open();
      cleanups.push(close);
      await migrateToLatest(db);
      const service = serviceOn(db);
      const game = await service.create(
        { id: "g3", maxPlayers: 2 },
        { playerId: "host", userId: null, name: "Host" },
      );
      const [first, ...rest] = await Promise.allSettled(join5(service, game.id, 1));
      expect(first).toMatchObject({ status: "fulfilled", value: { outcome: "applied" } });
      for (const refused of rest) {
        // The rules' refusal, answered over HTTP with 409.
        expect(refused).toMatchObject({ status: "rejected", reason: { code: "game_full" } });
        expect(statusOf((refused as PromiseRejectedResult).reason.code)).toBe(409);
      }
      const stored = await loadGame(db, game.id);
      expect(stored?.state.players.map((p) => p.id)).toEqual(["host", "p1"]);
    },
  );
});
