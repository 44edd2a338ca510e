import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { type EventBus, SESSIONS_CHANNEL, type SessionRevokedEvent } from "../bus/bus";
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

export const SESSION_COOKIE = "rb_session";
/** last_seen_at is written at most this often per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The signed-in user behind a request, and the hash of its session token. */
export interface CurrentSession {
  user: UserRecord;
  tokenHash: string;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** 256 random bits, base64url (43 characters). */
export const newSessionToken = () => randomBytes(32).toString("base64url");

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
  /** Deletes expired sessions; run now and then. */
  purgeExpired(): Promise<number>;
}

export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  bus: EventBus;
  idleMs: number;
  absoluteMs: number;
  secureCookie: boolean;
  log: FastifyBaseLogger;
}): SessionService {
  const { db, clock, bus } = deps;
  const cookieOptions = {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: deps.secureCookie,
  };
  const resolved = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

  function publishRevoked(userId: string, tokenHash: string) {
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
      await deleteSession(db, tokenHash);
      return null;
    }
    if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, tokenHash, now);
    return { user: found.user, tokenHash };
  }

  async function destroy(request: FastifyRequest): Promise<void> {
    const token = cookieToken(request);
    if (!token) return;
    const tokenHash = hashToken(token);
    const userId = await deleteSession(db, tokenHash);
    if (userId) publishRevoked(userId, tokenHash);
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
      resolved.delete(request);
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions,
        maxAge: Math.floor(deps.absoluteMs / 1000),
      });
    },
    current(request) {
      let pending = resolved.get(request);
      if (!pending) {
        pending = lookup(request);
        resolved.set(request, pending);
      }
      return pending;
    },
    async end(request, reply) {
      await destroy(request);
      resolved.delete(request);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
    purgeExpired() {
      return deleteExpiredSessions(db, clock.now(), deps.idleMs);
    },
  };
}
