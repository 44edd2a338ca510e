import type { BotDifficulty, BotType, GamePhase } from "./constants";

/** A new player takes a seat. Only in setup, and only while the game is not full. */
export interface JoinIntent {
  type: "join";
  /** The new player's id, chosen by the caller (the server's id generator). */
  playerId: string;
  userId: string | null;
  name: string;
}

/**
 * A player leaves. In setup their seat is removed; once the game has started they keep their seat
 * and score and are marked `hasLeft`. The host role passes to the longest-seated human left.
 */
export interface LeaveIntent {
  type: "leave";
  playerId: string;
}

/** A player who left a started game comes back. Allowed in any phase but `complete`. */
export interface RejoinIntent {
  type: "rejoin";
  playerId: string;
}

/** The server reports that a player's connection came or went. Changes no rule. */
export interface SetConnectedIntent {
  type: "setConnected";
  playerId: string;
  connected: boolean;
}

/** A player marks themself ready or not ready. Setup only. */
export interface SetReadyIntent {
  type: "setReady";
  playerId: string;
  isReady: boolean;
}

/** The host chooses the wordbook page. In setup, and in scoring for the next round. */
export interface ChoosePageIntent {
  type: "choosePage";
  playerId: string;
  pageNumber: number;
}

/**
 * The host changes the game's settings before it starts (after "Play again" the new game has the
 * old one's). Setup only; at least one field; rounds within `ROUND_LIMITS`, as when the game was
 * created. The game mode never changes. Readiness is left alone, as for a page change.
 */
export interface ChangeSettingsIntent {
  type: "changeSettings";
  /** The host. */
  playerId: string;
  totalRounds?: number;
  isPublic?: boolean;
  showPageWhileGuessing?: boolean;
}

/** The host starts the game: needs a page and at least 2 ready players. */
export interface StartIntent {
  type: "start";
  playerId: string;
}

/**
 * The host asks for a phase, as the product's "PATCH the game's phase" call does: `writing` in setup
 * starts the game; `writing` or `complete` in scoring continues (to the next round, or to the final
 * results after the last). `round`, when given, must be the round that continuing would begin, so a
 * second click advances once. Every other phase moves on its own and is refused.
 */
export interface RequestPhaseIntent {
  type: "requestPhase";
  playerId: string;
  phase: GamePhase;
  round?: number;
}

/**
 * The host removes another player. In setup the seat is removed; later it is kept (riddles and
 * score count) and marked as left. Either way the player's user may not join or rejoin this game.
 */
export interface KickIntent {
  type: "kick";
  /** The host. */
  playerId: string;
  /** The player to remove. */
  targetId: string;
}

/** A player chooses (or changes) their secret word for this round, before submitting. */
export interface ChooseWordIntent {
  type: "chooseWord";
  playerId: string;
  word: string;
}

/** "New Challenge": a new style prompt or character, in `style_challenge` / `character_voice`. */
export interface RerollPromptIntent {
  type: "rerollPrompt";
  playerId: string;
}

/**
 * A player submits their riddle for this round. `word` chooses the word in the same step
 * (POST /api/riddles sends it, docs/product.md §12); without it the chosen word is used. `round`,
 * when given, must be the current round, so a stale client cannot submit into the next one.
 */
export interface SubmitRiddleIntent {
  type: "submitRiddle";
  playerId: string;
  /** The new riddle's id, chosen by the caller. */
  riddleId: string;
  text: string;
  word?: string;
  round?: number;
}

/** A player guesses the word behind another player's riddle. Reading only, once per riddle. */
export interface SubmitGuessIntent {
  type: "submitGuess";
  playerId: string;
  riddleId: string;
  guess: string;
}

/** The host's "Continue to Next Round" (or to the final results after the last round). */
export interface ContinueIntent {
  type: "continue";
  playerId: string;
}

/** The host adds a bot player. Setup only, while the game is not full. Bots are always ready. */
export interface AddBotIntent {
  type: "addBot";
  /** The host. */
  playerId: string;
  /** The bot's new player id, chosen by the caller. */
  botId: string;
  botType: BotType;
  difficulty?: BotDifficulty;
  /** A persona name; by default the first free name from `BOT_NAMES[botType]`. */
  name?: string;
}

/**
 * The host of a finished game starts "Play again": the server has created the next game (see
 * `playAgainPlan`) and links it here, once, so everyone at the table is shown the way to it.
 */
export interface PlayAgainIntent {
  type: "playAgain";
  /** The host. */
  playerId: string;
  /** The id of the new game. */
  nextGameId: string;
}

/**
 * A system intent: time has passed. The server sends it when the stored deadline is reached
 * (and may send it at any time; it is rejected with `nothing_due` when no deadline has passed).
 */
export interface TickIntent {
  type: "tick";
  /**
   * The drafts players saved this round, by player id, for the server to pass when the writing
   * deadline is reached: a draft that passes the rule check is submitted for its author, and any
   * other is dropped with a notice to its author. Ignored in other phases.
   */
  drafts?: Record<string, string>;
}

/**
 * A system intent: the game sat in setup with no change for too long and ends, so its join code is
 * free again (docs/product.md §4, "Join codes"; ADR 013). The server decides when; the rules accept
 * it only in setup.
 */
export interface ExpireIntent {
  type: "expire";
}

/** Everything that can be asked of a game. Every intent but `tick` and `expire` names the acting player. */
export type Intent =
  | JoinIntent
  | LeaveIntent
  | RejoinIntent
  | SetConnectedIntent
  | SetReadyIntent
  | ChoosePageIntent
  | ChangeSettingsIntent
  | StartIntent
  | ChooseWordIntent
  | RerollPromptIntent
  | SubmitRiddleIntent
  | SubmitGuessIntent
  | ContinueIntent
  | RequestPhaseIntent
  | KickIntent
  | AddBotIntent
  | PlayAgainIntent
  | TickIntent
  | ExpireIntent;

export type IntentType = Intent["type"];
export type PlayerIntent = Exclude<Intent, TickIntent | ExpireIntent>;

/** Intent types only the host may send. */
export const HOST_INTENTS = [
  "choosePage",
  "changeSettings",
  "start",
  "continue",
  "requestPhase",
  "kick",
  "addBot",
  "playAgain",
] as const satisfies readonly IntentType[];
/** Intent types sent by the server itself rather than on behalf of a player. */
export const SYSTEM_INTENTS = ["tick", "expire"] as const satisfies readonly IntentType[];
