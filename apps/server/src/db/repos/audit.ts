import type { AuditEntry } from "@riddlebook/protocol";
import type { Db } from "../schema";

/** Adds one entry to the audit list; call it in the same transaction as the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: entry.id,
      kind: entry.kind,
      actor_id: entry.actorId,
      actor_name: entry.actorName,
      target_type: entry.targetType,
      target_id: entry.targetId,
      detail: entry.detail,
      note: entry.note,
      created_at: entry.createdAt,
    })
    .execute();
}
