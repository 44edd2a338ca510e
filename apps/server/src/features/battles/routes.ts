import { battleRoutes } from "@riddlebook/protocol";
import { BOT_TYPES, DEFAULT_BATTLE_ROUNDS, MIN_PLAYERS, pick } from "@riddlebook/rules";
import { randomPageNumber } from "@riddlebook/words/wordbook";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../auth/require-user";
import { timingsFromConfig } from "../game/rules-context";
import { defineRoute } from "../http/define-route";
import type { RouteContext } from "./context";
import { admitGameCreation } from "./game-limits";

/** Every battle against a bot has this name; the two players' names are on the player list. */
const BATTLE_GAME_NAME = "Battle";

/**
 * `POST /api/battles`: a head-to-head battle against a bot of the chosen difficulty (docs/product.md
 * §3 and §9). One call makes the whole game through the game authority (`GameService.create`): a
 * private two-seat head_to_head game with a random page, the bot seated, the caller ready, so the
 * rules start the writing phase at once; it is stored in one insert, so it exists whole or not at
 * all. It counts as creating a game for the creation limits, and honours an Idempotency-Key (ADR
 * 016), so a retried request lands in the same game. Friends are battled through head-to-head
 * challenges and anyone through head-to-head quick match; this route refuses those opponents with
 * a message that says so.
 */
export function registerBattleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { games, ids, gameLimits, rng } = ctx;
  const timings = timingsFromConfig(ctx.config);

  defineRoute(app, battleRoutes.create, async ({ body }, request) => {
    const user = signedInUser(request);
    const creation = admitGameCreation(gameLimits, { userId: user.id, ip: request.ip });
    const settings = {
      id: ids.newId(),
      name: BATTLE_GAME_NAME,
      isPublic: false,
      gameMode: "head_to_head" as const,
      totalRounds: body.rounds ?? DEFAULT_BATTLE_ROUNDS,
      maxPlayers: MIN_PLAYERS,
      timings,
    };
    // Counted as a game created, like POST /api/games (docs/reliability.md A36, ADR 013).
    creation.count();
    const playerId = ids.newId();
    const state = await games.create(settings, { playerId, userId: user.id, name: user.username }, [
      { type: "choosePage", playerId, pageNumber: randomPageNumber(rng) },
      {
        type: "addBot",
        playerId,
        botId: ids.newId(),
        botType: pick(rng, BOT_TYPES),
        difficulty: body.opponent.difficulty,
      },
      // The bot is ready and a page is chosen: readying the host starts the battle.
      { type: "setReady", playerId, isReady: true },
    ]);
    return { gameId: state.id, playerId, version: state.version };
  });
}
