import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTestUsers, TEST_USERS } from "../../src/auth/test-users";
import { migrateToLatest } from "../../src/db/migrate";
import { migrations } from "../../src/db/migrations/index";
import {
  countSessionsForUser,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsForUser,
  findSessionWithUser,
  insertSession,
  touchSession,
} from "../../src/db/repos/sessions";
import { getStats, setStats, ZERO_STATS } from "../../src/db/repos/stats";
import {
  claimGuest,
  createUser,
  DuplicateUserError,
  findUserById,
  findUserCredentialsByEmail,
  isEmailTaken,
  isUsernameTaken,
  listTestUsers,
  type NewUser,
  recordLogin,
  setRole,
  updateProfile,
} from "../../src/db/repos/users";
import type { Db } from "../../src/db/schema";
import { dbTargets } from "../support/db-targets";

const targets = dbTargets({ sqlite: "file" });

const T0 = Date.UTC(2031, 5, 15, 12, 0, 0); // beyond 2^32 ms: timestamps must survive as bigints

let seq = 0;
function newUser(overrides: Partial<NewUser> = {}): NewUser {
  const n = ++seq;
  return {
    id: `user-${n}`,
    username: `Player_${n}`,
    email: `player${n}@example.com`,
    passwordHash: "scrypt$10$8$1$c2FsdA==$a2V5",
    firstName: "Pat",
    lastName: "Player",
    createdAt: T0,
    ...overrides,
  };
}

for (const target of targets) {
  describe.skipIf(!target.available)(`repositories on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const opened = await target.open();
      db = opened.db;
      cleanup = opened.close;
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await cleanup?.();
    });

    it("runs the migrations again without changing anything", async () => {
      await migrateToLatest(db);
      const result = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(db);
      expect(Number(result.rows[0]?.n)).toBe(Object.keys(migrations).length);
    });

    it("creates a user with defaults, camelCase fields, booleans and millisecond timestamps", async () => {
      const input = newUser({ lastLoginAt: T0 + 1 });
      const user = await createUser(db, input);
      expect(user).toEqual({
        id: input.id,
        username: input.username,
        email: input.email,
        firstName: "Pat",
        lastName: "Player",
        profileImageUrl: null,
        bio: null,
        favoriteWordCategory: null,
        skillLevel: "beginner",
        role: "player",
        isGuest: false,
        isTestUser: false,
        createdAt: T0,
        lastLoginAt: T0 + 1,
      });
      expect(typeof user.createdAt).toBe("number");
    });

    it("creates zeroed stats together with the user", async () => {
      const user = await createUser(db, newUser());
      expect(await getStats(db, user.id)).toEqual(ZERO_STATS);
    });

    it("stores and reads back stats", async () => {
      const user = await createUser(db, newUser());
      const stats = {
        gamesPlayed: 7,
        gamesWon: 3,
        riddlesCreated: 12,
        totalScore: 2_000_000,
        currentWinStreak: 2,
      };
      await setStats(db, user.id, stats);
      expect(await getStats(db, user.id)).toEqual(stats);
    });

    it("refuses a username that differs only in case", async () => {
      await createUser(db, newUser({ username: "RiddleMaster" }));
      await expect(createUser(db, newUser({ username: "riddlemaster" }))).rejects.toEqual(
        new DuplicateUserError("username"),
      );
      expect(await isUsernameTaken(db, "RIDDLEMASTER")).toBe(true);
      expect(await isUsernameTaken(db, "nobody_here")).toBe(false);
    });

    it("refuses a duplicate e-mail and leaves no half-created user or stats behind", async () => {
      await createUser(db, newUser({ email: "twin@example.com" }));
      const second = newUser({ email: "twin@example.com" });
      await expect(createUser(db, second)).rejects.toEqual(new DuplicateUserError("email"));
      expect(await findUserById(db, second.id)).toBeNull();
      expect(await isEmailTaken(db, "twin@example.com")).toBe(true);
    });

    it("allows many users without an e-mail (guests)", async () => {
      const a = await createUser(db, newUser({ email: null, passwordHash: null, isGuest: true }));
      const b = await createUser(db, newUser({ email: null, passwordHash: null, isGuest: true }));
      expect(a.isGuest && b.isGuest).toBe(true);
      expect(a.email).toBeNull();
    });

    it("finds credentials by e-mail, and nothing for an unknown one", async () => {
      const input = newUser();
      await createUser(db, input);
      const found = await findUserCredentialsByEmail(db, input.email ?? "");
      expect(found?.user.id).toBe(input.id);
      expect(found?.passwordHash).toBe(input.passwordHash);
      expect(await findUserCredentialsByEmail(db, "nobody@example.com")).toBeNull();
      expect(await findUserCredentialsByEmail(db, "' OR 1=1 --")).toBeNull();
    });

    it("updates only the given profile fields and refuses a taken username", async () => {
      const user = await createUser(db, newUser());
      const other = await createUser(db, newUser());
      const updated = await updateProfile(db, user.id, { bio: "<b>hi</b>", skillLevel: "expert" });
      expect(updated).toMatchObject({ bio: "<b>hi</b>", skillLevel: "expert", username: user.username });
      const renamed = await updateProfile(db, user.id, {
        username: `New_${seq}`,
        favoriteWordCategory: "food",
      });
      expect(renamed).toMatchObject({
        username: `New_${seq}`,
        favoriteWordCategory: "food",
        bio: "<b>hi</b>",
      });
      await expect(updateProfile(db, user.id, { username: other.username.toUpperCase() })).rejects.toEqual(
        new DuplicateUserError("username"),
      );
      const cleared = await updateProfile(db, user.id, { bio: null, favoriteWordCategory: null });
      expect(cleared).toMatchObject({ bio: null, favoriteWordCategory: null });
    });

    it("records a login time without touching the role, and sets a role only through setRole", async () => {
      const user = await createUser(db, newUser());
      await recordLogin(db, user.id, T0 + 5000);
      expect(await findUserById(db, user.id)).toMatchObject({ lastLoginAt: T0 + 5000, role: "player" });
      await setRole(db, user.id, "admin");
      await recordLogin(db, user.id, T0 + 6000);
      expect(await findUserById(db, user.id)).toMatchObject({ lastLoginAt: T0 + 6000, role: "admin" });
      await setRole(db, user.id, "moderator");
      expect((await findUserById(db, user.id))?.role).toBe("moderator");
    });

    it("claims a guest once, keeping its id and stats", async () => {
      const guest = await createUser(
        db,
        newUser({ email: null, passwordHash: null, isGuest: true, firstName: null }),
      );
      await setStats(db, guest.id, { ...ZERO_STATS, gamesPlayed: 4 });
      const claimed = await claimGuest(db, guest.id, {
        email: `claimed${seq}@example.com`,
        passwordHash: "scrypt$10$8$1$eA==$eQ==",
        firstName: "Gus",
      });
      expect(claimed).toBe(true);
      expect(await findUserById(db, guest.id)).toMatchObject({
        isGuest: false,
        email: `claimed${seq}@example.com`,
        firstName: "Gus",
        lastName: "Player",
      });
      expect((await getStats(db, guest.id)).gamesPlayed).toBe(4);
      expect(await claimGuest(db, guest.id, { email: "again@example.com", passwordHash: "x" })).toBe(false);
    });

    it("refuses to claim with an e-mail another account has", async () => {
      const owner = await createUser(db, newUser());
      const guest = await createUser(db, newUser({ email: null, passwordHash: null, isGuest: true }));
      await expect(claimGuest(db, guest.id, { email: owner.email ?? "", passwordHash: "x" })).rejects.toEqual(
        new DuplicateUserError("email"),
      );
      expect((await findUserById(db, guest.id))?.isGuest).toBe(true);
    });

    it("stores sessions by token hash and finds them with their user in one lookup", async () => {
      const user = await createUser(db, newUser());
      const session = {
        tokenHash: `hash-${seq}`,
        userId: user.id,
        createdAt: T0,
        lastSeenAt: T0,
        expiresAt: T0 + 1000,
      };
      await insertSession(db, session);
      const found = await findSessionWithUser(db, session.tokenHash);
      expect(found?.session).toEqual(session);
      expect(found?.user).toEqual(user);
      await touchSession(db, session.tokenHash, T0 + 500);
      expect((await findSessionWithUser(db, session.tokenHash))?.session.lastSeenAt).toBe(T0 + 500);
      expect(await deleteSession(db, session.tokenHash)).toBe(user.id);
      expect(await deleteSession(db, session.tokenHash)).toBeNull();
      expect(await findSessionWithUser(db, session.tokenHash)).toBeNull();
    });

    it("deletes every session of a user, and only that user's", async () => {
      const a = await createUser(db, newUser());
      const b = await createUser(db, newUser());
      for (const [i, u] of [a, a, b].entries()) {
        await insertSession(db, {
          tokenHash: `multi-${seq}-${i}`,
          userId: u.id,
          createdAt: T0,
          lastSeenAt: T0,
          expiresAt: T0 + 1,
        });
      }
      expect(await deleteSessionsForUser(db, a.id)).toBe(2);
      expect(await countSessionsForUser(db, a.id)).toBe(0);
      expect(await countSessionsForUser(db, b.id)).toBe(1);
    });

    it("purges sessions past their absolute or idle timeout", async () => {
      const user = await createUser(db, newUser());
      const idleMs = 1000;
      const now = T0 + 10_000;
      const rows = [
        { tokenHash: `live-${seq}`, lastSeenAt: now - 10, expiresAt: now + 10 },
        { tokenHash: `idle-${seq}`, lastSeenAt: now - idleMs - 1, expiresAt: now + 10 },
        { tokenHash: `old-${seq}`, lastSeenAt: now - 10, expiresAt: now },
      ];
      for (const r of rows) await insertSession(db, { ...r, userId: user.id, createdAt: T0 });
      expect(await deleteExpiredSessions(db, now, idleMs)).toBeGreaterThanOrEqual(2);
      expect(await findSessionWithUser(db, `live-${seq}`)).not.toBeNull();
      expect(await findSessionWithUser(db, `idle-${seq}`)).toBeNull();
      expect(await findSessionWithUser(db, `old-${seq}`)).toBeNull();
    });

    it("rejects a session for a user that does not exist (foreign key)", async () => {
      await expect(
        insertSession(db, {
          tokenHash: `orphan-${seq}`,
          userId: "no-such-user",
          createdAt: T0,
          lastSeenAt: T0,
          expiresAt: T0,
        }),
      ).rejects.toThrow();
    });

    it("seeds the test users once, however often it runs", async () => {
      const clock = { now: () => T0 };
      const first = await seedTestUsers(db, clock);
      const second = await seedTestUsers(db, clock);
      expect(first).toBe(TEST_USERS.length);
      expect(second).toBe(0);
      const listed = await listTestUsers(db);
      expect(listed.map((u) => u.username)).toEqual(["alice", "bob", "carol", "dave"]);
      expect(listed.every((u) => u.isTestUser && !u.isGuest)).toBe(true);
      expect((await findUserCredentialsByEmail(db, "alice@test.riddlebook.local"))?.passwordHash).toBeNull();
    });
  });
}
