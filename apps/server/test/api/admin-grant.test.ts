// Admins are made by a command on the server, never by registering an address; ADMIN_EMAILS, when
// set, is an allow-list checked on every request
// (docs/decisions/015-admin-grants-durability-and-database-timeouts.md, docs/product.md §10).
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { requireRole, signedInUser } from "../../src/auth/require-user";
import { openSqlite, SQLITE_FILE_NAME } from "../../src/db/connect";
import { findUserCredentialsByEmail } from "../../src/db/repos/users";
import type { Db } from "../../src/db/schema";
import { createTestApp, sessionCookieOf, signUp, type TestApp } from "../support/test-app";

const REPO_ROOT = resolve(import.meta.dirname, "../../../..");

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- <args>` from the repository root, as an operator types it. */
function adminCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolveRun) => {
    execFile(
      "npm",
      ["run", "--silent", "admin", "--", ...args],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? tmpdir(),
          LOG_LEVEL: "silent",
          ...env,
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolveRun({ code, stdout, stderr });
      },
    );
  });
}

const apps: TestApp[] = [];
let db: Db | undefined;
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await db?.destroy();
  db = undefined;
});

/** An app with an admin-only route, on `database` (in memory when absent). */
async function appWith(adminEmails: string[], database?: Db): Promise<TestApp> {
  const t = await createTestApp({
    config: { adminEmails },
    ...(database ? { db: database } : {}),
    routes: (app) => {
      app.get("/api/admin-only", { preHandler: requireRole("admin") }, async (request) => ({
        id: signedInUser(request).id,
      }));
    },
  });
  apps.push(t);
  return t;
}

async function whoAmI(t: TestApp, cookie: string) {
  const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
  const adminOnly = await t.app.inject({ url: "/api/admin-only", headers: { cookie } });
  return { role: me.json().role as string, adminOnly: adminOnly.statusCode };
}

// Each CLI run starts npm and tsx: seconds apiece on a loaded machine.
describe("admin grants", { timeout: 240_000 }, () => {
  it("never makes an account admin at sign-up, sign-in or claim, even with an e-mail in ADMIN_EMAILS", async () => {
    const t = await appWith(["boss@example.com", "guestboss@example.com"]);
    const boss = await signUp(t.app, { email: "boss@example.com" });
    expect(boss.user.role).toBe("player");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "boss@example.com", password: boss.body.password },
    });
    expect(login.json().role).toBe("player");
    expect((await findUserCredentialsByEmail(t.db, "boss@example.com"))?.user.role).toBe("player");
    expect(await whoAmI(t, `rb_session=${sessionCookieOf(login)}`)).toEqual({
      role: "player",
      adminOnly: 403,
    });

    const guest = await t.app.inject({ method: "POST", url: "/api/dev-auto-login" });
    const claimed = await t.app.inject({
      method: "POST",
      url: "/api/user/claim",
      headers: { cookie: `rb_session=${sessionCookieOf(guest)}` },
      payload: { email: "guestboss@example.com", password: "password123" },
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().role).toBe("player");
  });

  it("grants admin with `npm run admin -- grant`, lists it, and takes it back with `revoke`", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rb-admin-"));
    db = openSqlite(join(dataDir, SQLITE_FILE_NAME));
    const t = await appWith(["boss@example.com"], db);
    const boss = await signUp(t.app, { email: "boss@example.com" });
    expect(await whoAmI(t, boss.headers.cookie)).toEqual({ role: "player", adminOnly: 403 });

    const env = { DATA_DIR: dataDir, ADMIN_EMAILS: "boss@example.com" };
    const granted = await adminCli(["grant", "Boss@Example.com"], env);
    expect(granted, granted.stderr).toMatchObject({ code: 0 });
    expect(granted.stdout).toMatch(/boss@example\.com is now an admin/);
    expect(await whoAmI(t, boss.headers.cookie)).toEqual({ role: "admin", adminOnly: 200 });

    const listed = await adminCli(["list"], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain("boss@example.com");

    const revoked = await adminCli(["revoke", "boss@example.com"], env);
    expect(revoked, revoked.stderr).toMatchObject({ code: 0 });
    expect(revoked.stdout).toMatch(/boss@example\.com is no longer an admin/);
    expect(await whoAmI(t, boss.headers.cookie)).toEqual({ role: "player", adminOnly: 403 });
  });

  it("removing the e-mail from ADMIN_EMAILS demotes a granted admin at once", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rb-admin-"));
    db = openSqlite(join(dataDir, SQLITE_FILE_NAME));
    const listed = await appWith(["boss@example.com"], db);
    const boss = await signUp(listed.app, { email: "boss@example.com" });
    const granted = await adminCli(["grant", "boss@example.com"], { DATA_DIR: dataDir });
    expect(granted, granted.stderr).toMatchObject({ code: 0 });
    expect(await whoAmI(listed, boss.headers.cookie)).toEqual({ role: "admin", adminOnly: 200 });

    // The same database and session, served with the e-mail no longer listed.
    const unlisted = await appWith(["someone.else@example.com"], db);
    expect(await whoAmI(unlisted, boss.headers.cookie)).toEqual({ role: "player", adminOnly: 403 });
    // Without ADMIN_EMAILS the grant alone counts.
    const unset = await appWith([], db);
    expect(await whoAmI(unset, boss.headers.cookie)).toEqual({ role: "admin", adminOnly: 200 });
  });

  it("exits non-zero with a clear message for an e-mail no account has, and for a bad command", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rb-admin-"));
    const unknown = await adminCli(["grant", "nobody@example.com"], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No account has the e-mail nobody@example\.com/);
    const empty = await adminCli(["list"], { DATA_DIR: dataDir });
    expect(empty).toMatchObject({ code: 0, stdout: expect.stringMatching(/No admins/) });
    const bad = await adminCli(["promote", "x@example.com"], { DATA_DIR: dataDir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Usage: npm run admin -- grant EMAIL/);
  });
});
