// Ids in test names such as (A7) are rows of docs/reliability.md.

import { type AdminUser, type AuditEntry, DELETED_PLAYER_NAME } from "@riddlebook/protocol";
import { afterEach, describe, expect, it } from "vitest";
import { DELETED_AUTHOR_ID } from "../../src/db/repos/account-deletion";
import { setRole } from "../../src/db/repos/users";
import { type Caller, call } from "../support/game-helpers";
import { createTestApp, errorBodyOf, signUp, type TestApp } from "../support/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(config: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp({ ...config, config: { rateLimitScale: 10, ...config.config } });
  return t;
}

/** A signed-up user with `role` (set as the operator's grant would), their name and e-mail. */
async function person(app: TestApp, role: "player" | "moderator" | "admin" = "player", email?: string) {
  const { user, headers, body } = await signUp(app.app, email ? { email } : {});
  if (role !== "player") await setRole(app.db, user.id, role);
  return {
    userId: user.id as string,
    headers,
    username: body.username as string,
    email: body.email as string,
  };
}

const setRoleCall = (app: TestApp, caller: Caller | null, targetId: string, role: unknown) =>
  call(app.app, caller, "PATCH", `/api/admin/users/${targetId}/role`, { role });

describe("admin calls (A7)", () => {
  it("refuse signed-out callers with 401, and players and moderators with 403, changing nothing", async () => {
    const app = await start();
    const target = await person(app);
    for (const role of [null, "player", "moderator"] as const) {
      const caller = role === null ? null : await person(app, role);
      const calls = [
        await call(app.app, caller, "GET", "/api/admin/users?query=player"),
        await call(app.app, caller, "GET", "/api/admin/audit"),
        await setRoleCall(app, caller, target.userId, "moderator"),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(role === null ? 401 : 403);
        if (role !== null) {
          expect(errorBodyOf(res)).toEqual({
            code: "forbidden",
            message: "Only admins can manage roles and read the audit list.",
          });
        }
      }
    }
    const row = await app.db
      .selectFrom("users")
      .select("role")
      .where("id", "=", target.userId)
      .executeTakeFirst();
    expect(row?.role).toBe("player");
    expect(await app.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });

  it("refuse an admin the ADMIN_EMAILS allow-list no longer lists (ADR 015)", async () => {
    const app = await start({ config: { adminEmails: ["boss@example.com"] } });
    const unlisted = await person(app, "admin");
    const listed = await person(app, "admin", "boss@example.com");
    expect((await call(app.app, unlisted, "GET", "/api/admin/users")).statusCode).toBe(403);
    expect((await call(app.app, listed, "GET", "/api/admin/users")).statusCode).toBe(200);
  });
});

describe("GET /api/admin/users", () => {
  it("finds users by username or e-mail prefix, in any case, at most 50", async () => {
    const app = await start();
    const admin = await person(app, "admin");
    const target = await person(app, "player", "Quokka.Fan@example.com");
    const byMail = await call(app.app, admin, "GET", "/api/admin/users?query=QUOKKA.f");
    expect(byMail.statusCode).toBe(200);
    expect(byMail.json()).toEqual([
      {
        id: target.userId,
        username: target.username,
        email: "quokka.fan@example.com",
        role: "player",
        isGuest: false,
        createdAt: expect.any(Number),
      },
    ]);
    const byName = await call(
      app.app,
      admin,
      "GET",
      `/api/admin/users?query=${target.username.toUpperCase()}`,
    );
    expect(byName.json().map((u: AdminUser) => u.id)).toEqual([target.userId]);
    expect((await call(app.app, admin, "GET", "/api/admin/users?query=nobody-like-this")).json()).toEqual([]);
    for (let i = 0; i < 52; i++) {
      await app.db
        .insertInto("users")
        .values({
          id: `bulk-${i}`,
          username: `bulk_${i}`,
          username_key: `bulk_${i}`,
          email: null,
          password_hash: null,
          first_name: null,
          last_name: null,
          profile_image_url: null,
          bio: null,
          favorite_word_category: null,
          created_at: 0,
          last_login_at: null,
        })
        .execute();
    }
    expect((await call(app.app, admin, "GET", "/api/admin/users?query=bulk")).json()).toHaveLength(50);
    for (const url of [
      `/api/admin/users?query=${"q".repeat(101)}`,
      "/api/admin/users?query=a&query=b",
      "/api/admin/users?limit=5",
      "/api/admin/users?query=a%00",
    ]) {
      const res = await call(app.app, admin, "GET", url);
      expect(res.statusCode, url).toBe(400);
      errorBodyOf(res);
    }
    // LIKE wildcards are taken as text: no match, no error.
    for (const query of ["%25", "_", "%5C"]) {
      const res = await call(app.app, admin, "GET", `/api/admin/users?query=${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });
});

describe("the deleted players' account (ADR 023)", () => {
  it("is neither listed nor managed: search skips it and a role change answers 404", async () => {
    const app = await start();
    const admin = await person(app, "admin");
    // The row account deletion makes when a deleted player had published riddles.
    await app.db
      .insertInto("users")
      .values({
        id: DELETED_AUTHOR_ID,
        username: DELETED_PLAYER_NAME,
        username_key: DELETED_PLAYER_NAME.toLowerCase(),
        email: null,
        password_hash: null,
        first_name: null,
        last_name: null,
        is_guest: 1,
        created_at: Date.now(),
        last_login_at: null,
      })
      .execute();
    for (const url of [
      "/api/admin/users",
      `/api/admin/users?query=${encodeURIComponent(DELETED_PLAYER_NAME)}`,
    ]) {
      const res = await call(app.app, admin, "GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(
        (res.json() as AdminUser[]).map((u) => u.id),
        url,
      ).not.toContain(DELETED_AUTHOR_ID);
    }
    const res = await setRoleCall(app, admin, DELETED_AUTHOR_ID, "moderator");
    expect(res.statusCode).toBe(404);
    expect(errorBodyOf(res)).toEqual({ code: "not_found", message: "That user doesn't exist." });
    expect(await app.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });
});

describe("PATCH /api/admin/users/:id/role", () => {
  it("makes a player a moderator and back, effective at once in the target's own session, each change audited", async () => {
    const app = await start();
    const admin = await person(app, "admin");
    const target = await person(app);
    expect((await call(app.app, target, "GET", "/api/published-riddles")).statusCode).toBe(403);

    app.clock.advance(1_000);
    const promoted = await setRoleCall(app, admin, target.userId, "moderator");
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: target.userId, role: "moderator" });
    // The same session, no sign-in again: the role holds from the next call.
    expect((await call(app.app, target, "GET", "/api/published-riddles")).statusCode).toBe(200);
    expect((await call(app.app, target, "GET", "/api/auth/user")).json().role).toBe("moderator");

    app.clock.advance(1_000);
    const demoted = await setRoleCall(app, admin, target.userId, "player");
    expect(demoted.json()).toMatchObject({ role: "player" });
    expect((await call(app.app, target, "GET", "/api/published-riddles")).statusCode).toBe(403);

    const audit = await call(app.app, admin, "GET", "/api/admin/audit");
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().entries as AuditEntry[];
    expect(entries).toEqual([
      expect.objectContaining({
        kind: "role_change",
        actorId: admin.userId,
        actorName: admin.username,
        targetType: "user",
        targetId: target.userId,
        detail: "moderator → player",
        createdAt: app.clock.now(),
      }),
      expect.objectContaining({ detail: "player → moderator", createdAt: app.clock.now() - 1_000 }),
    ]);
    expect(audit.json().nextCursor).toBeNull();
  });

  it("refuses to grant admin, to change an admin, to make a guest a moderator, and unknown users", async () => {
    const app = await start();
    const admin = await person(app, "admin");
    const otherAdmin = await person(app, "admin");
    const player = await person(app);

    const grant = await setRoleCall(app, admin, player.userId, "admin");
    expect(grant.statusCode).toBe(400);
    expect(errorBodyOf(grant).message).toContain("Admins are granted by the operator, not from this page.");

    for (const targetId of [otherAdmin.userId, admin.userId]) {
      const res = await setRoleCall(app, admin, targetId, "player");
      expect(res.statusCode).toBe(400);
      expect(errorBodyOf(res)).toEqual({
        code: "invalid_request",
        message: "Admins are changed by the operator.",
      });
    }

    const guest = await app.app.inject({ method: "POST", url: "/api/dev-auto-login" });
    const guestId = guest.json().id;
    expect(guest.json().isGuest).toBe(true);
    const guestRes = await setRoleCall(app, admin, guestId, "moderator");
    expect(guestRes.statusCode).toBe(400);
    expect(errorBodyOf(guestRes).message).toBe(
      "Guests can't be moderators: they need to sign up for an account first.",
    );

    const unknown = await setRoleCall(app, admin, "no-such-user", "moderator");
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown)).toEqual({ code: "not_found", message: "That user doesn't exist." });
    for (const body of [{ role: "emperor" }, {}, { role: "moderator", extra: 1 }]) {
      const res = await call(app.app, admin, "PATCH", `/api/admin/users/${player.userId}/role`, body);
      expect(res.statusCode).toBe(400);
    }

    const roles = await app.db.selectFrom("users").select(["id", "role"]).execute();
    const byId = Object.fromEntries(roles.map((r) => [r.id, r.role]));
    expect(byId[otherAdmin.userId]).toBe("admin");
    expect(byId[admin.userId]).toBe("admin");
    expect(byId[player.userId]).toBe("player");
    expect(byId[guestId]).toBe("player");
    expect(await app.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });
});

describe("GET /api/admin/audit", () => {
  it("lists role changes newest first in pages of 50, and refuses a malformed cursor", async () => {
    const app = await start();
    const admin = await person(app, "admin");
    const target = await person(app);
    for (let i = 0; i < 55; i++) {
      app.clock.advance(1);
      const res = await setRoleCall(app, admin, target.userId, i % 2 === 0 ? "moderator" : "player");
      expect(res.statusCode).toBe(200);
    }
    const first = await call(app.app, admin, "GET", "/api/admin/audit");
    expect(first.json().entries).toHaveLength(50);
    expect(first.json().entries[0]).toMatchObject({
      detail: "player → moderator",
      createdAt: app.clock.now(),
    });
    const second = await call(app.app, admin, "GET", `/api/admin/audit?cursor=${first.json().nextCursor}`);
    expect(second.json().entries).toHaveLength(5);
    expect(second.json().nextCursor).toBeNull();
    const times = [...first.json().entries, ...second.json().entries].map((e: AuditEntry) => e.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(55);

    const bad = await call(app.app, admin, "GET", "/api/admin/audit?cursor=not-a-cursor");
    expect(bad.statusCode).toBe(400);
    expect(errorBodyOf(bad).message).toBe(
      "That page of the list no longer exists. Start from the first page.",
    );
  });
});
