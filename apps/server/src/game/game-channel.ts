import type { GameEvent, GameState } from "@riddlebook/rules";
import { type BusChannel, type BusMessage, busChannel } from "../bus/bus";

/**
 * A committed change, as published on the game's channel. It carries the whole new state, so every
 * instance can build each of its local players' censored views without a database read. Never sent
 * to a client as is.
 */
export interface GameCommittedMessage extends BusMessage {
  type: "game_committed";
  gameId: string;
  version: number;
  state: GameState;
  events: GameEvent[];
}

/** The bus channel of one game: every committed change is published there. */
export const gameChannel = (gameId: string): BusChannel<GameCommittedMessage> => busChannel(`game:${gameId}`);

/** The message that announces one commit, on the bus and to this instance's own sockets alike. */
export function committedMessage(state: GameState, events: GameEvent[]): GameCommittedMessage {
  return { type: "game_committed", gameId: state.id, version: state.version, state, events };
}
