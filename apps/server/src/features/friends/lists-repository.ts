/**
 * The friends page's reads (docs/decisions/020-friends-presence-challenges-leaderboards.md): the
 * friends with their stats, the requests each way and the blocks. SQL only: a request between two
 * users where either blocked the other is kept but never shown to its recipient (`notBlocked`).
 */
import type { FriendRequest, FriendRequestStatus } from "@riddlebook/protocol";
import type { Db } from "../../db/schema";
import { addressedTo, notBlocked, type Recipient } from "./repository";

/** The user's friends' ids. */
export async function listFriendIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("friendships").select("friend_id").where("user_id", "=", userId).execute();
  return rows.map((row) => row.friend_id);
}

/** A friend with their stats, before presence is added. */
interface FriendRecord {
  id: string;
  name: string;
  email: string | null;
  gamesPlayed: number;
  gamesWon: number;
  totalScore: number;
  currentStreak: number;
  since: number;
}

/** The user's friends with their stats, by name. */
export async function listFriends(db: Db, userId: string): Promise<FriendRecord[]> {
  const rows = await db
    .selectFrom("friendships")
    .innerJoin("users", "users.id", "friendships.friend_id")
    .leftJoin("user_stats", "user_stats.user_id", "friendships.friend_id")
    .select([
      "users.id",
      "users.username",
      "users.email",
      "friendships.created_at",
      "user_stats.games_played",
      "user_stats.games_won",
      "user_stats.total_score",
      "user_stats.current_win_streak",
    ])
    .where("friendships.user_id", "=", userId)
    .orderBy("users.username_key")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.username,
    email: row.email,
    gamesPlayed: Number(row.games_played ?? 0),
    gamesWon: Number(row.games_won ?? 0),
    totalScore: Number(row.total_score ?? 0),
    currentStreak: Number(row.current_win_streak ?? 0),
    since: Number(row.created_at),
  }));
}

/** Pending requests to the user (by account or e-mail), oldest first, without those hidden by a block. */
export async function listIncomingRequests(db: Db, recipient: Recipient): Promise<FriendRequest[]> {
  const rows = await db
    .selectFrom("friend_requests")
    .innerJoin("users", "users.id", "friend_requests.from_user_id")
    .select([
      "friend_requests.id",
      "friend_requests.from_user_id",
      "friend_requests.created_at",
      "users.username",
    ])
    .where("friend_requests.status", "=", "pending")
    .where((eb) => eb.and([addressedTo(eb, recipient), notBlocked(eb, recipient.userId)]))
    .orderBy("friend_requests.created_at")
    .orderBy("friend_requests.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    direction: "incoming",
    userId: row.from_user_id,
    name: row.username,
    email: null,
    status: "pending",
    createdAt: Number(row.created_at),
  }));
}

/**
 * The user's requests made since `since`, newest first, cancelled ones left out. The recipient is
 * named only once they accepted; before that the sender sees just the e-mail they typed.
 */
export async function listOutgoingRequests(
  db: Db,
  senderId: string,
  since: number,
): Promise<FriendRequest[]> {
  const rows = await db
    .selectFrom("friend_requests")
    .leftJoin("users", "users.id", "friend_requests.to_user_id")
    .select([
      "friend_requests.id",
      "friend_requests.to_user_id",
      "friend_requests.to_email",
      "friend_requests.status",
      "friend_requests.created_at",
      "users.username",
    ])
    .where("friend_requests.from_user_id", "=", senderId)
    .where("friend_requests.status", "!=", "cancelled")
    .where("friend_requests.created_at", ">=", since)
    .orderBy("friend_requests.created_at", "desc")
    .orderBy("friend_requests.id", "desc")
    .execute();
  return rows.map((row) => {
    const accepted = row.status === "accepted";
    return {
      id: row.id,
      direction: "outgoing",
      userId: accepted ? row.to_user_id : null,
      name: accepted ? (row.username ?? null) : null,
      email: row.to_email,
      status: row.status as FriendRequestStatus,
      createdAt: Number(row.created_at),
    };
  });
}

/** The users `blockerId` blocked, most recent first. */
export async function listBlocked(
  db: Db,
  blockerId: string,
): Promise<{ id: string; name: string; blockedAt: number }[]> {
  const rows = await db
    .selectFrom("user_blocks")
    .innerJoin("users", "users.id", "user_blocks.blocked_id")
    .select(["users.id", "users.username", "user_blocks.created_at"])
    .where("user_blocks.blocker_id", "=", blockerId)
    .orderBy("user_blocks.created_at", "desc")
    .orderBy("users.id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.username, blockedAt: Number(row.created_at) }));
}
