import type { GameEvent, GameState } from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/schema";
import type { Clock } from "../../deps";
import type { GameService } from "../../game/game-service";
import { queueRiddles } from "./queue-repository";

/**
 * Puts published riddles into the moderators' review queue as their round is scored, or their game
 * ends, on this instance's commits (docs/decisions/021-community-riddles-moderation.md). A riddle it
 * misses is queued by the next read of the queue (`queueEndedRounds` in `queue-repository.ts`).
 */
export class ReviewQueueHook {
  /** Writes started by commits; `stop` waits for them before the database closes. */
  private readonly settling = new Set<Promise<void>>();

  constructor(private readonly o: { db: Db; clock: Clock; log: FastifyBaseLogger }) {}

  /** A hook listening to `games`' commits. */
  static listen(games: GameService, o: { db: Db; clock: Clock; log: FastifyBaseLogger }): ReviewQueueHook {
    const hook = new ReviewQueueHook(o);
    games.onCommit((state, events) => hook.onCommit(state, events));
    return hook;
  }

  /** A `games.onCommit` listener. */
  onCommit(state: GameState, events: readonly GameEvent[]): void {
    const riddleIds = riddlesPastTheirRound(state, events);
    if (riddleIds.length === 0) return;
    const settling = queueRiddles(this.o.db, riddleIds, this.o.clock.now())
      .then(() => undefined)
      .catch((error) => this.o.log.warn({ err: error, gameId: state.id }, "published riddles not queued"))
      .finally(() => this.settling.delete(settling));
    this.settling.add(settling);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.settling]);
  }
}

/** The ids of the riddles a commit took past their round: the rounds it scored, or all when the game ended. */
function riddlesPastTheirRound(state: GameState, events: readonly GameEvent[]): string[] {
  if (events.some((event) => event.type === "game_complete")) {
    return state.rounds.flatMap((round) => round?.riddles.map((riddle) => riddle.id) ?? []);
  }
  const scored = new Set<number>();
  for (const event of events) if (event.type === "round_complete") scored.add(event.round);
  return state.rounds
    .filter((round) => round && scored.has(round.round))
    .flatMap((round) => round.riddles.map((riddle) => riddle.id));
}
