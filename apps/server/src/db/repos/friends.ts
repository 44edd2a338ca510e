import type { Db } from "../schema";

/** True when `userId` and `otherId` are friends (a friendship has a row on each side). */
export async function areFriends(db: Db, userId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom("friendships")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("friend_id", "=", otherId)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when either user has blocked the other. */
export async function blockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom("user_blocks")
    .select("blocker_id")
    .where((eb) =>
      eb.or([
        eb.and([eb("blocker_id", "=", a), eb("blocked_id", "=", b)]),
        eb.and([eb("blocker_id", "=", b), eb("blocked_id", "=", a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
