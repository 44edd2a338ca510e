/**
 * Battles (docs/product.md §3 and §9): the feature's one authority. A battle is made through the game
 * authority (`GameService.create`) like any game; its record is read here and written only by the
 * commit that completes it (db/repos/games/battle-updates.ts, `battleForCompletion` in
 * packages/rules/src/battle.ts).
 */
import type { BattleRecord, CreateBattleResponse } from "@riddlebook/protocol";
import {
  BOT_TYPES,
  type BotDifficulty,
  DEFAULT_BATTLE_ROUNDS,
  MIN_PLAYERS,
  pick,
  type Rng,
} from "@riddlebook/rules";
import { randomPageNumber } from "@riddlebook/words/wordbook";
import type { Config } from "../../config";
import type { UserRecord } from "../../db/repos/users";
import type { Db } from "../../db/schema";
import type { IdGenerator } from "../../deps";
import type { GameService } from "../../game/game-service";
import { timingsFromConfig } from "../../game/rules-context";
import { getBattleRecord } from "./repository";

/** Every battle against a bot has this name; the two players' names are on the player list. */
const BATTLE_GAME_NAME = "Battle";

interface BattleDeps {
  games: GameService;
  ids: IdGenerator;
  rng: Rng;
  /** The server's settings, for the phase timings. */
  config: Config;
}

/** What a battle is asked for: its rounds (the default when absent) and the bot's difficulty. */
interface BattleRequest {
  rounds?: number | undefined;
  difficulty: BotDifficulty;
}

/**
 * A head-to-head battle against a bot of the chosen difficulty, made whole in one call: a private
 * two-seat head_to_head game with a random page, the bot seated, the caller ready, so the rules start
 * the writing phase at once; it is stored in one insert, so it exists whole or not at all.
 */
export async function startBattle(
  deps: BattleDeps,
  user: UserRecord,
  request: BattleRequest,
): Promise<CreateBattleResponse> {
  const { games, ids, rng } = deps;
  const settings = {
    id: ids.newId(),
    name: BATTLE_GAME_NAME,
    isPublic: false,
    gameMode: "head_to_head" as const,
    totalRounds: request.rounds ?? DEFAULT_BATTLE_ROUNDS,
    maxPlayers: MIN_PLAYERS,
    timings: timingsFromConfig(deps.config),
  };
  const playerId = ids.newId();
  const state = await games.create(settings, { playerId, userId: user.id, name: user.username }, [
    { type: "choosePage", playerId, pageNumber: randomPageNumber(rng) },
    {
      type: "addBot",
      playerId,
      botId: ids.newId(),
      botType: pick(rng, BOT_TYPES),
      difficulty: request.difficulty,
    },
    // The bot is ready and a page is chosen: readying the host starts the battle.
    { type: "setReady", playerId, isReady: true },
  ]);
  return { gameId: state.id, playerId, version: state.version };
}

/** The user's battle record (profile, account export); a fresh one when they have no battles. */
export function battleRecordOf(db: Db, userId: string): Promise<BattleRecord> {
  return getBattleRecord(db, userId);
}

/**
 * The user's battle rating (1200 before any battle against a human): what tournaments seed their
 * brackets by (docs/decisions/026-tournament-brackets.md).
 */
export async function battleRatingOf(db: Db, userId: string): Promise<number> {
  return (await getBattleRecord(db, userId)).rating;
}
