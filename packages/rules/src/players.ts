import { AVATAR_COLORS, BOT_NAMES, type BotType, DEFAULT_AVATAR_COLOR } from "./constants";
import type { GameState, Player } from "./game-state";

/** The player with this id, if seated. */
export function findPlayer(state: GameState, playerId: string): Player | undefined {
  return state.players.find((player) => player.id === playerId);
}

/** The seat of a signed-in user, if they have one (for "rejoin"). */
export function findPlayerByUser(state: GameState, userId: string): Player | undefined {
  return state.players.find((player) => player.userId === userId);
}

/** Players who have not left: the ones the "everyone is done" checks wait for. */
export function activePlayers(state: GameState): Player[] {
  return state.players.filter((player) => !player.hasLeft);
}

/**
 * The avatar colour for the next seat: the host has the default colour, and later players take the
 * first of the six colours nobody at the table has, cycling once all are taken.
 */
export function nextAvatarColor(state: GameState): string {
  if (state.players.length === 0) return DEFAULT_AVATAR_COLOR;
  const used = new Set(state.players.map((player) => player.avatarColor));
  const free = AVATAR_COLORS.find((color) => !used.has(color));
  return free ?? (AVATAR_COLORS[(state.players.length - 1) % AVATAR_COLORS.length] as string);
}

/** The first persona name of this type not already at the table, numbered when all are taken. */
export function nextBotName(state: GameState, botType: BotType): string {
  const taken = new Set(state.players.map((player) => player.name));
  const names = BOT_NAMES[botType];
  const free = names.find((name) => !taken.has(name));
  if (free) return free;
  for (let n = 2; ; n++) {
    const name = `${names[0]} ${n}`;
    if (!taken.has(name)) return name;
  }
}
