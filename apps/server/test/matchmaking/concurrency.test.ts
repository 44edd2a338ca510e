import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../src/db/connect";
import type { Db } from "../../src/db/schema";
import { type Caller, call, newCaller } from "../support/game-helpers";
import { createTempPostgresDatabase, type TempPostgresDatabase } from "../support/postgres";
import { optionalServiceUrl } from "../support/services";
import { createTestApp, type TestApp } from "../support/test-app";

const CONFIG = { rateLimitScale: 1000 };

/** 100 seekers: 51 standard (one left over) and 49 head-to-head (one left over), every pair compatible. */
function seekerPreferences(i: number) {
  if (i < 51) return { gameMode: "standard", preferredRounds: 7, skillLevel: i % 2 ? "any" : "beginner" };
  return { gameMode: "head_to_head", preferredRounds: 3, skillLevel: i % 3 ? "any" : "advanced" };
}

interface Outcome {
  caller: Caller;
  mode: string;
  instance: number;
  status: { status: string; gameId?: string };
}

/** Everyone joins at once (each on `instances[i % n]`), then each one's final status is read. */
async function crowdJoins(instances: FastifyInstance[], callers: Caller[]): Promise<Outcome[]> {
  const app = (i: number) => instances[i % instances.length] as FastifyInstance;
  const answers = await Promise.all(
    callers.map((caller, i) => call(app(i), caller, "POST", "/api/matchmaking/join", seekerPreferences(i))),
  );
  for (const answer of answers) expect(answer.statusCode).toBe(200);
  return Promise.all(
    callers.map(async (caller, i) => ({
      caller,
      mode: seekerPreferences(i).gameMode,
      instance: i % instances.length,
      status: (await call(app(i), caller, "GET", "/api/matchmaking/status")).json(),
    })),
  );
}

/** Everyone compatible paired exactly once, into a started two-seat game of their mode; one per mode waits. */
async function expectPairedExactlyOnce(db: Db, outcomes: Outcome[]): Promise<void> {
  const byGame = new Map<string, Outcome[]>();
  const waiting: Outcome[] = [];
  for (const outcome of outcomes) {
    if (outcome.status.status === "waiting") waiting.push(outcome);
    else {
      expect(outcome.status.status).toBe("matched");
      const list = byGame.get(outcome.status.gameId ?? "") ?? [];
      list.push(outcome);
      byGame.set(outcome.status.gameId ?? "", list);
    }
  }
  expect(waiting.map((w) => w.mode).sort()).toEqual(["head_to_head", "standard"]);
  expect(byGame.size).toBe(49);
  for (const [, pair] of byGame) {
    expect(pair).toHaveLength(2);
    const [a, b] = pair as [Outcome, Outcome];
    expect(a.caller.userId).not.toBe(b.caller.userId);
    expect(a.mode).toBe(b.mode);
  }
  // The database agrees: one seat per seeker, two humans per game, every game started.
  const seats = await db
    .selectFrom("game_players")
    .innerJoin("games", "games.id", "game_players.game_id")
    .select(["game_players.user_id", "games.id", "games.phase", "games.game_mode"])
    .execute();
  const userIds = seats.map((s) => s.user_id);
  expect(new Set(userIds).size).toBe(userIds.length);
  expect(userIds).toHaveLength(98);
  for (const seat of seats) {
    expect(seat.phase).toBe("writing");
    expect(byGame.get(seat.id)?.map((o) => o.caller.userId)).toContain(seat.user_id);
    expect(byGame.get(seat.id)?.[0]?.mode).toBe(seat.game_mode);
  }
}

async function signUpCrowd(app: FastifyInstance, n: number): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (let i = 0; i < n; i++) callers.push(await newCaller(app));
  return callers;
}

describe("100 seekers at once on SQLite", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: CONFIG });
  });
  afterAll(async () => {
    await t.close();
  });

  it("pairs everyone compatible exactly once, and the odd one out per mode waits", async () => {
    const callers = await signUpCrowd(t.app, 100);
    await expectPairedExactlyOnce(t.db, await crowdJoins([t.app], callers));
  });
});

const SUITE = "quick match on PostgreSQL";
const PG = optionalServiceUrl("TEST_DATABASE_URL", SUITE);

describe.skipIf(PG === undefined)(SUITE, () => {
  let temp: TempPostgresDatabase;
  const opened: Db[] = [];
  const apps: TestApp[] = [];
  const instance = async () => {
    const db = openPostgres(temp.url);
    opened.push(db);
    const app = await createTestApp({ db, config: CONFIG });
    apps.push(app);
    return app;
  };
  const clearQueue = async (db: Db) => {
    await db.deleteFrom("matchmaking_entries").execute();
    await db.deleteFrom("game_players").execute();
    await db.deleteFrom("games").execute();
  };

  beforeAll(async () => {
    temp = await createTempPostgresDatabase(PG ?? "");
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of opened) await db.destroy();
    await temp?.drop();
  });

  it("pairs 100 seekers joining at once exactly once, the odd one out per mode waiting", async () => {
    const t = await instance();
    await clearQueue(t.db);
    const callers = await signUpCrowd(t.app, 100);
    await expectPairedExactlyOnce(t.db, await crowdJoins([t.app], callers));
  });

  it("pairs seekers on different instances with each other", async () => {
    const a = apps[0] ?? (await instance());
    const b = await instance();
    await clearQueue(a.db);
    const [xan, yul] = await signUpCrowd(a.app, 2);
    if (!xan || !yul) throw new Error("sign-up failed");
    const prefs = { gameMode: "standard", preferredRounds: 7, skillLevel: "any" };
    expect((await call(a.app, xan, "POST", "/api/matchmaking/join", prefs)).json().matched).toBe(false);
    const matched = (await call(b.app, yul, "POST", "/api/matchmaking/join", prefs)).json();
    expect(matched.matched).toBe(true);
    expect((await call(a.app, xan, "GET", "/api/matchmaking/status")).json()).toEqual({
      status: "matched",
      gameId: matched.gameId,
    });

    // And a crowd split over both instances is paired across them. Every seeker on `a` gets a class
    // (mode × rounds × skill) no other seeker on `a` can pair with, so all of them wait; then one
    // partner per class joins `b` at once, and every game must join one seeker from each instance.
    await clearQueue(a.db);
    const classes = (["standard", "head_to_head"] as const).flatMap((gameMode) =>
      [3, 5, 7, 10].flatMap((preferredRounds) =>
        (["beginner", "intermediate", "advanced"] as const).map((skillLevel) => ({
          gameMode,
          preferredRounds,
          skillLevel,
        })),
      ),
    );
    const onA = await signUpCrowd(a.app, classes.length);
    const onB = await signUpCrowd(a.app, classes.length);
    const waits = await Promise.all(
      onA.map((caller, i) => call(a.app, caller, "POST", "/api/matchmaking/join", classes[i])),
    );
    expect(waits.map((w) => w.json().matched)).toEqual(classes.map(() => false));
    const pairs = await Promise.all(
      onB.map((caller, i) => call(b.app, caller, "POST", "/api/matchmaking/join", classes[i])),
    );
    for (const [i, answer] of pairs.entries()) {
      expect(answer.json().matched).toBe(true);
      const partner = await call(a.app, onA[i] as Caller, "GET", "/api/matchmaking/status");
      expect(partner.json()).toEqual({ status: "matched", gameId: answer.json().gameId });
    }
    expect(new Set(pairs.map((p) => p.json().gameId)).size).toBe(classes.length);
  });

  it("pairs a crowd split over two instances exactly once", async () => {
    const a = apps[0] ?? (await instance());
    const b = apps[1] ?? (await instance());
    await clearQueue(a.db);
    const callers = await signUpCrowd(a.app, 100);
    await expectPairedExactlyOnce(a.db, await crowdJoins([a.app, b.app], callers));
  });
});
