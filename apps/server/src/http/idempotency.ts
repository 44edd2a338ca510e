import { createHash } from "node:crypto";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from "fastify";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  dropStaleIdempotencyKey,
  findIdempotencyKey,
  type IdempotencyRecord,
  releaseIdempotencyKey,
} from "../db/repos/idempotency";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import { KeyedQueue } from "../lib/keyed-queue";
import { HttpError } from "./errors";

/**
 * Idempotency keys (docs/decisions/016-idempotency-keys.md; docs/reliability.md F9). A route opts in
 * with `...idempotent()` in its options; a request to it may then carry an `Idempotency-Key` header
 * (8 to 128 of A–Z, a–z, 0–9, "-", "_"; the client picks one per user action). The first request with
 * a key claims it (a row whose primary key is the caller and the key, so one claim wins however many
 * arrive at once, on any instance) and its 2xx answer is stored; a retry with the same key and the
 * same request gets that answer again and changes nothing; the same key with another request is
 * refused with 422 `idempotency_key_reused`. A failed request (4xx, 5xx) gives its key up, so a retry
 * runs afresh. Without the header a route behaves as if it had not opted in.
 */

/** How one route takes part. */
export interface IdempotencyOptions {
  /** Body fields left out of the request's fingerprint: secrets (a password) are never hashed or stored. */
  omit?: readonly string[];
  /**
   * Redoes, on a replay, what the original answer did besides its body (starts a session: a cookie
   * is never stored); may refuse the replay by throwing. Gets the request's body and the stored answer.
   */
  replay?: (request: FastifyRequest, reply: FastifyReply, stored: { body: unknown }) => Promise<void>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set by `idempotent()`: the route honours an `Idempotency-Key` header. */
    idempotency?: IdempotencyOptions;
  }
}

/** Route options that opt a route in: `app.post(url, { ...auth, ...idempotent() }, handler)`. */
export function idempotent(options: IdempotencyOptions = {}): {
  config: { idempotency: IdempotencyOptions };
} {
  return { config: { idempotency: options } };
}

const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** Set on an answer that repeats a stored one. */
const IDEMPOTENCY_REPLAYED_HEADER = "idempotency-replayed";
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** How long a key is remembered: retries come within seconds; a day covers a device coming back online. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A key still pending after this long belongs to a request whose instance stopped: it may be claimed again. */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;
/** Expired keys are deleted at most this often per instance, by the first keyed request after it. */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
/** A retry whose original runs on another instance waits for its answer this many times this long. */
const WAIT_POLLS = 200;
const WAIT_POLL_MS = 50;
/** Claim attempts before giving up (each one lost to a key deleted or expiring meanwhile). */
const CLAIM_ATTEMPTS = 5;

/** The claim a keyed request holds while its handler runs. */
interface Held {
  scope: string;
  key: string;
  release: () => void;
  claimed: boolean;
}

const invalidKey = () =>
  new HttpError(
    400,
    "invalid_idempotency_key",
    "The Idempotency-Key header must be 8 to 128 letters, digits, hyphens or underscores.",
  );
/** 422: the key was used for another request (or, on a sign-up replay, another password). */
export const idempotencyKeyReused = () =>
  new HttpError(
    422,
    "idempotency_key_reused",
    "This Idempotency-Key was already used for a different request. Send a new key for a new action.",
  );
const keyInUse = () =>
  new HttpError(
    409,
    "idempotency_key_in_use",
    "A request with this Idempotency-Key is still being processed. Please try again in a moment.",
    { "Retry-After": "1" },
  );

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function fingerprintOf(request: FastifyRequest, omit: readonly string[]): string {
  let body = request.body ?? null;
  if (omit.length > 0 && body !== null && typeof body === "object" && !Array.isArray(body)) {
    body = Object.fromEntries(Object.entries(body).filter(([name]) => !omit.includes(name)));
  }
  return createHash("sha256")
    .update(canonicalJson({ params: request.params ?? null, body }))
    .digest("hex");
}

/** `user:<id>` for a signed-in route; `ip:<address>` for the public calls that sign a visitor in. */
function scopeOf(request: FastifyRequest): string {
  return request.currentUser ? `user:${request.currentUser.id}` : `ip:${request.ip}`;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Installs the mechanism: every route registered afterwards whose options carry `idempotent()` gets
 * a preHandler (after its own, so the caller is known) that claims or replays the key, and an
 * onSend hook that stores a 2xx answer or gives the key up. Register before the routes.
 */
export function installIdempotency(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;
  // Requests with one key on this instance run one at a time; the database orders instances.
  const locks = new KeyedQueue();
  const held = new WeakMap<FastifyRequest, Held>();
  let lastPrune = Number.NEGATIVE_INFINITY;

  const acquire = (name: string) =>
    new Promise<() => void>((resolve) => {
      void locks.run(
        name,
        () =>
          new Promise<void>((done) => {
            let released = false;
            resolve(() => {
              if (released) return;
              released = true;
              done();
            });
          }),
      );
    });

  const prune = (now: number, log: FastifyBaseLogger) => {
    if (now - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = now;
    deleteExpiredIdempotencyKeys(db, now - IDEMPOTENCY_KEY_TTL_MS).catch((error) =>
      log.warn({ err: error }, "expired idempotency keys not deleted"),
    );
  };

  const isStale = (record: IdempotencyRecord, now: number) =>
    record.createdAt < now - IDEMPOTENCY_KEY_TTL_MS ||
    (record.statusCode === null && record.createdAt < now - IDEMPOTENCY_ABANDONED_MS);

  /** Waits while the key is pending elsewhere; answers the record once settled, or null if it went away. */
  const settled = async (
    scope: string,
    key: string,
    log: FastifyBaseLogger,
  ): Promise<IdempotencyRecord | null> => {
    log.debug("idempotency key pending elsewhere; waiting for its answer");
    for (let poll = 0; poll < WAIT_POLLS; poll++) {
      const record = await findIdempotencyKey(db, scope, key);
      if (record === null || record.statusCode !== null || isStale(record, clock.now())) return record;
      await pause(WAIT_POLL_MS);
    }
    throw keyInUse();
  };

  const replay = async (
    request: FastifyRequest,
    reply: FastifyReply,
    record: IdempotencyRecord,
    options: IdempotencyOptions,
  ) => {
    const text = record.responseBody ?? "";
    if (options.replay) await options.replay(request, reply, { body: text === "" ? null : JSON.parse(text) });
    reply.code(record.statusCode ?? 200).header(IDEMPOTENCY_REPLAYED_HEADER, "true");
    if (text !== "") reply.type("application/json; charset=utf-8");
    return reply.send(text === "" ? undefined : text);
  };

  const preHandler: preHandlerHookHandler = async function idempotencyPreHandler(request, reply) {
    const options = request.routeOptions.config.idempotency;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (!options || header === undefined) return;
    if (typeof header !== "string" || !KEY_PATTERN.test(header)) throw invalidKey();
    const key = header;
    const scope = scopeOf(request);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const fingerprint = fingerprintOf(request, options.omit ?? []);
    const release = await acquire(`${scope}\n${key}`);
    let claimed = false;
    try {
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
        const now = clock.now();
        prune(now, request.log);
        if (await claimIdempotencyKey(db, { scope, key, route, fingerprint, now })) {
          claimed = true;
          held.set(request, { scope, key, release, claimed: true });
          return;
        }
        let record = await findIdempotencyKey(db, scope, key);
        if (record !== null && record.statusCode === null && !isStale(record, now)) {
          if (record.route !== route || record.fingerprint !== fingerprint) throw idempotencyKeyReused();
          record = await settled(scope, key, request.log);
        }
        if (record === null) continue;
        if (isStale(record, clock.now())) {
          await dropStaleIdempotencyKey(db, scope, key, {
            expiredBefore: clock.now() - IDEMPOTENCY_KEY_TTL_MS,
            abandonedBefore: clock.now() - IDEMPOTENCY_ABANDONED_MS,
          });
          continue;
        }
        if (record.route !== route || record.fingerprint !== fingerprint) throw idempotencyKeyReused();
        return await replay(request, reply, record, options);
      }
      throw keyInUse();
    } finally {
      if (!claimed) release();
    }
  };

  const onSend: onSendHookHandler = async function idempotencyOnSend(request, reply, payload) {
    const claim = held.get(request);
    if (!claim?.claimed) return payload;
    claim.claimed = false;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        const body =
          typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString() : "";
        await completeIdempotencyKey(db, {
          scope: claim.scope,
          key: claim.key,
          statusCode: reply.statusCode,
          responseBody: body,
          now: clock.now(),
        });
      } else {
        await releaseIdempotencyKey(db, claim.scope, claim.key);
      }
    } catch (error) {
      // The answer still goes out; the key stays pending until it counts as abandoned.
      request.log.warn({ err: error }, "idempotency key not settled");
    } finally {
      claim.release();
    }
    return payload;
  };

  const onResponse: onResponseHookHandler = async function idempotencyOnResponse(request) {
    held.get(request)?.release();
  };

  app.addHook("onRoute", (route) => {
    if (!route.config?.idempotency) return;
    route.preHandler = [...asArray(route.preHandler), preHandler];
    route.onSend = [...asArray(route.onSend), onSend];
    route.onResponse = [...asArray(route.onResponse), onResponse];
  });
}
