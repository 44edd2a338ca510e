import type { ViewPatch, WatchersMessage } from "@riddlebook/protocol";
import type { GameView } from "@riddlebook/rules";
import { missedEvents, socketViewAfter } from "./game-socket-logic";

/** What one socket connection's views go to: the view store, and the socket (for a resync). */
interface ViewFeedTarget {
  /** Offers a view to the store (which keeps it only if newer). */
  offer: (view: GameView) => void;
  /** Sends `{type: "resync"}` on the socket. */
  requestResync: () => void;
}

/** Turns one connection's messages into views for the store; see `createViewFeed`. */
interface ViewFeed {
  /** A snapshot: the socket's view from now on, and the end of a resync. */
  snapshot(view: GameView): void;
  /**
   * A game event: a whole view, a patch over the socket's view, or neither; or the game's watcher
   * count, which goes to `watchersOf`.
   */
  event(message: { view?: GameView; patch?: ViewPatch } | WatchersMessage): void;
  /** A timer_update naming the version of the view the server last sent this socket. */
  timer(version: number): void;
}

/**
 * The view side of one game socket connection (ADR 009). It keeps the last view this socket
 * received, because patches apply to that one and not to whatever HTTP put in the store; every
 * view it gets or builds is offered to the store. A patch that does not fit, or a timer_update
 * ahead of the socket's view, means a message was lost: it asks for one resync and ignores game
 * events until the snapshot comes.
 */
export function createViewFeed(target: ViewFeedTarget): ViewFeed {
  let held: GameView | null = null;
  let resyncing = false;
  const resync = () => {
    held = null;
    if (resyncing) return;
    resyncing = true;
    target.requestResync();
  };
  return {
    snapshot(view) {
      resyncing = false;
      held = view;
      target.offer(view);
    },
    event(message) {
      if (isWatchers(message)) {
        noteWatchers(message.gameId, message.count);
        return;
      }
      const next = socketViewAfter(held, message);
      if (next === "resync") resync();
      else if (next !== null && next !== held) {
        held = next;
        target.offer(next);
      }
    },
    timer(version) {
      if (missedEvents(version, held?.game.version)) resync();
    },
  };
}

function isWatchers(message: object): message is WatchersMessage {
  return (message as { type?: unknown }).type === "watchers";
}

/**
 * How many users watch each game, as the game's socket (a player's or a spectator's) last said
 * (`watchers` messages); the screens read it with `watchersOf` and follow it with `onWatchers`.
 */
const watcherCounts = new Map<string, number>();
const watcherListeners = new Set<() => void>();

function noteWatchers(gameId: string, count: number): void {
  if (watcherCounts.get(gameId) === count) return;
  watcherCounts.set(gameId, count);
  for (const listener of watcherListeners) listener();
}

/** The game's watcher count as its socket last said; 0 before it said anything. */
export function watchersOf(gameId: string): number {
  return watcherCounts.get(gameId) ?? 0;
}

/** Calls `listener` whenever a watcher count changes; answers the function that stops it. */
export function onWatchers(listener: () => void): () => void {
  watcherListeners.add(listener);
  return () => watcherListeners.delete(listener);
}
