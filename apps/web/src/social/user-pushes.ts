import type {
  MatchFoundMessage,
  SocialMessage,
  TournamentUserMessage,
  UserPushMessage,
  UserSocketMessage,
} from "@riddlebook/protocol";
import { parseTypedFrame } from "../lib/live-socket";

/**
 * Every `type` the user socket `/ws/user` carries (protocol `UserSocketMessage`, the union the
 * server's user channel sends). Typed as a record over the union, so a push type added to the protocol
 * fails the typecheck here until the client routes it.
 */
const USER_SOCKET_TYPES: Record<UserSocketMessage["type"], true> = {
  match_found: true,
  friend_request: true,
  friend_request_answered: true,
  friends_changed: true,
  friend_presence: true,
  challenge_received: true,
  challenge_updated: true,
  game_invite: true,
  tournament_match: true,
  tournament_started: true,
  tournament_complete: true,
  tournament_cancelled: true,
  pong: true,
};

/** A user-socket frame as one of its messages, or null when it is not JSON or of no known `type`. */
export function parseUserSocketMessage(data: unknown): UserSocketMessage | null {
  const frame = parseTypedFrame<UserSocketMessage>(data);
  return frame && Object.hasOwn(USER_SOCKET_TYPES, frame.type) ? frame : null;
}

/** Where each kind of user push goes. */
export interface UserPushHandlers {
  /** A quick match was made (`match_found`). */
  match(message: MatchFoundMessage): void;
  /** Friends, presence, challenges and invites (protocol `social.ts`). */
  social(message: SocialMessage): void;
  /** A tournament match ready, or a tournament started, finished or cancelled (protocol `tournament.ts`). */
  tournament(message: TournamentUserMessage): void;
}

/** Hands a user-socket message to its handler by its `type`; `pong` goes nowhere. */
export function dispatchUserPush(message: UserSocketMessage, on: UserPushHandlers): void {
  switch (message.type) {
    case "pong":
      return;
    case "match_found":
      on.match(message);
      return;
    case "tournament_match":
    case "tournament_started":
    case "tournament_complete":
    case "tournament_cancelled":
      on.tournament(message);
      return;
    case "friend_request":
    case "friend_request_answered":
    case "friends_changed":
    case "friend_presence":
    case "challenge_received":
    case "challenge_updated":
    case "game_invite":
      on.social(message);
      return;
    default:
      message satisfies never;
  }
}

/** What the app's one user socket offers the screens (`UserSocketProvider`, social/user-socket.tsx). */
export interface UserSocketLink {
  /**
   * Follows the socket until the returned function is called: `opened` on every (re)connection, and
   * `push` for every user push.
   */
  listen(listener: UserSocketListener): () => void;
}

export interface UserSocketListener {
  opened?(): void;
  push?(message: UserPushMessage): void;
}
