import {
  AVATAR_COLORS,
  BOT_NAMES,
  type BotType,
  DEFAULT_AVATAR_COLOR,
  PLAYER_NAME_MAX_LENGTH,
} from "./constants";
import type { GameState, Player } from "./game-state";
import { nameKey } from "./text";

/** The player with this id, if seated. */
export function findPlayer(state: GameState, playerId: string): Player | undefined {
  return state.players.find((player) => player.id === playerId);
}

/** The seat of a signed-in user, if they have one (for "rejoin"). */
export function findPlayerByUser(state: GameState, userId: string): Player | undefined {
  return state.players.find((player) => player.userId === userId);
}

/** Players who have not left and are not idle: the ones the "everyone is done" checks wait for. */
export function activePlayers(state: GameState): Player[] {
  return state.players.filter((player) => !player.hasLeft && !player.isIdle);
}

/** A person still at the table: not a bot, not left, not idle. A game with none ends early. */
export function isPresentHuman(player: Player): boolean {
  return !player.isBot && !player.hasLeft && !player.isIdle;
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

/**
 * Whether someone at the table already has a name that looks like `name` (same `nameKey`: case,
 * width and zero-width characters ignored), bots included. Everyone in `players` counts: new players
 * join only in setup, where a player who leaves gives up the seat (and the name) at once, and later
 * a player who left keeps the seat and may rejoin (docs/product.md §3).
 */
export function isNameTaken(state: { players: readonly { name: string }[] }, name: string): boolean {
  const key = nameKey(name);
  return state.players.some((player) => nameKey(player.name) === key);
}

/**
 * `name` if nobody at the table has it, else the first of "name 2", "name 3", … that is free, with
 * `name` shortened so the result stays within the player-name limit.
 */
export function freeName(state: { players: readonly { name: string }[] }, name: string): string {
  if (!isNameTaken(state, name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const base = [...name]
      .slice(0, PLAYER_NAME_MAX_LENGTH - suffix.length)
      .join("")
      .trimEnd();
    const numbered = `${base}${suffix}`;
    if (!isNameTaken(state, numbered)) return numbered;
  }
}

/** The first persona name of this type not already at the table, numbered when all are taken. */
export function nextBotName(state: GameState, botType: BotType): string {
  const names = BOT_NAMES[botType];
  const free = names.find((name) => !isNameTaken(state, name));
  return free ?? freeName(state, names[0] as string);
}
