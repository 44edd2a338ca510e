import { PLAYER_NAME_MAX_LENGTH } from "../constants";
import { TO_ALL } from "../event";
import type { Player } from "../game-state";
import type { JoinIntent } from "../intent";
import { findPlayer, findPlayerByUser, isNameTaken, nextAvatarColor } from "../players";
import { toPlayerInfo } from "../public-info";
import { type Rejection, reject } from "../rejection";
import { emit, type Step } from "../step";
import { maybeAutoStart } from "../transitions";
import { checkName, invalidName, isId } from "./validate";

/**
 * A new player takes a seat: setup only, not when full, not twice (same id or same user), and not
 * under a name someone at the table already has (`isNameTaken`: case and look-alike forms ignored).
 * The auto-ready of docs/product.md §3 ("Setup"): a newcomer who arrives when every other player
 * (at least one) is already ready is marked ready too, so a late arrival never holds up a ready table.
 * Nobody else is ever made ready behind their back. Then the game may start on its own.
 */
export function join(step: Step, intent: JoinIntent): Rejection | undefined {
  const { state, ctx } = step;
  if (!isId(intent.playerId) || (intent.userId !== null && !isId(intent.userId)))
    return reject("invalid_intent");
  const checked = checkName(intent.name, PLAYER_NAME_MAX_LENGTH);
  if (!checked.ok) return invalidName(checked);
  const { name } = checked;
  if (findPlayer(state, intent.playerId)) return reject("already_joined");
  if (intent.userId !== null && findPlayerByUser(state, intent.userId)) return reject("already_joined");
  if (state.players.length >= state.maxPlayers) return reject("game_full");
  if (isNameTaken(state, name)) return reject("name_taken");

  const player: Player = {
    id: intent.playerId,
    userId: intent.userId,
    name,
    isReady: state.players.length > 0 && state.players.every((other) => other.isReady),
    isBot: false,
    botType: null,
    botDifficulty: null,
    avatarColor: nextAvatarColor(state),
    score: 0,
    connected: true,
    hasLeft: false,
    joinedAt: ctx.now,
  };
  state.players.push(player);
  emit(step, { type: "player_joined", player: toPlayerInfo(state, player), audience: TO_ALL });
  maybeAutoStart(step);
  return undefined;
}
