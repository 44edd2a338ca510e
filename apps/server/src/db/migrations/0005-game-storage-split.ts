import type { Kysely, Migration } from "kysely";

/*
 * Splits the stored game state so a commit writes little: `games.state` keeps the game without its
 * rounds, the round count and the last round without riddles and guesses (`roundCount`,
 * `lastRound`); earlier rounds move to `game_rounds`; riddles and guesses are kept in full in
 * `game_riddles` / `game_guesses` (which already had one row per riddle and per guess), in the order
 * of their round's arrays (`seq`). Existing games are converted; `down` reassembles them.
 *
 * Written against plain JSON on purpose (not the rules' types): a migration stays as it shipped.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
type AnyDb = Kysely<any>;
type Json = Record<string, unknown>;

const BATCH = 200;

function header(round: Json): Json {
  return {
    round: round.round,
    pageNumber: round.pageNumber,
    startedAt: round.startedAt,
    words: round.words,
    result: round.result,
  };
}

/** Calls `each` for every game row, in id order, a batch at a time. */
async function forEachGame(db: AnyDb, each: (id: string, state: Json) => Promise<void>): Promise<void> {
  let last = "";
  for (;;) {
    const rows: { id: string; state: string }[] = await db
      .selectFrom("games")
      .select(["id", "state"])
      .where("id", ">", last)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) await each(row.id, JSON.parse(row.state) as Json);
    last = (rows[rows.length - 1] as { id: string }).id;
  }
}

async function split(db: AnyDb, id: string, state: Json): Promise<void> {
  const rounds = state.rounds;
  if (!Array.isArray(rounds)) return; // already split
  const { rounds: _rounds, ...rest } = state;
  const last = rounds[rounds.length - 1] as Json | undefined;
  const core = { ...rest, roundCount: rounds.length, lastRound: last ? header(last) : null };
  await db
    .updateTable("games")
    .set({ state: JSON.stringify(core) })
    .where("id", "=", id)
    .execute();
  for (const [i, round] of (rounds as Json[]).entries()) {
    if (i < rounds.length - 1) {
      const data = JSON.stringify(header(round));
      await db
        .insertInto("game_rounds")
        .values({ game_id: id, round: round.round, data })
        .onConflict((oc) => oc.columns(["game_id", "round"]).doUpdateSet({ data }))
        .execute();
    }
    for (const [seq, riddle] of ((round.riddles ?? []) as Json[]).entries()) {
      const content = {
        seq,
        word: riddle.word,
        text: riddle.text,
        prompt: riddle.prompt ?? null,
        submitted_at: riddle.submittedAt,
      };
      await db
        .insertInto("game_riddles")
        .values({
          riddle_id: riddle.id,
          game_id: id,
          player_id: riddle.playerId,
          round: riddle.round,
          created_at: riddle.submittedAt,
          ...content,
        })
        .onConflict((oc) => oc.column("riddle_id").doUpdateSet(content))
        .execute();
    }
    for (const [seq, guess] of ((round.guesses ?? []) as Json[]).entries()) {
      const content = {
        seq,
        guess: guess.guess,
        match_kind: guess.matchKind,
        is_correct: guess.isCorrect ? 1 : 0,
        submitted_at: guess.submittedAt,
      };
      await db
        .insertInto("game_guesses")
        .values({
          riddle_id: guess.riddleId,
          guesser_id: guess.guesserId,
          game_id: id,
          round: guess.round,
          created_at: guess.submittedAt,
          ...content,
        })
        .onConflict((oc) => oc.columns(["riddle_id", "guesser_id"]).doUpdateSet(content))
        .execute();
    }
  }
}

async function join(db: AnyDb, id: string, core: Json): Promise<void> {
  if (Array.isArray(core.rounds)) return; // not split
  const { roundCount, lastRound, ...rest } = core;
  const count = Number(roundCount ?? 0);
  const headers: Json[] = (
    await db.selectFrom("game_rounds").select(["round", "data"]).where("game_id", "=", id).execute()
  )
    .filter((row: { round: number }) => Number(row.round) < count)
    .map((row: { data: string }) => JSON.parse(row.data) as Json);
  if (lastRound) headers.push(lastRound as Json);
  const rounds = headers
    .sort((a, b) => Number(a.round) - Number(b.round))
    .map((h) => ({
      round: h.round,
      pageNumber: h.pageNumber,
      startedAt: h.startedAt,
      words: h.words,
      riddles: [] as Json[],
      guesses: [] as Json[],
      result: h.result,
    }));
  const byRound = new Map(rounds.map((round) => [Number(round.round), round]));
  const riddles = await db
    .selectFrom("game_riddles")
    .selectAll()
    .where("game_id", "=", id)
    .orderBy("round")
    .orderBy("seq")
    .execute();
  for (const row of riddles) {
    byRound.get(Number(row.round))?.riddles.push({
      id: row.riddle_id,
      playerId: row.player_id,
      round: Number(row.round),
      word: row.word,
      text: row.text,
      prompt: row.prompt,
      submittedAt: Number(row.submitted_at),
    });
  }
  const guesses = await db
    .selectFrom("game_guesses")
    .selectAll()
    .where("game_id", "=", id)
    .orderBy("round")
    .orderBy("seq")
    .execute();
  for (const row of guesses) {
    byRound.get(Number(row.round))?.guesses.push({
      riddleId: row.riddle_id,
      guesserId: row.guesser_id,
      round: Number(row.round),
      guess: row.guess,
      matchKind: row.match_kind,
      isCorrect: Number(row.is_correct) === 1,
      submittedAt: Number(row.submitted_at),
    });
  }
  await db
    .updateTable("games")
    .set({ state: JSON.stringify({ ...rest, rounds }) })
    .where("id", "=", id)
    .execute();
}

export const gameStorageSplitMigration: Migration = {
  async up(db: AnyDb) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    const riddleColumns = [
      ["seq", "integer", 0],
      ["word", "text", ""],
      ["text", "text", ""],
      ["submitted_at", "bigint", 0],
    ] as const;
    for (const [name, type, fallback] of riddleColumns) {
      await db.schema
        .alterTable("game_riddles")
        .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
        .execute();
    }
    await db.schema.alterTable("game_riddles").addColumn("prompt", "text").execute();
    const guessColumns = [
      ["seq", "integer", 0],
      ["guess", "text", ""],
      ["match_kind", "text", "wrong"],
      ["is_correct", "integer", 0],
      ["submitted_at", "bigint", 0],
    ] as const;
    for (const [name, type, fallback] of guessColumns) {
      await db.schema
        .alterTable("game_guesses")
        .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
        .execute();
    }
    await db.schema
      .createTable("game_rounds")
      .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
      .addColumn("round", "integer", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("game_rounds_pk", ["game_id", "round"])
      .execute();
    await forEachGame(db, (id, state) => split(db, id, state));
  },
  async down(db: AnyDb) {
    await forEachGame(db, (id, core) => join(db, id, core));
    await db.schema.dropTable("game_rounds").execute();
    for (const name of ["seq", "word", "text", "prompt", "submitted_at"]) {
      await db.schema.alterTable("game_riddles").dropColumn(name).execute();
    }
    for (const name of ["seq", "guess", "match_kind", "is_correct", "submitted_at"]) {
      await db.schema.alterTable("game_guesses").dropColumn(name).execute();
    }
  },
};
