import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/support/test-app";
import { setRole } from "../db/repos/users";
import { requireRole, signedInUser } from "./require-user";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe("requireRole", () => {
  it("refuses strangers with 401 and players with 403, and lets moderators and admins through (A7)", async () => {
    t = await createTestApp({
      routes: (app) => {
        app.get("/api/mod-only", { preHandler: requireRole("moderator") }, async (request) => ({
          id: signedInUser(request).id,
        }));
      },
    });
    const player = await signUp(t.app);
    expect((await t.app.inject({ url: "/api/mod-only" })).statusCode).toBe(401);
    const refused = await t.app.inject({ url: "/api/mod-only", headers: player.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "You are not allowed to do that.", code: "forbidden" });
    await setRole(t.db, player.user.id, "moderator");
    const allowed = await t.app.inject({ url: "/api/mod-only", headers: player.headers });
    expect(allowed.json()).toEqual({ id: player.user.id });
    await setRole(t.db, player.user.id, "admin");
    expect((await t.app.inject({ url: "/api/mod-only", headers: player.headers })).statusCode).toBe(200);
  });
});
