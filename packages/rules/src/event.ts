import type { GamePhase } from "./constants";
import type { RoundResult } from "./game-state";
import type { GameInfo, PlayerInfo } from "./public-info";

/**
 * Who may receive an event: everyone in the game, or one player only
 * (Massive Decks' `targetAll` / `targetOnly`). The server must deliver an event to no one else.
 */
export type Audience = { to: "all" } | { to: "player"; playerId: string };

export const TO_ALL: Audience = Object.freeze({ to: "all" }) as Audience;
export function toOnly(playerId: string): Audience {
  return { to: "player", playerId };
}

/** Fields every event carries: the game, the state version it produced, and its audience. */
interface EventBase {
  gameId: string;
  /** The game version after the intent that caused the event; clients resync on a gap. */
  version: number;
  audience: Audience;
}

/** Game settings or host changed (page chosen, host passed on). */
export interface GameUpdatedEvent extends EventBase {
  type: "game_updated";
  game: GameInfo;
}
export interface PlayerJoinedEvent extends EventBase {
  type: "player_joined";
  player: PlayerInfo;
}
/** A player's public fields or round flags changed (ready, host, connection, word chosen, …). */
export interface PlayerUpdatedEvent extends EventBase {
  type: "player_updated";
  player: PlayerInfo;
}
/** A player left. `removed` is true in setup (the seat is gone), false later (seat kept). */
export interface PlayerLeftEvent extends EventBase {
  type: "player_left";
  playerId: string;
  removed: boolean;
  /** True when the host removed the player. */
  kicked?: boolean;
}
export interface PhaseChangedEvent extends EventBase {
  type: "phase_changed";
  phase: GamePhase;
  round: number;
  phaseStartedAt: number;
  deadline: number | null;
  /** Whole seconds until the deadline when the phase began; null without a deadline. */
  timeRemaining: number | null;
}
/** Someone submitted a riddle. Carries no text and no word. */
export interface RiddleSubmittedEvent extends EventBase {
  type: "riddle_submitted";
  riddleId: string;
  playerId: string;
  round: number;
}
/** Someone guessed a riddle. Carries neither the guess nor whether it was right. */
export interface GuessSubmittedEvent extends EventBase {
  type: "guess_submitted";
  riddleId: string;
  guesserId: string;
  round: number;
}
/** A round was scored. This is where the round's words and guesses become public. */
export interface RoundCompleteEvent extends EventBase {
  type: "round_complete";
  round: number;
  /** Total scores after this round, by player id. */
  scores: Record<string, number>;
  result: RoundResult;
}
export interface GameCompleteEvent extends EventBase {
  type: "game_complete";
  /** Final scores by player id. */
  finalScores: Record<string, number>;
  /** The players with the top score (several on a tie; empty if nobody is left). */
  winnerIds: string[];
}
/** To one player only: the word they chose this round. */
export interface WordChosenEvent extends EventBase {
  type: "word_chosen";
  playerId: string;
  round: number;
  word: string;
}
/** To one player only: the style prompt or character they write to this round. */
export interface PromptAssignedEvent extends EventBase {
  type: "prompt_assigned";
  playerId: string;
  round: number;
  prompt: string;
}

/**
 * What an accepted intent caused, for the server to broadcast. Wire names are those of
 * docs/product.md §13.
 */
export type GameEvent =
  | GameUpdatedEvent
  | PlayerJoinedEvent
  | PlayerUpdatedEvent
  | PlayerLeftEvent
  | PhaseChangedEvent
  | RiddleSubmittedEvent
  | GuessSubmittedEvent
  | RoundCompleteEvent
  | GameCompleteEvent
  | WordChosenEvent
  | PromptAssignedEvent;

export type GameEventType = GameEvent["type"];

/** An event before the reducer stamps it with the game id and version. */
export type GameEventDraft = GameEvent extends infer E
  ? E extends GameEvent
    ? Omit<E, "gameId" | "version">
    : never
  : never;

/** Whether `playerId` may receive `event`. */
export function isVisibleTo(event: GameEvent, playerId: string): boolean {
  return event.audience.to === "all" || event.audience.playerId === playerId;
}

/** The events `playerId` may receive, in order. */
export function eventsFor(events: readonly GameEvent[], playerId: string): GameEvent[] {
  return events.filter((event) => isVisibleTo(event, playerId));
}
