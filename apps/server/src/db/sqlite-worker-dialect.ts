import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
} from "kysely";
import { SelectQueryNode, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from "kysely";
import type { SqliteWorkerClient } from "./sqlite-worker";

/**
 * A connection handed to Kysely: a token, not a lock. Its statements are pipelined unless another
 * connection has a transaction open.
 */
class WorkerConnection implements DatabaseConnection {
  constructor(private readonly client: SqliteWorkerClient) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.client.query(
      compiledQuery.sql,
      compiledQuery.parameters,
      this,
      SelectQueryNode.is(compiledQuery.query) || /^\s*select\s/i.test(compiledQuery.sql),
    );
    if (reply.rows) return { rows: reply.rows as R[] };
    return {
      rows: [],
      ...(reply.changes !== undefined ? { numAffectedRows: BigInt(reply.changes) } : {}),
      ...(reply.lastInsertRowid !== undefined ? { insertId: BigInt(reply.lastInsertRowid) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is refused, as the interface allows
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("The SQLite worker does not stream query results.");
  }
}

class WorkerDriver implements Driver {
  constructor(
    private readonly client: SqliteWorkerClient,
    private readonly onDestroy: () => void,
  ) {}

  async init(): Promise<void> {
    await this.client.ready;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WorkerConnection(this.client);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.client.begin(connection);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.client.finish(connection, "commit");
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.client.finish(connection, "rollback");
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.onDestroy();
    await this.client.close();
  }
}

/** A Kysely dialect whose SQLite connection lives on `client`'s worker thread. */
export class SqliteWorkerDialect implements Dialect {
  constructor(
    private readonly client: SqliteWorkerClient,
    /** Called when the database is destroyed, before the worker closes. */
    private readonly onDestroy: () => void = () => {},
  ) {}

  createDriver(): Driver {
    return new WorkerDriver(this.client, this.onDestroy);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own dialects take Kysely<any> here
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
