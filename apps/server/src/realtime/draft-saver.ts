import type { GameState } from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import { saveDraft } from "../db/repos/games";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";
import type { Connection } from "./connection";

/** A draft is written at most this often per socket (the last text wins). */
const DRAFT_WRITE_INTERVAL_MS = 1000;

interface DraftSaverOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The game's latest state (for its current round). */
  stateOf(gameId: string): Promise<GameState | null>;
}

/** A socket's draft not yet written. */
interface PendingDraft {
  text: string;
  timer: NodeJS.Timeout;
}

/**
 * Saves the drafts players type (`save_draft`): at most one write per socket per interval, of the
 * latest text, for the game's current round. `flush` writes a socket's pending draft at once.
 */
export class DraftSaver {
  private readonly pending = new Map<Connection, PendingDraft>();

  constructor(private readonly o: DraftSaverOptions) {}

  queue(conn: Connection, text: string): void {
    const waiting = this.pending.get(conn);
    if (waiting) {
      waiting.text = text;
      return;
    }
    const timer = setTimeout(() => this.flushLogged(conn), DRAFT_WRITE_INTERVAL_MS);
    timer.unref();
    this.pending.set(conn, { text, timer });
  }

  /** Writes the socket's pending draft now, if it has one. */
  async flush(conn: Connection): Promise<void> {
    const waiting = this.pending.get(conn);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.pending.delete(conn);
    const { gameId, playerId } = conn.identity;
    const state = await this.o.stateOf(gameId);
    if (!state || state.currentRound < 1) return;
    await saveDraft(this.o.db, {
      gameId,
      playerId,
      round: state.currentRound,
      text: waiting.text,
      now: this.o.clock.now(),
    });
  }

  /** `flush`, with a failure logged rather than thrown (for timers and closing sockets). */
  flushLogged(conn: Connection): void {
    this.flush(conn).catch((error) => this.o.log.warn({ err: error }, "draft not saved"));
  }

  /** Writes every pending draft (on shutdown); a failed write does not stop the others. */
  async flushAll(): Promise<void> {
    await Promise.allSettled([...this.pending.keys()].map((conn) => this.flush(conn)));
  }
}
