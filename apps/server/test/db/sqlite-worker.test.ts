import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openSqlite, SQLITE_FILE_NAME } from "../../src/db/connect";
import { migrateToLatest } from "../../src/db/migrate";
import type { Db } from "../../src/db/schema";
import { uniqueViolationTarget } from "../../src/db/unique-violation";
import { runWriteBatch, WriteBatch } from "../../src/db/write-batch";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function fileDb(options: { inWorker?: boolean } = {}): Db {
  const dir = mkdtempSync(join(tmpdir(), "rb-worker-"));
  const db = openSqlite(join(dir, SQLITE_FILE_NAME), options);
  cleanups.push(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

/** A statement that keeps SQLite busy for a while: counting to n in a recursive CTE. */
const busyCount = (n: number) =>
  sql<{
    n: number;
  }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n}) select count(*) as n from c`;

/** Counts how many times a 5 ms interval fires while `work` runs. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe("SQLite on a worker thread (ADR 010)", () => {
  it("keeps the event loop free while a statement runs, unlike a connection on this thread", async () => {
    const inWorker = fileDb();
    const onThread = fileDb({ inWorker: false });
    const n = 3_000_000;
    const workerTicks = await ticksDuring(async () => {
      expect((await busyCount(n).execute(inWorker)).rows[0]?.n).toBe(n);
    });
    const threadTicks = await ticksDuring(async () => {
      expect((await busyCount(n).execute(onThread)).rows[0]?.n).toBe(n);
    });
    expect(threadTicks).toBe(0);
    expect(workerTicks).toBeGreaterThan(0);
  });

  it("migrates, reads and writes, and reports constraint errors as better-sqlite3 does", async () => {
    const db = fileDb();
    await migrateToLatest(db);
    const user = {
      id: "u1",
      email: "a@example.com",
      first_name: "A",
      last_name: "B",
      username: "ab",
      username_key: "ab",
      password_hash: "x",
      profile_image_url: null,
      bio: null,
      favorite_word_category: null,
      created_at: 1,
      last_login_at: null,
    };
    await db.insertInto("users").values(user).execute();
    const rows = await db.selectFrom("users").select(["id", "email"]).execute();
    expect(rows).toEqual([{ id: "u1", email: "a@example.com" }]);
    const error = await db
      .insertInto("users")
      .values({ ...user, id: "u2", username: "other", username_key: "other" })
      .execute()
      .catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe("SQLITE_CONSTRAINT_UNIQUE");
    expect(uniqueViolationTarget(error)).toBe("users.email");
    const updated = await db
      .updateTable("users")
      .set({ first_name: "C" })
      .where("id", "=", "u1")
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it("runs one transaction at a time, and rolls back one that fails", async () => {
    const db = fileDb();
    await sql`create table t (k text primary key, v integer not null)`.execute(db);
    await sql`insert into t values ('n', 0)`.execute(db);
    const bump = () =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ v: number }>`select v from t where k = 'n'`.execute(trx);
        const v = rows[0]?.v ?? 0;
        await new Promise((resolve) => setImmediate(resolve));
        await sql`update t set v = ${v + 1} where k = 'n'`.execute(trx);
      });
    await Promise.all(Array.from({ length: 20 }, bump));
    const failing = db.transaction().execute(async (trx) => {
      await sql`update t set v = 999 where k = 'n'`.execute(trx);
      throw new Error("changed my mind");
    });
    await expect(failing).rejects.toThrow("changed my mind");
    const { rows } = await sql<{ v: number }>`select v from t where k = 'n'`.execute(db);
    expect(rows[0]?.v).toBe(20);
  });

  it("answers a bad statement with an error and keeps working", async () => {
    const db = fileDb();
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow(/no such table/);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it("keeps statements issued during another's transaction out of it", async () => {
    const db = fileDb();
    await sql`create table t (k text primary key)`.execute(db);
    let insideOpen!: () => void;
    const opened = new Promise<void>((resolve) => {
      insideOpen = resolve;
    });
    let letItFail!: () => void;
    const failLater = new Promise<void>((resolve) => {
      letItFail = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into t values ('inside')`.execute(trx);
      insideOpen();
      await failLater;
      throw new Error("roll back");
    });
    await opened;
    const outside = sql`insert into t values ('outside')`.execute(db);
    letItFail();
    await expect(transaction).rejects.toThrow("roll back");
    await outside;
    const { rows } = await sql<{ k: string }>`select k from t order by k`.execute(db);
    expect(rows.map((r) => r.k)).toEqual(["outside"]);
  });

  for (const inWorker of [true, false]) {
    it(`runs a write batch all or nothing (${inWorker ? "worker" : "this thread"})`, async () => {
      const db = fileDb({ inWorker });
      await sql`create table t (k text primary key, v integer not null)`.execute(db);
      await sql`insert into t values ('n', 1)`.execute(db);
      const table = () => db as unknown as import("kysely").Kysely<{ t: { k: string; v: number } }>;
      const bump = (from: number, extra: string) => {
        const batch = new WriteBatch(db);
        batch.add(
          table()
            .updateTable("t")
            .set({ v: from + 1 })
            .where("k", "=", "n")
            .where("v", "=", from),
          1,
        );
        batch.add(table().insertInto("t").values({ k: extra, v: 0 }));
        return runWriteBatch(db, batch);
      };
      expect(await bump(1, "a")).toBeNull();
      // A stale version: the first step changes no row, so nothing is written.
      expect(await bump(1, "b")).toBe(0);
      // A failing later step rolls back the first.
      await expect(bump(2, "a")).rejects.toMatchObject({ code: expect.stringMatching(/SQLITE_CONSTRAINT/) });
      const { rows } = await sql<{ k: string; v: number }>`select k, v from t order by k`.execute(db);
      expect(rows).toEqual([
        { k: "a", v: 0 },
        { k: "n", v: 2 },
      ]);
    });
  }

  it("runs a batch sent behind another only if that one committed, alone or in a group (ADR 037)", async () => {
    const db = fileDb();
    await sql`create table t (k text primary key, v integer not null)`.execute(db);
    await sql`insert into t values ('n', 1)`.execute(db);
    const table = () => db as unknown as import("kysely").Kysely<{ t: { k: string; v: number } }>;
    const ids: number[] = [];
    const set = (from: number, to: number, after?: number) => {
      const batch = new WriteBatch(db);
      batch.add(table().updateTable("t").set({ v: to }).where("k", "=", "n").where("v", "=", from), 1);
      return runWriteBatch(db, batch, {
        ...(after === undefined ? {} : { after }),
        posted: (id) => ids.push(id),
      });
    };
    // Sent together (one group): 1→2 commits, 5→6 fails its check, and so does 6→2 behind it, although
    // its own check would pass once 1→2 is written; 2→3 behind the committed one runs.
    const first = set(1, 2);
    const failing = set(5, 6);
    const behindFailed = set(2, 9, ids[1]);
    const behindCommitted = set(2, 3, ids[0]);
    expect(await Promise.all([first, failing, behindFailed, behindCommitted])).toEqual([null, 0, 0, null]);
    // Alone: a batch behind one that failed is refused; behind one that committed it runs.
    expect(await set(1, 7)).toBe(0);
    expect(await set(3, 4, ids[4])).toBe(0);
    expect(await set(3, 4, ids[3])).toBeNull();
    const { rows } = await sql<{ v: number }>`select v from t`.execute(db);
    expect(rows).toEqual([{ v: 4 }]);
  });

  it("reads on this thread outside a transaction, and inside one through the worker, seeing its own writes", async () => {
    const db = fileDb();
    await sql`create table t (k text primary key)`.execute(db);
    const t = db as unknown as import("kysely").Kysely<{ t: { k: string } }>;
    const keys = async (q: typeof t) =>
      (await q.selectFrom("t").select("k").orderBy("k").execute()).map((r) => r.k);

    await t.insertInto("t").values({ k: "a" }).execute();
    expect(await keys(t)).toEqual(["a"]);

    let seenInside: string[] = [];
    let seenOutside: string[] = [];
    await t.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ k: "b" }).execute();
      seenInside = await keys(trx);
      seenOutside = await keys(t);
    });
    expect(seenInside).toEqual(["a", "b"]);
    // Another connection's read does not see a transaction before it commits.
    expect(seenOutside).toEqual(["a"]);
    expect(await keys(t)).toEqual(["a", "b"]);

    // A select runs on this thread (it holds the event loop); other statements go to the worker.
    const n = 2_000_000;
    const count = sql<number>`(with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n}) select count(*) from c)`;
    const localTicks = await ticksDuring(() => t.selectNoFrom(count.as("n")).execute());
    expect(localTicks).toBe(0);
    expect(await ticksDuring(() => busyCount(n).execute(db))).toBeGreaterThan(0);
  });
});
