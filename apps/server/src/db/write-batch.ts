import type { CompiledQuery, Kysely } from "kysely";
import type { Database, Db } from "./schema";
import type { BatchOrder, SqliteWorkerClient } from "./sqlite-worker";

export type { BatchOrder } from "./sqlite-worker";

/** Databases whose connection is a SQLite worker: their batches run in one round trip. */
const workerClients = new WeakMap<object, SqliteWorkerClient>();

export function registerWorkerDatabase(db: Db, client: SqliteWorkerClient): void {
  workerClients.set(db, client);
}

/**
 * Whether `db` runs write batches in the order they are sent (a SQLite worker: one queue, one
 * connection). There a batch may be sent before the one ahead of it has answered, naming it in its
 * `BatchOrder` so that it is refused unless that one committed (ADR 037).
 */
export function writesInSendOrder(db: Db): boolean {
  return workerClients.has(db);
}

interface Compilable {
  compile(): CompiledQuery;
}

interface Step {
  query: CompiledQuery;
  expectChanges?: number;
}

/**
 * Writes collected to be run together, all or nothing (ADR 010). Queries are built with `q` (the
 * database, used only as a query builder) and added with `add`; none runs until `runWriteBatch`. A
 * step may name how many rows it must change (a version-checked update): otherwise the whole batch
 * is rolled back and its index reported.
 */
export class WriteBatch {
  readonly steps: Step[] = [];

  constructor(readonly q: Kysely<Database>) {}

  add(query: Compilable, expectChanges?: number): void {
    this.steps.push(
      expectChanges === undefined ? { query: query.compile() } : { query: query.compile(), expectChanges },
    );
  }
}

class StepFailed extends Error {
  constructor(readonly index: number) {
    super(`write batch step ${index} changed an unexpected number of rows`);
  }
}

/** Runs the steps on `trx`, which must already be a transaction. Throws StepFailed on a broken expectation. */
async function runSteps(trx: Kysely<Database>, steps: readonly Step[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const result = await trx.executeQuery(step.query);
    if (step.expectChanges !== undefined && Number(result.numAffectedRows ?? 0n) !== step.expectChanges) {
      throw new StepFailed(index);
    }
  }
}

/**
 * Runs the batch in one transaction: a single round trip on a SQLite worker, an ordinary transaction
 * elsewhere. Answers the index of the step whose expectation failed (nothing written), or null.
 */
export async function runWriteBatch(db: Db, batch: WriteBatch, order?: BatchOrder): Promise<number | null> {
  if (batch.steps.length === 0) return null;
  const client = workerClients.get(db);
  if (client) {
    return client.batch(
      batch.steps.map(({ query, expectChanges }) =>
        expectChanges === undefined
          ? { sql: query.sql, params: query.parameters }
          : { sql: query.sql, params: query.parameters, expectChanges },
      ),
      order,
    );
  }
  try {
    await db.transaction().execute((trx) => runSteps(trx, batch.steps));
    return null;
  } catch (error) {
    if (error instanceof StepFailed) return error.index;
    throw error;
  }
}

/** Runs the batch's steps inside the caller's open transaction (expectations throw there). */
export async function runWriteBatchIn(trx: Kysely<Database>, batch: WriteBatch): Promise<void> {
  await runSteps(trx, batch.steps);
}
