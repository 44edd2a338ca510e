// Durable SQLite commits (docs/decisions/015-admin-grants-durability-and-database-timeouts.md):
// `synchronous = FULL`, and group commit on the worker: write batches that reach it together share
// one transaction and one log sync, and each is still all or nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CompiledQuery, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config";
import { openDatabase, openSqlite, SQLITE_FILE_NAME } from "../../src/db/connect";
import type { Db } from "../../src/db/schema";
import { runWriteBatch, WriteBatch } from "../../src/db/write-batch";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A file database on the worker, with no checkpoints during the test (so the log keeps every frame). */
async function fileDb(): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), "rb-group-"));
  const db = openSqlite(join(dir, SQLITE_FILE_NAME), { backgroundCheckpoints: false });
  cleanups.push(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  await sql`create table notes (id integer primary key, text text not null)`.execute(db);
  await sql`create table marks (note_id integer primary key, mark text not null)`.execute(db);
  return db;
}

const raw = (text: string, parameters: unknown[] = []) => ({
  compile: () => CompiledQuery.raw(text, parameters),
});

/** A batch of two writes: a note and its mark; `expectNothing` adds a version check that fails. */
function noteBatch(db: Db, id: number, options: { expectNothing?: boolean; duplicateOf?: number } = {}) {
  const batch = new WriteBatch(db);
  batch.add(raw("insert into notes (id, text) values (?, ?)", [id, `note ${id}`]));
  batch.add(raw("insert into marks (note_id, mark) values (?, ?)", [options.duplicateOf ?? id, "seen"]));
  if (options.expectNothing) batch.add(raw("update notes set text = 'changed' where id = -1"), 1);
  return batch;
}

/** Keeps the worker busy for a while, so batches posted meanwhile reach it together. */
const occupyWorker = (db: Db) =>
  sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < 2000000) select count(*) as n from c`.execute(
    db,
  );

/** Frames in the write-ahead log: every commit appends the pages it changed. */
async function logFrames(db: Db): Promise<number> {
  const { rows } = await sql<{ log: number }>`pragma wal_checkpoint(PASSIVE)`.execute(db);
  return Number(rows[0]?.log);
}

async function ids(db: Db, table: "notes" | "marks"): Promise<number[]> {
  const column = table === "notes" ? "id" : "note_id";
  const { rows } = await sql<{
    id: number;
  }>`select ${sql.ref(column)} as id from ${sql.table(table)} order by 1`.execute(db);
  return rows.map((row) => Number(row.id));
}

const BATCHES = 20;

describe("group commit on the SQLite worker", () => {
  it("commits batches that arrive together in one transaction, far fewer log writes than one by one (F13)", async () => {
    const together = await fileDb();
    const busy = occupyWorker(together);
    const results = await Promise.all(
      Array.from({ length: BATCHES }, (_, i) => runWriteBatch(together, noteBatch(together, i + 1))),
    );
    await busy;
    expect(results).toEqual(Array(BATCHES).fill(null));

    const apart = await fileDb();
    for (let i = 0; i < BATCHES; i++) expect(await runWriteBatch(apart, noteBatch(apart, i + 1))).toBeNull();

    const all = Array.from({ length: BATCHES }, (_, i) => i + 1);
    for (const db of [together, apart]) {
      expect(await ids(db, "notes")).toEqual(all);
      expect(await ids(db, "marks")).toEqual(all);
    }
    // One by one, each commit rewrites the same pages; together they are written about once.
    expect(await logFrames(together)).toBeLessThan((await logFrames(apart)) - BATCHES / 2);
  });

  it("keeps each batch in a group all or nothing: a failed version check undoes only its own batch", async () => {
    const db = await fileDb();
    const busy = occupyWorker(db);
    const results = await Promise.all(
      Array.from({ length: BATCHES }, (_, i) =>
        runWriteBatch(db, noteBatch(db, i + 1, { expectNothing: (i + 1) % 5 === 0 })),
      ),
    );
    await busy;
    const kept = Array.from({ length: BATCHES }, (_, i) => i + 1).filter((id) => id % 5 !== 0);
    expect(results).toEqual(Array.from({ length: BATCHES }, (_, i) => ((i + 1) % 5 === 0 ? 2 : null)));
    expect(await ids(db, "notes")).toEqual(kept);
    expect(await ids(db, "marks")).toEqual(kept);
  });

  it("answers a batch that fails in a group with its own error, and still commits the others", async () => {
    const db = await fileDb();
    const busy = occupyWorker(db);
    const attempts = Array.from({ length: BATCHES }, (_, i) =>
      // Batch 7's mark collides with batch 3's: a constraint error in the middle of the group.
      runWriteBatch(db, noteBatch(db, i + 1, i + 1 === 7 ? { duplicateOf: 3 } : {})).then(
        (result) => ({ result }),
        (error: { code?: string }) => ({ error: error.code }),
      ),
    );
    const settled = await Promise.all(attempts);
    await busy;
    expect(settled[6]).toEqual({ error: "SQLITE_CONSTRAINT_PRIMARYKEY" });
    expect(settled.filter((_, i) => i !== 6)).toEqual(Array(BATCHES - 1).fill({ result: null }));
    const kept = Array.from({ length: BATCHES }, (_, i) => i + 1).filter((id) => id !== 7);
    expect(await ids(db, "notes")).toEqual(kept);
    expect(await ids(db, "marks")).toEqual(kept);
  });
});

describe("SQLite durability settings", () => {
  it("syncs the log at every commit (synchronous = FULL) unless SQLITE_SYNCHRONOUS=normal (F13)", async () => {
    const synchronous = async (env: Record<string, string>) => {
      const dataDir = mkdtempSync(join(tmpdir(), "rb-sync-"));
      const { db } = openDatabase(parseConfig({ DATA_DIR: dataDir, ...env }));
      try {
        const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
        return rows[0]?.synchronous;
      } finally {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      }
    };
    // SQLite's codes: 1 NORMAL, 2 FULL.
    expect(await synchronous({})).toBe(2);
    expect(await synchronous({ SQLITE_SYNCHRONOUS: "normal" })).toBe(1);
  });
});
