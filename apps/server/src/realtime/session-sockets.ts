import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../bus/bus";

/** The sockets of one kind on this instance, as far as their sessions go (a `SocketRegistry`'s owner). */
export interface SessionBoundSockets {
  /** The sessions (token hashes) of the sockets open here. */
  sessionTokenHashes(): Iterable<string>;
  /** Closes with 4440 the user's sockets opened with that session. */
  closeSession(userId: string, tokenHash: string): void;
  /** Closes with 4440 the sockets whose session was `checked` and is not `live`; answers how many. */
  closeEndedSessions(checked: ReadonlySet<string>, live: ReadonlySet<string>): number;
}

interface SessionSocketsOptions {
  /** Every kind of socket on this instance (game sockets, user sockets). */
  sockets: readonly SessionBoundSockets[];
  /** Of the given token hashes, those whose session exists and has not expired: one query. */
  liveTokenHashes(tokenHashes: Iterable<string>): Promise<Set<string>>;
  /** How often the check runs (config `sessionSocketSweepMs`). */
  intervalMs: number;
  /** After the bus reconnects, revocations sent meanwhile may be lost: the check runs at once. */
  bus: EventBus;
  log: FastifyBaseLogger;
}

/**
 * Ends this instance's sockets with their sessions (docs/reliability.md A4, ADR 017):
 * - `sessionEnded`: a session ended here (sign-out, rotation, found expired): its sockets close at
 *   once, without waiting for the bus (other instances hear it as `session_revoked`);
 * - the periodic check: every `intervalMs` (and at once via `checkNow`, e.g. after the bus
 *   reconnects), one query finds which of the sessions behind this instance's sockets still live,
 *   and the sockets of the others are closed. That heals a `session_revoked` the bus lost and
 *   catches the idle and absolute timeouts, which no request announces.
 */
export class SessionSockets {
  private timer: NodeJS.Timeout | undefined;
  private offReconnect: (() => void) | undefined;
  private running: Promise<number> | null = null;
  private next: Promise<number> | null = null;

  constructor(private readonly o: SessionSocketsOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.checkNow(), this.o.intervalMs);
    this.timer.unref();
    this.offReconnect = this.o.bus.onReconnect(() => void this.checkNow());
  }

  stop(): void {
    clearInterval(this.timer);
    this.offReconnect?.();
  }

  /** A session ended on this instance: its sockets here close now. */
  sessionEnded(userId: string, tokenHash: string): void {
    for (const sockets of this.o.sockets) sockets.closeSession(userId, tokenHash);
  }

  /**
   * Runs the check now; answers how many sockets it closed. Checks never overlap: calls made during a
   * check share the one check that runs right after it. Never rejects (a failed query is logged; the
   * next check retries).
   */
  checkNow(): Promise<number> {
    if (this.running) {
      this.next ??= this.running.then(() => {
        this.next = null;
        return this.checkNow();
      });
      return this.next;
    }
    this.running = this.check().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async check(): Promise<number> {
    const checked = new Set<string>();
    for (const sockets of this.o.sockets) for (const hash of sockets.sessionTokenHashes()) checked.add(hash);
    if (checked.size === 0) return 0;
    let live: Set<string>;
    try {
      live = await this.o.liveTokenHashes(checked);
    } catch (error) {
      this.o.log.warn({ err: error }, "session check failed");
      return 0;
    }
    let closed = 0;
    for (const sockets of this.o.sockets) closed += sockets.closeEndedSessions(checked, live);
    if (closed > 0) this.o.log.info({ closed }, "closed the sockets of ended sessions");
    return closed;
  }
}
