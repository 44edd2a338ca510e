import type { Db } from "../schema";

/** A stored idempotency key: pending while its first request runs, then with the answer. */
export interface IdempotencyRecord {
  scope: string;
  key: string;
  route: string;
  fingerprint: string;
  /** Null while pending. */
  statusCode: number | null;
  responseBody: string | null;
  createdAt: number;
  completedAt: number | null;
}

/**
 * Claims `(scope, key)` for a request that is about to run: inserts a pending row unless one exists.
 * True when this call inserted it, so exactly one of any number of concurrent claims (on any
 * instance) wins; the primary key decides.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { scope: string; key: string; route: string; fingerprint: string; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto("idempotency_keys")
    .values({
      scope: claim.scope,
      idempotency_key: claim.key,
      route: claim.route,
      fingerprint: claim.fingerprint,
      status_code: null,
      response_body: null,
      created_at: claim.now,
      completed_at: null,
    })
    .onConflict((oc) => oc.columns(["scope", "idempotency_key"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
): Promise<IdempotencyRecord | null> {
  const row = await db
    .selectFrom("idempotency_keys")
    .selectAll()
    .where("scope", "=", scope)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    scope: row.scope,
    key: row.idempotency_key,
    route: row.route,
    fingerprint: row.fingerprint,
    statusCode: row.status_code === null ? null : Number(row.status_code),
    responseBody: row.response_body,
    createdAt: Number(row.created_at),
    completedAt: row.completed_at === null ? null : Number(row.completed_at),
  };
}

/** Stores the answer of the request that claimed the key. */
export async function completeIdempotencyKey(
  db: Db,
  done: { scope: string; key: string; statusCode: number; responseBody: string; now: number },
): Promise<void> {
  await db
    .updateTable("idempotency_keys")
    .set({ status_code: done.statusCode, response_body: done.responseBody, completed_at: done.now })
    .where("scope", "=", done.scope)
    .where("idempotency_key", "=", done.key)
    .where("completed_at", "is", null)
    .execute();
}

/** Gives a pending key up (its request failed and changed nothing): a retry runs afresh. */
export async function releaseIdempotencyKey(db: Db, scope: string, key: string): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("scope", "=", scope)
    .where("idempotency_key", "=", key)
    .where("completed_at", "is", null)
    .execute();
}

/**
 * Deletes the key if it is past use: created before `expiredBefore`, or still pending although
 * claimed before `abandonedBefore` (its instance stopped mid-request). True when it deleted it.
 */
export async function dropStaleIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
  cutoffs: { expiredBefore: number; abandonedBefore: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom("idempotency_keys")
    .where("scope", "=", scope)
    .where("idempotency_key", "=", key)
    .where((eb) =>
      eb.or([
        eb("created_at", "<", cutoffs.expiredBefore),
        eb.and([eb("completed_at", "is", null), eb("created_at", "<", cutoffs.abandonedBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every key created before `before`; answers how many. */
export async function deleteExpiredIdempotencyKeys(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom("idempotency_keys").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
