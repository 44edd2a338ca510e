/**
 * How a rules `GameState` maps onto the game tables, and back: the small core JSON kept in
 * `games.state`, the filter columns beside it, seat rows, earlier rounds' headers (`game_rounds`)
 * and one row per riddle and per guess. Pure conversions; the queries live in `load.ts`,
 * `commit.ts` and `side-tables.ts`.
 */
import type { GameState, Guess, MatchKind, Riddle, RoundState } from "@riddlebook/rules";
import type { Insertable } from "kysely";
import type { GameGuessesTable, GamePlayersTable, GameRiddlesTable } from "../../schema";

/** A round as kept in `games.state` (the last round) or `game_rounds` (earlier ones). */
export type RoundHeader = Omit<RoundState, "riddles" | "guesses">;

/**
 * What `games.state` holds: the game without its rounds, the number of rounds, and the last round
 * without its riddles and guesses. About 1–2 kB for six players, rewritten on every commit; the
 * riddles and guesses are appended to their own tables and earlier rounds written once.
 */
interface StoredCore extends Omit<GameState, "rounds"> {
  roundCount: number;
  lastRound: RoundHeader | null;
}

/** The round without its riddles and guesses. */
export function roundHeader(round: RoundState): RoundHeader {
  return {
    round: round.round,
    pageNumber: round.pageNumber,
    startedAt: round.startedAt,
    words: round.words,
    result: round.result,
  };
}

/** A stored round header as a round with no riddles and guesses yet (they are read separately). */
export function roundFromHeader(header: RoundHeader): RoundState {
  return {
    round: header.round,
    pageNumber: header.pageNumber,
    startedAt: header.startedAt,
    words: header.words,
    riddles: [],
    guesses: [],
    result: header.result,
  };
}

/** The `games.state` value for `state`. */
function serializeCore(state: GameState): string {
  const { rounds, ...rest } = state;
  const last = rounds[rounds.length - 1];
  const core: StoredCore = { ...rest, roundCount: rounds.length, lastRound: last ? roundHeader(last) : null };
  return JSON.stringify(core);
}

/**
 * The game a `games.state` value describes, with `roundCount` rounds: the last one from its header
 * (without riddles and guesses), the earlier ones left as holes for the caller to fill from
 * `game_rounds`.
 */
export function stateFromCore(text: string): GameState {
  const { roundCount, lastRound, ...rest } = JSON.parse(text) as StoredCore;
  const state = { ...rest, rounds: [] } as GameState;
  for (let round = 1; round <= roundCount; round++) state.rounds.push(undefined as never);
  if (roundCount > 0 && lastRound) state.rounds[roundCount - 1] = roundFromHeader(lastRound);
  return state;
}

/** The `games` columns that follow the state (all but `id`, `created_at` and `stats_applied`). */
export function gameColumns(state: GameState, now: number) {
  return {
    join_code: state.joinCode,
    is_public: state.isPublic ? 1 : 0,
    game_mode: state.gameMode,
    phase: state.phase,
    state: serializeCore(state),
    version: state.version,
    deadline: state.deadline,
    updated_at: now,
    completed_at: state.phase === "complete" ? now : null,
  };
}

/** The `game_players` row for one of the game's seats. */
export function seatRow(
  state: GameState,
  player: GameState["players"][number],
): Insertable<GamePlayersTable> {
  return {
    player_id: player.id,
    game_id: state.id,
    user_id: player.userId,
    name: player.name,
    is_bot: player.isBot ? 1 : 0,
    joined_at: player.joinedAt,
  };
}

/** The `game_riddles` row for a riddle at position `seq` of its round. */
export function riddleRow(
  gameId: string,
  riddle: Riddle,
  seq: number,
  now: number,
): Insertable<GameRiddlesTable> {
  return {
    riddle_id: riddle.id,
    game_id: gameId,
    player_id: riddle.playerId,
    round: riddle.round,
    created_at: now,
    seq,
    word: riddle.word,
    text: riddle.text,
    prompt: riddle.prompt,
    submitted_at: riddle.submittedAt,
  };
}

/** The `game_guesses` row for a guess at position `seq` of its round. */
export function guessRow(
  gameId: string,
  guess: Guess,
  seq: number,
  now: number,
): Insertable<GameGuessesTable> {
  return {
    riddle_id: guess.riddleId,
    guesser_id: guess.guesserId,
    game_id: gameId,
    round: guess.round,
    created_at: now,
    seq,
    guess: guess.guess,
    match_kind: guess.matchKind,
    is_correct: guess.isCorrect ? 1 : 0,
    submitted_at: guess.submittedAt,
  };
}

/** The `game_riddles` columns `riddleFromRow` reads. */
export const RIDDLE_COLUMNS = [
  "riddle_id",
  "game_id",
  "player_id",
  "round",
  "seq",
  "word",
  "text",
  "prompt",
  "submitted_at",
] as const;

/** The `game_guesses` columns `guessFromRow` reads. */
export const GUESS_COLUMNS = [
  "riddle_id",
  "guesser_id",
  "game_id",
  "round",
  "seq",
  "guess",
  "match_kind",
  "is_correct",
  "submitted_at",
] as const;

/** The riddle a `game_riddles` row holds. */
export function riddleFromRow(row: Pick<GameRiddlesTable, (typeof RIDDLE_COLUMNS)[number]>): Riddle {
  return {
    id: row.riddle_id,
    playerId: row.player_id,
    round: Number(row.round),
    word: row.word,
    text: row.text,
    prompt: row.prompt,
    submittedAt: Number(row.submitted_at),
  };
}

/** The guess a `game_guesses` row holds. */
export function guessFromRow(row: Pick<GameGuessesTable, (typeof GUESS_COLUMNS)[number]>): Guess {
  return {
    riddleId: row.riddle_id,
    guesserId: row.guesser_id,
    round: Number(row.round),
    guess: row.guess,
    matchKind: row.match_kind as MatchKind,
    isCorrect: Number(row.is_correct) === 1,
    submittedAt: Number(row.submitted_at),
  };
}
