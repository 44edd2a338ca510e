import { type PageState, PRESENCE_REFRESH_MS, type PresenceFrame } from "@riddlebook/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/schema";
import type { Clock } from "../../deps";
import { KeyedQueue } from "../../lib/keyed-queue";
import { announcePresence, type PresencePushDeps } from "./pushes";
import {
  deleteInstancePresence,
  deletePresence,
  deleteStalePresence,
  isSeatedInLiveGame,
  listFreshPresence,
  listInstancePresenceUsers,
  listStalePresence,
  type PresenceRow,
  touchInstancePresence,
  upsertPresence,
} from "./repository";
import { type Aggregate, combine } from "./view";

/**
 * Friends' presence (docs/decisions/020-friends-presence-challenges-leaderboards.md).
 *
 * Each open `/ws/user` page reports its state (`active`, `hidden`, `idle`) and the game it shows.
 * A user is online when any of their pages on any instance is active, away when pages are open but
 * none is, offline when none is open; they are in a game when a page shows a live game they are
 * seated in. Each instance keeps one `user_presence` row per user with pages open there, re-stamped
 * every `refreshMs`; a row older than `staleMs` counts as gone, and every instance's sweep deletes such
 * rows (one instance wins each) and tells the user's friends. When a user's status or activity as
 * friends see it changes, every friend gets `friend_presence` (one bus message for all of them,
 * pushes.ts). realtime/user-channel.ts owns the sockets and tells this of their pages.
 */

/** What this instance's open pages say of a user (its row, when it has one). */
type LocalState = Pick<PresenceRow, "status" | "gameId">;

/** One open page of a user on this instance. */
interface Page {
  userId: string;
  /** Null until the page first reports; an open page that has not reported yet counts as active. */
  state: PageState | null;
  /** The game the page last reported, if any. */
  reportedGameId: string | null;
  /** `reportedGameId` once checked to be a live game the user is seated in; null otherwise. */
  gameId: string | null;
  /** Whether `reportedGameId` still needs checking. */
  unchecked: boolean;
  /** When the page last sent a frame (or opened). */
  heardAt: number;
}

/** A page silent this long is forgotten (the protocol: three missed refreshes). */
const PAGE_SILENCE_MS = 3 * PRESENCE_REFRESH_MS;
/** Stale rows handled per sweep. */
const SWEEP_BATCH = 500;
/** Users announced at once during shutdown. */
const SHUTDOWN_CONCURRENCY = 16;

interface UserPresenceOptions extends PresencePushDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** This process's id in `user_presence` (random per process). */
  instanceId: string;
  refreshMs: number;
  staleMs: number;
  sweepMs: number;
}

/** This instance's part of presence: its users' pages, their rows, the refresh and the sweep. */
export class UserPresence {
  private readonly pages = new Map<object, Page>();
  private readonly byUser = new Map<string, Set<Page>>();
  /** What this instance's row says for each user it has one for. */
  private readonly written = new Map<string, LocalState & { updatedAt: number }>();
  private readonly queue = new KeyedQueue();
  private refreshTimer: NodeJS.Timeout | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private closing = false;

  constructor(private readonly o: UserPresenceOptions) {}

  /** Starts the refresh and the sweep. */
  start(): void {
    this.refreshTimer = setInterval(() => void this.refresh(), this.o.refreshMs);
    this.refreshTimer.unref();
    this.sweepTimer = setInterval(() => {
      this.sweeping ??= this.sweep().finally(() => {
        this.sweeping = undefined;
      });
    }, this.o.sweepMs);
    this.sweepTimer.unref();
  }

  /** A page opened (`key` identifies it until `closed`). */
  opened(key: object, userId: string): void {
    if (this.closing) return;
    const page: Page = {
      userId,
      state: null,
      reportedGameId: null,
      gameId: null,
      unchecked: false,
      heardAt: this.o.clock.now(),
    };
    this.pages.set(key, page);
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(page);
    this.sync(userId);
  }

  /** The page sent a frame other than a presence report (a ping): it is still there. */
  heard(key: object): void {
    const page = this.pages.get(key);
    if (page) page.heardAt = this.o.clock.now();
  }

  /** The page reported its state and game. */
  reported(key: object, frame: PresenceFrame): void {
    const page = this.pages.get(key);
    if (!page || this.closing) return;
    page.heardAt = this.o.clock.now();
    page.state = frame.state;
    page.reportedGameId = frame.gameId ?? null;
    // Checked on every report, so a game that ended stops showing by the page's next refresh.
    page.unchecked = page.reportedGameId !== null;
    if (page.reportedGameId === null) page.gameId = null;
    this.sync(page.userId);
  }

  /** The page closed. */
  closed(key: object): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    const set = this.byUser.get(page.userId);
    set?.delete(page);
    if (set?.size === 0) this.byUser.delete(page.userId);
    if (!this.closing) this.sync(page.userId);
  }

  /**
   * Graceful shutdown: stops the timers, lets queued writes finish, deletes this instance's rows and
   * tells the friends of every user who is now offline (or otherwise changed).
   */
  async shutdown(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.refreshTimer);
    clearInterval(this.sweepTimer);
    await this.sweeping;
    await this.queue.drain();
    const mine = new Map(this.written);
    this.written.clear();
    if (mine.size === 0) return;
    await deleteInstancePresence(this.o.db, this.o.instanceId);
    const userIds = [...mine.keys()];
    const others = await listFreshPresence(this.o.db, userIds, this.o.clock.now() - this.o.staleMs);
    for (let i = 0; i < userIds.length; i += SHUTDOWN_CONCURRENCY) {
      await Promise.all(
        userIds.slice(i, i + SHUTDOWN_CONCURRENCY).map((userId) => {
          const rest = others.filter((row) => row.userId === userId);
          const own = mine.get(userId);
          const before = combine(own ? [...rest, own] : rest);
          return this.announce(userId, before, combine(rest)).catch((error) =>
            this.o.log.warn({ err: error, userId }, "presence not announced at shutdown"),
          );
        }),
      );
    }
  }

  /** What this instance's open pages say of the user; null when none counts. */
  private local(userId: string): LocalState | null {
    const silentBefore = this.o.clock.now() - PAGE_SILENCE_MS;
    const pages = [...(this.byUser.get(userId) ?? [])].filter((page) => page.heardAt >= silentBefore);
    if (pages.length === 0) return null;
    const active = pages.filter((page) => page.state === null || page.state === "active");
    const status: LocalState["status"] = active.length > 0 ? "online" : "away";
    const game = (active.find((page) => page.gameId !== null) ?? pages.find((page) => page.gameId !== null))
      ?.gameId;
    return { status, gameId: game ?? null };
  }

  /** Queues the user's row to follow their pages. */
  private sync(userId: string): void {
    void this.queue
      .run(userId, () => this.write(userId))
      .catch((error) => this.o.log.warn({ err: error, userId }, "presence not recorded"));
  }

  /** Brings this instance's row for the user in line with their pages, and tells friends of a change. */
  private async write(userId: string): Promise<void> {
    if (this.closing) return;
    const { db } = this.o;
    for (const page of this.byUser.get(userId) ?? []) {
      if (!page.unchecked || page.reportedGameId === null) continue;
      const gameId = page.reportedGameId;
      page.unchecked = false;
      page.gameId = (await isSeatedInLiveGame(db, userId, gameId)) ? gameId : null;
    }
    const next = this.local(userId);
    const previous = this.written.get(userId) ?? null;
    if (next?.status === previous?.status && next?.gameId === previous?.gameId) return;
    const now = this.o.clock.now();
    const others = (await listFreshPresence(db, [userId], now - this.o.staleMs)).filter(
      (row) => row.instanceId !== this.o.instanceId,
    );
    if (next) {
      await upsertPresence(db, { instanceId: this.o.instanceId, userId, ...next, updatedAt: now });
      this.written.set(userId, { ...next, updatedAt: now });
    } else {
      await deletePresence(db, this.o.instanceId, userId);
      this.written.delete(userId);
    }
    const before = combine(previous ? [...others, previous] : others);
    const after = combine(next ? [...others, { ...next, updatedAt: now }] : others);
    await this.announce(userId, before, after);
  }

  private announce(userId: string, before: Aggregate, after: Aggregate): Promise<void> {
    return announcePresence(this.o, userId, before, after);
  }

  /**
   * Re-stamps this instance's rows. Rows another instance swept meanwhile (this one was frozen past
   * the stale limit) are written again, and friends told; pages gone silent are dropped.
   */
  private async refresh(): Promise<void> {
    if (this.closing) return;
    try {
      const { db, instanceId } = this.o;
      const now = this.o.clock.now();
      const touched = await touchInstancePresence(db, instanceId, now);
      for (const entry of this.written.values()) entry.updatedAt = now;
      if (touched < this.written.size) {
        const kept = await listInstancePresenceUsers(db, instanceId);
        for (const userId of [...this.written.keys()]) {
          if (kept.has(userId)) continue;
          this.written.delete(userId);
          this.sync(userId);
        }
      }
      for (const userId of this.byUser.keys()) {
        const next = this.local(userId);
        const previous = this.written.get(userId);
        if (next?.status !== previous?.status || next?.gameId !== previous?.gameId) this.sync(userId);
      }
    } catch (error) {
      this.o.log.warn({ err: error }, "presence refresh failed");
    }
  }

  /**
   * Deletes rows not re-stamped for `staleMs` (their instance is gone), each by the one instance whose
   * conditional delete removed it, which then tells the user's friends what changed.
   */
  private async sweep(): Promise<void> {
    if (this.closing) return;
    try {
      const { db } = this.o;
      const stale = await listStalePresence(db, this.o.clock.now() - this.o.staleMs, SWEEP_BATCH);
      const byUser = new Map<string, PresenceRow[]>();
      for (const row of stale) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
      for (const [userId, rows] of byUser) {
        await this.queue.run(userId, async () => {
          const deleted: PresenceRow[] = [];
          for (const row of rows) if (await deleteStalePresence(db, row)) deleted.push(row);
          if (deleted.length === 0) return;
          if (deleted.some((row) => row.instanceId === this.o.instanceId)) this.written.delete(userId);
          const fresh = await listFreshPresence(db, [userId], this.o.clock.now() - this.o.staleMs);
          await this.announce(userId, combine([...fresh, ...deleted]), combine(fresh));
          // This instance's own row was swept while its pages are open: write it again.
          if (this.byUser.has(userId) && !this.written.has(userId)) this.sync(userId);
        });
      }
    } catch (error) {
      this.o.log.warn({ err: error }, "presence sweep failed");
    }
  }
}
