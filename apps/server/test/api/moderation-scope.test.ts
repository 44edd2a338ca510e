// docs/reliability.md A45 (issue 29 findings 6 and 13): moderators act only on reported targets,
// never on themselves, moderators or admins, and never review their own riddles.
import { expect, it } from "vitest";
import { describeOnTargets } from "../support/describe-on-targets";
import { type Caller, call } from "../support/game-helpers";
import { gameWithRiddles, member, publishRiddle } from "../support/report-helpers";
import { errorBodyOf } from "../support/test-app";

describeOnTargets("moderators are scoped (A45)", (t) => {
  const act = (caller: Caller, body: Record<string, unknown>) =>
    call(t.app, caller, "POST", "/api/moderation/actions", body);
  const report = async (caller: Caller, body: Record<string, unknown>) => {
    const res = await call(t.app, caller, "POST", "/api/reports", body);
    expect(res.statusCode, res.body).toBe(201);
  };
  const usernameOf = async (id: string) =>
    (await t.db.selectFrom("users").select("username").where("id", "=", id).executeTakeFirstOrThrow())
      .username;

  it("refuses to reset a name nobody reported (400), even the admin's, and changes nothing", async () => {
    const moderator = await member(t, "moderator");
    const player = await member(t);
    const before = await usernameOf(player.userId);
    const res = await act(moderator, {
      targetType: "user",
      targetId: player.userId,
      action: "reset_username",
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe("Nobody has reported that: moderators act on open reports only.");
    expect(await usernameOf(player.userId)).toBe(before);
  });

  it("refuses a moderator acting on a reported admin or moderator (403); an admin may act on a moderator", async () => {
    const moderator = await member(t, "moderator");
    const admin = await member(t, "admin");
    const otherModerator = await member(t, "moderator");
    const reporter = await member(t);
    await report(reporter, { targetType: "user", targetId: admin.userId, reason: "offensive" });
    await report(reporter, { targetType: "user", targetId: otherModerator.userId, reason: "offensive" });
    const adminName = await usernameOf(admin.userId);
    for (const target of [admin, otherModerator]) {
      const res = await act(moderator, {
        targetType: "user",
        targetId: target.userId,
        action: "reset_username",
      });
      expect(res.statusCode).toBe(403);
      expect(errorBodyOf(res).message).toBe("Moderators can't act on moderators or admins.");
    }
    expect(await usernameOf(admin.userId)).toBe(adminName);
    const byAdmin = await act(admin, {
      targetType: "user",
      targetId: otherModerator.userId,
      action: "dismiss_reports",
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it("refuses a moderator's action on a report about themselves or their own riddle (403)", async () => {
    const { seats, riddleIds } = await gameWithRiddles(t, 3, { isPublic: true, scored: true });
    const author = seats[0]!;
    await t.db.updateTable("users").set({ role: "moderator" }).where("id", "=", author.userId).execute();
    await report(seats[1]!, { targetType: "riddle", targetId: riddleIds[0], reason: "offensive" });
    await report(seats[1]!, { targetType: "user", targetId: author.userId, reason: "offensive" });
    for (const body of [
      { targetType: "riddle", targetId: riddleIds[0], action: "dismiss_reports" },
      { targetType: "user", targetId: author.userId, action: "reset_username" },
      { targetType: "user", targetId: author.userId, action: "dismiss_reports" },
    ]) {
      const res = await act(author, body);
      expect(res.statusCode).toBe(403);
      expect(errorBodyOf(res).message).toBe(
        "Reports about you and your own riddles go to another moderator.",
      );
    }
    const open = await t.db
      .selectFrom("reports")
      .select("id")
      .where("status", "=", "open")
      .where("reporter_id", "=", seats[1]!.userId)
      .execute();
    expect(open).toHaveLength(2);
    // Not another moderator either (they don't act on moderators): an admin handles them.
    const other = await member(t, "moderator");
    const byOther = await act(other, {
      targetType: "riddle",
      targetId: riddleIds[0],
      action: "dismiss_reports",
    });
    expect(byOther.statusCode).toBe(403);
    const admin = await member(t, "admin");
    const res = await act(admin, { targetType: "riddle", targetId: riddleIds[0], action: "dismiss_reports" });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a reviewer approving their own riddle (403); another moderator approves it", async () => {
    const { seats, riddleIds } = await gameWithRiddles(t, 3, { isPublic: true, scored: true });
    const author = seats[0]!;
    await t.db.updateTable("users").set({ role: "moderator" }).where("id", "=", author.userId).execute();
    const publishedId = await publishRiddle(t, author, riddleIds[0]!);
    const own = await call(t.app, author, "PATCH", `/api/published-riddles/${publishedId}`, {
      isApproved: true,
    });
    expect(own.statusCode).toBe(403);
    expect(errorBodyOf(own).message).toBe("You can't review your own riddle: another moderator will.");
    const row = await t.db
      .selectFrom("published_riddles")
      .select("status")
      .where("id", "=", publishedId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    const other = await member(t, "moderator");
    const res = await call(t.app, other, "PATCH", `/api/published-riddles/${publishedId}`, {
      isApproved: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
