// Moderation actions through the HTTP API (docs/decisions/021-community-riddles-moderation.md): each
// action's change, the closing of the target's open reports and the audit entry, for moderators and
// admins only.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Caller, call } from "../support/game-helpers";
import { gameWithRiddles, type Member, member, publishRiddle } from "../support/report-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const act = (caller: Caller | null, body: Record<string, unknown>) =>
  call(t.app, caller, "POST", "/api/moderation/actions", body);

const report = async (caller: Caller, body: Record<string, unknown>) => {
  const res = await call(t.app, caller, "POST", "/api/reports", body);
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.statusCode} ${res.body}`);
};

const auditRows = () =>
  t.db.selectFrom("audit_log").selectAll().orderBy("created_at").orderBy("id").execute();
const reportRows = () => t.db.selectFrom("reports").selectAll().orderBy("id").execute();
const publishedRow = (id: string) =>
  t.db.selectFrom("published_riddles").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** An approved published riddle from a scored public game, reported by two players (one from the game). */
async function reportedRiddle() {
  const { seats, riddleIds } = await gameWithRiddles(t, 3, { isPublic: true, scored: true });
  const publishedId = await publishRiddle(t, seats[0]!, riddleIds[0]!, { approve: true });
  const reader = await member(t);
  await report(seats[1]!, { targetType: "riddle", targetId: riddleIds[0], reason: "offensive" });
  await report(reader, { targetType: "published_riddle", targetId: publishedId, reason: "offensive" });
  return { seats, riddleId: riddleIds[0]!, otherRiddleId: riddleIds[1]!, publishedId };
}

async function reportedUser(): Promise<{ rude: Member; reporter: Member }> {
  const rude = await member(t);
  const reporter = await member(t);
  await report(reporter, { targetType: "user", targetId: rude.userId, reason: "offensive" });
  return { rude, reporter };
}

describe("POST /api/moderation/actions", () => {
  it("refuses a player (403) and a signed-out caller (401), changing nothing", async () => {
    const { rude } = await reportedUser();
    const player = await member(t);
    const res = await act(player, { targetType: "user", targetId: rude.userId, action: "reset_username" });
    expect(res.statusCode).toBe(403);
    expect(errorBodyOf(res).code).toBe("forbidden");
    expect(
      (await act(null, { targetType: "user", targetId: rude.userId, action: "dismiss_reports" })).statusCode,
    ).toBe(401);
    expect(await auditRows()).toEqual([]);
    expect((await reportRows()).map((r) => r.status)).toEqual(["open"]);
  });

  it("hide_riddle (moderator, on the game riddle): hides its published riddle, closes the reports on both forms, audits", async () => {
    const moderator = await member(t, "moderator");
    const { riddleId, publishedId } = await reportedRiddle();
    const res = await act(moderator, {
      targetType: "riddle",
      targetId: riddleId,
      action: "hide_riddle",
      note: "  Slur.  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "The riddle is hidden from the Vault and the daily riddle. 2 open reports closed.",
    });
    expect(await publishedRow(publishedId)).toMatchObject({ hidden: 1, status: "approved" });
    for (const row of await reportRows()) {
      expect(row).toMatchObject({ status: "closed", closed_by: moderator.userId });
      expect(Number(row.closed_at)).toBe(t.clock.now());
    }
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      kind: "hide_riddle",
      actor_id: moderator.userId,
      actor_name: moderator.username,
      target_type: "riddle",
      target_id: riddleId,
      detail: "hidden",
      note: "Slur.",
    });
  });

  it("reject_riddle (admin, on the published riddle): rejected, reviewed by the admin's username now, notes kept, audited", async () => {
    const admin = await member(t, "admin");
    const { publishedId } = await reportedRiddle();
    t.clock.advance(5_000);
    const res = await act(admin, {
      targetType: "published_riddle",
      targetId: publishedId,
      action: "reject_riddle",
      note: "Gives the word away.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "The riddle is rejected. 2 open reports closed." });
    const row = await publishedRow(publishedId);
    expect(row).toMatchObject({
      status: "rejected",
      reviewed_by: admin.username,
      review_notes: "Gives the word away.",
    });
    expect(Number(row.reviewed_at)).toBe(t.clock.now());
    expect((await reportRows()).every((r) => r.status === "closed")).toBe(true);
    expect(await auditRows()).toMatchObject([
      {
        kind: "reject_riddle",
        actor_name: admin.username,
        target_type: "published_riddle",
        target_id: publishedId,
        detail: "approved → rejected",
        note: "Gives the word away.",
      },
    ]);
  });

  it("reset_username: a generated name like a guest's, the old one gone, reports closed, audited with both names", async () => {
    const moderator = await member(t, "moderator");
    const { rude } = await reportedUser();
    const res = await act(moderator, { targetType: "user", targetId: rude.userId, action: "reset_username" });
    expect(res.statusCode).toBe(200);
    const user = await t.db
      .selectFrom("users")
      .select(["username", "username_key"])
      .where("id", "=", rude.userId)
      .executeTakeFirstOrThrow();
    expect(user.username).toMatch(/^Player_[a-z0-9]{6}$/);
    expect(user.username_key).toBe(user.username.toLowerCase());
    expect(res.json()).toEqual({
      success: true,
      message: `The username is now ${user.username}. 1 open report closed.`,
    });
    // The player's own session now sees the new name.
    expect((await call(t.app, rude, "GET", "/api/auth/user")).json().username).toBe(user.username);
    expect((await reportRows()).map((r) => r.status)).toEqual(["closed"]);
    expect(await auditRows()).toMatchObject([
      {
        kind: "reset_username",
        target_type: "user",
        target_id: rude.userId,
        detail: `${rude.username} → ${user.username}`,
        note: null,
      },
    ]);
  });

  it("dismiss_reports: closes the open reports and changes nothing else; a second dismiss, with no report left, is refused (A45)", async () => {
    const moderator = await member(t, "moderator");
    const { rude } = await reportedUser();
    const res = await act(moderator, {
      targetType: "user",
      targetId: rude.userId,
      action: "dismiss_reports",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Reports dismissed. 1 open report closed." });
    const user = await t.db
      .selectFrom("users")
      .select("username")
      .where("id", "=", rude.userId)
      .executeTakeFirstOrThrow();
    expect(user.username).toBe(rude.username);
    const again = await act(moderator, {
      targetType: "user",
      targetId: rude.userId,
      action: "dismiss_reports",
    });
    expect(again.statusCode).toBe(400);
    expect(errorBodyOf(again).message).toBe("Nobody has reported that: moderators act on open reports only.");
    expect((await auditRows()).map((a) => [a.kind, a.detail])).toEqual([
      ["dismiss_reports", "1 report dismissed"],
    ]);

    // The closed group is listed under status=closed, the open queue is empty.
    const closed = (await call(t.app, moderator, "GET", "/api/reports?status=closed")).json();
    expect(closed.groups).toMatchObject([
      { targetType: "user", targetId: rude.userId, reportCount: 1, status: "closed" },
    ]);
    expect((await call(t.app, moderator, "GET", "/api/reports")).json().groups).toEqual([]);
  });

  it("leaves other targets' reports open", async () => {
    const moderator = await member(t, "moderator");
    const { rude } = await reportedUser();
    const { rude: other } = await reportedUser();
    await act(moderator, { targetType: "user", targetId: rude.userId, action: "dismiss_reports" });
    const rows = await reportRows();
    expect(rows.find((r) => r.target_id === other.userId)?.status).toBe("open");
    expect(rows.find((r) => r.target_id === rude.userId)?.status).toBe("closed");
  });

  it("refuses an action that doesn't fit the target type with 400, changing nothing", async () => {
    const moderator = await member(t, "moderator");
    const { rude } = await reportedUser();
    const { publishedId } = await reportedRiddle();
    const onUser = await act(moderator, { targetType: "user", targetId: rude.userId, action: "hide_riddle" });
    expect(onUser.statusCode).toBe(400);
    expect(errorBodyOf(onUser)).toEqual({
      code: "invalid_request",
      message: "That action does not apply to a user.",
    });
    const onRiddle = await act(moderator, {
      targetType: "published_riddle",
      targetId: publishedId,
      action: "reset_username",
    });
    expect(onRiddle.statusCode).toBe(400);
    expect(errorBodyOf(onRiddle)).toEqual({
      code: "invalid_request",
      message: "That action does not apply to a riddle.",
    });
    expect(await auditRows()).toEqual([]);
    expect((await reportRows()).every((r) => r.status === "open")).toBe(true);
  });

  it("refuses hiding or rejecting a game riddle that was never published (400)", async () => {
    const moderator = await member(t, "moderator");
    const { otherRiddleId } = await reportedRiddle();
    for (const action of ["hide_riddle", "reject_riddle"]) {
      const res = await act(moderator, { targetType: "riddle", targetId: otherRiddleId, action });
      expect(res.statusCode).toBe(400);
      expect(errorBodyOf(res).message).toBe(
        "That riddle was never published, so there is nothing to hide or reject.",
      );
    }
    expect(await auditRows()).toEqual([]);
  });

  it("answers 404 for unknown targets", async () => {
    const moderator = await member(t, "moderator");
    const cases = [
      ["user", "reset_username", "That player doesn't exist."],
      ["riddle", "hide_riddle", "That riddle doesn't exist."],
      ["published_riddle", "reject_riddle", "That riddle doesn't exist."],
      ["published_riddle", "dismiss_reports", "That riddle doesn't exist."],
    ] as const;
    for (const [targetType, action, message] of cases) {
      const res = await act(moderator, { targetType, targetId: "nobody", action });
      expect(res.statusCode, `${targetType} ${action}`).toBe(404);
      expect(errorBodyOf(res)).toEqual({ code: "not_found", message });
    }
    expect(await auditRows()).toEqual([]);
  });

  it("refuses an unknown action or a missing target with 400", async () => {
    const moderator = await member(t, "moderator");
    const { rude } = await reportedUser();
    const unknown = await act(moderator, { targetType: "user", targetId: rude.userId, action: "ban" });
    expect(unknown.statusCode).toBe(400);
    expect(errorBodyOf(unknown).message).toContain("action must be one of");
    const missing = await act(moderator, { targetType: "user", action: "dismiss_reports" });
    expect(missing.statusCode).toBe(400);
  });
});

describe("odd input from a moderator", () => {
  it("answers 4xx in the one error shape, never 5xx, for odd bodies, ids and cursors", async () => {
    const moderator = await member(t, "moderator");
    const bodies: unknown[] = [
      { targetType: "user", targetId: "a\u0000b", action: "dismiss_reports" },
      { targetType: "user", targetId: "x".repeat(65), action: "dismiss_reports" },
      { targetType: "user", targetId: 7, action: "dismiss_reports" },
      { targetType: "user", targetId: "someone", action: "dismiss_reports", note: "n".repeat(1001) },
      { targetType: "user", targetId: "someone", action: "dismiss_reports", extra: true },
      [],
      "text",
    ];
    for (const body of bodies) {
      const res = await call(t.app, moderator, "POST", "/api/moderation/actions", body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      errorBodyOf(res);
    }
    const cursors = [
      Buffer.from(JSON.stringify({ s: "open", k: 1, f: 1, t: "user\u0000", i: "x" })).toString("base64url"),
      Buffer.from(JSON.stringify({ s: "open", k: 1.5, f: 1, t: "user", i: "x" })).toString("base64url"),
      Buffer.from("null").toString("base64url"),
      "x".repeat(201),
    ];
    for (const cursor of cursors) {
      const res = await call(t.app, moderator, "GET", `/api/reports?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      errorBodyOf(res);
    }
    expect(await auditRows()).toEqual([]);
  });
});
