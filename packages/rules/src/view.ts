import { cloneResult } from "./clone-state";
import type { GameMode, GamePhase } from "./constants";
import type { DraftOutcome, GameState, MatchKind, RoundResult, RoundState } from "./game-state";
import { findPlayer } from "./players";
import { type GameInfo, isRoundScored, type PlayerInfo, toGameInfo, toPlayerInfos } from "./public-info";
import { currentRound } from "./rounds";

/** A riddle as one viewer may see it. Fields the viewer may not see yet are null. */
export interface RiddleView {
  id: string;
  playerId: string;
  round: number;
  /** Null for others' riddles while the round is still in writing. */
  text: string | null;
  prompt: string | null;
  /** The secret word: the author's own, or anyone's once the round is scored; otherwise null. */
  word: string | null;
  isOwn: boolean;
  /** How many players have guessed it so far. */
  guessCount: number;
}

/** A guess as one viewer may see it: others' guess text and every correctness wait for scoring. */
export interface GuessView {
  riddleId: string;
  guesserId: string;
  round: number;
  /** The viewer's own guess text, or anyone's once scored; otherwise null. */
  guess: string | null;
  /** Null until the round is scored, even for the viewer's own guess. */
  isCorrect: boolean | null;
  matchKind: MatchKind | null;
}

/** One round as one viewer may see it. */
export interface RoundView {
  round: number;
  pageNumber: number | null;
  scored: boolean;
  riddles: RiddleView[];
  guesses: GuessView[];
  /** The scored result with every word and point; null until scored. */
  result: RoundResult | null;
}

/** The viewer's own part of the current round. */
export interface MyRoundView {
  playerId: string;
  round: number;
  word: string | null;
  /** The words dealt to the viewer this round (empty when the game deals no hands). */
  hand: string[];
  prompt: string | null;
  riddleId: string | null;
  /** What became of the viewer's draft when writing time ran out; null when nothing did. */
  draftResult: DraftOutcome | null;
  /** Riddles the viewer has guessed this round. */
  guessedRiddleIds: string[];
  /** Riddles the viewer may still guess this round (reading phase only). */
  riddleIdsToGuess: string[];
}

/**
 * What one viewer may see of a game: everything public, plus their own word, prompt, riddle and
 * guesses. Before a round is scored nobody sees another player's word or another player's guesses.
 */
export interface GameView {
  /** The seated player this view is for; null for the public (spectator) view. */
  viewerId: string | null;
  game: GameInfo;
  players: PlayerInfo[];
  me: MyRoundView | null;
  rounds: RoundView[];
}

/** The game as `playerId` may see it at `now` (for `timeRemaining`). Unknown ids get the public view. */
export function viewFor(state: GameState, playerId: string, now: number): GameView {
  return censor(state, findPlayer(state, playerId) ? playerId : null, now);
}

/** The game as anyone may see it, for lists and spectators: no words and no guesses before scoring. */
export function publicView(state: GameState, now: number): GameView {
  return censor(state, null, now);
}

/**
 * Scored rounds' views, by round and viewer. A scored round never changes and is shared between
 * states (see `cloneState`), so its view for one viewer is built once and stays the same object
 * from commit to commit: patches skip it without comparing (docs/decisions/025-a-leaner-commit-and-fan-out.md).
 * Callers never change a view.
 */
const scoredRoundViews = new WeakMap<RoundState, Map<string | null, RoundView>>();

function roundView(state: GameState, round: RoundState, viewerId: string | null): RoundView {
  if (!isRoundScored(round)) return censorRound(state, round, viewerId);
  let byViewer = scoredRoundViews.get(round);
  if (byViewer === undefined) {
    byViewer = new Map();
    scoredRoundViews.set(round, byViewer);
  }
  let view = byViewer.get(viewerId);
  if (view === undefined) {
    view = censorRound(state, round, viewerId);
    byViewer.set(viewerId, view);
  }
  return view;
}

function censorRound(state: GameState, round: RoundState, viewerId: string | null): RoundView {
  const scored = isRoundScored(round);
  const inWriting = !scored && round.round === state.currentRound && state.phase === "writing";
  const guessCounts = new Map<string, number>();
  for (const guess of round.guesses)
    guessCounts.set(guess.riddleId, (guessCounts.get(guess.riddleId) ?? 0) + 1);
  return {
    round: round.round,
    pageNumber: round.pageNumber,
    scored,
    riddles: round.riddles.map((riddle) => {
      const isOwn = riddle.playerId === viewerId;
      const readable = scored || isOwn || !inWriting;
      return {
        id: riddle.id,
        playerId: riddle.playerId,
        round: riddle.round,
        text: readable ? riddle.text : null,
        prompt: readable ? riddle.prompt : null,
        word: scored || isOwn ? riddle.word : null,
        isOwn,
        guessCount: guessCounts.get(riddle.id) ?? 0,
      };
    }),
    guesses: round.guesses.map((guess) => {
      const isOwn = guess.guesserId === viewerId;
      return {
        riddleId: guess.riddleId,
        guesserId: guess.guesserId,
        round: guess.round,
        guess: scored || isOwn ? guess.guess : null,
        isCorrect: scored ? guess.isCorrect : null,
        matchKind: scored ? guess.matchKind : null,
      };
    }),
    result: isRoundScored(round) ? cloneResult(round.result) : null,
  };
}

/**
 * The parts of a view that are the same for every viewer of one state at one moment: built once and
 * shared by all the views of a commit (the fan-out builds them all at one server time). States are
 * never changed once made, so the state object is the key.
 */
const sharedParts = new WeakMap<GameState, { players: PlayerInfo[]; now: number; game: GameInfo }>();

function partsFor(state: GameState, now: number): { players: PlayerInfo[]; game: GameInfo } {
  const parts = sharedParts.get(state);
  if (parts === undefined) {
    const made = { players: toPlayerInfos(state), now, game: toGameInfo(state, now) };
    sharedParts.set(state, made);
    return made;
  }
  if (parts.now !== now) {
    parts.now = now;
    parts.game = toGameInfo(state, now);
  }
  return parts;
}

function censor(state: GameState, viewerId: string | null, now: number): GameView {
  const rounds: RoundView[] = state.rounds.map((round) => roundView(state, round, viewerId));

  let me: MyRoundView | null = null;
  const current = currentRound(state);
  if (viewerId !== null && current) {
    const choice = current.words[viewerId];
    const guessed = current.guesses.filter((g) => g.guesserId === viewerId).map((g) => g.riddleId);
    me = {
      playerId: viewerId,
      round: current.round,
      word: choice?.word ?? null,
      hand: [...(choice?.hand ?? [])],
      prompt: choice?.prompt ?? null,
      riddleId: current.riddles.find((riddle) => riddle.playerId === viewerId)?.id ?? null,
      draftResult: choice?.draftOutcome ? { ...choice.draftOutcome } : null,
      guessedRiddleIds: guessed,
      riddleIdsToGuess:
        state.phase === "reading"
          ? current.riddles.filter((r) => r.playerId !== viewerId && !guessed.includes(r.id)).map((r) => r.id)
          : [],
    };
  }

  const { game, players } = partsFor(state, now);
  return { viewerId, game, players, me, rounds };
}

/** One line of the public games list (docs/product.md §2, Browse tab). */
export interface PublicGameSummary {
  id: string;
  name: string;
  joinCode: string;
  isPublic: boolean;
  gameMode: GameMode;
  playerCount: number;
  maxPlayers: number;
  phase: GamePhase;
  currentRound: number;
  totalRounds: number;
  hostName: string | null;
}

/** The public-list fields of a game. Which games to list (public, setup, not full) is `isJoinable`'s. */
export function publicGameSummary(state: GameState): PublicGameSummary {
  return {
    id: state.id,
    name: state.name,
    joinCode: state.joinCode,
    isPublic: state.isPublic,
    gameMode: state.gameMode,
    playerCount: state.players.length,
    maxPlayers: state.maxPlayers,
    phase: state.phase,
    currentRound: state.currentRound,
    totalRounds: state.totalRounds,
    hostName: findPlayer(state, state.hostPlayerId)?.name ?? null,
  };
}
