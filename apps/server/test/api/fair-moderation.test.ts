// docs/reliability.md A46 and A47 (issue 29 finding 11 and "your own riddles and reports about you
// go to another moderator"): tournaments can be reported and moderated like any player-written
// text, and a moderator's lists leave out their own riddles and the reports about them, with each
// report group naming only the actions the server would take (packages/rules/src/reports.ts,
// roles.ts).
import type { PublishedRiddlesPage, ReportGroupsPage, TournamentDetail } from "@riddlebook/protocol";
import { expect, it } from "vitest";
import { describeOnTargets } from "../support/describe-on-targets";
import { type Caller, call } from "../support/game-helpers";
import { gameWithRiddles, member, publishRiddle } from "../support/report-helpers";
import { errorBodyOf } from "../support/test-app";

describeOnTargets("fair moderation (A46, A47)", (t) => {
  const report = (caller: Caller, body: Record<string, unknown>) =>
    call(t.app, caller, "POST", "/api/reports", body);
  const act = (caller: Caller, body: Record<string, unknown>) =>
    call(t.app, caller, "POST", "/api/moderation/actions", body);
  const reportQueue = async (caller: Caller): Promise<ReportGroupsPage> => {
    const res = await call(t.app, caller, "GET", "/api/reports");
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const reviewQueue = async (caller: Caller): Promise<PublishedRiddlesPage> => {
    const res = await call(t.app, caller, "GET", "/api/published-riddles?status=pending");
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const createTournament = async (by: Caller): Promise<TournamentDetail> => {
    const res = await call(t.app, by, "POST", "/api/tournaments", {
      name: "Harbour Cup",
      description: "Bring your best riddles.",
      size: 8,
      format: "single_elimination",
      registrationDeadline: t.clock.now() + 10 * 60_000,
      startsAt: t.clock.now() + 20 * 60_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it("takes a report of a tournament, refuses its creator's and an unknown one, and lets a moderator dismiss it unless its creator moderates (A46)", async () => {
    const creator = await member(t);
    const reporter = await member(t);
    const moderator = await member(t, "moderator");
    const tournament = await createTournament(creator);
    const body = { targetType: "tournament", targetId: tournament.id, reason: "offensive" };

    const own = await report(creator, body);
    expect(own.statusCode).toBe(400);
    expect(errorBodyOf(own).message).toBe("You can't report your own tournament.");
    const unknown = await report(reporter, { ...body, targetId: "no-such-tournament" });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown).message).toBe("That tournament doesn't exist.");
    const res = await report(reporter, { ...body, details: "Look at the name." });
    expect(res.statusCode, res.body).toBe(201);

    const [group, ...others] = (await reportQueue(moderator)).groups;
    expect(others).toEqual([]);
    expect(group).toMatchObject({
      targetType: "tournament",
      targetId: tournament.id,
      targetText: "Harbour Cup\n\nBring your best riddles.",
      reportCount: 1,
      details: ["Look at the name."],
      actions: ["dismiss_reports"],
    });
    const misfit = await act(moderator, {
      targetType: "tournament",
      targetId: tournament.id,
      action: "hide_riddle",
    });
    expect(misfit.statusCode).toBe(400);
    expect(errorBodyOf(misfit).message).toBe("That action does not apply to a tournament.");
    const dismissed = await act(moderator, {
      targetType: "tournament",
      targetId: tournament.id,
      action: "dismiss_reports",
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await reportQueue(moderator)).groups).toEqual([]);

    // A creator who moderates never handles reports on their own tournament, nor does any other
    // moderator (moderators don't act on moderators): an admin does.
    await t.db.updateTable("users").set({ role: "moderator" }).where("id", "=", creator.userId).execute();
    expect((await report(await member(t), body)).statusCode).toBe(201);
    expect((await reportQueue(creator)).groups).toEqual([]);
    const dismiss = { targetType: "tournament", targetId: tournament.id, action: "dismiss_reports" };
    expect((await act(creator, dismiss)).statusCode).toBe(403);
    expect((await reportQueue(moderator)).groups.map((g) => g.actions)).toEqual([[]]);
    expect((await act(moderator, dismiss)).statusCode).toBe(403);
    const byAdmin = await act(await member(t, "admin"), dismiss);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it("leaves a moderator's own riddles out of their review queue; another moderator sees them (A47)", async () => {
    const { seats, riddleIds } = await gameWithRiddles(t, 2, { isPublic: true, scored: true });
    const author = seats[0]!;
    await t.db.updateTable("users").set({ role: "moderator" }).where("id", "=", author.userId).execute();
    const own = await publishRiddle(t, author, riddleIds[0]!);
    const theirs = await publishRiddle(t, seats[1]!, riddleIds[1]!);
    const mine = (await reviewQueue(author)).riddles.map((r) => r.id);
    expect(mine).toContain(theirs);
    expect(mine).not.toContain(own);
    const other = await member(t, "moderator");
    expect((await reviewQueue(other)).riddles.map((r) => r.id)).toEqual(
      expect.arrayContaining([own, theirs]),
    );
  });

  it("leaves the reports about a moderator out of their queue, and offers actions only where the server takes them (A47)", async () => {
    const { seats, riddleIds } = await gameWithRiddles(t, 3, { isPublic: true, scored: true });
    const author = seats[0]!;
    await t.db.updateTable("users").set({ role: "moderator" }).where("id", "=", author.userId).execute();
    await publishRiddle(t, author, riddleIds[0]!);
    const reporter = seats[1]!;
    for (const body of [
      { targetType: "riddle", targetId: riddleIds[0], reason: "offensive" },
      { targetType: "user", targetId: author.userId, reason: "offensive" },
      { targetType: "user", targetId: seats[2]!.userId, reason: "spam" },
    ]) {
      expect((await report(reporter, body)).statusCode).toBe(201);
    }
    const keyOf = (g: { targetType: string; targetId: string }) => `${g.targetType}:${g.targetId}`;
    const actionsIn = async (caller: Caller) =>
      Object.fromEntries((await reportQueue(caller)).groups.map((g) => [keyOf(g), g.actions]));
    const aboutAuthor = [`riddle:${riddleIds[0]}`, `user:${author.userId}`];
    const aboutPlayer = `user:${seats[2]!.userId}`;

    // Their own: not listed at all.
    expect(await actionsIn(author)).toEqual({ [aboutPlayer]: ["reset_username", "dismiss_reports"] });
    // Another moderator sees them, with nothing to press: moderators don't act on moderators.
    expect(await actionsIn(await member(t, "moderator"))).toEqual({
      [aboutAuthor[0]!]: [],
      [aboutAuthor[1]!]: [],
      [aboutPlayer]: ["reset_username", "dismiss_reports"],
    });
    // An admin may act on a moderator.
    const admin = await member(t, "admin");
    expect(await actionsIn(admin)).toEqual({
      [aboutAuthor[0]!]: ["hide_riddle", "reject_riddle", "dismiss_reports"],
      [aboutAuthor[1]!]: ["reset_username", "dismiss_reports"],
      [aboutPlayer]: ["reset_username", "dismiss_reports"],
    });
    // What is offered is what the server takes.
    const res = await act(admin, { targetType: "user", targetId: author.userId, action: "dismiss_reports" });
    expect(res.statusCode, res.body).toBe(200);
  });
});
