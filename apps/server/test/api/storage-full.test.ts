import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/schema";
import {
  capDatabaseSize,
  fillUntilFull,
  integrityCheck,
  openFileDb,
  uncapDatabaseSize,
} from "../support/full-disk";
import { createTestApp, errorBodyOf, signUp, type TestApp } from "../support/test-app";

let t: TestApp | undefined;
let db: Db | undefined;
afterEach(async () => {
  await t?.close();
  await db?.destroy();
  t = undefined;
  db = undefined;
});

async function count(query: string): Promise<number> {
  if (!db) throw new Error("no database");
  const { rows } = await sql.raw<{ n: number }>(query).execute(db);
  return Number(rows[0]?.n);
}

describe("a full disk (the database file cannot grow)", () => {
  it("answers a write with 503 storage_full and Retry-After, not 500, and leaves nothing half-written (F12)", async () => {
    db = openFileDb();
    t = await createTestApp({ db, config: { rateLimitScale: 1000 } });
    await capDatabaseSize(db);

    const { failure, cookies } = await fillUntilFull(t.app);

    expect(failure.statusCode).toBe(503);
    expect(errorBodyOf(failure)).toEqual({
      code: "storage_full",
      message: expect.stringMatching(/out of storage space/),
    });
    expect(Number(failure.headers["retry-after"])).toBeGreaterThan(0);
    // Every write batch went in whole or not at all: no user without its stats row, no game
    // without its host's seat, and the file is sound.
    expect(await integrityCheck(db)).toBe("ok");
    expect(await count("select count(*) as n from users")).toBe(
      await count("select count(*) as n from user_stats"),
    );
    expect(
      await count(
        "select count(*) as n from games g where not exists (select 1 from game_players p where p.game_id = g.id)",
      ),
    ).toBe(0);
    // Reads still work while the disk is full.
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: cookies[0] ?? "" } });
    expect(me.statusCode).toBe(200);

    // Room again: writes succeed without a restart.
    await uncapDatabaseSize(db);
    await signUp(t.app);
  });
});
