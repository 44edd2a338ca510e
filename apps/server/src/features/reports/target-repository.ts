import type { ReportTargetType } from "@riddlebook/protocol";
import type { ExpressionBuilder } from "kysely";
import type { Database, Db } from "../../db/schema";

/**
 * What reports are about (docs/decisions/021-community-riddles-moderation.md; issue 29): the
 * targets' texts as they are now, their lookups, and who each is about (a riddle's author, the
 * player named, a tournament's creator). SQL only: what may be done with them is decided in
 * packages/rules/src/reports.ts and roles.ts.
 */

/** A report target: a game riddle (riddle id), a published riddle, a user or a tournament (their id). */
export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

/** A map key for a target. */
export const targetKey = (type: string, id: string) => `${type}\u0000${id}`;

type TargetText = { text: string; publishedRiddleId: string | null };

/** The targets' ids, per type. */
function idsByType(targets: readonly ReportTarget[]) {
  const of = (type: ReportTargetType) => targets.filter((t) => t.type === type).map((t) => t.id);
  return {
    riddleIds: of("riddle"),
    publishedIds: of("published_riddle"),
    userIds: of("user"),
    tournamentIds: of("tournament"),
  };
}

/**
 * What each target says now (riddle text, username, tournament name and description) and, for
 * riddles, the published riddle's id.
 */
export async function targetTexts(
  db: Db,
  targets: readonly ReportTarget[],
): Promise<Map<string, TargetText>> {
  const texts = new Map<string, TargetText>();
  const set = (type: ReportTargetType, id: string, text: string, publishedRiddleId: string | null = null) =>
    texts.set(targetKey(type, id), { text, publishedRiddleId });
  const { riddleIds, publishedIds, userIds, tournamentIds } = idsByType(targets);
  if (riddleIds.length > 0) {
    const riddles = await db
      .selectFrom("game_riddles")
      .leftJoin("published_riddles", "published_riddles.riddle_id", "game_riddles.riddle_id")
      .select(["game_riddles.riddle_id", "game_riddles.text", "published_riddles.id as published_id"])
      .where("game_riddles.riddle_id", "in", riddleIds)
      .execute();
    for (const riddle of riddles) set("riddle", riddle.riddle_id, riddle.text, riddle.published_id);
  }
  if (publishedIds.length > 0) {
    const published = await db
      .selectFrom("published_riddles")
      .select(["id", "riddle_text"])
      .where("id", "in", publishedIds)
      .execute();
    for (const riddle of published) set("published_riddle", riddle.id, riddle.riddle_text, riddle.id);
  }
  if (userIds.length > 0) {
    const users = await db
      .selectFrom("users")
      .select(["id", "username"])
      .where("id", "in", userIds)
      .execute();
    for (const user of users) set("user", user.id, user.username);
  }
  if (tournamentIds.length > 0) {
    const tournaments = await db
      .selectFrom("tournaments")
      .select(["id", "name", "description"])
      .where("id", "in", tournamentIds)
      .execute();
    for (const t of tournaments)
      set("tournament", t.id, t.description ? `${t.name}\n\n${t.description}` : t.name);
  }
  return texts;
}

/**
 * Who each target is about (user id and role): a game riddle's author (by the seat that wrote it), a
 * published riddle's author, the player named, a tournament's creator. A target nobody is known for
 * (a bot's riddle, a deleted row) is absent.
 */
export async function subjectsOf(
  db: Db,
  targets: readonly ReportTarget[],
): Promise<Map<string, { id: string; role: string }>> {
  const subjects = new Map<string, { id: string; role: string }>();
  const { riddleIds, publishedIds, userIds, tournamentIds } = idsByType(targets);
  const found: { type: ReportTargetType; target: string; id: string; role: string }[] = [];
  if (riddleIds.length > 0) {
    const rows = await db
      .selectFrom("game_riddles")
      .innerJoin("game_players", (join) =>
        join
          .onRef("game_players.game_id", "=", "game_riddles.game_id")
          .onRef("game_players.player_id", "=", "game_riddles.player_id"),
      )
      .innerJoin("users", "users.id", "game_players.user_id")
      .select(["game_riddles.riddle_id as target", "users.id", "users.role"])
      .where("game_riddles.riddle_id", "in", riddleIds)
      .execute();
    for (const row of rows) found.push({ type: "riddle", ...row });
  }
  if (publishedIds.length > 0) {
    const rows = await db
      .selectFrom("published_riddles")
      .innerJoin("users", "users.id", "published_riddles.user_id")
      .select(["published_riddles.id as target", "users.id", "users.role"])
      .where("published_riddles.id", "in", publishedIds)
      .execute();
    for (const row of rows) found.push({ type: "published_riddle", ...row });
  }
  if (userIds.length > 0) {
    const rows = await db.selectFrom("users").select(["id", "role"]).where("id", "in", userIds).execute();
    for (const row of rows) found.push({ type: "user", target: row.id, ...row });
  }
  if (tournamentIds.length > 0) {
    const rows = await db
      .selectFrom("tournaments")
      .innerJoin("users", "users.id", "tournaments.creator_id")
      .select(["tournaments.id as target", "users.id", "users.role"])
      .where("tournaments.id", "in", tournamentIds)
      .execute();
    for (const row of rows) found.push({ type: "tournament", ...row });
  }
  for (const row of found) subjects.set(targetKey(row.type, row.target), { id: row.id, role: row.role });
  return subjects;
}

/**
 * The reports about `userId` (a `where` of a `reports` query): on their name, their game or
 * published riddles, or their tournaments. The same subjects as `subjectsOf`.
 */
export function aboutUser(eb: ExpressionBuilder<Database, "reports">, userId: string) {
  const of = (type: ReportTargetType, ids: Parameters<typeof eb>[2]) =>
    eb.and([eb("target_type", "=", type), eb("target_id", "in", ids)]);
  return eb.or([
    eb.and([eb("target_type", "=", "user"), eb("target_id", "=", userId)]),
    of("published_riddle", eb.selectFrom("published_riddles").select("id").where("user_id", "=", userId)),
    of(
      "riddle",
      eb
        .selectFrom("game_riddles")
        .innerJoin("game_players", (join) =>
          join
            .onRef("game_players.game_id", "=", "game_riddles.game_id")
            .onRef("game_players.player_id", "=", "game_riddles.player_id"),
        )
        .select("game_riddles.riddle_id")
        .where("game_players.user_id", "=", userId),
    ),
    of("tournament", eb.selectFrom("tournaments").select("id").where("creator_id", "=", userId)),
  ]);
}

/** A game riddle as reports see it: its game, and its published riddle when it was published. */
export async function findGameRiddleTarget(
  db: Db,
  riddleId: string,
): Promise<{ gameId: string; publishedRiddleId: string | null } | null> {
  const row = await db
    .selectFrom("game_riddles")
    .leftJoin("published_riddles", "published_riddles.riddle_id", "game_riddles.riddle_id")
    .select(["game_riddles.game_id", "published_riddles.id as published_id"])
    .where("game_riddles.riddle_id", "=", riddleId)
    .executeTakeFirst();
  return row ? { gameId: row.game_id, publishedRiddleId: row.published_id } : null;
}

/** A published riddle as reports and moderation see it. */
export async function findPublishedRiddleTarget(
  db: Db,
  id: string,
): Promise<{ id: string; riddleId: string; userId: string; status: string; hidden: boolean } | null> {
  const row = await db
    .selectFrom("published_riddles")
    .select(["id", "riddle_id", "user_id", "status", "hidden"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    riddleId: row.riddle_id,
    userId: row.user_id,
    status: row.status,
    hidden: Number(row.hidden) === 1,
  };
}

/** A tournament's creator, or null for no such tournament. */
export async function tournamentCreator(db: Db, id: string): Promise<{ creatorId: string } | null> {
  const row = await db.selectFrom("tournaments").select("creator_id").where("id", "=", id).executeTakeFirst();
  return row ? { creatorId: row.creator_id } : null;
}
