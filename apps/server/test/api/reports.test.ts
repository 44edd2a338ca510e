// Reports through the HTTP API (docs/decisions/021-community-riddles-moderation.md): who may report
// what, once per reporter and target, the per-user limit, and the moderators' grouped queue.
import type { ReportGroup, ReportGroupsPage } from "@riddlebook/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUser } from "../../src/db/repos/users";
import { type Caller, call } from "../support/game-helpers";
import { gameWithRiddles, member, publishRiddle } from "../support/report-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const THANKS = { success: true, message: "Thanks. A moderator will look at it." };

const report = (caller: Caller | null, body: Record<string, unknown>) =>
  call(t.app, caller, "POST", "/api/reports", body);

const reportRows = () => t.db.selectFrom("reports").selectAll().orderBy("created_at").orderBy("id").execute();

async function queue(caller: Caller, query = ""): Promise<ReportGroupsPage> {
  const res = await call(t.app, caller, "GET", `/api/reports${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("POST /api/reports", () => {
  it("takes a report of a player's name: 201 with the thanks, one open row with the reason and details", async () => {
    const reporter = await member(t);
    const reported = await member(t);
    const res = await report(reporter, {
      targetType: "user",
      targetId: reported.userId,
      reason: "offensive",
      details: "  Look at that name.  ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(THANKS);
    const rows = await reportRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporter_id: reporter.userId,
      target_type: "user",
      target_id: reported.userId,
      reason: "offensive",
      details: "Look at that name.",
      status: "open",
      closed_by: null,
      closed_at: null,
    });
    expect(Number(rows[0]!.created_at)).toBe(t.clock.now());
  });

  it("takes reports from moderators and admins as from any player", async () => {
    const reported = await member(t);
    for (const role of ["moderator", "admin"] as const) {
      const res = await report(await member(t, role), {
        targetType: "user",
        targetId: reported.userId,
        reason: "other",
      });
      expect(res.statusCode, role).toBe(201);
      expect(res.json()).toEqual(THANKS);
    }
    expect(await reportRows()).toHaveLength(2);
  });

  it("answers a repeat report of the same target the same way and stores no second row", async () => {
    const reporter = await member(t);
    const reported = await member(t);
    const body = { targetType: "user", targetId: reported.userId, reason: "spam" };
    const first = await report(reporter, body);
    const second = await report(reporter, { ...body, reason: "offensive", details: "again" });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const rows = await reportRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: "spam", details: null });
  });

  it("refuses reporting yourself with 400", async () => {
    const me = await member(t);
    const res = await report(me, { targetType: "user", targetId: me.userId, reason: "other" });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual({ code: "invalid_request", message: "You can't report yourself." });
    expect(await reportRows()).toHaveLength(0);
  });

  it("answers 404 for an unknown user, riddle or published riddle", async () => {
    const reporter = await member(t);
    const cases = [
      ["user", "That player doesn't exist."],
      ["riddle", "That riddle doesn't exist."],
      ["published_riddle", "That riddle doesn't exist."],
    ] as const;
    for (const [targetType, message] of cases) {
      const res = await report(reporter, { targetType, targetId: "no-such-id", reason: "offensive" });
      expect(res.statusCode, targetType).toBe(404);
      expect(errorBodyOf(res)).toEqual({ code: "not_found", message });
    }
    expect(await reportRows()).toHaveLength(0);
  });

  it("refuses a body with an unknown target type or reason, or over-long details, with 400", async () => {
    const reporter = await member(t);
    const other = await member(t);
    const bad = [
      { targetType: "game", targetId: other.userId, reason: "offensive" },
      { targetType: "user", targetId: other.userId, reason: "rude" },
      { targetType: "user", targetId: other.userId, reason: "other", details: "x".repeat(301) },
      { targetType: "user", reason: "other" },
    ];
    for (const body of bad) {
      const res = await report(reporter, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBodyOf(res).code).toBe("invalid_request");
    }
    expect(await reportRows()).toHaveLength(0);
  });

  it("needs a signed-in user (401)", async () => {
    const reported = await member(t);
    const res = await report(null, { targetType: "user", targetId: reported.userId, reason: "spam" });
    expect(res.statusCode).toBe(401);
  });

  describe("a riddle in a game", () => {
    it("lets a seated player report another's riddle once its round is scored", async () => {
      const { seats, riddleIds } = await gameWithRiddles(t, 3, { scored: true });
      const res = await report(seats[1]!, {
        targetType: "riddle",
        targetId: riddleIds[0],
        reason: "spoiler",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(THANKS);
      expect(await reportRows()).toMatchObject([{ target_type: "riddle", target_id: riddleIds[0] }]);
    });

    it("refuses it before the round is scored (400) and refuses one's own riddle (400)", async () => {
      const { seats, riddleIds } = await gameWithRiddles(t, 3);
      const early = await report(seats[1]!, {
        targetType: "riddle",
        targetId: riddleIds[0],
        reason: "spoiler",
      });
      expect(early.statusCode).toBe(400);
      expect(errorBodyOf(early)).toEqual({
        code: "invalid_request",
        message: "You can report a riddle once its round is scored.",
      });
      const own = await report(seats[0]!, {
        targetType: "riddle",
        targetId: riddleIds[0],
        reason: "spoiler",
      });
      expect(own.statusCode).toBe(400);
      expect(errorBodyOf(own)).toEqual({
        code: "invalid_request",
        message: "You can't report your own riddle.",
      });
      expect(await reportRows()).toHaveLength(0);
    });

    it("lets a spectator report a riddle of a public game, but answers 404 for a private game they can't watch", async () => {
      const spectator = await member(t);
      const publicGame = await gameWithRiddles(t, 3, { isPublic: true, scored: true });
      const privateGame = await gameWithRiddles(t, 3, { isPublic: false, scored: true });
      const onPublic = await report(spectator, {
        targetType: "riddle",
        targetId: publicGame.riddleIds[1],
        reason: "offensive",
      });
      expect(onPublic.statusCode).toBe(201);
      const onPrivate = await report(spectator, {
        targetType: "riddle",
        targetId: privateGame.riddleIds[1],
        reason: "offensive",
      });
      expect(onPrivate.statusCode).toBe(404);
      expect(errorBodyOf(onPrivate)).toEqual({ code: "not_found", message: "That riddle doesn't exist." });
      expect(await reportRows()).toMatchObject([{ target_id: publicGame.riddleIds[1] }]);
    });
  });

  describe("a published riddle", () => {
    it("can be reported once approved, not while pending (404), and never by its author (400)", async () => {
      const { seats, riddleIds } = await gameWithRiddles(t, 3, { scored: true });
      const reader = await member(t);
      const pendingId = await publishRiddle(t, seats[1]!, riddleIds[1]!);
      const pending = await report(reader, {
        targetType: "published_riddle",
        targetId: pendingId,
        reason: "spam",
      });
      expect(pending.statusCode).toBe(404);

      const approvedId = await publishRiddle(t, seats[0]!, riddleIds[0]!, { approve: true });
      const ok = await report(reader, {
        targetType: "published_riddle",
        targetId: approvedId,
        reason: "spam",
      });
      expect(ok.statusCode).toBe(201);
      const own = await report(seats[0]!, {
        targetType: "published_riddle",
        targetId: approvedId,
        reason: "spam",
      });
      expect(own.statusCode).toBe(400);
      expect(errorBodyOf(own).message).toBe("You can't report your own riddle.");
      expect(await reportRows()).toMatchObject([{ target_type: "published_riddle", target_id: approvedId }]);
    });

    it("can't be reported once hidden (404)", async () => {
      const { seats, riddleIds } = await gameWithRiddles(t, 3, { scored: true });
      const reader = await member(t);
      const id = await publishRiddle(t, seats[0]!, riddleIds[0]!, { approve: true });
      await t.db.updateTable("published_riddles").set({ hidden: 1 }).where("id", "=", id).execute();
      const res = await report(reader, { targetType: "published_riddle", targetId: id, reason: "spam" });
      expect(res.statusCode).toBe(404);
    });
  });

  it("limits a user to 10 reports an hour: the 11th is 429 with Retry-After, another user is not limited, and the window passes", async () => {
    const reporter = await member(t);
    const targets = [];
    for (let i = 0; i < 12; i++) targets.push(await member(t));
    for (let i = 0; i < 10; i++) {
      const res = await report(reporter, {
        targetType: "user",
        targetId: targets[i]!.userId,
        reason: "spam",
      });
      expect(res.statusCode, `report ${i + 1}`).toBe(201);
    }
    const refused = await report(reporter, {
      targetType: "user",
      targetId: targets[10]!.userId,
      reason: "spam",
    });
    expect(refused.statusCode).toBe(429);
    expect(errorBodyOf(refused)).toEqual({
      code: "rate_limited",
      message: "You're sending reports too quickly. Please wait a while and try again.",
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await reportRows()).toHaveLength(10);

    const someoneElse = await member(t);
    const other = await report(someoneElse, {
      targetType: "user",
      targetId: targets[10]!.userId,
      reason: "spam",
    });
    expect(other.statusCode).toBe(201);

    t.clock.advance(retryAfter * 1000);
    const later = await report(reporter, {
      targetType: "user",
      targetId: targets[11]!.userId,
      reason: "spam",
    });
    expect(later.statusCode).toBe(201);
  });
});

describe("GET /api/reports", () => {
  it("is for moderators and admins: a player gets 403, a signed-out caller 401", async () => {
    const player = await member(t);
    const res = await call(t.app, player, "GET", "/api/reports");
    expect(res.statusCode).toBe(403);
    expect(errorBodyOf(res)).toEqual({
      code: "forbidden",
      message: "Only moderators can see reports and take moderation actions.",
    });
    expect((await call(t.app, null, "GET", "/api/reports")).statusCode).toBe(401);
    const moderator = await member(t, "moderator");
    const admin = await member(t, "admin");
    expect(await queue(moderator)).toEqual({ groups: [], nextCursor: null });
    expect(await queue(admin)).toEqual({ groups: [], nextCursor: null });
  });

  it("groups open reports per target with counts, reasons, details, times and the target's text; most reported first", async () => {
    const moderator = await member(t, "moderator");
    const { seats, riddleIds } = await gameWithRiddles(t, 3, { isPublic: true, scored: true });
    const publishedId = await publishRiddle(t, seats[0]!, riddleIds[0]!);
    const rude = await member(t);
    const reporters = [await member(t), await member(t), await member(t)];

    // The name first, once; then the riddle, three times, a minute apart.
    const t0 = t.clock.now();
    await report(reporters[0]!, { targetType: "user", targetId: rude.userId, reason: "offensive" });
    t.clock.advance(60_000);
    await report(seats[1]!, {
      targetType: "riddle",
      targetId: riddleIds[0],
      reason: "spoiler",
      details: "It gives the word away.",
    });
    t.clock.advance(60_000);
    await report(seats[2]!, { targetType: "riddle", targetId: riddleIds[0], reason: "spoiler" });
    t.clock.advance(60_000);
    await report(reporters[1]!, {
      targetType: "riddle",
      targetId: riddleIds[0],
      reason: "offensive",
      details: "Rude.",
    });
    t.clock.advance(60_000);
    await report(reporters[2]!, { targetType: "user", targetId: rude.userId, reason: "spam" });

    const page = await queue(moderator);
    expect(page.nextCursor).toBeNull();
    const [riddle, name] = page.groups as [ReportGroup, ReportGroup];
    expect(page.groups).toHaveLength(2);
    expect(riddle).toEqual({
      targetType: "riddle",
      targetId: riddleIds[0],
      targetText: "You have met me before, although perhaps you never noticed.",
      publishedRiddleId: publishedId,
      reportCount: 3,
      reasons: { offensive: 1, spoiler: 2, spam: 0, other: 0 },
      details: ["Rude.", "It gives the word away."],
      firstReportedAt: t0 + 60_000,
      lastReportedAt: t0 + 180_000,
      status: "open",
      actions: ["hide_riddle", "reject_riddle", "dismiss_reports"],
    });
    expect(name).toEqual({
      targetType: "user",
      targetId: rude.userId,
      targetText: rude.username,
      publishedRiddleId: null,
      reportCount: 2,
      reasons: { offensive: 1, spoiler: 0, spam: 1, other: 0 },
      details: [],
      firstReportedAt: t0,
      lastReportedAt: t0 + 240_000,
      status: "open",
      actions: ["reset_username", "dismiss_reports"],
    });
    expect(await queue(moderator, "?status=closed")).toEqual({ groups: [], nextCursor: null });
  });

  it("orders groups with the same count oldest first, and pages through them with the cursor", async () => {
    const moderator = await member(t, "moderator");
    const reporter = await member(t);
    // Sign-ups and reports are limited per client; this test is about the queue, so the users and
    // the reports go straight into the database.
    const targets: { userId: string }[] = [];
    for (let i = 0; i < 23; i++) {
      const user = await createUser(t.db, {
        id: `target-${i}`,
        username: `Target_${i}`,
        email: null,
        passwordHash: null,
        firstName: null,
        lastName: null,
        createdAt: t.clock.now(),
        lastLoginAt: null,
      });
      targets.push({ userId: user.id });
    }
    for (const [i, target] of targets.entries()) {
      await t.db
        .insertInto("reports")
        .values({
          id: `r-${i}`,
          reporter_id: reporter.userId,
          target_type: "user",
          target_id: target.userId,
          reason: "spam",
          details: null,
          created_at: 1_000 + i,
          status: "open",
          closed_by: null,
          closed_at: null,
        })
        .execute();
    }
    const first = await queue(moderator);
    expect(first.groups.map((g) => g.targetId)).toEqual(targets.slice(0, 20).map((x) => x.userId));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await queue(moderator, `?cursor=${first.nextCursor}`);
    expect(second.groups.map((g) => g.targetId)).toEqual(targets.slice(20).map((x) => x.userId));
    expect(second.nextCursor).toBeNull();

    const wrongList = await call(
      t.app,
      moderator,
      "GET",
      `/api/reports?status=closed&cursor=${first.nextCursor}`,
    );
    expect(wrongList.statusCode).toBe(400);
    expect(errorBodyOf(wrongList)).toEqual({
      code: "invalid_request",
      message: "That page of reports no longer exists. Start from the top.",
    });
    const garbage = await call(t.app, moderator, "GET", "/api/reports?cursor=not-a-cursor");
    expect(garbage.statusCode).toBe(400);
    const badStatus = await call(t.app, moderator, "GET", "/api/reports?status=pending");
    expect(badStatus.statusCode).toBe(400);
  });
});
