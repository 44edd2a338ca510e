import { WS_CLOSE } from "@riddlebook/protocol";
import { findPlayer, type GameView, isVisibleTo, viewFor } from "@riddlebook/rules";
import type { Clock } from "../deps";
import type { GameCommittedMessage } from "../game/game-channel";
import type { Connection } from "./connection";
import { eventMessageJson, viewPartJson } from "./messages";

/** One player's view of one commit, and its serialised view member per base view already sent. */
interface PlayerViews {
  view: GameView;
  parts: Map<GameView | null, string>;
}

/**
 * The views built for one commit, by player id. Create one per commit and pass it to every
 * `deliverCommit` of that commit, so each view and patch is built once, however many sockets get it.
 */
export type CommitViews = Map<string, PlayerViews>;

/**
 * Sends one commit's events to one ready socket, skipping a commit at or below the version it was
 * already sent. The first event it may see carries the player's new view as a patch over the last
 * view this socket was sent (or whole, ADR 009). A player the commit removed is then closed with 1000.
 */
export function deliverCommit(
  conn: Connection,
  message: GameCommittedMessage,
  views: CommitViews,
  clock: Clock,
): void {
  if (message.version <= conn.version || !conn.open) return;
  conn.version = message.version;
  const { playerId } = conn.identity;
  const visible = message.events.filter((event) => isVisibleTo(event, playerId));
  if (visible.length === 0) return;
  const now = clock.now();
  let mine = views.get(playerId);
  if (mine === undefined) {
    mine = { view: viewFor(message.state, playerId, now), parts: new Map() };
    views.set(playerId, mine);
  }
  let part = mine.parts.get(conn.sentView);
  if (part === undefined) {
    part = viewPartJson(conn.sentView, mine.view);
    mine.parts.set(conn.sentView, part);
  }
  conn.sentView = mine.view;
  visible.forEach((event, i) => {
    conn.send(eventMessageJson(event, i === 0 ? part : null, now));
  });
  if (!findPlayer(message.state, playerId)) conn.close(WS_CLOSE.normal, "You left the game");
}
