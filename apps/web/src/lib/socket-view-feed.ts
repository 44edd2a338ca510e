import type { ViewPatch } from "@riddlebook/protocol";
import type { GameView } from "@riddlebook/rules";
import { missedEvents, socketViewAfter } from "./game-socket-logic";

/** What one socket connection's views go to: the view store, and the socket (for a resync). */
export interface ViewFeedTarget {
  /** Offers a view to the store (which keeps it only if newer). */
  offer: (view: GameView) => void;
  /** Sends `{type: "resync"}` on the socket. */
  requestResync: () => void;
}

/** Turns one connection's messages into views for the store; see `createViewFeed`. */
export interface ViewFeed {
  /** A snapshot: the socket's view from now on, and the end of a resync. */
  snapshot(view: GameView): void;
  /** A game event: a whole view, a patch over the socket's view, or neither. */
  event(message: { view?: GameView; patch?: ViewPatch }): void;
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
