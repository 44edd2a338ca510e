import { randomBytes } from "node:crypto";
import type { Db } from "../schema";

/**
 * Share links (migration 0016; apps/server/src/cards/README.md): one unguessable id per shared target.
 * Ids are 128 random bits (not the app's id generator, whose ids tests make predictable).
 */

/** The id of `target`'s share link, made on first use; two callers at once get the same id. */
export async function shareIdFor(db: Db, target: string, now: number): Promise<string> {
  const existing = await findShareId(db, target);
  if (existing) return existing;
  await db
    .insertInto("share_links")
    .values({ id: randomBytes(16).toString("base64url"), target, created_at: now })
    .onConflict((oc) => oc.column("target").doNothing())
    .execute();
  const stored = await findShareId(db, target);
  if (!stored) throw new Error(`share link for ${target} was not stored`);
  return stored;
}

async function findShareId(db: Db, target: string): Promise<string | undefined> {
  const row = await db.selectFrom("share_links").select("id").where("target", "=", target).executeTakeFirst();
  return row?.id;
}

/** Whether `shareId` is the share link of `target`. */
export async function shareIdOpens(db: Db, shareId: string, target: string): Promise<boolean> {
  const row = await db
    .selectFrom("share_links")
    .select("target")
    .where("id", "=", shareId)
    .executeTakeFirst();
  return row?.target === target;
}
