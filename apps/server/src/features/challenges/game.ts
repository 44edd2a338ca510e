import type { Challenge } from "@riddlebook/protocol";
import { pickFreeJoinCode, type Rng, type Timings } from "@riddlebook/rules";
import type { IdGenerator } from "../../deps";
import type { GameService, PreparedGame } from "../../game/game-service";
import { DomainError } from "../../lib/domain-error";
import { matchGameRecipe } from "../../matchmaking/match-game";

/** The name of every challenge's game; the two players' names are on the player list. */
const CHALLENGE_GAME_NAME = "Challenge";

/**
 * Builds an accepted challenge's game through the game authority (`prepare`), the way quick match
 * makes its games (`matchGameRecipe`): a private two-seat game with a join code not among
 * `liveCodes`, the challenger as host, both players named by their usernames, started straight into
 * writing. Stored by the transaction that accepts the challenge (repository.ts, `acceptChallenge`).
 */
export function prepareChallengeGame(
  deps: { ids: IdGenerator; games: GameService; rng: Rng; timings: Partial<Timings> },
  challenge: Challenge,
  gameId: string,
  liveCodes: Set<string>,
): PreparedGame {
  const { ids, games, rng } = deps;
  const joinCode = pickFreeJoinCode(challenge.gameMode, liveCodes, rng);
  if (joinCode === null) {
    throw new DomainError(
      "join_codes_exhausted",
      "Every join code is in use right now. Please try again soon.",
    );
  }
  const recipe = matchGameRecipe({
    gameId,
    gameMode: challenge.gameMode,
    totalRounds: challenge.roundCount,
    host: { playerId: ids.newId(), userId: challenge.challengerId, name: challenge.challengerName },
    guest: { playerId: ids.newId(), userId: challenge.challengedId, name: challenge.challengedName },
    joinCode,
    timings: deps.timings,
    rng,
  });
  const built = games.prepare({ ...recipe.settings, name: CHALLENGE_GAME_NAME }, recipe.host, recipe.setup);
  if (built.state.phase !== "writing") throw new Error(`challenge game did not start (${built.state.phase})`);
  return built;
}
