import type { GameState, Guess, MatchKind, Riddle, RoundState } from "@riddlebook/rules";
import type { Kysely } from "kysely";
import type { Database, Db } from "../schema";
import { uniqueViolationTarget } from "../unique-violation";
import { runWriteBatch, runWriteBatchIn, WriteBatch } from "../write-batch";

/** A stored game: its rules state and the bookkeeping columns the database keeps beside it. */
export interface StoredGame {
  state: GameState;
  statsApplied: boolean;
}

/** Thrown by `insertGame` when the join code is already used by a game that is not complete. */
export class JoinCodeTakenError extends Error {
  override name = "JoinCodeTakenError";
}

/** Thrown inside a commit when the stored version is no longer the one the change was built on. */
export class VersionConflictError extends Error {
  override name = "VersionConflictError";
  constructor() {
    super("the game changed since it was read");
  }
}

/** What one player's stats gain from a completed game. */
export interface StatsDelta {
  userId: string;
  riddles: number;
  score: number;
  won: boolean;
}

/** A change to commit: the state it was built on, the new state, and the side effects that go with it. */
export interface GameCommit {
  before: GameState;
  after: GameState;
  now: number;
  /** Applied once, in the same transaction, when the commit completes the game. */
  stats?: StatsDelta[];
}

/** A round as kept in `games.state` (the last round) or `game_rounds` (earlier ones). */
type RoundHeader = Omit<RoundState, "riddles" | "guesses">;

/**
 * What `games.state` holds: the game without its rounds, the number of rounds, and the last round
 * without its riddles and guesses. About 1–2 kB for six players, rewritten on every commit; the
 * riddles and guesses are appended to their own tables and earlier rounds written once.
 */
interface StoredCore extends Omit<GameState, "rounds"> {
  roundCount: number;
  lastRound: RoundHeader | null;
}

function roundHeader(round: RoundState): RoundHeader {
  return {
    round: round.round,
    pageNumber: round.pageNumber,
    startedAt: round.startedAt,
    words: round.words,
    result: round.result,
  };
}

function serializeCore(state: GameState): string {
  const { rounds, ...rest } = state;
  const last = rounds[rounds.length - 1];
  const core: StoredCore = { ...rest, roundCount: rounds.length, lastRound: last ? roundHeader(last) : null };
  return JSON.stringify(core);
}

/**
 * Earlier rounds' headers as last written or read, per state object: a commit compares against
 * them instead of serialising its `before` state's rounds again.
 */
const pastHeaderCache = new WeakMap<GameState, string[]>();

function pastHeaders(state: GameState): string[] {
  let cached = pastHeaderCache.get(state);
  if (!cached) {
    cached = state.rounds.slice(0, -1).map((round) => JSON.stringify(roundHeader(round)));
    pastHeaderCache.set(state, cached);
  }
  return cached;
}

function gameColumns(state: GameState, now: number) {
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

function seatRow(state: GameState, player: GameState["players"][number]) {
  return {
    player_id: player.id,
    game_id: state.id,
    user_id: player.userId,
    name: player.name,
    is_bot: player.isBot ? 1 : 0,
    joined_at: player.joinedAt,
  };
}

/** Inserts a new game and its host's seat. Throws JoinCodeTakenError when the code is live elsewhere. */
export async function insertGame(db: Db, state: GameState, now: number): Promise<void> {
  try {
    const batch = new WriteBatch(db);
    batch.add(db.insertInto("games").values({ id: state.id, created_at: now, ...gameColumns(state, now) }));
    for (const player of state.players)
      batch.add(db.insertInto("game_players").values(seatRow(state, player)));
    writePlay(batch, null, state, now);
    await runWriteBatch(db, batch);
  } catch (error) {
    const target = uniqueViolationTarget(error);
    if (target?.includes("join_code")) throw new JoinCodeTakenError();
    throw error;
  }
}

/**
 * Inserts new games and their seats inside the caller's transaction, a few statements for many
 * games (quick match creates every pair's game in the transaction that claims the pair). A join
 * code already live elsewhere fails the statement like `insertGame`; the caller rolls back and retries.
 */
export async function insertGameRows(
  trx: Kysely<Database>,
  states: readonly GameState[],
  now: number,
): Promise<void> {
  const CHUNK = 100;
  for (let i = 0; i < states.length; i += CHUNK) {
    const chunk = states.slice(i, i + CHUNK);
    await trx
      .insertInto("games")
      .values(chunk.map((state) => ({ id: state.id, created_at: now, ...gameColumns(state, now) })))
      .execute();
    const seats = chunk.flatMap((state) => state.players.map((player) => seatRow(state, player)));
    if (seats.length > 0) await trx.insertInto("game_players").values(seats).execute();
    const play = new WriteBatch(trx);
    for (const state of chunk) writePlay(play, null, state, now);
    await runWriteBatchIn(trx, play);
  }
}

interface GameRow {
  id: string;
  state: string;
  stats_applied: number;
}

const GAME_ROW = ["games.id", "games.state", "games.stats_applied"] as const;
/** Games per `IN (...)` list when reading side tables for several games. */
const ID_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Rebuilds whole states from their rows: the core JSON, then (only for games past setup) earlier
 * rounds, riddles and guesses, a few queries for all of `rows` together.
 */
async function assemble(db: Db, rows: readonly GameRow[]): Promise<StoredGame[]> {
  const cores = rows.map((row) => JSON.parse(row.state) as StoredCore | GameState);
  const byId = new Map<string, GameState>();
  const states = cores.map((core) => {
    // A full state (written before 0005) carries its rounds itself.
    if ("rounds" in core && Array.isArray(core.rounds)) return core as GameState;
    const { roundCount, lastRound, ...rest } = core as StoredCore;
    const same = byId.get(rest.id);
    if (same) return same;
    const state = { ...rest, rounds: [] } as GameState;
    if (roundCount > 0) {
      for (let round = 1; round <= roundCount; round++) state.rounds.push(undefined as never);
      if (lastRound) state.rounds[roundCount - 1] = withPlay(lastRound);
      byId.set(state.id, state);
    }
    return state;
  });
  if (byId.size > 0) await fillRounds(db, byId);
  return states.map((state, i) => ({ state, statsApplied: Number(rows[i]?.stats_applied) === 1 }));
}

function withPlay(header: RoundHeader): RoundState {
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

function roundOf(state: GameState, round: number): RoundState {
  const found = state.rounds[round - 1];
  if (!found) throw new Error(`game ${state.id}: round ${round} is not stored`);
  return found;
}

async function fillRounds(db: Db, byId: Map<string, GameState>): Promise<void> {
  const withPast = [...byId.values()].filter((state) => state.rounds.length > 1).map((state) => state.id);
  for (const ids of chunks(withPast, ID_CHUNK)) {
    const rows = await db
      .selectFrom("game_rounds")
      .select(["game_id", "round", "data"])
      .where("game_id", "in", ids)
      .execute();
    for (const row of rows) {
      const state = byId.get(row.game_id);
      if (state && row.round < state.rounds.length) {
        state.rounds[row.round - 1] = withPlay(JSON.parse(row.data) as RoundHeader);
      }
    }
  }
  for (const state of byId.values()) {
    for (let round = 1; round <= state.rounds.length; round++) roundOf(state, round);
  }
  for (const ids of chunks([...byId.keys()], ID_CHUNK)) {
    const riddles = await db
      .selectFrom("game_riddles")
      .select(["riddle_id", "game_id", "player_id", "round", "seq", "word", "text", "prompt", "submitted_at"])
      .where("game_id", "in", ids)
      .orderBy("game_id")
      .orderBy("round")
      .orderBy("seq")
      .execute();
    for (const row of riddles) {
      const state = byId.get(row.game_id);
      if (!state) continue;
      const riddle: Riddle = {
        id: row.riddle_id,
        playerId: row.player_id,
        round: Number(row.round),
        word: row.word,
        text: row.text,
        prompt: row.prompt,
        submittedAt: Number(row.submitted_at),
      };
      roundOf(state, riddle.round).riddles.push(riddle);
    }
    const guesses = await db
      .selectFrom("game_guesses")
      .select([
        "riddle_id",
        "guesser_id",
        "game_id",
        "round",
        "seq",
        "guess",
        "match_kind",
        "is_correct",
        "submitted_at",
      ])
      .where("game_id", "in", ids)
      .orderBy("game_id")
      .orderBy("round")
      .orderBy("seq")
      .execute();
    for (const row of guesses) {
      const state = byId.get(row.game_id);
      if (!state) continue;
      const guess: Guess = {
        riddleId: row.riddle_id,
        guesserId: row.guesser_id,
        round: Number(row.round),
        guess: row.guess,
        matchKind: row.match_kind as MatchKind,
        isCorrect: Number(row.is_correct) === 1,
        submittedAt: Number(row.submitted_at),
      };
      roundOf(state, guess.round).guesses.push(guess);
    }
  }
}

export async function loadGame(db: Db, gameId: string): Promise<StoredGame | null> {
  const row = await db.selectFrom("games").select(GAME_ROW).where("id", "=", gameId).executeTakeFirst();
  return row ? ((await assemble(db, [row]))[0] ?? null) : null;
}

/** The game that is not complete with this (already upper-cased) join code. */
export async function findLiveGameByCode(db: Db, joinCode: string): Promise<GameState | null> {
  const row = await db
    .selectFrom("games")
    .select(GAME_ROW)
    .where("join_code", "=", joinCode)
    .where("completed_at", "is", null)
    .executeTakeFirst();
  return row ? ((await assemble(db, [row]))[0]?.state ?? null) : null;
}

/** Every join code in use by a game that is not complete. */
export async function listLiveJoinCodes(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("games").select("join_code").where("completed_at", "is", null).execute();
  return new Set(rows.map((row) => row.join_code));
}

/** Public games in setup, newest first (the caller filters out full ones). */
export async function listPublicSetupGames(db: Db, limit: number): Promise<GameState[]> {
  const rows = await db
    .selectFrom("games")
    .select(GAME_ROW)
    .where("is_public", "=", 1)
    .where("phase", "=", "setup")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return (await assemble(db, rows)).map((stored) => stored.state);
}

/** The user's seats in games that are not complete, with those games, newest first. */
export async function listLiveGamesForUser(
  db: Db,
  userId: string,
): Promise<{ playerId: string; state: GameState }[]> {
  const rows = await db
    .selectFrom("game_players")
    .innerJoin("games", "games.id", "game_players.game_id")
    .select(["game_players.player_id", ...GAME_ROW])
    .where("game_players.user_id", "=", userId)
    .where("games.completed_at", "is", null)
    .orderBy("games.updated_at", "desc")
    .execute();
  const stored = await assemble(db, rows);
  return rows.map((row, i) => ({ playerId: row.player_id, state: (stored[i] as StoredGame).state }));
}

/** Which game a seat belongs to, and whose it is. */
export async function findSeat(
  db: Db,
  playerId: string,
): Promise<{ gameId: string; userId: string | null } | null> {
  const row = await db
    .selectFrom("game_players")
    .select(["game_id", "user_id"])
    .where("player_id", "=", playerId)
    .executeTakeFirst();
  return row ? { gameId: row.game_id, userId: row.user_id } : null;
}

/** Which game a riddle belongs to. */
export async function findRiddleGame(db: Db, riddleId: string): Promise<string | null> {
  const row = await db
    .selectFrom("game_riddles")
    .select("game_id")
    .where("riddle_id", "=", riddleId)
    .executeTakeFirst();
  return row?.game_id ?? null;
}

export async function countRiddleRows(db: Db, gameId: string): Promise<number> {
  const row = await db
    .selectFrom("game_riddles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("game_id", "=", gameId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countGuessRows(db: Db, gameId: string): Promise<number> {
  const row = await db
    .selectFrom("game_guesses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("game_id", "=", gameId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Games with a running clock: the scheduler arms a timer for each at start-up. */
export async function listRunningDeadlines(db: Db): Promise<{ gameId: string; deadline: number }[]> {
  const rows = await db
    .selectFrom("games")
    .select(["id", "deadline"])
    .where("deadline", "is not", null)
    .where("completed_at", "is", null)
    .execute();
  return rows.map((row) => ({ gameId: row.id, deadline: Number(row.deadline) }));
}

/** Games whose deadline passed before `before` (missed by whoever should have ticked them). */
export async function listOverdueGames(db: Db, before: number, limit = 500): Promise<string[]> {
  const rows = await db
    .selectFrom("games")
    .select("id")
    .where("deadline", "is not", null)
    .where("deadline", "<", before)
    .where("completed_at", "is", null)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

function syncSideTables(batch: WriteBatch, commit: GameCommit): void {
  const { before, after, now } = commit;
  const { q } = batch;
  const beforeSeats = new Map(before.players.map((p) => [p.id, p]));
  const afterIds = new Set(after.players.map((p) => p.id));
  for (const player of after.players) {
    const old = beforeSeats.get(player.id);
    if (!old) batch.add(q.insertInto("game_players").values(seatRow(after, player)));
    else if (old.name !== player.name) {
      batch.add(q.updateTable("game_players").set({ name: player.name }).where("player_id", "=", player.id));
    }
  }
  for (const id of beforeSeats.keys()) {
    if (!afterIds.has(id)) batch.add(q.deleteFrom("game_players").where("player_id", "=", id));
  }

  writePlay(batch, before, after, now);
}

/** The elements `after` appended to `before` (riddles and guesses only ever grow, in order). */
function appended<T>(before: readonly T[] | undefined, after: readonly T[], what: string): readonly T[] {
  const known = before?.length ?? 0;
  if (known === 0) return after;
  if (after.length < known || after[known - 1] === undefined) {
    throw new Error(`${what} may only be appended to`);
  }
  return known === after.length ? [] : after.slice(known);
}

/**
 * Writes what `after` adds to `before` (null for a new game): earlier rounds' headers when a round
 * is no longer the last (or, never in practice, when one changed), and each new riddle and guess as
 * one row. Riddles and guesses are never rewritten; a second riddle or guess with the same key
 * fails on the table's unique keys.
 */
function writePlay(batch: WriteBatch, before: GameState | null, after: GameState, now: number): void {
  if (after.rounds.length === 0) return;
  const { q } = batch;
  const oldPast = before ? pastHeaders(before) : [];
  const beforeRounds = before?.rounds ?? [];
  const past: string[] = [];
  for (let i = 0; i < after.rounds.length - 1; i++) {
    const round = after.rounds[i] as RoundState;
    const data = JSON.stringify(roundHeader(round));
    past.push(data);
    if (oldPast[i] === data) continue;
    batch.add(
      q
        .insertInto("game_rounds")
        .values({ game_id: after.id, round: round.round, data })
        .onConflict((oc) => oc.columns(["game_id", "round"]).doUpdateSet({ data })),
    );
  }
  pastHeaderCache.set(after, past);

  for (let i = 0; i < after.rounds.length; i++) {
    const round = after.rounds[i] as RoundState;
    const old = beforeRounds[i];
    const riddles = appended(old?.riddles, round.riddles, "riddles");
    const firstRiddle = round.riddles.length - riddles.length;
    for (let k = 0; k < riddles.length; k++) {
      const riddle = riddles[k] as Riddle;
      batch.add(
        q.insertInto("game_riddles").values({
          riddle_id: riddle.id,
          game_id: after.id,
          player_id: riddle.playerId,
          round: riddle.round,
          created_at: now,
          seq: firstRiddle + k,
          word: riddle.word,
          text: riddle.text,
          prompt: riddle.prompt,
          submitted_at: riddle.submittedAt,
        }),
      );
    }
    const guesses = appended(old?.guesses, round.guesses, "guesses");
    const firstGuess = round.guesses.length - guesses.length;
    for (let k = 0; k < guesses.length; k++) {
      const guess = guesses[k] as Guess;
      batch.add(
        q.insertInto("game_guesses").values({
          riddle_id: guess.riddleId,
          guesser_id: guess.guesserId,
          game_id: after.id,
          round: guess.round,
          created_at: now,
          seq: firstGuess + k,
          guess: guess.guess,
          match_kind: guess.matchKind,
          is_correct: guess.isCorrect ? 1 : 0,
          submitted_at: guess.submittedAt,
        }),
      );
    }
  }
}

function applyStats(batch: WriteBatch, stats: readonly StatsDelta[]): void {
  for (const delta of stats) {
    batch.add(
      batch.q
        .updateTable("user_stats")
        .set((eb) => ({
          games_played: eb("games_played", "+", 1),
          riddles_created: eb("riddles_created", "+", delta.riddles),
          total_score: eb("total_score", "+", delta.score),
          games_won: eb("games_won", "+", delta.won ? 1 : 0),
          current_win_streak: delta.won ? eb("current_win_streak", "+", 1) : eb.val(0),
        }))
        .where("user_id", "=", delta.userId),
    );
  }
}

/**
 * Commits a change in one transaction: the game row (only if it is still at `before.version`), the
 * seats, the new riddles and guesses (one row each), a finished round's header, and the stats when
 * `stats` is given. Throws VersionConflictError
 * (nothing written) when another writer got there first.
 */
export async function commitGame(db: Db, commit: GameCommit): Promise<void> {
  const { before, after, now } = commit;
  const batch = new WriteBatch(db);
  // The version check: exactly one row, or another writer got there first and nothing is written.
  batch.add(
    db
      .updateTable("games")
      .set({
        ...gameColumns(after, now),
        ...(commit.stats ? { stats_applied: 1 } : {}),
      })
      .where("id", "=", after.id)
      .where("version", "=", before.version)
      .where((eb) => (commit.stats ? eb("stats_applied", "=", 0) : eb.lit(true))),
    1,
  );
  syncSideTables(batch, commit);
  if (commit.stats) applyStats(batch, commit.stats);
  if ((await runWriteBatch(db, batch)) !== null) throw new VersionConflictError();
}

/** The seat's saved draft for `round`, or null. */
export async function getDraft(
  db: Db,
  gameId: string,
  playerId: string,
  round: number,
): Promise<string | null> {
  const row = await db
    .selectFrom("drafts")
    .select("text")
    .where("game_id", "=", gameId)
    .where("player_id", "=", playerId)
    .where("round", "=", round)
    .executeTakeFirst();
  return row?.text ?? null;
}

/** Saves (replaces) the seat's draft. */
export async function saveDraft(
  db: Db,
  draft: { gameId: string; playerId: string; round: number; text: string; now: number },
): Promise<void> {
  await db
    .insertInto("drafts")
    .values({
      game_id: draft.gameId,
      player_id: draft.playerId,
      round: draft.round,
      text: draft.text,
      updated_at: draft.now,
    })
    .onConflict((oc) =>
      oc
        .columns(["game_id", "player_id"])
        .doUpdateSet({ round: draft.round, text: draft.text, updated_at: draft.now }),
    )
    .execute();
}
