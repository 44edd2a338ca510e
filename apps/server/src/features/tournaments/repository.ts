/**
 * Tournaments' and entrants' rows (migration 0019; docs/decisions/033-tournaments.md), SQL only: the
 * match rows are in match-repository.ts. Every change to a tournament is a conditional write, so when
 * instances race exactly one of them makes it: a join claims a place with `entrant_count < size`, the
 * start and every bracket change require the version read, a match's game is claimed by inserting
 * its row, and a result is written only while none is.
 */
import type { TournamentPlacement, TournamentStatus } from "@riddlebook/protocol";
import { sql } from "kysely";
import { addLeaderboardUpdates } from "../../db/repos/leaderboard";
import type { Db, TournamentEntrantsTable, TournamentsTable } from "../../db/schema";
import { uniqueViolationTarget } from "../../db/unique-violation";
import { runWriteBatch, WriteBatch } from "../../db/write-batch";

export type TournamentRow = TournamentsTable;
export type EntrantRow = TournamentEntrantsTable;

export async function findTournament(db: Db, id: string): Promise<TournamentRow | undefined> {
  return db.selectFrom("tournaments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The entrants in the order they entered. */
export async function listEntrants(db: Db, tournamentId: string): Promise<EntrantRow[]> {
  return db
    .selectFrom("tournament_entrants")
    .selectAll()
    .where("tournament_id", "=", tournamentId)
    .orderBy("joined_at")
    .orderBy("id")
    .execute();
}

/** A new tournament with its creator entered, in one transaction. */
export async function insertTournament(db: Db, row: TournamentRow, creator: EntrantRow): Promise<void> {
  const batch = new WriteBatch(db);
  batch.add(db.insertInto("tournaments").values(row));
  batch.add(db.insertInto("tournament_entrants").values(creator));
  await runWriteBatch(db, batch);
}

/**
 * Enters `entrant` while the tournament is registering and has a place (and, for a person, before
 * the deadline): `entered`, `refused` (none of that holds any more: the caller re-reads why) or
 * `duplicate` (the person is already in).
 */
export async function addEntrant(
  db: Db,
  entrant: EntrantRow,
  now: number,
): Promise<"entered" | "refused" | "duplicate"> {
  const batch = new WriteBatch(db);
  batch.add(
    db
      .updateTable("tournaments")
      .set((eb) => ({ entrant_count: eb("entrant_count", "+", 1), version: eb("version", "+", 1) }))
      .where("id", "=", entrant.tournament_id)
      .where("status", "=", "registering")
      .where((eb) => eb("entrant_count", "<", eb.ref("size")))
      .where((eb) => (entrant.is_bot ? eb.lit(true) : eb("registration_deadline", ">", now))),
    1,
  );
  batch.add(db.insertInto("tournament_entrants").values(entrant));
  try {
    return (await runWriteBatch(db, batch)) === null ? "entered" : "refused";
  } catch (error) {
    if (uniqueViolationTarget(error) !== null) return "duplicate";
    throw error;
  }
}

/** Takes the person out while registering; false when they were not in or it has started. */
export async function removeEntrant(db: Db, tournamentId: string, userId: string): Promise<boolean> {
  const batch = new WriteBatch(db);
  batch.add(
    db
      .deleteFrom("tournament_entrants")
      .where("tournament_id", "=", tournamentId)
      .where("user_id", "=", userId),
    1,
  );
  batch.add(
    db
      .updateTable("tournaments")
      .set((eb) => ({ entrant_count: eb("entrant_count", "-", 1), version: eb("version", "+", 1) }))
      .where("id", "=", tournamentId)
      .where("status", "=", "registering"),
    1,
  );
  return (await runWriteBatch(db, batch)) === null;
}

/** Starts it with `bracket` if it is still registering at `version`; the entrants' ratings as seeded. */
export async function startTournament(
  db: Db,
  change: { id: string; version: number; bracket: string; now: number; ratings: ReadonlyMap<string, number> },
): Promise<boolean> {
  const batch = new WriteBatch(db);
  const start = { status: "running", bracket: change.bracket, started_at: change.now };
  batch.add(registeringAt(db, change, start), 1);
  for (const [entrantId, rating] of change.ratings) {
    batch.add(
      db
        .updateTable("tournament_entrants")
        .set({ rating })
        .where("tournament_id", "=", change.id)
        .where("id", "=", entrantId),
    );
  }
  return (await runWriteBatch(db, batch)) === null;
}

/** Cancels it if it is still registering at `version`. */
export async function cancelTournament(
  db: Db,
  change: { id: string; version: number; now: number; reason: string },
): Promise<boolean> {
  const cancel = { status: "cancelled", cancelled_at: change.now, cancel_reason: change.reason };
  const result = await registeringAt(db, change, cancel).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The update of a tournament still registering at `at.version`, which it bumps. */
function registeringAt(db: Db, at: { id: string; version: number }, set: Partial<TournamentRow>) {
  return db
    .updateTable("tournaments")
    .set({ ...set, version: at.version + 1 })
    .where("id", "=", at.id)
    .where("status", "=", "registering")
    .where("version", "=", at.version);
}

/** The end of a tournament: its champion, places and the prize points paid to people. */
export interface Completion {
  championId: string;
  championName: string;
  placements: readonly TournamentPlacement[];
  /** Prize points by user id (people only). */
  prizes: ReadonlyMap<string, number>;
}

/**
 * Stores the bracket after a change if the tournament is still running at `version`; with
 * `completion` it completes it too and, in the same transaction, adds each prize to the person's
 * total score and score leaderboards (so a prize is paid exactly once).
 */
export async function saveBracket(
  db: Db,
  change: { id: string; version: number; bracket: string; now: number; completion?: Completion },
): Promise<boolean> {
  const batch = new WriteBatch(db);
  const { completion } = change;
  batch.add(
    db
      .updateTable("tournaments")
      .set({
        bracket: change.bracket,
        version: change.version + 1,
        ...(completion
          ? {
              status: "complete",
              completed_at: change.now,
              champion_id: completion.championId,
              champion_name: completion.championName,
              placements: JSON.stringify(completion.placements),
            }
          : {}),
      })
      .where("id", "=", change.id)
      .where("status", "=", "running")
      .where("version", "=", change.version),
    1,
  );
  if (completion) addPrizes(batch, completion.prizes, change.now);
  return (await runWriteBatch(db, batch)) === null;
}

function addPrizes(batch: WriteBatch, prizes: ReadonlyMap<string, number>, now: number): void {
  const paid = [...prizes].filter(([, points]) => points > 0);
  for (const [userId, points] of paid) {
    batch.add(
      batch.q
        .updateTable("user_stats")
        .set((eb) => ({ total_score: eb("total_score", "+", points) }))
        .where("user_id", "=", userId),
    );
  }
  // Points only: no game, win or riddle is counted.
  addLeaderboardUpdates(
    batch,
    paid.map(([userId, points]) => ({
      userId,
      score: points,
      won: false,
      riddles: 0,
      riddlesSolved: 0,
      games: 0,
    })),
    now,
  );
}

/** Registering tournaments whose start time has come. */
export async function listDueStarts(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("tournaments")
    .select("id")
    .where("status", "=", "registering")
    .where("starts_at", "<=", now)
    .orderBy("starts_at")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Running tournaments, oldest start first (the sweep re-advances them). */
export async function listRunningTournaments(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("tournaments")
    .select("id")
    .where("status", "=", "running")
    .orderBy("started_at")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** One page of the list: keyset over (starts_at, id), ascending for what is to come, else descending. */
export async function listTournamentRows(
  db: Db,
  query: {
    status?: TournamentStatus | undefined;
    userId?: string | undefined;
    after?: { startsAt: number; id: string } | undefined;
    limit: number;
  },
): Promise<TournamentRow[]> {
  const ascending = query.status === "registering" || query.status === "running";
  const direction = ascending ? "asc" : "desc";
  let select = db.selectFrom("tournaments").selectAll();
  if (query.status) select = select.where("status", "=", query.status);
  const { userId, after } = query;
  if (userId !== undefined) {
    select = select.where((eb) =>
      eb.or([
        eb("creator_id", "=", userId),
        eb.exists(
          eb
            .selectFrom("tournament_entrants as e")
            .select(sql.lit(1).as("one"))
            .whereRef("e.tournament_id", "=", "tournaments.id")
            .where("e.user_id", "=", userId),
        ),
      ]),
    );
  }
  if (after) {
    select = select.where((eb) =>
      eb.or([
        eb("starts_at", ascending ? ">" : "<", after.startsAt),
        eb.and([eb("starts_at", "=", after.startsAt), eb("id", ascending ? ">" : "<", after.id)]),
      ]),
    );
  }
  return select.orderBy("starts_at", direction).orderBy("id", direction).limit(query.limit).execute();
}

/** What the prize rule asks of the people's accounts (`prizesReachBoards` in the rules). */
export async function listPrizeAccounts(
  db: Db,
  userIds: readonly string[],
): Promise<{ userId: string; isGuest: boolean; createdAt: number }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom("users")
    .select(["id", "is_guest", "created_at"])
    .where("id", "in", [...userIds])
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    isGuest: Number(row.is_guest) === 1,
    createdAt: Number(row.created_at),
  }));
}
