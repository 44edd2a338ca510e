import type { Role, SkillLevel, WordCategory } from "@riddlebook/rules";
import type { Selectable, Updateable } from "kysely";
import type { Db, UsersTable } from "../schema";
import { uniqueViolationTarget } from "../unique-violation";
import { runWriteBatch, WriteBatch } from "../write-batch";

/** A user as the server sees it. Never leaves the server as is: see `toUserDto`. */
export interface UserRecord {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  favoriteWordCategory: WordCategory | null;
  skillLevel: SkillLevel;
  role: Role;
  isGuest: boolean;
  isTestUser: boolean;
  createdAt: number;
  lastLoginAt: number | null;
}

export interface NewUser {
  id: string;
  username: string;
  email: string | null;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  role?: Role;
  isGuest?: boolean;
  isTestUser?: boolean;
  createdAt: number;
  lastLoginAt?: number | null;
}

interface ProfilePatch {
  username?: string;
  bio?: string | null;
  favoriteWordCategory?: WordCategory | null;
  skillLevel?: SkillLevel;
}

/** Thrown when a write would duplicate a username (case-insensitively) or an e-mail. */
export class DuplicateUserError extends Error {
  override name = "DuplicateUserError";
  constructor(readonly field: "username" | "email") {
    super(`duplicate ${field}`);
  }
}

const usernameKey = (username: string) => username.toLowerCase();

export const USER_COLUMNS = [
  "users.id",
  "users.username",
  "users.email",
  "users.first_name",
  "users.last_name",
  "users.profile_image_url",
  "users.bio",
  "users.favorite_word_category",
  "users.skill_level",
  "users.role",
  "users.is_guest",
  "users.is_test_user",
  "users.created_at",
  "users.last_login_at",
] as const;

type UserRow = Pick<
  Selectable<UsersTable>,
  | "id"
  | "username"
  | "email"
  | "first_name"
  | "last_name"
  | "profile_image_url"
  | "bio"
  | "favorite_word_category"
  | "skill_level"
  | "role"
  | "is_guest"
  | "is_test_user"
  | "created_at"
  | "last_login_at"
>;

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    bio: row.bio,
    favoriteWordCategory: row.favorite_word_category as WordCategory | null,
    skillLevel: row.skill_level as SkillLevel,
    role: row.role as Role,
    isGuest: Boolean(row.is_guest),
    isTestUser: Boolean(row.is_test_user),
    createdAt: Number(row.created_at),
    lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
  };
}

function rethrowDuplicate(error: unknown): never {
  const target = uniqueViolationTarget(error);
  if (target !== null) {
    if (target.includes("username")) throw new DuplicateUserError("username");
    if (target.includes("email")) throw new DuplicateUserError("email");
  }
  throw error;
}

/** Inserts the user and its zeroed stats row together. Throws DuplicateUserError on a taken username/e-mail. */
export async function createUser(db: Db, user: NewUser): Promise<UserRecord> {
  try {
    const batch = new WriteBatch(db);
    batch.add(
      db.insertInto("users").values({
        id: user.id,
        username: user.username,
        username_key: usernameKey(user.username),
        email: user.email,
        password_hash: user.passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        role: user.role ?? "player",
        is_guest: user.isGuest ? 1 : 0,
        is_test_user: user.isTestUser ? 1 : 0,
        created_at: user.createdAt,
        last_login_at: user.lastLoginAt ?? null,
      }),
    );
    batch.add(db.insertInto("user_stats").values({ user_id: user.id }));
    await runWriteBatch(db, batch);
  } catch (error) {
    rethrowDuplicate(error);
  }
  const created = await findUserById(db, user.id);
  if (!created) throw new Error("user vanished after insert");
  return created;
}

/** Inserts a user unless one with the same id, username or e-mail exists. Returns true when it inserted. */
export async function createUserIfMissing(db: Db, user: NewUser): Promise<boolean> {
  if (await findUserById(db, user.id)) return false;
  try {
    await createUser(db, user);
    return true;
  } catch (error) {
    // Another instance seeding at the same moment, or the name already in use: leave the existing row.
    if (error instanceof DuplicateUserError) return false;
    throw error;
  }
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | null> {
  const row = await db.selectFrom("users").select(USER_COLUMNS).where("users.id", "=", id).executeTakeFirst();
  return row ? toUserRecord(row) : null;
}

/** The user and its password hash, for sign-in. `email` must already be lower-cased. */
export async function findUserCredentialsByEmail(
  db: Db,
  email: string,
): Promise<{ user: UserRecord; passwordHash: string | null } | null> {
  const row = await db
    .selectFrom("users")
    .select([...USER_COLUMNS, "users.password_hash"])
    .where("users.email", "=", email)
    .executeTakeFirst();
  return row ? { user: toUserRecord(row), passwordHash: row.password_hash } : null;
}

export async function isUsernameTaken(db: Db, username: string, exceptUserId?: string): Promise<boolean> {
  let query = db
    .selectFrom("users")
    .select("users.id")
    .where("users.username_key", "=", usernameKey(username));
  if (exceptUserId) query = query.where("users.id", "!=", exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("users.id")
    .where("users.email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Applies a profile change. Throws DuplicateUserError when the new username is taken. */
export async function updateProfile(db: Db, id: string, patch: ProfilePatch): Promise<UserRecord | null> {
  const values: Updateable<UsersTable> = {};
  if (patch.username !== undefined) {
    values.username = patch.username;
    values.username_key = usernameKey(patch.username);
  }
  if (patch.bio !== undefined) values.bio = patch.bio;
  if (patch.favoriteWordCategory !== undefined) values.favorite_word_category = patch.favoriteWordCategory;
  if (patch.skillLevel !== undefined) values.skill_level = patch.skillLevel;
  if (Object.keys(values).length > 0) {
    try {
      await db.updateTable("users").set(values).where("users.id", "=", id).execute();
    } catch (error) {
      rethrowDuplicate(error);
    }
  }
  return findUserById(db, id);
}

/** Records a sign-in. Roles never change here (ADR 015: admins are granted by `npm run admin`). */
export async function recordLogin(db: Db, id: string, at: number): Promise<void> {
  await db.updateTable("users").set({ last_login_at: at }).where("users.id", "=", id).execute();
}

/**
 * Turns a guest into a full account, keeping its id (and so its stats). Only touches a row that is
 * still a guest; returns false otherwise. Throws DuplicateUserError when the e-mail is taken.
 */
export async function claimGuest(
  db: Db,
  id: string,
  claim: { email: string; passwordHash: string; firstName?: string; lastName?: string; role?: Role },
): Promise<boolean> {
  try {
    const result = await db
      .updateTable("users")
      .set({
        email: claim.email,
        password_hash: claim.passwordHash,
        is_guest: 0,
        ...(claim.firstName !== undefined ? { first_name: claim.firstName } : {}),
        ...(claim.lastName !== undefined ? { last_name: claim.lastName } : {}),
        ...(claim.role ? { role: claim.role } : {}),
      })
      .where("users.id", "=", id)
      .where("users.is_guest", "=", 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  } catch (error) {
    rethrowDuplicate(error);
  }
}

export async function setRole(db: Db, id: string, role: Role): Promise<void> {
  await db.updateTable("users").set({ role }).where("users.id", "=", id).execute();
}

export async function listTestUsers(db: Db): Promise<UserRecord[]> {
  const rows = await db
    .selectFrom("users")
    .select(USER_COLUMNS)
    .where("users.is_test_user", "=", 1)
    .orderBy("users.username_key")
    .execute();
  return rows.map(toUserRecord);
}
