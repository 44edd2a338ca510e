import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import fc from "fast-check";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openSqlite, SQLITE_FILE_NAME } from "./connect";
import { compileRowBuilder, isSchemaChange, rowStatement } from "./sqlite-rows";

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const value = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.constant(null));

describe("rows built from raw arrays (ADR 040)", () => {
  it("answers the same rows as better-sqlite3's own, for any column names and values", () => {
    const database = new BetterSqlite3(":memory:");
    try {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), value), {
            minLength: 1,
            maxLength: 8,
          }),
          fc.integer({ min: 0, max: 3 }),
          (columns, rows) => {
            const select = `select ${columns.map(([name]) => `? as ${quoted(name)}`).join(", ")}`;
            // No rows: the same columns, from a select that finds none.
            const text =
              rows === 0
                ? `${select} where 0`
                : Array.from({ length: rows }, () => select).join(" union all ");
            const params = Array.from({ length: Math.max(rows, 1) }, () => columns.map(([, v]) => v)).flat();
            const expected = database.prepare(text).all(params);
            const statement = rowStatement(database.prepare(text));
            expect(statement.reader).toBe(true);
            expect(statement.all(params)).toEqual(expected);
            expect([...statement.iterate(params)]).toEqual(expected);
          },
        ),
        { numRuns: 300 },
      );
    } finally {
      database.close();
    }
  });

  it("gives every row of one statement the same keys in the same order, later duplicates winning", () => {
    const build = compileRowBuilder(["a", "b", "a", 'we"ird\\\n']);
    expect(build).not.toBeNull();
    const row = build!([1, 2, 3, 4]);
    expect(Object.keys(row)).toEqual(["a", "b", 'we"ird\\\n']);
    expect(row).toEqual({ a: 3, b: 2, 'we"ird\\\n': 4 });
    expect(compileRowBuilder(["__proto__"])).toBeNull();
    const database = new BetterSqlite3(":memory:");
    const statement = rowStatement(database.prepare('select 1 as "__proto__", 2 as x'));
    expect(statement.all([])).toEqual(database.prepare('select 1 as "__proto__", 2 as x').all());
    database.close();
  });

  it("leaves statements that return no data as they are", () => {
    const database = new BetterSqlite3(":memory:");
    database.exec("create table t (x)");
    const statement = rowStatement(database.prepare("insert into t values (?)"));
    expect(statement.reader).toBe(false);
    expect(statement.run([7]).changes).toBe(1);
    expect(rowStatement(database.prepare("insert into t values (?) returning x")).all([8])).toEqual([
      { x: 8 },
    ]);
    database.close();
  });

  it("knows schema changes from other statements", () => {
    for (const text of [
      "create table t (x)",
      " ALTER TABLE t add y",
      "drop index i",
      "\ncreate index i on t (x)",
    ])
      expect(isSchemaChange(text)).toBe(true);
    for (const text of [
      "select * from created",
      "insert into t values (1)",
      "update t set x = 1",
      "delete from t",
    ])
      expect(isSchemaChange(text)).toBe(false);
  });

  for (const inWorker of [true, false]) {
    it(`reads the new columns after a schema change, also one that keeps the width (${inWorker ? "worker and reader" : "one connection"})`, async () => {
      const dir = mkdtempSync(join(tmpdir(), "rb-rows-"));
      const db = openSqlite(join(dir, SQLITE_FILE_NAME), { inWorker });
      try {
        await sql`create table t (a integer, b text)`.execute(db);
        await sql`insert into t values (1, 'one')`.execute(db);
        const all = async () => (await sql`select * from t`.execute(db)).rows;
        expect(await all()).toEqual([{ a: 1, b: "one" }]);
        await sql`alter table t rename column b to c`.execute(db);
        expect(await all()).toEqual([{ a: 1, c: "one" }]);
        await db.transaction().execute(async (trx) => {
          await sql`alter table t add column d text default 'new'`.execute(trx);
          await sql`alter table t rename column a to z`.execute(trx);
        });
        expect(await all()).toEqual([{ z: 1, c: "one", d: "new" }]);
        await sql`alter table t drop column c`.execute(db);
        expect(await all()).toEqual([{ z: 1, d: "new" }]);
      } finally {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
