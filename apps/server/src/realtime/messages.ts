import type { ErrorMessage, PongMessage, TimerUpdateMessage } from "@riddlebook/protocol";
import type { GameEvent, GameState, GameView } from "@riddlebook/rules";

/**
 * Builds the JSON text of server → client messages. The view is serialised once per recipient per
 * commit and spliced into each of that commit's event messages, instead of once per event.
 */
export function eventMessageJson(event: GameEvent, viewJson: string, serverTime: number): string {
  const { audience: _audience, ...fields } = event;
  return `{"type":${JSON.stringify(event.type)},"gameId":${JSON.stringify(event.gameId)},"version":${event.version},"serverTime":${serverTime},"event":${JSON.stringify(fields)},"view":${viewJson}}`;
}

export function snapshotJson(view: GameView, draft: string | null, serverTime: number): string {
  return `{"type":"snapshot","gameId":${JSON.stringify(view.game.id)},"version":${view.game.version},"serverTime":${serverTime},"view":${JSON.stringify(view)},"draft":${JSON.stringify(draft)}}`;
}

export function timerUpdateJson(state: GameState, serverTime: number): string {
  const message: TimerUpdateMessage = {
    type: "timer_update",
    gameId: state.id,
    version: state.version,
    serverTime,
    deadline: state.deadline,
    timeRemaining:
      state.deadline === null ? null : Math.max(0, Math.ceil((state.deadline - serverTime) / 1000)),
  };
  return JSON.stringify(message);
}

export function errorJson(code: string, message: string, fatal = false): string {
  const body: ErrorMessage = fatal
    ? { type: "error", code, message, fatal }
    : { type: "error", code, message };
  return JSON.stringify(body);
}

export function pongJson(serverTime: number): string {
  const body: PongMessage = { type: "pong", serverTime };
  return JSON.stringify(body);
}
