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
import { eventMessageHead, viewPartJson } from "./messages";

/** One player's view of one commit, and its serialised view member per base view already sent. */
interface PlayerViews {
  view: GameView;
  parts: Map<GameView | null, string>;
}

/**
 * What one commit's fan-out builds once, however many sockets get it: the views by player id (null:
 * the public view every spectator gets) with their patches, each event's message text without its
 * view member, and the server time all its messages carry. Create one per commit (`commitViews`)
 * and pass it to every `deliverCommit` of that commit, never to another commit's.
 */
interface CommitViews {
  readonly byViewer: Map<string | null, PlayerViews>;
  readonly eventHeads: Map<GameEvent, string>;
  serverTime: number | null;
}

export function commitViews(): CommitViews {
  return { byViewer: new Map(), eventHeads: new Map(), serverTime: null };
}

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
  views.serverTime ??= clock.now();
  const now = views.serverTime;
  let mine = views.byViewer.get(playerId);
  if (mine === undefined) {
    const view = playerId === null ? publicView(message.state, now) : viewFor(message.state, playerId, now);
    mine = { view, parts: new Map() };
    views.byViewer.set(playerId, mine);
  }
  let part = mine.parts.get(conn.sentView);
  if (part === undefined) {
    part = viewPartJson(conn.sentView, mine.view);
    mine.parts.set(conn.sentView, part);
  }
  conn.sentView = mine.view;
  visible.forEach((event, i) => {
    let head = views.eventHeads.get(event);
    if (head === undefined) {
      head = eventMessageHead(event, now);
      views.eventHeads.set(event, head);
    }
    conn.send(i === 0 ? `${head},${part}}` : `${head}}`);
  });
  if (playerId === null) {
    if (activeSeatOf(message.state, conn.identity.userId))
      conn.close(WS_CLOSE.normal, "You have a seat in this game now");
  } else if (!findPlayer(message.state, playerId)) conn.close(WS_CLOSE.normal, "You left the game");
}
