/**
 * Tournament matches' rows (migration 0019; docs/decisions/033-tournaments.md), SQL only. A match's
 * game is claimed by inserting its row, so two instances never both make it; its result is written
 * only while none is, so it is recorded once.
 */
import type { Db, TournamentMatchesTable } from "../../db/schema";

export type MatchRow = TournamentMatchesTable;

export async function listMatchRows(db: Db, tournamentId: string): Promise<MatchRow[]> {
  return db.selectFrom("tournament_matches").selectAll().where("tournament_id", "=", tournamentId).execute();
}

/** A match row and whether its game exists yet (it is made just after the row claims it). */
export type ViewedMatchRow = MatchRow & { game_made: boolean };

/**
 * A tournament's match rows for its public view, each with whether its game exists, in one read: a
 * row is claimed before its game is made (docs/decisions/033-tournaments.md), and the view names a
 * game only once it can be opened.
 */
export async function listViewedMatchRows(db: Db, tournamentId: string): Promise<ViewedMatchRow[]> {
  const rows = await db
    .selectFrom("tournament_matches as m")
    .leftJoin("games as g", "g.id", "m.game_id")
    .selectAll("m")
    .select("g.id as made_game_id")
    .where("m.tournament_id", "=", tournamentId)
    .execute();
  return rows.map(({ made_game_id, ...row }) => ({ ...row, game_made: made_game_id !== null }));
}

export async function findMatchByGame(db: Db, gameId: string): Promise<MatchRow | undefined> {
  return db.selectFrom("tournament_matches").selectAll().where("game_id", "=", gameId).executeTakeFirst();
}

/** Claims making `row`'s game: false when the match already has one (made by another instance). */
export async function claimMatch(db: Db, row: MatchRow): Promise<boolean> {
  const result = await db
    .insertInto("tournament_matches")
    .values(row)
    .onConflict((oc) => oc.columns(["tournament_id", "match_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Records a match's result once: false when one was already recorded. */
export async function recordMatchResult(
  db: Db,
  result: {
    tournamentId: string;
    matchId: string;
    winnerId: string;
    scores: readonly [number, number] | null;
    decidedBy: string;
    now: number;
  },
): Promise<boolean> {
  const updated = await db
    .updateTable("tournament_matches")
    .set({
      winner_id: result.winnerId,
      score_a: result.scores?.[0] ?? null,
      score_b: result.scores?.[1] ?? null,
      decided_by: result.decidedBy,
      decided_at: result.now,
      no_show_at: null,
    })
    .where("tournament_id", "=", result.tournamentId)
    .where("match_id", "=", result.matchId)
    .where("winner_id", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The game started: nobody can be a no-show any more. */
export async function clearNoShow(db: Db, gameId: string): Promise<void> {
  await db
    .updateTable("tournament_matches")
    .set({ no_show_at: null })
    .where("game_id", "=", gameId)
    .execute();
}

/** Undecided matches past their no-show deadline. */
export async function listDueNoShows(db: Db, now: number, limit: number): Promise<MatchRow[]> {
  return db
    .selectFrom("tournament_matches")
    .selectAll()
    .where("no_show_at", "<=", now)
    .where("winner_id", "is", null)
    .orderBy("no_show_at")
    .limit(limit)
    .execute();
}

/** Undecided matches whose game is over: their result is not recorded yet (its instance was lost). */
export async function listUnsettledMatchGames(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("tournament_matches as m")
    .innerJoin("games as g", "g.id", "m.game_id")
    .select("m.game_id")
    .where("m.winner_id", "is", null)
    .where("g.completed_at", "is not", null)
    .limit(limit)
    .execute();
  return rows.map((row) => row.game_id);
}

/** Undecided matches of the tournament whose game does not exist: its making was cut short. */
export async function listMatchesWithoutGame(db: Db, tournamentId: string): Promise<MatchRow[]> {
  return db
    .selectFrom("tournament_matches as m")
    .leftJoin("games as g", "g.id", "m.game_id")
    .selectAll("m")
    .where("m.tournament_id", "=", tournamentId)
    .where("m.winner_id", "is", null)
    .where("g.id", "is", null)
    .execute();
}
