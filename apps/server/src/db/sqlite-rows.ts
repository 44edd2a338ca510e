import type BetterSqlite3 from "better-sqlite3";

/**
 * A prepared SQLite statement as Kysely's SQLite driver and our reader use it, with rows built in
 * JavaScript from better-sqlite3's raw (array) rows.
 *
 * better-sqlite3 builds an object row in C++ by internalizing every column name and setting it as a
 * property one by one, for every row: a read of one 20-column row spent more time there than in SQLite
 * (docs/decisions/040-http-common-path.md). Here the statement answers arrays, and a row builder made
 * once per statement from its column names turns each into an object literal of one fixed shape.
 */
export interface RowStatement {
  /** True when the statement returns data (a select, or a write with RETURNING). */
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): BetterSqlite3.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

type RowBuilder = (values: readonly unknown[]) => Record<string, unknown>;

/**
 * A function that turns `[v0, v1, …]` into `{[names[0]]: v0, [names[1]]: v1, …}`, written as one
 * object literal so that every row it makes has the same hidden class. Later duplicates win, as they
 * do in better-sqlite3's own rows. Null for a name an object literal would treat specially.
 */
export function compileRowBuilder(names: readonly string[]): RowBuilder | null {
  if (names.includes("__proto__")) return null;
  // The names are SQL column names of our own queries; JSON.stringify makes each a string literal.
  const fields = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(", ");
  return new Function("v", `return { ${fields} };`) as RowBuilder;
}

/**
 * `statement` answering its rows through a compiled row builder (better-sqlite3's own rows otherwise).
 * The builder is made from the column names the statement has after its first run: a connection
 * that has not yet read another connection's schema change prepares against the schema it knew, and
 * SQLite prepares the statement again when it runs. A later change makes the builder again when a
 * row's width no longer matches; callers also drop their cached statements after DDL
 * (`isSchemaChange`), which covers a change that keeps the width.
 */
export function rowStatement(statement: BetterSqlite3.Statement): RowStatement {
  if (!statement.reader) return statement as unknown as RowStatement;
  const raw = statement.raw(true);
  let width = -1;
  let build: RowBuilder | null = null;
  const rowOf = (values: unknown[]): unknown => {
    if (values.length !== width) {
      width = values.length;
      build = compileRowBuilder(raw.columns().map((column) => column.name));
    }
    if (build !== null) return build(values);
    // Assignment, as better-sqlite3 sets its row's properties (so `__proto__` behaves as there).
    const row: Record<string, unknown> = {};
    for (const [i, column] of raw.columns().entries()) row[column.name] = values[i];
    return row;
  };
  return {
    reader: true,
    all(parameters) {
      const rows = raw.all(parameters as unknown[]) as unknown[][];
      const out = new Array<unknown>(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = rowOf(rows[i]!);
      return out;
    },
    run: (parameters) => raw.run(parameters as unknown[]),
    *iterate(parameters) {
      for (const values of raw.iterate(parameters as unknown[])) yield rowOf(values as unknown[]);
    },
  };
}

/** True for SQL that changes the schema (after which cached statements and row builders are dropped). */
export function isSchemaChange(sql: string): boolean {
  return /^\s*(create|alter|drop)\b/i.test(sql);
}
