import { hash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { type EventBus, SESSIONS_CHANNEL, type SessionRevokedEvent } from "../bus/bus";
import { originOf, purgeAccountOrigins, recordAccountOrigin } from "../db/repos/account-origins";
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from "../db/repos/sessions";
import type { UserRecord } from "../db/repos/users";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import { clientAddressKey } from "../http/trust-proxy";

/** The session cookie's name. */
export const SESSION_COOKIE = "rb_session";
/** last_seen_at is written at most this often per session, not on every request. */
const SESSION_TOUCH_INTERVAL_MS = 60_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Told when a session ends on this instance: sign-out, rotation at sign-in, or found expired. */
export type SessionEndedListener = (userId: string, tokenHash: string) => void;

/** The most token hashes one `liveTokenHashes` query binds (both dialects allow far more). */
const LIVE_LOOKUP_CHUNK = 10_000;

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The request's session lookup, once `SessionService.current` has started it: the rate limit
     * and `requireUser` share one read (a request decoration, not a WeakMap keyed by request).
     */
    sessionLookup: Promise<CurrentSession | null> | null;
  }
}

/** The signed-in user behind a request, and the hash of its session token. */
export interface CurrentSession {
  user: UserRecord;
  tokenHash: string;
}

const hashToken = (token: string) => hash("sha256", token, "hex");
/** 256 random bits, base64url (43 characters). */
const newSessionToken = () => randomBytes(32).toString("base64url");

/**
 * Server-side sessions behind an opaque cookie. Only sha256(token) is stored.
 * A session ends after `idleMs` without use or `absoluteMs` after it began, whichever comes first.
 */
export interface SessionService {
  /** Starts a session for the user: stores it and sets the cookie. Ends the request's old session first. */
  start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
  /** The request's session, or null. Cached on the request. */
  current(request: FastifyRequest): Promise<CurrentSession | null>;
  /** Ends the request's session (if any) and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Deletes expired sessions, and sign-in origins past ADR 045's window; run now and then. */
  purgeExpired(): Promise<number>;
  /**
   * Of `tokenHashes`, those whose session exists and has not expired now. One query (per 10 000
   * hashes): the periodic socket check asks once for all of an instance's sockets (ADR 017).
   */
  liveTokenHashes(tokenHashes: Iterable<string>): Promise<Set<string>>;
  /**
   * Calls `listener` whenever a session ends on this instance, before `session_revoked` is published,
   * so this instance closes that session's sockets without a bus round trip (ADR 017).
   */
  onEnded(listener: SessionEndedListener): void;
  /**
   * Announces sessions of `userId` whose rows were deleted elsewhere (with the account: ADR 023), as
   * if each had ended here: this instance's listeners, then `session_revoked` on the bus.
   */
  announceEnded(userId: string, tokenHashes: readonly string[]): void;
}

export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  bus: EventBus;
  idleMs: number;
  absoluteMs: number;
  secureCookie: boolean;
  log: FastifyBaseLogger;
  /** The role a user holds now, from its stored role (ADMIN_EMAILS as an allow-list, ADR 015). */
  roleOf?: (user: UserRecord) => UserRecord["role"];
}): SessionService {
  const { db, clock, bus } = deps;
  const cookieOptions = {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: deps.secureCookie,
  };
  const endedListeners: SessionEndedListener[] = [];

  /** A session is gone: this instance's sockets close now, other instances hear it on the bus. */
  function ended(userId: string, tokenHash: string) {
    for (const listener of endedListeners) {
      try {
        listener(userId, tokenHash);
      } catch (error) {
        deps.log.warn({ err: error }, "session-ended listener failed");
      }
    }
    const event: SessionRevokedEvent = { type: "session_revoked", userId, tokenHash };
    // Signing out must not wait on (or fail with) the bus; the row is already gone.
    bus
      .publish(SESSIONS_CHANNEL, event)
      .catch((error) => deps.log.warn({ err: error }, "session_revoked not published"));
  }

  function cookieToken(request: FastifyRequest): string | null {
    const token = request.cookies[SESSION_COOKIE];
    return token && TOKEN_PATTERN.test(token) ? token : null;
  }

  async function lookup(request: FastifyRequest): Promise<CurrentSession | null> {
    const token = cookieToken(request);
    if (!token) return null;
    const tokenHash = hashToken(token);
    const found = await findSessionWithUser(db, tokenHash);
    if (!found) return null;
    const now = clock.now();
    const { session } = found;
    if (now >= session.expiresAt || now - session.lastSeenAt >= deps.idleMs) {
      const userId = await deleteSession(db, tokenHash);
      if (userId) ended(userId, tokenHash);
      return null;
    }
    if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, tokenHash, now);
    const role = deps.roleOf ? deps.roleOf(found.user) : found.user.role;
    return { user: role === found.user.role ? found.user : { ...found.user, role }, tokenHash };
  }

  async function destroy(request: FastifyRequest): Promise<void> {
    const token = cookieToken(request);
    if (!token) return;
    const tokenHash = hashToken(token);
    const userId = await deleteSession(db, tokenHash);
    if (userId) ended(userId, tokenHash);
  }

  return {
    async start(request, reply, userId) {
      await destroy(request);
      const token = newSessionToken();
      const now = clock.now();
      await insertSession(db, {
        tokenHash: hashToken(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + deps.absoluteMs,
      });
      // Where the account signs in from, for what counts on the leaderboards (ADR 045).
      await recordAccountOrigin(db, userId, originOf(clientAddressKey(request.ip)), now);
      request.sessionLookup = null;
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions,
        maxAge: Math.floor(deps.absoluteMs / 1000),
      });
    },
    current(request) {
      request.sessionLookup ??= lookup(request);
      return request.sessionLookup;
    },
    async end(request, reply) {
      await destroy(request);
      request.sessionLookup = null;
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
    async purgeExpired() {
      const now = clock.now();
      await purgeAccountOrigins(db, now);
      return deleteExpiredSessions(db, now, deps.idleMs);
    },
    async liveTokenHashes(tokenHashes) {
      const all = [...new Set(tokenHashes)];
      const live = new Set<string>();
      const now = clock.now();
      for (let i = 0; i < all.length; i += LIVE_LOOKUP_CHUNK) {
        // Live exactly when `lookup` would accept it: before the absolute and the idle timeout.
        const rows = await db
          .selectFrom("sessions")
          .select("token_hash")
          .where("token_hash", "in", all.slice(i, i + LIVE_LOOKUP_CHUNK))
          .where("expires_at", ">", now)
          .where("last_seen_at", ">", now - deps.idleMs)
          .execute();
        for (const row of rows) live.add(row.token_hash);
      }
      return live;
    },
    onEnded(listener) {
      endedListeners.push(listener);
    },
    announceEnded(userId, tokenHashes) {
      for (const tokenHash of tokenHashes) ended(userId, tokenHash);
    },
  };
}
