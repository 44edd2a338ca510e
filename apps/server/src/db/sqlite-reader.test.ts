import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { SnapshotReader } from "./sqlite-reader";
import { rowStatement } from "./sqlite-rows";
import { SqliteWorkerClient } from "./sqlite-worker";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A worker-owned file database with a snapshot reader on this thread, as `openSqlite` builds it. */
async function setUp(maxAgeMs = 60_000) {
  const dir = mkdtempSync(join(tmpdir(), "rb-reader-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "db.sqlite");
  const client = new SqliteWorkerClient(file, ["journal_mode = WAL"], 50);
  cleanups.push(() => client.close());
  await client.ready;
  await client.query("create table t (x integer)", [], null);
  const connection = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  cleanups.push(() => {
    connection.close();
  });
  let now = 0;
  const reader = new SnapshotReader(
    connection,
    (sql) => rowStatement(connection.prepare(sql)),
    () => {},
    maxAgeMs,
    () => now,
  );
  client.attachReader(reader);
  const owner = {};
  const count = async () => {
    const { rows = [] } = await client.query("select count(*) as n from t", [], owner, true);
    return (rows[0] as { n: number }).n;
  };
  return { file, client, reader, count, advance: (ms: number) => (now += ms) };
}

describe("the snapshot reader (ADR 040)", () => {
  it("keeps one read transaction across reads, and sees each write of this process once it is answered", async () => {
    const { client, reader, count } = await setUp();
    expect(await count()).toBe(0);
    expect(reader.holding).toBe(true);
    for (let i = 1; i <= 20; i++) {
      await client.query("insert into t values (?)", [i], null);
      expect(reader.holding).toBe(false);
      expect(await count()).toBe(i);
      expect(await count()).toBe(i);
      expect(reader.holding).toBe(true);
    }
  });

  it("sees another process's write once its snapshot is old enough", async () => {
    const { file, count, advance } = await setUp(50);
    expect(await count()).toBe(0);
    const other = new BetterSqlite3(file);
    other.prepare("insert into t values (1)").run();
    other.close();
    expect(await count()).toBe(0); // the snapshot from before the write
    advance(49);
    expect(await count()).toBe(0);
    advance(1);
    expect(await count()).toBe(1);
  });

  it("lets the worker restart the log while reads go on", async () => {
    const { file, client, reader, count } = await setUp();
    for (let i = 0; i < 5; i++) await client.query("insert into t values (?)", [i], null);
    expect(await count()).toBe(5);
    expect(reader.holding).toBe(true);
    const restarted = client.restartLog();
    expect(reader.holding).toBe(false);
    expect(await count()).toBe(5); // read while the restart is on its way: no snapshot kept
    expect(reader.holding).toBe(false);
    await restarted;
    // After a restart the next write starts the log over: it then holds that write's frame alone.
    await client.query("insert into t values (6)", [], null);
    const other = new BetterSqlite3(file);
    const [state] = other.pragma("wal_checkpoint(PASSIVE)") as { busy: number; log: number }[];
    other.close();
    expect(state).toEqual(expect.objectContaining({ busy: 0, log: 1 }));
    expect(await count()).toBe(6);
    expect(reader.holding).toBe(true);
  });

  it("ends its snapshot when the worker stops", async () => {
    const { client, reader, count } = await setUp();
    await count();
    expect(reader.holding).toBe(true);
    const worker = Reflect.get(client, "worker") as import("node:worker_threads").Worker;
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    await worker.terminate();
    await exited;
    expect(reader.holding).toBe(false);
    await expect(client.query("select 1", [], null)).rejects.toThrow(/database worker stopped/);
  });

  it("ends its snapshot when a read fails", async () => {
    const { reader, count } = await setUp();
    await count();
    expect(() => reader.all("select * from missing", [])).toThrow(/no such table/);
    expect(reader.holding).toBe(false);
  });
});
