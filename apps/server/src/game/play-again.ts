import { applyIntent, findPlayerByUser, type GameState, playAgainPlan, type Rng } from "@riddlebook/rules";
import type { UserRecord } from "../db/repos/users";
import { replayStoryGame, type StoryPlayDeps } from "../features/story";
import { KeyedQueue } from "../lib/keyed-queue";
import { notAPlayer, seated } from "./authority";
import { gameNotFound } from "./game-service";
import { RejectionError } from "./rejection-error";
import { rulesContextFor } from "./rules-context";

/** What "Play again" needs from the app: what a story chapter's next game needs, and randomness. */
type PlayAgainDeps = StoryPlayDeps & { rng: Rng };

/**
 * "Play again" for a finished game (docs/product.md §4, "Play again"): the host asks; the rules
 * decide whether it may happen (`playAgain`: the host, the game over, not linked yet) and what the
 * next game is (`playAgainPlan`: same settings, everyone who stays seated); the next game is
 * created like any other, then linked from the finished one so every client there is shown the
 * way. A story game's next game is the same chapter again, made by Story Mode (`playChapter`, its
 * rules, bots and progress; docs/decisions/032-story-mode.md), not a copy of its settings. One press
 * per game runs at a time in this instance; a second press, or a retry, answers with the game
 * already linked.
 */
export class PlayAgain {
  private readonly queue = new KeyedQueue();

  constructor(private readonly deps: PlayAgainDeps) {}

  run(
    user: UserRecord,
    gameId: string,
    options: { maxSetupGamesHosted?: number } = {},
  ): Promise<{ nextGameId: string; created: boolean }> {
    return this.queue.run(gameId, async () => {
      const { games, clock, rng } = this.deps;
      const userId = user.id;
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
      const nextGameId = await this.createNext(user, before, options);
      await games.act(
        { kind: "user", userId },
        gameId,
        seated((mine) => ({ type: "playAgain", playerId: mine.id, nextGameId })),
      );
      return { nextGameId, created: true };
    });
  }

  /** Makes the next game: the story chapter again for a story game, else the same settings. */
  private async createNext(
    user: UserRecord,
    before: GameState,
    options: { maxSetupGamesHosted?: number },
  ): Promise<string> {
    const { db, games, ids, clock, timings } = this.deps;
    const story = await replayStoryGame({ db, games, ids, clock, timings }, user, before.id);
    if (story !== null) return story;
    const plan = playAgainPlan(before, () => ids.newId());
    return (await games.create(plan.settings, plan.host, plan.setup, options)).id;
  }
}
