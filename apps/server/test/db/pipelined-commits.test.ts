// A game's commits sent one behind the other without waiting (docs/decisions/037-pipelined-game-commits.md):
// the next intent starts from the commit in flight, the answers come in order once each is durable,
// and a lost race voids what was built on it, to be checked again from the stored game.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GameState } from "@riddlebook/rules";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryBus } from "../../src/bus/memory-bus";
import { openPostgres, openSqlite, SQLITE_FILE_NAME } from "../../src/db/connect";
import { migrateToLatest } from "../../src/db/migrate";
import { loadGame } from "../../src/db/repos/games";
import type { Db } from "../../src/db/schema";
import { GameService, SYSTEM } from "../../src/game/game-service";
import { createTempPostgresDatabase } from "../support/postgres";
import { postgresUrl } from "../support/services";

const pgAdminUrl = postgresUrl();
const T0 = Date.UTC(2031, 5, 15, 12, 0, 0);

interface Target {
  name: string;
  available: boolean;
  open(): Promise<{ db: Db; cleanup(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: "SQLite (worker)",
    available: true,
    async open() {
      const dir = mkdtempSync(join(tmpdir(), "rb-pipe-"));
      const db = openSqlite(join(dir, SQLITE_FILE_NAME));
      return {
        db,
        async cleanup() {
          await db.destroy();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "PostgreSQL",
    available: pgAdminUrl !== undefined,
    async open() {
      const temp = await createTempPostgresDatabase(pgAdminUrl ?? "");
      const db = openPostgres(temp.url, { max: 4 });
      return {
        db,
        async cleanup() {
          await db.destroy();
          await temp.drop();
        },
      };
    },
  },
];

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
    log: pino({ level: "silent" }),
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
      const { db, cleanup } = await target.open();
      cleanups.push(cleanup);
      await migrateToLatest(db);
      const service = serviceOn(db);
      const announced: GameState[] = [];
      service.onCommit((state) => announced.push(state));
      const game = await service.create(
        { id: "g1", maxPlayers: 8 },
        { playerId: "host", userId: null, name: "Host" },
      );
      let most = 0;
      const acts = join5(service, game.id, 1);
      let done = false;
      const all = Promise.all(acts).finally(() => {
        done = true;
      });
      while (!done) {
        most = Math.max(most, service.commitsInFlight);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const results = await all;
      expect(results.map((r) => r.outcome)).toEqual(Array(5).fill("applied"));
      expect(results.map((r) => r.state.version)).toEqual([1, 2, 3, 4, 5].map((k) => game.version + k));
      expect(results.map((r) => r.state.players.length)).toEqual([2, 3, 4, 5, 6]);
      // Listeners hear of every commit once, in version order, after the game's creation.
      expect(announced.slice(1).map((s) => s.version)).toEqual(results.map((r) => r.state.version));
      const stored = await loadGame(db, game.id);
      expect(stored?.state.version).toBe(game.version + 5);
      expect(stored?.state.players.map((p) => p.id)).toEqual(["host", "p1", "p2", "p3", "p4", "p5"]);
      // On the SQLite worker the commits are sent without waiting for the ones ahead of them.
      if (target.name.startsWith("SQLite")) expect(most).toBeGreaterThan(1);
      expect(service.commitsInFlight).toBe(0);
    },
  );

  it.skipIf(!target.available)(
    "checks again from the stored game every intent built on a commit that lost a race",
    async () => {
      const { db, cleanup } = await target.open();
      cleanups.push(cleanup);
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
      const { db, cleanup } = await target.open();
      cleanups.push(cleanup);
      await migrateToLatest(db);
      const service = serviceOn(db);
      const game = await service.create(
        { id: "g3", maxPlayers: 2 },
        { playerId: "host", userId: null, name: "Host" },
      );
      const [first, ...rest] = await Promise.allSettled(join5(service, game.id, 1));
      expect(first).toMatchObject({ status: "fulfilled", value: { outcome: "applied" } });
      for (const refused of rest) {
        expect(refused).toMatchObject({ status: "rejected", reason: { statusCode: 409 } });
      }
      const stored = await loadGame(db, game.id);
      expect(stored?.state.players.map((p) => p.id)).toEqual(["host", "p1"]);
    },
  );
});
