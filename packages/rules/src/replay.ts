import type { GameState } from "./game-state";
import { normalizeGuess } from "./guess-match";
import type { Intent } from "./intent";
import { isKicked } from "./intents/kick";
import { findPlayer, findPlayerByUser } from "./players";
import { currentRound } from "./rounds";
import { normalizeRiddleText, normalizeText } from "./text";

/**
 * Whether `intent` asks for what the state already shows done, by the same player with the same
 * content: a retried request whose first answer was lost. Such a replay is answered as a success
 * without any change (no new version, no event), which makes every player intent idempotent:
 * - `join` by a user who already has a seat (they get that seat);
 * - `rejoin` of a seat that has not left, or in a finished game (a refresh);
 * - `setConnected` to the value already recorded, or in a finished game;
 * - `setReady` to the value already set;
 * - `submitRiddle` with the riddle already submitted this round (same round, text and word);
 * - `submitGuess` with the guess already made at that riddle (same text).
 * A different riddle or guess is not a replay; the rules then refuse it as already submitted.
 */
export function isReplay(state: GameState, intent: Intent): boolean {
  switch (intent.type) {
    case "join":
      return (
        intent.userId !== null &&
        !isKicked(state, intent.userId) &&
        findPlayerByUser(state, intent.userId) !== undefined
      );
    case "rejoin": {
      const player = findPlayer(state, intent.playerId);
      return (
        player !== undefined &&
        !isKicked(state, player.userId) &&
        (!player.hasLeft || state.phase === "complete")
      );
    }
    case "setConnected": {
      const player = findPlayer(state, intent.playerId);
      return player !== undefined && (player.connected === intent.connected || state.phase === "complete");
    }
    case "setReady":
      return state.phase === "setup" && findPlayer(state, intent.playerId)?.isReady === intent.isReady;
    case "submitRiddle": {
      const mine = currentRound(state)?.riddles.find((riddle) => riddle.playerId === intent.playerId);
      return (
        mine !== undefined &&
        typeof intent.text === "string" &&
        (intent.round === undefined || intent.round === mine.round) &&
        mine.text === normalizeRiddleText(intent.text) &&
        (intent.word === undefined || normalizeGuess(intent.word) === normalizeGuess(mine.word))
      );
    }
    case "submitGuess":
      return (
        typeof intent.guess === "string" &&
        state.rounds.some((round) =>
          round.guesses.some(
            (guess) =>
              guess.riddleId === intent.riddleId &&
              guess.guesserId === intent.playerId &&
              guess.guess === normalizeText(intent.guess),
          ),
        )
      );
    default:
      return false;
  }
}
