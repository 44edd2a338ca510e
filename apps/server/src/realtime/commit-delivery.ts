import { WS_CLOSE } from "@riddlebook/protocol";
import {
  findPlayer,
  type GameEvent,
  type GameView,
  isVisibleTo,
  publicView,
  viewFor,
} from "@riddlebook/rules";
import type { Clock } from "../deps";
import { activeSeatOf } from "../game/access";
import type { GameCommittedMessage } from "../game/game-channel";
import type { GameConnection } from "./connection";
import { eventMessageJson, viewPartJson } from "./messages";

/** One player's view of one commit, and its serialised view member per base view already sent. */
interface PlayerViews {
  view: GameView;
  parts: Map<GameView | null, string>;
}

/**
 * The views built for one commit, by player id (null: the public view every spectator gets). Create
 * one per commit and pass it to every `deliverCommit` of that commit, so each view and patch is built
 * once, however many sockets get it.
 */
export type CommitViews = Map<string | null, PlayerViews>;

/**
 * Whether a viewer may receive `event`: a player the events meant for everyone or for them; a
 * spectator (null) only those meant for everyone.
 */
function visibleTo(event: GameEvent, viewerId: string | null): boolean {
  return viewerId === null ? event.audience.to === "all" : isVisibleTo(event, viewerId);
}

/**
 * Sends one commit's events to one ready socket, skipping a commit at or below the version it was
 * already sent. The first event it may see carries the viewer's new view as a patch over the last
 * view this socket was sent (or whole, ADR 009). A player the commit removed, or a spectator it
 * seated, is then closed with 1000.
 */
export function deliverCommit(
  conn: GameConnection,
  message: GameCommittedMessage,
  views: CommitViews,
  clock: Clock,
): void {
  if (message.version <= conn.version || !conn.open) return;
  conn.version = message.version;
  const { playerId } = conn.identity;
  const visible = message.events.filter((event) => visibleTo(event, playerId));
  if (visible.length === 0) return;
  const now = clock.now();
  let mine = views.get(playerId);
  if (mine === undefined) {
    const view = playerId === null ? publicView(message.state, now) : viewFor(message.state, playerId, now);
    mine = { view, parts: new Map() };
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
  if (playerId === null) {
    if (activeSeatOf(message.state, conn.identity.userId))
      conn.close(WS_CLOSE.normal, "You have a seat in this game now");
  } else if (!findPlayer(message.state, playerId)) conn.close(WS_CLOSE.normal, "You left the game");
}
