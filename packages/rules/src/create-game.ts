import {
  type BotDifficulty,
  type BotType,
  CHALLENGE_ROUND_OPTIONS,
  DEFAULT_AVATAR_COLOR,
  DEFAULT_BATTLE_ROUNDS,
  DEFAULT_GAME_MODE,
  DEFAULT_HOME_ROUNDS,
  GAME_MODES,
  GAME_NAME_MAX_LENGTH,
  type GameMode,
  HOME_ROUND_OPTIONS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  modePrompts,
  PLAYER_NAME_MAX_LENGTH,
  ROUND_LIMITS,
} from "./constants";
import type { GameState, Timings } from "./game-state";
import { checkName, invalidName, isId } from "./intents/validate";
import { generateJoinCode, isJoinCode, normalizeJoinCode } from "./join-code";
import type { Rng } from "./random";
import { type Rejection, reject } from "./rejection";
import { textProblemMessage } from "./text";
import { resolveTimings } from "./timings";

/**
 * What the creator asks for. Only `id` is required. Defaults: name "<host name>'s Game",
 * private, standard mode, 7 rounds (3 for head_to_head), 8 players (2 for head_to_head),
 * `DEFAULT_TIMINGS`, and a random join code.
 */
export interface GameSettings {
  id: string;
  name?: string;
  isPublic?: boolean;
  gameMode?: GameMode;
  /** Whole number from `ROUND_LIMITS.min` to `ROUND_LIMITS.max`; screens offer 5/7/10 or 3/5/7. */
  totalRounds?: number;
  /** 2 to 8. */
  maxPlayers?: number;
  timings?: Partial<Timings>;
  /** Whether guessers see the round's page beside the riddles; default true. */
  showPageWhileGuessing?: boolean;
  /** The game's own prompts: some of its mode's, at least one, each once (see `GameState.prompts`). */
  prompts?: readonly string[];
  /** A join code to use instead of a random one (the server's retry after a clash may pass one). */
  joinCode?: string;
  /**
   * A game that plays on with no person at the table, hosted by a bot (`HostSeat.bot`): a tournament
   * match between two bots (docs/decisions/033-tournaments.md). Only such a game may have a bot host.
   */
  unattended?: boolean;
}

/** The creating player, who becomes the host. */
export interface HostSeat {
  playerId: string;
  userId: string | null;
  name: string;
  /** A bot host, ready from the start: only in an `unattended` game (`userId` must be null). */
  bot?: { botType: BotType; difficulty: BotDifficulty };
}

/** A new game in setup, or why the settings are refused. */
export type CreateGameResult = { ok: true; state: GameState } | { ok: false; rejection: Rejection };

/** The name of a game created without one: "<host name>'s Game" (docs/product.md §2, "Create"). */
export function defaultGameName(hostName: string): string {
  return `${hostName}'s Game`;
}

/**
 * The round counts the screens offer for a mode, and the one chosen by default (docs/product.md §4,
 * "Rounds"): 3, 5 or 7 head to head (3 by default), 5, 7 or 10 otherwise (7 by default).
 */
export function roundChoices(gameMode: GameMode): { options: readonly number[]; default: number } {
  return gameMode === "head_to_head"
    ? { options: CHALLENGE_ROUND_OPTIONS, default: DEFAULT_BATTLE_ROUNDS }
    : { options: HOME_ROUND_OPTIONS, default: DEFAULT_HOME_ROUNDS };
}

/** The default number of rounds for a mode: 3 for battles, 7 otherwise (docs/product.md §4, "Rounds"). */
export function defaultRounds(gameMode: GameMode): number {
  return roundChoices(gameMode).default;
}

/** The default table size for a mode: 2 for head-to-head battles, 8 otherwise. */
export function defaultMaxPlayers(gameMode: GameMode): number {
  return gameMode === "head_to_head" ? MIN_PLAYERS : MAX_PLAYERS;
}

/**
 * Creates a game in setup with the host seated (not ready), at version 0. The join code is drawn
 * with `ctx.rng`; the server checks it is unique among live games and calls again on a clash.
 */
export function createGame(
  settings: GameSettings,
  host: HostSeat,
  ctx: { now: number; rng: Rng },
): CreateGameResult {
  const invalid = (message: string): CreateGameResult => ({
    ok: false,
    rejection: reject("invalid_settings", { message }),
  });
  if (!isId(settings.id) || !isId(host.playerId) || (host.userId !== null && !isId(host.userId))) {
    return { ok: false, rejection: reject("invalid_intent") };
  }
  const hostChecked = checkName(host.name, PLAYER_NAME_MAX_LENGTH);
  if (!hostChecked.ok) return { ok: false, rejection: invalidName(hostChecked) };
  const hostName = hostChecked.name;

  const gameMode = settings.gameMode ?? DEFAULT_GAME_MODE;
  if (!(GAME_MODES as readonly string[]).includes(gameMode)) return invalid("Unknown game mode.");

  let name = defaultGameName(hostName);
  if (settings.name !== undefined && settings.name.trim() !== "") {
    const given = checkName(settings.name, GAME_NAME_MAX_LENGTH);
    if (!given.ok) {
      return invalid(
        given.problem === "missing" || given.problem === "too_long"
          ? `Game names can be at most ${GAME_NAME_MAX_LENGTH} characters.`
          : textProblemMessage("The game name", given.problem),
      );
    }
    name = given.name;
  }

  const totalRounds = settings.totalRounds ?? defaultRounds(gameMode);
  if (!Number.isInteger(totalRounds) || totalRounds < ROUND_LIMITS.min || totalRounds > ROUND_LIMITS.max) {
    return invalid(`Rounds must be a whole number from ${ROUND_LIMITS.min} to ${ROUND_LIMITS.max}.`);
  }
  const maxPlayers = settings.maxPlayers ?? defaultMaxPlayers(gameMode);
  if (!Number.isInteger(maxPlayers) || maxPlayers < MIN_PLAYERS || maxPlayers > MAX_PLAYERS) {
    return invalid(`A game seats ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
  }
  const timings = resolveTimings(settings.timings);
  if (timings === null) return invalid("Timings must be positive whole numbers of milliseconds.");

  const prompts = settings.prompts;
  if (prompts !== undefined) {
    const allowed = modePrompts(gameMode);
    if (
      prompts.length === 0 ||
      new Set(prompts).size !== prompts.length ||
      prompts.some((prompt) => !allowed.includes(prompt))
    ) {
      return invalid("A game's prompts must be some of its mode's prompts, each once.");
    }
  }

  if ((host.bot !== undefined) !== (settings.unattended === true) || (host.bot && host.userId !== null)) {
    return invalid("Only an unattended game has a bot host, and it must have one.");
  }

  let joinCode = generateJoinCode(gameMode, ctx.rng);
  if (settings.joinCode !== undefined) {
    if (!isJoinCode(settings.joinCode)) return invalid("That join code is not valid.");
    joinCode = normalizeJoinCode(settings.joinCode);
  }

  const state: GameState = {
    schemaVersion: 1,
    id: settings.id,
    name,
    joinCode,
    isPublic: settings.isPublic ?? false,
    gameMode,
    totalRounds,
    maxPlayers,
    hostPlayerId: host.playerId,
    timings,
    createdAt: ctx.now,
    currentRound: 0,
    phase: "setup",
    currentPageNumber: null,
    showPageWhileGuessing: settings.showPageWhileGuessing ?? true,
    ...(settings.unattended ? { unattended: true as const } : {}),
    ...(prompts !== undefined ? { prompts: [...prompts] } : {}),
    phaseStartedAt: ctx.now,
    deadline: null,
    version: 0,
    players: [
      {
        id: host.playerId,
        userId: host.userId,
        name: hostName,
        isReady: host.bot !== undefined,
        isBot: host.bot !== undefined,
        botType: host.bot?.botType ?? null,
        botDifficulty: host.bot?.difficulty ?? null,
        avatarColor: DEFAULT_AVATAR_COLOR,
        score: 0,
        connected: true,
        hasLeft: false,
        joinedAt: ctx.now,
      },
    ],
    rounds: [],
  };
  return { ok: true, state };
}
