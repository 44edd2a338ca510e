import type { BotDifficulty, BotType, GameMode, GamePhase } from "./constants";

/**
 * Phase timings of one game, in milliseconds. Stored with the game so that a restarted server
 * resumes with the same clocks, and so tests can shorten them. Defaults: `DEFAULT_TIMINGS`.
 */
export interface Timings {
  /** Writing phase length in every mode but `speed_round`. */
  writingMs: number;
  /** Writing phase length in `speed_round`. */
  speedRoundWritingMs: number;
  /** Reading/guessing phase length. */
  readingMs: number;
  /** How long scoring waits for the host before continuing on its own. */
  scoringMs: number;
}

/**
 * A player at the table. Bots are players too (`isBot`), with no user behind them.
 * Round-by-round flags (chosen word, submitted riddle, guesses) live in `RoundState`, and views
 * derive `hasSubmittedRiddle` / `hasSubmittedGuess` from it.
 */
export interface Player {
  id: string;
  /** The signed-in user who plays this seat; null for bots. */
  userId: string | null;
  name: string;
  /** Ready in setup. Everyone is marked ready once the game has started. */
  isReady: boolean;
  isBot: boolean;
  botType: BotType | null;
  botDifficulty: BotDifficulty | null;
  avatarColor: string;
  /** Total points so far; only ever grows. */
  score: number;
  /** Whether the player has a live connection, as last reported by the server. Informational only. */
  connected: boolean;
  /**
   * When `connected` last changed (epoch ms); absent until the first report, and in games stored
   * before it existed. Views show "reconnecting", then "away" after `PRESENCE_AWAY_AFTER_MS`.
   */
  connectionChangedAt?: number;
  /**
   * True after the player left a started game. They keep their seat, riddles and score, and can
   * `rejoin`; while away, the "everyone is done" checks do not wait for them.
   */
  hasLeft: boolean;
  /**
   * True when the host removed the player from the started game (`kick`): they have left for good,
   * and never win it (`winnersOf`). Absent for everyone else, and in games stored before it existed.
   */
  removed?: boolean;
  /** Epoch ms of joining; orders the table and host succession. */
  joinedAt: number;
  /**
   * True once a human has been away (disconnected) for two whole rounds; cleared when they come
   * back. Absent in games stored before it existed (docs/decisions/018-dealt-hands-and-page-rotation.md).
   */
  isIdle?: boolean;
}

/**
 * A player's secret word for one round, with the style prompt or character they write to
 * (`style_challenge` / `character_voice`; null in other modes). `word` is null until chosen.
 */
export interface WordChoice {
  playerId: string;
  word: string | null;
  prompt: string | null;
  /**
   * The words dealt to this player for the round: private to them, disjoint from every other
   * player's hand and from every word dealt earlier in the game. `word` must be one of them.
   * Absent when the rules run without a wordbook that can list words, and in games stored
   * before hands existed (docs/decisions/018-dealt-hands-and-page-rotation.md).
   */
  hand?: string[];
  /**
   * What became of the player's saved draft when writing time ran out: submitted for them, or
   * dropped (no word chosen, or it breaks the rules) with the reason. Shown only to the player.
   */
  draftOutcome?: DraftOutcome;
}

/** The fate of a draft at the writing deadline, in words for its author. */
export interface DraftOutcome {
  submitted: boolean;
  message: string;
}

/** A submitted riddle. `word` is secret until its round is scored, except to its author. */
export interface Riddle {
  id: string;
  playerId: string;
  round: number;
  word: string;
  text: string;
  /** The style prompt or character the riddle was written to, shown beside it to guessers. */
  prompt: string | null;
  submittedAt: number;
}

/**
 * How a guess matched the secret word: exactly, as another form of it, with a forgiven one-letter
 * typo (docs/product.md §6), or not at all.
 */
export type MatchKind = "exact" | "form" | "typo" | "wrong";

/** One player's guess at one riddle. Its text and correctness are secret until scoring. */
export interface Guess {
  riddleId: string;
  guesserId: string;
  round: number;
  guess: string;
  matchKind: MatchKind;
  isCorrect: boolean;
  submittedAt: number;
}

/** The scored outcome of one riddle. */
export interface RiddleResult {
  riddleId: string;
  /** The author. */
  playerId: string;
  word: string;
  text: string;
  prompt: string | null;
  guessCount: number;
  correctGuesserIds: string[];
  authorPoints: number;
}

/** The scored outcome of one round: every riddle, and the points each player earned in it. */
export interface RoundResult {
  round: number;
  /** The player count the 5-point threshold was computed from. */
  playerCount: number;
  /** Correct guesses a riddle needed for the author's 5 points: ceil(playerCount / 2). */
  threshold: number;
  riddles: RiddleResult[];
  /** Points earned this round, by player id; every player in the game has an entry. */
  points: Record<string, number>;
}

/** Everything that happened in one round. `result` is set when the round is scored. */
export interface RoundState {
  round: number;
  pageNumber: number | null;
  startedAt: number;
  /** By player id; every player at the table when the round began has an entry. */
  words: Record<string, WordChoice>;
  riddles: Riddle[];
  guesses: Guess[];
  result: RoundResult | null;
}

/**
 * The whole state of one game: settings, progress, players and rounds. Plain JSON, so the server
 * can persist it as is. Only `applyIntent` changes it, and each accepted intent adds 1 to `version`.
 */
export interface GameState {
  schemaVersion: 1;
  // Settings.
  id: string;
  name: string;
  /** Uppercase word plus number, e.g. SUNSET42. */
  joinCode: string;
  isPublic: boolean;
  gameMode: GameMode;
  totalRounds: number;
  maxPlayers: number;
  hostPlayerId: string;
  timings: Timings;
  createdAt: number;
  // Progress.
  /** 0 in setup, then 1..totalRounds. */
  currentRound: number;
  phase: GamePhase;
  /**
   * The wordbook page of the current round (in setup and scoring: the page the next round starts
   * from); null until the host chose one. Rounds after the first rotate to a fresh page of the same
   * difficulty unless the host picked one (docs/decisions/018-dealt-hands-and-page-rotation.md).
   */
  currentPageNumber: number | null;
  /** The round whose page the host picked during the scoring before it; absent otherwise. */
  pageChosenForRound?: number;
  phaseStartedAt: number;
  /** When the current phase ends on its own (epoch ms); null in setup and complete. */
  deadline: number | null;
  version: number;
  // People and play.
  players: Player[];
  /**
   * Whether guessers see the round's wordbook page beside the riddles (a host option, on by
   * default; off makes guessing harder). Absent in games stored before it existed: on.
   */
  showPageWhileGuessing?: boolean;
  /**
   * The game's own prompts, some of its mode's (a story chapter's styles or characters,
   * docs/decisions/032-story-mode.md): every prompt and "New Challenge" is drawn from these. Absent:
   * the mode's whole list.
   */
  prompts?: readonly string[];
  /**
   * Set on a game that plays on with no person at the table (a tournament match between two bots,
   * docs/decisions/033-tournaments.md): its host is a bot, and it does not end early for want of a
   * person. Absent otherwise.
   */
  unattended?: true;
  /** The game "Play again" created from this one, once the host pressed it; absent until then. */
  nextGameId?: string;
  /** Users the host removed (`kick`); they may not join or rejoin. Absent in games stored before kick existed. */
  kickedUserIds?: string[];
  /** Index i holds round i + 1. */
  rounds: RoundState[];
}
