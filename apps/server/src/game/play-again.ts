import { applyIntent, findPlayerByUser, playAgainPlan, type Rng } from "@riddlebook/rules";
import type { Clock, IdGenerator } from "../deps";
import { KeyedQueue } from "../lib/keyed-queue";
import { notAPlayer, seated } from "./authority";
import { type GameService, gameNotFound } from "./game-service";
import { RejectionError } from "./rejection-error";
import { rulesContextFor } from "./rules-context";

/** What "Play again" needs from the app. */
interface PlayAgainDeps {
  games: GameService;
  ids: IdGenerator;
  clock: Clock;
  rng: Rng;
}

/**
 * "Play again" for a finished game (docs/product.md §4, "Play again"): the host asks; the rules
 * decide whether it may happen (`playAgain`: the host, the game over, not linked yet) and what the
 * next game is (`playAgainPlan`: same settings, everyone who stays seated); the next game is
 * created like any other, then linked from the finished one so every client there is shown the
 * way. One press per game runs at a time in this instance; a second press, or a retry, answers
 * with the game already linked.
 */
export class PlayAgain {
  private readonly queue = new KeyedQueue();

  constructor(private readonly deps: PlayAgainDeps) {}

  run(
    userId: string,
    gameId: string,
    options: { maxSetupGamesHosted?: number } = {},
  ): Promise<{ nextGameId: string; created: boolean }> {
    return this.queue.run(gameId, async () => {
      const { games, ids, clock, rng } = this.deps;
      const before = await games.load(gameId);
      if (!before) throw gameNotFound();
      const seat = findPlayerByUser(before, userId);
      if (!seat) throw notAPlayer();
      if (before.nextGameId !== undefined) return { nextGameId: before.nextGameId, created: false };
      // The rules answer first, on the state as it is: a refusal here creates nothing.
      const probe = applyIntent(
        before,
        { type: "playAgain", playerId: seat.id, nextGameId: `${gameId}-next` },
        rulesContextFor(before, clock.now(), rng),
      );
      if (!probe.ok) throw new RejectionError(probe.rejection, "playAgain");
      const plan = playAgainPlan(before, () => ids.newId());
      const next = await games.create(plan.settings, plan.host, plan.setup, options);
      await games.act(
        { kind: "user", userId },
        gameId,
        seated((mine) => ({ type: "playAgain", playerId: mine.id, nextGameId: next.id })),
      );
      return { nextGameId: next.id, created: true };
    });
  }
}
