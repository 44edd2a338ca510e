import type { AdminUser, AuditEntry, AuditKind, AuditPage } from "@riddlebook/protocol";
import type { Role } from "@riddlebook/rules";
import { sql } from "kysely";
import { DELETED_AUTHOR_ID } from "../../db/repos/account-deletion";
import { recordAudit } from "../../db/repos/audit";
import type { Db } from "../../db/schema";

/**
 * The admin page's data (docs/decisions/021-community-riddles-moderation.md): finding users, moving
 * them between player and moderator, and reading the audit list. SQL only: who may be given which
 * role is decided in `service.ts` with packages/rules/src/roles.ts.
 */

/** The most users one search answers. */
const USER_SEARCH_LIMIT = 50;
/** Audit entries per page. */
const AUDIT_PAGE_SIZE = 50;

/** Thrown for an audit cursor that is malformed. */
export class AuditCursorError extends Error {
  override name = "AuditCursorError";
}

const USER_COLUMNS = ["id", "username", "email", "role", "is_guest", "created_at"] as const;

function toAdminUser(row: {
  id: string;
  username: string;
  email: string | null;
  role: string;
  is_guest: number;
  created_at: number | string;
}): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as Role,
    isGuest: Boolean(Number(row.is_guest)),
    createdAt: Number(row.created_at),
  };
}

/** `text` as a LIKE prefix pattern, its wildcards taken literally (escaped with a backslash). */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Up to 50 users whose username or e-mail starts with `query` (any case), by username; without a
 * query, admins and moderators first. Roles are the stored ones. The deleted players' account is
 * never listed.
 */
export async function searchUsers(db: Db, query: string | undefined): Promise<AdminUser[]> {
  // The shared account behind deleted players' riddles is nobody to manage (ADR 023).
  let select = db.selectFrom("users").select(USER_COLUMNS).where("id", "!=", DELETED_AUTHOR_ID);
  const key = query?.trim().toLowerCase() ?? "";
  if (key !== "") {
    const pattern = prefixPattern(key);
    select = select.where((eb) =>
      eb.or([
        eb(sql`username_key`, "like", sql`${pattern} escape '\\'`),
        eb(sql`email`, "like", sql`${pattern} escape '\\'`),
      ]),
    );
  } else {
    select = select.orderBy(sql`case role when 'admin' then 0 when 'moderator' then 1 else 2 end`);
  }
  const rows = await select.orderBy("username_key").orderBy("id").limit(USER_SEARCH_LIMIT).execute();
  return rows.map(toAdminUser);
}

/** A user as the admin page sees them, or null for none (the deleted players' account is none). */
export async function findAdminUser(db: Db, id: string): Promise<AdminUser | null> {
  if (id === DELETED_AUTHOR_ID) return null;
  const row = await db.selectFrom("users").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toAdminUser(row) : null;
}

/**
 * Moves a user from role `from` to `to` and records the change (kind `role_change`, detail
 * "player → moderator") in the same transaction. Conditional on `from`, so a concurrent change (or
 * an operator's grant) is never overwritten: answers false, changing nothing, when the role is no
 * longer `from`.
 */
export async function updateRole(
  db: Db,
  input: {
    targetId: string;
    from: Role;
    to: Role;
    actor: { id: string; username: string };
    now: number;
    auditId: string;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("users")
      .set({ role: input.to })
      .where("id", "=", input.targetId)
      .where("role", "=", input.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordAudit(trx, {
      id: input.auditId,
      kind: "role_change",
      actorId: input.actor.id,
      actorName: input.actor.username,
      targetType: "user",
      targetId: input.targetId,
      detail: `${input.from} → ${input.to}`,
      note: null,
      createdAt: input.now,
    });
    return true;
  });
}

function encodeCursor(at: number, id: string): string {
  return Buffer.from(JSON.stringify({ t: at, i: id })).toString("base64url");
}

function decodeCursor(cursor: string): { at: number; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new AuditCursorError("malformed cursor");
  }
  const { t, i } = (parsed ?? {}) as { t?: unknown; i?: unknown };
  if (!Number.isSafeInteger(t) || typeof i !== "string" || i.length > 100) {
    throw new AuditCursorError("malformed cursor");
  }
  return { at: t as number, id: i };
}

/** One page of the audit list, newest first. Throws AuditCursorError for a malformed cursor. */
export async function listAudit(
  db: Db,
  query: { cursor?: string | undefined; limit?: number },
): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  let select = db.selectFrom("audit_log").selectAll();
  if (query.cursor !== undefined) {
    const after = decodeCursor(query.cursor);
    select = select.where((eb) =>
      eb.or([
        eb("created_at", "<", after.at),
        eb.and([eb("created_at", "=", after.at), eb("id", "<", after.id)]),
      ]),
    );
  }
  const rows = await select
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const entries: AuditEntry[] = rows.slice(0, limit).map((row) => ({
    id: row.id,
    kind: row.kind as AuditKind,
    actorId: row.actor_id,
    actorName: row.actor_name,
    targetType: row.target_type as AuditEntry["targetType"],
    targetId: row.target_id,
    detail: row.detail,
    note: row.note,
    createdAt: Number(row.created_at),
  }));
  const last = entries[entries.length - 1];
  return { entries, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}
