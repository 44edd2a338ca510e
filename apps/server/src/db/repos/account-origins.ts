/**
 * Where accounts sign in from (docs/decisions/045-what-counts-on-leaderboards.md): one row per
 * (account, origin), the origin an opaque hash of the client's address key, refreshed when a session
 * starts. The completing commit reads them (`games/fair-play.ts`) to tell one person's accounts apart
 * from other people's.
 */
import { createHash } from "node:crypto";
import { FAIR_PLAY } from "@riddlebook/rules";
import type { Db } from "../schema";

/** The stored origin of a client address key (`clientAddressKey`: IPv4 as is, IPv6 by its /64). */
export const originOf = (addressKey: string): string =>
  createHash("sha256").update(`riddlebook-origin:${addressKey}`).digest("hex").slice(0, 32);

/** Records that `userId` started a session from `origin` at `now`. */
export async function recordAccountOrigin(
  db: Db,
  userId: string,
  origin: string,
  now: number,
): Promise<void> {
  await db
    .insertInto("account_origins")
    .values({ user_id: userId, origin, seen_at: now })
    .onConflict((oc) => oc.columns(["user_id", "origin"]).doUpdateSet({ seen_at: now }))
    .execute();
}

/** Deletes the origins not seen within the window that decides who is one person. */
export async function purgeAccountOrigins(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom("account_origins")
    .where("seen_at", "<", now - FAIR_PLAY.originWindowMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
