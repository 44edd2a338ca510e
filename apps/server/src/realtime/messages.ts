import {
  diffJson,
  type ErrorCode,
  type ErrorMessage,
  type PongMessage,
  type TimerUpdateMessage,
  type WatchersMessage,
} from "@riddlebook/protocol";
import { type GameEvent, type GameState, type GameView, timeRemaining } from "@riddlebook/rules";

/**
 * The JSON text of an event message without its closing brace: the same for every socket the event
 * reaches. The first message of a commit then gets `,` and its view member (`"view":…` or
 * `"patch":…`, see `viewPartJson`) before the brace; the others only the brace.
 */
export function eventMessageHead(event: GameEvent, serverTime: number): string {
  const { audience: _audience, ...fields } = event;
  return `{"type":${JSON.stringify(event.type)},"gameId":${JSON.stringify(event.gameId)},"version":${event.version},"serverTime":${serverTime},"event":${JSON.stringify(fields)}`;
}

/** A patch whose text is at most this long is sent without comparing it with the whole view. */
const SMALL_PATCH_CHARS = 2048;

/**
 * The view member of a commit's first message for a socket that was last sent `before`: a patch
 * over it (ADR 009), or the whole view when there is no earlier view or the patch would be larger.
 */
export function viewPartJson(before: GameView | null, after: GameView): string {
  if (before !== null) {
    const patchJson = `"patch":{"base":${before.game.version},"ops":${JSON.stringify(diffJson(before, after))}}`;
    if (patchJson.length <= SMALL_PATCH_CHARS) return patchJson;
    const viewJson = `"view":${JSON.stringify(after)}`;
    return patchJson.length < viewJson.length ? patchJson : viewJson;
  }
  return `"view":${JSON.stringify(after)}`;
}

export function snapshotJson(view: GameView, draft: string | null, serverTime: number): string {
  return `{"type":"snapshot","gameId":${JSON.stringify(view.game.id)},"version":${view.game.version},"serverTime":${serverTime},"view":${JSON.stringify(view)},"draft":${JSON.stringify(draft)}}`;
}

/**
 * The clock sync for one socket. `version` is the version of the view that socket holds: commits it
 * was not told about (another player's private change) are no gap for it.
 */
export function timerUpdateJson(
  state: GameState,
  serverTime: number,
  version: number = state.version,
): string {
  const message: TimerUpdateMessage = {
    type: "timer_update",
    gameId: state.id,
    version,
    serverTime,
    deadline: state.deadline,
    timeRemaining: timeRemaining(state, serverTime),
  };
  return JSON.stringify(message);
}

/** The watcher count for one socket; `version` is the version of the view that socket holds. */
export function watchersJson(gameId: string, count: number, version: number, serverTime: number): string {
  const body: WatchersMessage = { type: "watchers", gameId, version, serverTime, count };
  return JSON.stringify(body);
}

export function errorJson(code: ErrorCode, message: string, fatal = false): string {
  const body: ErrorMessage = fatal
    ? { type: "error", code, message, fatal }
    : { type: "error", code, message };
  return JSON.stringify(body);
}

export function pongJson(serverTime: number): string {
  const body: PongMessage = { type: "pong", serverTime };
  return JSON.stringify(body);
}
