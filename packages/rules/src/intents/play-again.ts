import type { GameSettings, HostSeat } from "../create-game";
import type { GameState, Player } from "../game-state";
import type { Intent, PlayAgainIntent } from "../intent";
import { type Rejection, reject } from "../rejection";
import type { Step } from "../step";
import { emitGameUpdated } from "../transitions";
import { isKicked } from "./kick";
import { isId } from "./validate";

/** Links the next game to this finished one, once; everyone sees `nextGameId` in the game info. */
export function playAgain(step: Step, intent: PlayAgainIntent): Rejection | undefined {
  const { state } = step;
  if (!isId(intent.nextGameId) || intent.nextGameId === state.id) return reject("invalid_intent");
  if (state.nextGameId !== undefined) return reject("already_played_again");
  state.nextGameId = intent.nextGameId;
  emitGameUpdated(step);
  return undefined;
}

/** How to build the next game of "Play again": what the server passes to `createGame` and then applies. */
export interface PlayAgainPlan {
  settings: GameSettings;
  host: HostSeat;
  /** The seats after the host's, then the page: applied in order, like any intents. */
  setup: Intent[];
}

/** Whether `player` comes along into the next game: bots, and humans still at the table. */
function staysForNextGame(state: GameState, player: Player): boolean {
  if (player.isBot) return true;
  return !player.hasLeft && !player.isIdle && !isKicked(state, player.userId);
}

/**
 * The next game of "Play again" from finished game `state`: the same settings (name, visibility,
 * mode, rounds, seats, timings, the page option, its own prompts, the first round's page), the host hosting again,
 * and everyone who stays seated in table order with the same name; bots keep persona and
 * difficulty. Nobody is ready, so the host may change the page before starting. Ids for the new
 * game and seats come from `newId`. Throws when the host is not seated (callers check first).
 */
export function playAgainPlan(state: GameState, newId: () => string): PlayAgainPlan {
  const host = state.players.find((p) => p.id === state.hostPlayerId);
  if (!host) throw new Error("playAgainPlan: the game has no host");
  const setup: Intent[] = [];
  const hostSeatId = newId();
  for (const player of state.players) {
    if (player.id === host.id || !staysForNextGame(state, player)) continue;
    if (player.isBot) {
      setup.push({
        type: "addBot",
        playerId: hostSeatId,
        botId: newId(),
        botType: player.botType ?? "random",
        ...(player.botDifficulty ? { difficulty: player.botDifficulty } : {}),
        name: player.name,
      });
    } else {
      setup.push({ type: "join", playerId: newId(), userId: player.userId, name: player.name });
    }
  }
  const firstPage = state.rounds[0]?.pageNumber ?? state.currentPageNumber;
  if (firstPage !== null) setup.push({ type: "choosePage", playerId: hostSeatId, pageNumber: firstPage });
  return {
    settings: {
      id: newId(),
      name: state.name,
      isPublic: state.isPublic,
      gameMode: state.gameMode,
      totalRounds: state.totalRounds,
      maxPlayers: state.maxPlayers,
      timings: { ...state.timings },
      showPageWhileGuessing: state.showPageWhileGuessing ?? true,
      ...(state.prompts ? { prompts: [...state.prompts] } : {}),
    },
    host: { playerId: hostSeatId, userId: host.userId, name: host.name },
    setup,
  };
}
