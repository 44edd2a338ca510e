import { BOT_DIFFICULTIES, BOT_TYPES, DEFAULT_BOT_DIFFICULTY, PLAYER_NAME_MAX_LENGTH } from "../constants";
import { TO_ALL } from "../event";
import type { Player } from "../game-state";
import type { AddBotIntent } from "../intent";
import { findPlayer, freeName, nextAvatarColor, nextBotName } from "../players";
import { toPlayerInfo } from "../public-info";
import { type Rejection, reject } from "../rejection";
import { emit, type Step } from "../step";
import { maybeAutoStart } from "../transitions";
import { checkName, invalidName, isId } from "./validate";

/**
 * The host seats a bot: setup only, while not full. A bot is an ordinary player with `isBot`,
 * no user, a persona name, its own colour, and always ready; the game may then start on its own.
 * Names stay unique at the table: a name already taken gets a number ("Auntie Mabel 2").
 */
export function addBot(step: Step, intent: AddBotIntent): Rejection | undefined {
  const { state, ctx } = step;
  if (!(BOT_TYPES as readonly unknown[]).includes(intent.botType)) return reject("invalid_bot");
  const difficulty = intent.difficulty ?? DEFAULT_BOT_DIFFICULTY;
  if (!(BOT_DIFFICULTIES as readonly unknown[]).includes(difficulty)) return reject("invalid_bot");
  if (!isId(intent.botId)) return reject("invalid_intent");
  if (findPlayer(state, intent.botId)) return reject("duplicate_id");
  let name = nextBotName(state, intent.botType);
  if (intent.name !== undefined) {
    const given = checkName(intent.name, PLAYER_NAME_MAX_LENGTH);
    if (!given.ok) return invalidName(given);
    name = freeName(state, given.name);
  }
  if (state.players.length >= state.maxPlayers) return reject("game_full");

  const bot: Player = {
    id: intent.botId,
    userId: null,
    name,
    isReady: true,
    isBot: true,
    botType: intent.botType,
    botDifficulty: difficulty,
    avatarColor: nextAvatarColor(state),
    score: 0,
    connected: true,
    hasLeft: false,
    joinedAt: ctx.now,
  };
  state.players.push(bot);
  emit(step, { type: "player_joined", player: toPlayerInfo(state, bot), audience: TO_ALL });
  maybeAutoStart(step);
  return undefined;
}
