/**
 * WebSocket messages on /ws?gameId=…&playerId=… (docs/product.md §13, "Game socket"). The socket is
 * authenticated by the session cookie; the seat must belong to the user. A spectator's socket,
 * `SPECTATOR_SOCKET_PATH`, carries the same server messages with the public view (`viewerId` null).
 *
 * Server → client: every message carries the game's `version` and the server's clock (`serverTime`,
 * epoch ms) so clients compute countdowns from the server's deadline and their clock offset. The
 * first message of each commit also brings the recipient's own view, already censored for that
 * player, so a client never has to merge events and never sees what it may not: either whole
 * (`view`) or as a `patch` over the last view this socket was sent (ADR 009). A client that cannot
 * apply a patch, or notices a version gap, asks for a `resync`.
 */
import type { GameEvent, GameEventType, GameView } from "@riddlebook/rules";
import type { ErrorCode } from "./errors";
import type { SocialMessage } from "./social";
import type { TournamentUserMessage } from "./tournament";
import type { PatchOp } from "./view-patch";

/**
 * The spectator's game socket: `/ws/watch?gameId=…`, plus `&invite=<join code>` for a private game.
 * Any signed-in user without a seat in the game may open it; it brings the public view and only the
 * events meant for everyone, and takes no intents (a `save_draft` is answered with an `error`).
 */
export const SPECTATOR_SOCKET_PATH = "/ws/watch";

/** Largest accepted client frame, in bytes. */
export const WS_MAX_PAYLOAD_BYTES = 16 * 1024;

/**
 * The event names of docs/product.md §13, plus the ones only the recipient sees (`word_chosen`,
 * `prompt_assigned`).
 */
export type GameEventMessageType = GameEventType;

interface Base {
  gameId: string;
  version: number;
  serverTime: number;
}

/** Sent once on connect and on `resync`: the full view for this player, and their saved draft. */
export interface SnapshotMessage extends Base {
  type: "snapshot";
  view: GameView;
  draft: string | null;
}

/**
 * The recipient's view at `version`, as the operations that turn the view this socket was last sent
 * (at version `base`: a snapshot, a whole view or an earlier patch) into it.
 */
export interface ViewPatch {
  base: number;
  ops: PatchOp[];
}

/** An event as it travels to a client: the rules' event without its audience. */
export type WireEvent<T extends GameEventType = GameEventType> = T extends GameEventType
  ? Omit<Extract<GameEvent, { type: T }>, "audience">
  : never;

/**
 * A game event (game_updated, player_joined, phase_changed, round_complete, …), discriminated by
 * `type`: `event` holds that event's own fields. The first message of a commit carries the new
 * view, whole or as a patch; later messages of the same commit (same `version`) carry neither.
 */
export type GameEventMessage = {
  [T in GameEventMessageType]: Base & {
    type: T;
    event: WireEvent<T>;
    view?: GameView;
    patch?: ViewPatch;
  };
}[GameEventMessageType];

/** Periodic clock sync while a deadline runs. */
export interface TimerUpdateMessage extends Base {
  type: "timer_update";
  deadline: number | null;
  timeRemaining: number | null;
}

/** A refused client frame: the socket stays open unless `fatal`. */
export interface ErrorMessage {
  type: "error";
  code: ErrorCode;
  message: string;
  fatal?: boolean;
}

/**
 * How many users are watching the game (spectators without a seat, counted once however many
 * sockets they hold, on every server instance). Sent to every socket of the game, players and
 * spectators, when it changes, and once to each socket after its snapshot. Like `timer_update`,
 * `version` is the version of the view that socket holds: it changes no view.
 */
export interface WatchersMessage extends Base {
  type: "watchers";
  count: number;
}

export interface PongMessage {
  type: "pong";
  serverTime: number;
}

/**
 * A user-level push (quick match found, challenges later), sent on the user's own socket `/ws/user`
 * (see `matchmaking.ts`), not on a game socket.
 */
export interface MatchFoundMessage {
  type: "match_found";
  gameId: string;
}

export type ServerMessage =
  | SnapshotMessage
  | GameEventMessage
  | TimerUpdateMessage
  | WatchersMessage
  | ErrorMessage
  | PongMessage
  | MatchFoundMessage;

/**
 * A push to a user's own sockets on `/ws/user`, discriminated by `type`: a quick match found, the
 * social pushes (`social.ts`) and the tournament pushes (`tournament.ts`). The server's user channel
 * sends exactly this type (`apps/server/src/realtime/user-channel.ts`, `UserPush`), and the web
 * client dispatches on its `type` (`apps/web/src/social/user-pushes.ts`).
 */
export type UserPushMessage = MatchFoundMessage | SocialMessage | TournamentUserMessage;

/** What the user socket `/ws/user` sends: the user pushes, and `pong` for a `ping`. */
export type UserSocketMessage = UserPushMessage | PongMessage;

/** WebSocket close codes used by the server (4000–4999 are application codes). */
export const WS_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  policy: 1008,
  tooBig: 1009,
  internalError: 1011,
  unauthorized: 4401,
  forbidden: 4403,
  notFound: 4404,
  rateLimited: 4429,
  sessionEnded: 4440,
} as const;
