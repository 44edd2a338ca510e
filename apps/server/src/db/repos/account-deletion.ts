/**
 * Deleting an account (docs/decisions/023-account-export-and-deletion.md), in one transaction:
 * the user row and everything personal hangs off it are removed, and what other players' history
 * needs is kept without the person in it. After it, no column of any table holds the user's id,
 * e-mail or username, except text other players typed themselves (a report's details, a riddle).
 *
 * - Games the user played, all complete (a seat in a game that is not over refuses the deletion):
 *   the seat keeps its riddles, guesses and score under `DELETED_PLAYER_NAME`, with no user behind
 *   it and marked as left (so "Play again" does not bring it along), and the game's name loses the
 *   user's names ("Ann's Game" → "Deleted player's Game"); the stored state's version goes
 *   up by one, so a commit started from the state read before fails its version check and reloads.
 *   A game whose kick list names the user loses that entry.
 * - Tournaments (docs/decisions/033-tournaments.md): a place in one still registering is given up,
 *   as leaving would; in one that started, the entrant stays in the bracket with no user behind it,
 *   under `DELETED_PLAYER_NAME` (as champion too), and forfeits any match still to come by not
 *   showing. A tournament the user created goes on, its creator the "deleted player" account.
 * - Published riddles stay in the Vault and in other players' daily history: they move to the one
 *   "deleted player" account (`DELETED_AUTHOR_ID`, no e-mail, no password, never signed in to),
 *   under `DELETED_PLAYER_NAME`. The column is `NOT NULL` with a foreign key to `users`.
 * - The audit list keeps its entries: where the user acted or was the target, their id becomes a
 *   pseudonym (the same for every entry of this deletion), their name `DELETED_PLAYER_NAME`, and a
 *   username reset's "old → new" detail the same name. A new `account_deleted` entry records the
 *   deletion under the pseudonym.
 * - Removed: sessions (their token hashes are answered, so their sockets can be closed), stats,
 *   leaderboard rows (taken out of the rank histogram first), friendships, friend requests and
 *   blocks both ways, presence, challenges both ways, the quick-match entry, drafts, Vault attempts
 *   and ratings, reports filed by or about the user, and stored answers to Idempotency-Keys that
 *   mention them.
 */
import { DELETED_PLAYER_NAME } from "@riddlebook/protocol";
import { defaultGameName } from "@riddlebook/rules";
import { type Kysely, sql } from "kysely";
import type { Database, Db } from "../schema";
import { recordAudit } from "./audit";

/** The account that owns the published riddles of deleted accounts. */
export const DELETED_AUTHOR_ID = "deleted-player";

type AccountDeletion =
  | { ok: true; tokenHashes: string[]; formerFriendIds: string[] }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "in_game"; joinCodes: string[] };

interface DeletionInput {
  userId: string;
  now: number;
  /** The new audit entry's id. */
  auditId: string;
  /** What stands for the user in the audit list from now on. */
  pseudonym: string;
}

interface Doomed {
  id: string;
  username: string;
  email: string | null;
}

type Trx = Kysely<Database>;

/** A game changed between reading and rewriting it: the transaction is rolled back and run again. */
class GameChangedError extends Error {
  override name = "GameChangedError";
}

/** `%text%` for LIKE, its wildcards taken literally (escaped with a backslash). */
const containing = (text: string) =>
  sql<string>`${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;

/** The account's password hash (null for a guest), or undefined when the account is gone. */
export async function findPasswordHash(
  db: Db,
  userId: string,
): Promise<{ passwordHash: string | null } | undefined> {
  const row = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row && { passwordHash: row.password_hash };
}

/**
 * Deletes the account as described above, or refuses: `in_game` (with the games' join codes) while
 * the user is seated in a game that is not complete, `not_found` when the account is already gone.
 */
export async function deleteAccount(db: Db, input: DeletionInput): Promise<AccountDeletion> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await db.transaction().execute((trx) => deleteInside(trx, input));
    } catch (error) {
      if (!(error instanceof GameChangedError)) throw error;
    }
  }
  throw new Error("account deletion kept meeting concurrent game commits");
}

async function deleteInside(trx: Trx, input: DeletionInput): Promise<AccountDeletion> {
  const { userId, now } = input;
  const user = await trx
    .selectFrom("users")
    .select(["id", "username", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return { ok: false, reason: "not_found" };
  const live = await trx
    .selectFrom("game_players")
    .innerJoin("games", "games.id", "game_players.game_id")
    .select("games.join_code")
    .where("game_players.user_id", "=", userId)
    .where("games.completed_at", "is", null)
    .execute();
  if (live.length > 0) {
    return { ok: false, reason: "in_game", joinCodes: [...new Set(live.map((row) => row.join_code))] };
  }

  await trx
    .deleteFrom("drafts")
    .where((eb) =>
      eb("player_id", "in", eb.selectFrom("game_players").select("player_id").where("user_id", "=", userId)),
    )
    .execute();
  await anonymiseGames(trx, user);
  await movePublishedRiddles(trx, user, now);
  await removeLeaderboardRows(trx, userId, now);

  const formerFriendIds = (
    await trx.selectFrom("friendships").select("friend_id").where("user_id", "=", userId).execute()
  ).map((row) => row.friend_id);
  const tokenHashes = (
    await trx.deleteFrom("sessions").where("user_id", "=", userId).returning("token_hash").execute()
  ).map((row) => row.token_hash);
  await removeRelations(trx, user);
  await anonymiseAudit(trx, user, input.pseudonym);
  await anonymiseTournaments(trx, userId);
  await trx.deleteFrom("story_progress").where("user_id", "=", userId).execute();
  await trx.deleteFrom("story_games").where("user_id", "=", userId).execute();
  await trx.deleteFrom("user_stats").where("user_id", "=", userId).execute();
  await trx.deleteFrom("users").where("id", "=", userId).execute();
  await recordAudit(trx, {
    id: input.auditId,
    kind: "account_deleted",
    actorId: input.pseudonym,
    actorName: DELETED_PLAYER_NAME,
    targetType: "user",
    targetId: input.pseudonym,
    detail: "The player deleted their account.",
    note: null,
    createdAt: now,
  });
  return { ok: true, tokenHashes, formerFriendIds };
}

/** The user's tournament places and the tournaments they created, as the header says. */
async function anonymiseTournaments(trx: Trx, userId: string): Promise<void> {
  const entries = await trx
    .selectFrom("tournament_entrants as e")
    .innerJoin("tournaments as t", "t.id", "e.tournament_id")
    .select(["e.tournament_id", "e.id", "t.status"])
    .where("e.user_id", "=", userId)
    .execute();
  for (const entry of entries) {
    if (entry.status === "registering") {
      await trx
        .deleteFrom("tournament_entrants")
        .where("tournament_id", "=", entry.tournament_id)
        .where("id", "=", entry.id)
        .execute();
    }
    await trx
      .updateTable("tournaments")
      .set((eb) => ({
        entrant_count: entry.status === "registering" ? eb("entrant_count", "-", 1) : eb.ref("entrant_count"),
        champion_name: eb
          .case()
          .when("champion_id", "=", entry.id)
          .then(DELETED_PLAYER_NAME)
          .else(eb.ref("champion_name"))
          .end(),
        version: eb("version", "+", 1),
      }))
      .where("id", "=", entry.tournament_id)
      .execute();
  }
  await trx
    .updateTable("tournament_entrants")
    .set({ user_id: null, name: DELETED_PLAYER_NAME })
    .where("user_id", "=", userId)
    .execute();
  await trx
    .updateTable("tournaments")
    .set((eb) => ({
      creator_id: DELETED_AUTHOR_ID,
      creator_name: DELETED_PLAYER_NAME,
      version: eb("version", "+", 1),
    }))
    .where("creator_id", "=", userId)
    .execute();
}

/** The parts of a stored game core (`games.state`) that name users. */
interface CoreWithPlayers {
  version: number;
  name: string;
  players?: { userId: string | null; name: string; hasLeft: boolean }[];
  kickedUserIds?: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The game's name without the user's names in it: the default name of a game Ann hosts ("Ann's Game")
 * becomes "Deleted player's Game", and any whole-word use of the username or, if at least 3
 * characters long, of a name the user sat under becomes "Deleted player".
 */
function nameWithout(gameName: string, username: string, seatNames: readonly string[]): string {
  let name = seatNames.some((seatName) => gameName === defaultGameName(seatName))
    ? defaultGameName(DELETED_PLAYER_NAME)
    : gameName;
  for (const own of [username, ...seatNames.filter((seatName) => seatName.length >= 3)]) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(own)}(?![\\p{L}\\p{N}_])`, "giu");
    name = name.replace(pattern, DELETED_PLAYER_NAME);
  }
  return name;
}

/**
 * Every game whose stored state names the user: the seat anonymised, the user's names out of the
 * game's name, the kick list without them.
 */
async function anonymiseGames(trx: Trx, user: Doomed): Promise<void> {
  const userId = user.id;
  const games = await trx
    .selectFrom("games")
    .select(["id", "state", "version"])
    .where(sql.ref("state"), "like", containing(JSON.stringify(userId)))
    .execute();
  for (const game of games) {
    const core = JSON.parse(game.state) as CoreWithPlayers;
    const seatNames: string[] = [];
    for (const player of core.players ?? []) {
      if (player.userId !== userId) continue;
      seatNames.push(player.name);
      player.userId = null;
      player.name = DELETED_PLAYER_NAME;
      player.hasLeft = true;
    }
    core.name = nameWithout(core.name, user.username, seatNames);
    if (core.kickedUserIds) core.kickedUserIds = core.kickedUserIds.filter((id) => id !== userId);
    const version = Number(game.version);
    core.version = version + 1;
    const result = await trx
      .updateTable("games")
      .set({ state: JSON.stringify(core), version: version + 1 })
      .where("id", "=", game.id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new GameChangedError();
  }
  await trx
    .updateTable("game_players")
    .set({ user_id: null, name: DELETED_PLAYER_NAME })
    .where("user_id", "=", userId)
    .execute();
}

/** The user's published riddles move to the deleted-player account; reviews they signed lose the name. */
async function movePublishedRiddles(trx: Trx, user: Doomed, now: number): Promise<void> {
  const owned = await trx
    .selectFrom("published_riddles")
    .select("id")
    .where("user_id", "=", user.id)
    .limit(1)
    .executeTakeFirst();
  if (owned) {
    await trx
      .insertInto("users")
      .values({
        id: DELETED_AUTHOR_ID,
        username: DELETED_PLAYER_NAME,
        // A space: no username a player can choose (letters, digits, underscores) ever takes it.
        username_key: DELETED_PLAYER_NAME.toLowerCase(),
        email: null,
        password_hash: null,
        first_name: null,
        last_name: null,
        is_guest: 1,
        created_at: now,
        last_login_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .updateTable("published_riddles")
      .set({ user_id: DELETED_AUTHOR_ID, player_name: DELETED_PLAYER_NAME })
      .where("user_id", "=", user.id)
      .execute();
  }
  // `reviewed_by` holds the reviewer's username (repos/review.ts).
  await trx
    .updateTable("published_riddles")
    .set({ reviewed_by: DELETED_PLAYER_NAME })
    .where("reviewed_by", "=", user.username)
    .execute();
}

/** The leaderboard columns of each ranked metric (as in repos/leaderboard.ts). */
const RANKED_COLUMNS = [
  ["score", "total_score"],
  ["wins", "wins"],
  ["win_rate", "win_rate_bp"],
  ["solve_rate", "solve_rate_bp"],
] as const;

/**
 * The user's leaderboard rows, each first taken out of its period's histogram. The `all` period row
 * is touched first, as completing commits do, so this waits its turn with them (repos/leaderboard.ts).
 */
async function removeLeaderboardRows(trx: Trx, userId: string, now: number): Promise<void> {
  const entries = await trx
    .selectFrom("leaderboard_entries")
    .selectAll()
    .where("user_id", "=", userId)
    .execute();
  if (entries.length === 0) return;
  await trx.updateTable("leaderboard_periods").set({ updated_at: now }).where("period", "=", "all").execute();
  for (const entry of entries) {
    for (const [metric, column] of RANKED_COLUMNS) {
      const value = entry[column];
      if (value === null) continue;
      const at = { period: entry.period, metric, value: Number(value) };
      await trx
        .deleteFrom("leaderboard_counts")
        .where("period", "=", at.period)
        .where("metric", "=", at.metric)
        .where("value", "=", at.value)
        .where("n", "<=", 1)
        .execute();
      await trx
        .updateTable("leaderboard_counts")
        .set((eb) => ({ n: eb("n", "-", 1) }))
        .where("period", "=", at.period)
        .where("metric", "=", at.metric)
        .where("value", "=", at.value)
        .execute();
    }
  }
  await trx.deleteFrom("leaderboard_entries").where("user_id", "=", userId).execute();
}

/** The rows that tie the user to others, or hold what only they did: gone, both ways. */
async function removeRelations(trx: Trx, user: Doomed): Promise<void> {
  const id = user.id;
  await trx
    .deleteFrom("friendships")
    .where((eb) => eb.or([eb("user_id", "=", id), eb("friend_id", "=", id)]))
    .execute();
  await trx
    .deleteFrom("friend_requests")
    .where((eb) =>
      eb.or([
        eb("from_user_id", "=", id),
        eb("to_user_id", "=", id),
        ...(user.email === null ? [] : [eb("to_email", "=", user.email)]),
      ]),
    )
    .execute();
  await trx
    .deleteFrom("user_blocks")
    .where((eb) => eb.or([eb("blocker_id", "=", id), eb("blocked_id", "=", id)]))
    .execute();
  await trx
    .deleteFrom("challenges")
    .where((eb) => eb.or([eb("challenger_id", "=", id), eb("challenged_id", "=", id)]))
    .execute();
  for (const table of ["user_presence", "matchmaking_entries", "vault_attempts", "riddle_ratings"] as const) {
    await trx.deleteFrom(table).where("user_id", "=", id).execute();
  }
  await trx
    .deleteFrom("reports")
    .where((eb) =>
      eb.or([eb("reporter_id", "=", id), eb.and([eb("target_type", "=", "user"), eb("target_id", "=", id)])]),
    )
    .execute();
  // Stored answers are a cache for retries (ADR 016): any that mention the user go.
  const mentions = [id, user.username, ...(user.email === null ? [] : [user.email])];
  await trx
    .deleteFrom("idempotency_keys")
    .where((eb) =>
      eb.or([
        eb("scope", "=", `user:${id}`),
        ...mentions.map((text) => eb(sql.ref("response_body"), "like", containing(text))),
      ]),
    )
    .execute();
}

/** Audit entries and closed reports keep the user only as the pseudonym. */
async function anonymiseAudit(trx: Trx, user: Doomed, pseudonym: string): Promise<void> {
  await trx
    .updateTable("audit_log")
    .set({ actor_id: pseudonym, actor_name: DELETED_PLAYER_NAME })
    .where("actor_id", "=", user.id)
    .execute();
  await trx
    .updateTable("audit_log")
    .set((eb) => ({
      target_id: pseudonym,
      // A username reset's detail is "old → new": both the user's names.
      detail: eb
        .case()
        .when("kind", "=", "reset_username")
        .then(DELETED_PLAYER_NAME)
        .else(eb.ref("detail"))
        .end(),
    }))
    .where("target_type", "=", "user")
    .where("target_id", "=", user.id)
    .execute();
  await trx.updateTable("reports").set({ closed_by: pseudonym }).where("closed_by", "=", user.id).execute();
}
