/**
 * HTTP bodies and responses for games, players, riddles and guesses (docs/product.md §12, "Games
 * and seats", "Riddles and guesses"). The product's call shapes are kept; fields the original
 * spec's client sends but the server decides (hostId, joinCode, userId, isHost, avatarColor, isBot,
 * …) are accepted and ignored, never trusted. Every other unknown field is refused.
 */
import {
  BOT_DIFFICULTIES,
  BOT_TYPES,
  GAME_MODES,
  GAME_NAME_MAX_LENGTH,
  GAME_PHASES,
  type GameView,
  GUESS_MAX_LENGTH,
  type GuessView,
  PLAYER_NAME_MAX_LENGTH,
  type PublicGameSummary,
  type RiddleView,
  ROUND_LIMITS,
  WORD_MAX_LENGTH,
} from "@riddlebook/rules";
import { z } from "zod";
import { toNfc, visibleText } from "./text";

export const idSchema = z
  .string()
  .trim()
  .min(1, "An id is required.")
  .max(64, "That id is too long.")
  .regex(/^\P{Cc}*$/u, "That is not a valid id.");

/**
 * A player's name: NFC, trimmed, 1 to 50 characters, with something visible in it and no direction
 * or control characters (docs/product.md §15). Unique at its table (the rules' `name_taken`).
 */
export const playerNameSchema = z
  .string({ error: "Please enter your name" })
  .overwrite(toNfc)
  .trim()
  .min(1, "Please enter your name")
  .max(PLAYER_NAME_MAX_LENGTH, `Your name must be at most ${PLAYER_NAME_MAX_LENGTH} characters.`)
  .superRefine(visibleText("Your name"));

// `refine` rather than `int()`: a refused refinement lets parsing go on, so inside the PATCH union
// the settings variant still answers with this sentence instead of a bare "Invalid input".
const roundsSchema = z
  .number({ error: "The number of rounds must be a whole number." })
  .refine(Number.isInteger, "The number of rounds must be a whole number.")
  .min(ROUND_LIMITS.min, `A game has at least ${ROUND_LIMITS.min} round.`)
  .max(ROUND_LIMITS.max, `A game has at most ${ROUND_LIMITS.max} rounds.`);

/** Fields the server decides for itself (docs/product.md §12): accepted for compatibility, ignored. */
const ignored = z.unknown().optional();

/** POST /api/games: create a game and seat the caller as its host. */
export const createGameBodySchema = z.strictObject({
  /** NFC and trimmed; empty means "<playerName>'s Game". Checked like a player's name. */
  name: z
    .string({ error: "The game name must be text." })
    .overwrite(toNfc)
    .trim()
    .max(GAME_NAME_MAX_LENGTH, `The game name must be at most ${GAME_NAME_MAX_LENGTH} characters.`)
    .superRefine(visibleText("The game name"))
    .optional(),
  playerName: playerNameSchema,
  // No defaults here: the rules choose them (private, standard, and the mode's own round count).
  isPublic: z.boolean({ error: "isPublic must be true or false." }).optional(),
  gameMode: z.enum(GAME_MODES, { error: `Game mode must be one of: ${GAME_MODES.join(", ")}.` }).optional(),
  totalRounds: roundsSchema.optional(),
  /** Whether guessers see the round's wordbook page beside the riddles; default true. */
  showPageWhileGuessing: z.boolean({ error: "showPageWhileGuessing must be true or false." }).optional(),
  hostId: ignored,
  joinCode: ignored,
});
export type CreateGameBody = z.input<typeof createGameBodySchema>;

/**
 * What every call that changes a game answers with, at least: the game version its change was
 * committed at (or, for a retried request that changed nothing, the current version). The client
 * waits for its game socket to bring the view at this version (ADR 012) instead of asking again.
 */
export interface IntentResponse {
  version: number;
}

/** GET /api/settings: the phase timings this server's new games are played with. */
export interface GameSettingsResponse {
  timings: GameView["game"]["timings"];
}

/** POST /api/games/:id/play-again → the next game made from a finished one. */
export interface PlayAgainResponse {
  gameId: string;
}

/** The seat the caller holds in a game. */
export interface SeatResponse {
  id: string;
  name: string;
  gameId: string;
}

/** POST /api/games → the created game (as the host sees it) and the host's seat. */
export interface CreateGameResponse extends IntentResponse {
  game: GameView["game"];
  players: GameView["players"];
  player: SeatResponse;
}

/**
 * The settings the host may change while the game is in setup (`{settings}` of PATCH /api/games/:id):
 * at least one of them; rounds in the range creating a game accepts. The game mode never changes.
 */
const gameSettingsChangeSchema = z
  .strictObject({
    totalRounds: roundsSchema.optional(),
    isPublic: z.boolean({ error: "isPublic must be true or false." }).optional(),
    showPageWhileGuessing: z.boolean({ error: "showPageWhileGuessing must be true or false." }).optional(),
  })
  .refine(
    (settings) =>
      settings.totalRounds !== undefined ||
      settings.isPublic !== undefined ||
      settings.showPageWhileGuessing !== undefined,
    "Choose at least one setting to change.",
  );
export type GameSettingsChange = z.input<typeof gameSettingsChangeSchema>;

/**
 * PATCH /api/games/:id: the host's intents of docs/product.md §12, and nothing else.
 * - `{currentPageNumber}` chooses the page;
 * - `{settings: {totalRounds?, isPublic?, showPageWhileGuessing?}}` changes the settings in setup;
 * - `{currentPhase: "writing", timeRemaining}` starts the game (timeRemaining is ignored: the server
 *   owns the clock);
 * - `{currentRound, currentPhase: "writing", timeRemaining}` continues to the next round;
 *   `currentRound` must be the current round + 1, so a double-click advances once.
 */
export const patchGameBodySchema = z.union([
  z.strictObject({ settings: gameSettingsChangeSchema }),
  z.strictObject({
    currentPageNumber: z
      .number({ error: "Select a Page - Please select a wordbook page first." })
      .int()
      .min(1),
  }),
  z.strictObject({
    currentRound: z.number().int().min(1),
    currentPhase: z.enum(GAME_PHASES),
    timeRemaining: ignored,
  }),
  z.strictObject({
    currentPhase: z.enum(GAME_PHASES),
    timeRemaining: ignored,
  }),
]);
export type PatchGameBody = z.input<typeof patchGameBodySchema>;

/** POST /api/players: the caller joins a game in setup. */
export const joinGameBodySchema = z.strictObject({
  gameId: idSchema,
  name: playerNameSchema,
  userId: ignored,
  isHost: ignored,
  isReady: ignored,
  hasSubmittedRiddle: ignored,
  hasSubmittedGuess: ignored,
  avatarColor: ignored,
  isBot: ignored,
});
export type JoinGameBody = z.input<typeof joinGameBodySchema>;

/**
 * PATCH /api/players/:id: `{isReady}` marks the caller's own seat. The submitted flags are derived by
 * the server from real submissions; a body that only sets them changes nothing and answers 409.
 */
export const patchPlayerBodySchema = z.union([
  z.strictObject({ isReady: z.boolean({ error: "isReady must be true or false." }) }),
  z.strictObject({ hasSubmittedRiddle: z.boolean().optional(), hasSubmittedGuess: z.boolean().optional() }),
]);
export type PatchPlayerBody = z.input<typeof patchPlayerBodySchema>;

/** POST /api/games/:id/add-bot → 201 {bot: {id, name}, version}. Host only, setup only. */
export const addBotBodySchema = z.strictObject({
  botType: z.enum(BOT_TYPES, { error: `botType must be one of: ${BOT_TYPES.join(", ")}.` }),
  difficulty: z.enum(BOT_DIFFICULTIES).optional(),
});
export type AddBotBody = z.input<typeof addBotBodySchema>;
export interface AddBotResponse extends IntentResponse {
  bot: { id: string; name: string };
}

/** POST /api/games/:id/rejoin → {player: {id, name, gameId}, version}. */
export interface RejoinResponse extends IntentResponse {
  player: SeatResponse;
}

/** POST /api/players → the caller's seat. */
export interface JoinGameResponse extends SeatResponse, IntentResponse {}

/** POST /api/games/:id/kick: the host removes a player; the player's user may not come back. */
export const kickBodySchema = z.strictObject({ playerId: idSchema });
export type KickBody = z.input<typeof kickBodySchema>;

/** POST /api/games/:id/choose-word: the caller's secret word for this round. */
export const chooseWordBodySchema = z.strictObject({
  word: z
    .string({ error: "Please select a word first" })
    .trim()
    .min(1, "Please select a word first")
    .max(WORD_MAX_LENGTH),
});
export type ChooseWordBody = z.input<typeof chooseWordBodySchema>;

/**
 * POST /api/riddles → 201 {id, version}; the same riddle again is a replay, answered 200 with the
 * original id. The caller must own `playerId`.
 */
export const submitRiddleBodySchema = z.strictObject({
  gameId: idSchema,
  playerId: idSchema,
  round: z.number().int().min(1),
  selectedWord: z
    .string({ error: "Please select a word first" })
    .trim()
    .min(1, "Please select a word first")
    .max(WORD_MAX_LENGTH),
  /** Length and content rules are checked by the rules and words packages, with their messages. */
  riddleText: z.string({ error: "Invalid Riddle - Please check the writing rules and try again." }).max(5000),
});
export type SubmitRiddleBody = z.input<typeof submitRiddleBodySchema>;
export interface SubmitRiddleResponse extends IntentResponse {
  id: string;
}

/** POST /api/riddles/:id/publish: offer one's own riddle for community review (stored as pending). */
export const publishRiddleBodySchema = z.strictObject({
  playerName: playerNameSchema.optional(),
  gameMode: z.enum(GAME_MODES).optional(),
  difficulty: z.literal("medium").default("medium"),
});
export type PublishRiddleBody = z.input<typeof publishRiddleBodySchema>;

/** POST /api/guesses. The caller must own `guesserId`. */
export const submitGuessBodySchema = z.strictObject({
  riddleId: idSchema,
  guesserId: idSchema,
  guess: z
    .string({ error: "Please enter a guess" })
    .trim()
    .min(1, "Please enter a guess")
    .max(GUESS_MAX_LENGTH, `A guess must be at most ${GUESS_MAX_LENGTH} characters.`),
});
export type SubmitGuessBody = z.input<typeof submitGuessBodySchema>;
/** Correctness stays hidden until the round is scored. */
export interface SubmitGuessResponse extends IntentResponse {
  riddleId: string;
  guesserId: string;
  accepted: true;
}

/** GET /api/games/:id → the caller's view ({game, players} plus their own round and the rounds). */
export type GameResponse = GameView;
/** GET /api/games/by-code/:code → enough to join: the public view. */
export type GameByCodeResponse = GameView;
/** GET /api/games/public */
export type PublicGamesResponse = PublicGameSummary[];
/** GET /api/riddles/game/:id/round/:n */
export type RoundRiddlesResponse = RiddleView[];
/** GET /api/guesses/game/:id/round/:n */
export type RoundGuessesResponse = GuessView[];

/** GET /api/user/games: the caller's games that are not complete (the Rejoin tab). */
export interface UserGame {
  game: PublicGameSummary;
  playerId: string;
  playerName: string;
  isHost: boolean;
}
export type UserGamesResponse = UserGame[];
