import type { GameMode, GamePhase } from "./constants";
import type { GameState, Player, Timings } from "./game-state";
import { currentRound } from "./rounds";
import { timeRemaining } from "./timings";

/**
 * The round is scored, so its words are public: from then on everyone who may see the game reads
 * each riddle's word, every guess and whether it was right (players, spectators, the album, the
 * cards, reports); before, a word stays with its author and a guess with its guesser
 * (docs/product.md §3, "Scoring"). Takes a round as stored (`RoundState`) or as viewed (`RoundView`).
 */
export function isRoundScored<R extends { readonly result: object | null }>(
  round: R,
): round is R & { readonly result: NonNullable<R["result"]> } {
  return round.result !== null;
}

/** A player whose connection dropped shows as reconnecting for this long, then as away. */
export const PRESENCE_AWAY_AFTER_MS = 30_000;

/** How a player's connection reads at the table at `now` (server clock). */
export type Presence = "here" | "reconnecting" | "away";

export function presenceOf(
  player: Pick<PlayerInfo, "isBot" | "connected" | "connectionChangedAt">,
  now: number,
): Presence {
  if (player.isBot || player.connected || player.connectionChangedAt === null) return "here";
  return now - player.connectionChangedAt < PRESENCE_AWAY_AFTER_MS ? "reconnecting" : "away";
}

/**
 * A player as everyone may see them (docs/product.md §11, "Player"), with this round's progress flags.
 * Holds no secret: whether a word is chosen, never which.
 */
export interface PlayerInfo {
  id: string;
  gameId: string;
  userId: string | null;
  name: string;
  isHost: boolean;
  isReady: boolean;
  isBot: boolean;
  botType: Player["botType"];
  botDifficulty: Player["botDifficulty"];
  avatarColor: string;
  score: number;
  connected: boolean;
  /** When `connected` last changed (epoch ms, server clock); null before the first connection. */
  connectionChangedAt: number | null;
  hasLeft: boolean;
  /** The host removed them from the started game: they left for good and cannot win (`winnersOf`). */
  removed: boolean;
  /** Away for two whole rounds (docs/decisions/018-dealt-hands-and-page-rotation.md). */
  isIdle: boolean;
  /** Chose a word this round (writing phase). */
  hasChosenWord: boolean;
  /** Submitted a riddle this round. */
  hasSubmittedRiddle: boolean;
  /** Guessed every riddle this round but their own. */
  hasSubmittedGuess: boolean;
  /** Guesses made this round. */
  guessCount: number;
}

/**
 * The game as everyone may see it, at a given moment. Field names follow docs/product.md §11,
 * "Game" (the wire shape): `currentPhase` is `GameState.phase` and `hostId` is `GameState.hostPlayerId`.
 */
export interface GameInfo {
  id: string;
  name: string;
  joinCode: string;
  isPublic: boolean;
  gameMode: GameMode;
  totalRounds: number;
  currentRound: number;
  currentPhase: GamePhase;
  currentPageNumber: number | null;
  hostId: string;
  maxPlayers: number;
  playerCount: number;
  phaseStartedAt: number;
  deadline: number | null;
  /** Whole seconds until `deadline` at the moment the info was built; null without a deadline. */
  timeRemaining: number | null;
  timings: Timings;
  /** Whether guessers see the round's wordbook page beside the riddles (host option, default on). */
  showPageWhileGuessing: boolean;
  /** The game "Play again" made from this one; null until the host pressed it. */
  nextGameId: string | null;
  version: number;
}

/** The public fields of one player, with their flags for the current round. */
export function toPlayerInfo(state: GameState, player: Player): PlayerInfo {
  return playerInfoWith(state, player, roundProgress(state));
}

/** The public fields of every player, in seat order. */
export function toPlayerInfos(state: GameState): PlayerInfo[] {
  const progress = roundProgress(state);
  return state.players.map((player) => playerInfoWith(state, player, progress));
}

/** Per-player counts for the current round, computed once for all players. */
interface RoundProgress {
  inPlay: boolean;
  riddleCount: number;
  authors: Set<string>;
  chosen: Set<string>;
  guesses: Map<string, number>;
}

function roundProgress(state: GameState): RoundProgress {
  const round = currentRound(state);
  const progress: RoundProgress = {
    inPlay: round !== undefined && state.phase !== "setup",
    riddleCount: 0,
    authors: new Set(),
    chosen: new Set(),
    guesses: new Map(),
  };
  if (!round || !progress.inPlay) return progress;
  progress.riddleCount = round.riddles.length;
  for (const riddle of round.riddles) progress.authors.add(riddle.playerId);
  for (const choice of Object.values(round.words))
    if (choice.word !== null) progress.chosen.add(choice.playerId);
  for (const guess of round.guesses) {
    progress.guesses.set(guess.guesserId, (progress.guesses.get(guess.guesserId) ?? 0) + 1);
  }
  return progress;
}

function playerInfoWith(state: GameState, player: Player, progress: RoundProgress): PlayerInfo {
  const guessCount = progress.guesses.get(player.id) ?? 0;
  const hasSubmittedRiddle = progress.authors.has(player.id);
  const guessable = progress.riddleCount - (hasSubmittedRiddle ? 1 : 0);
  return {
    id: player.id,
    gameId: state.id,
    userId: player.userId,
    name: player.name,
    isHost: player.id === state.hostPlayerId,
    isReady: player.isReady,
    isBot: player.isBot,
    botType: player.botType,
    botDifficulty: player.botDifficulty,
    avatarColor: player.avatarColor,
    score: player.score,
    connected: player.connected,
    connectionChangedAt: player.connectionChangedAt ?? null,
    hasLeft: player.hasLeft,
    removed: player.removed ?? false,
    isIdle: player.isIdle ?? false,
    hasChosenWord: progress.chosen.has(player.id),
    hasSubmittedRiddle,
    hasSubmittedGuess: progress.inPlay && state.phase !== "writing" && guessCount >= guessable,
    guessCount,
  };
}

/** The public fields of the game at `now`. */
export function toGameInfo(state: GameState, now: number): GameInfo {
  return {
    id: state.id,
    name: state.name,
    joinCode: state.joinCode,
    isPublic: state.isPublic,
    gameMode: state.gameMode,
    totalRounds: state.totalRounds,
    currentRound: state.currentRound,
    currentPhase: state.phase,
    currentPageNumber: state.currentPageNumber,
    hostId: state.hostPlayerId,
    maxPlayers: state.maxPlayers,
    playerCount: state.players.length,
    phaseStartedAt: state.phaseStartedAt,
    deadline: state.deadline,
    timeRemaining: timeRemaining(state, now),
    timings: { ...state.timings },
    showPageWhileGuessing: state.showPageWhileGuessing ?? true,
    nextGameId: state.nextGameId ?? null,
    version: state.version,
  };
}
