import type { ReportReason } from "@riddlebook/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate";
import { createUser, DuplicateUserError } from "../../src/db/repos/users";
import type { Db } from "../../src/db/schema";
import { moderate } from "../../src/features/moderation/repository";
import { insertReport, listReportGroups, ReportCursorError } from "../../src/features/reports/repository";
import type { ReportTarget } from "../../src/features/reports/target-repository";
import { openReportCounts } from "../../src/features/review/repository";
import { dbTargets } from "../support/db-targets";

const T0 = Date.UTC(2031, 5, 15, 12, 0, 0); // beyond 2^32 ms: timestamps must survive as bigints
let seq = 0;

const targets = dbTargets({ sqlite: "file" });

for (const target of targets) {
  describe.skipIf(!target.available)(`report repository on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<unknown>;

    beforeAll(async () => {
      const opened = await target.open();
      db = opened.db;
      cleanup = opened.close;
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await cleanup?.();
    });

    async function newUser(): Promise<{ id: string; username: string }> {
      const n = ++seq;
      const user = await createUser(db, {
        id: `user-${n}`,
        username: `Player_${n}`,
        email: `player${n}@example.com`,
        passwordHash: null,
        firstName: null,
        lastName: null,
        createdAt: T0,
      });
      return { id: user.id, username: user.username };
    }

    /** A game riddle with `text` by `authorId`, published (pending) when `publish` is set. */
    async function newRiddle(authorId: string, text: string, publish = false) {
      const n = ++seq;
      const gameId = `game-${n}`;
      await db
        .insertInto("games")
        .values({
          id: gameId,
          join_code: `CODE${n}`,
          is_public: 1,
          game_mode: "standard",
          phase: "complete",
          state: "{}",
          version: 1,
          deadline: null,
          created_at: T0,
          updated_at: T0,
          completed_at: T0,
        })
        .execute();
      const riddleId = `riddle-${n}`;
      await db
        .insertInto("game_riddles")
        .values({
          riddle_id: riddleId,
          game_id: gameId,
          player_id: `seat-${n}`,
          round: 1,
          created_at: T0,
          seq: 0,
          word: "otter",
          text,
          prompt: null,
          submitted_at: T0,
        })
        .execute();
      const publishedId = publish ? `published-${n}` : null;
      if (publishedId) {
        await db
          .insertInto("published_riddles")
          .values({
            id: publishedId,
            riddle_id: riddleId,
            game_id: gameId,
            user_id: authorId,
            selected_word: "otter",
            riddle_text: text,
            player_name: "Author",
            game_mode: "standard",
            difficulty: "medium",
            status: "approved",
            published_at: T0,
          })
          .execute();
      }
      return { riddleId, publishedId };
    }

    let reportSeq = 0;
    const file = (
      reporterId: string,
      on: ReportTarget,
      at: number,
      reason: ReportReason = "offensive",
      details?: string,
    ) =>
      insertReport(db, {
        id: `report-${target.name}-${++reportSeq}`,
        reporterId,
        target: on,
        reason,
        details: details ?? null,
        createdAt: at,
      });

    const reportsOn = (on: ReportTarget) =>
      db
        .selectFrom("reports")
        .selectAll()
        .where("target_type", "=", on.type)
        .where("target_id", "=", on.id)
        .orderBy("created_at")
        .execute();

    const auditId = () => `audit-${target.name}-${++seq}`;

    it("stores one report per reporter and target: a repeat answers false and changes nothing", async () => {
      const reporter = await newUser();
      const reported = await newUser();
      const on: ReportTarget = { type: "user", id: reported.id };
      expect(await file(reporter.id, on, T0, "spam", "first")).toBe(true);
      expect(await file(reporter.id, on, T0 + 1000, "offensive", "second")).toBe(false);
      const rows = await reportsOn(on);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason: "spam", details: "first", status: "open" });
      expect(Number(rows[0]!.created_at)).toBe(T0);
      // Two reporters at once: both stored.
      const others = [await newUser(), await newUser()];
      const both = await Promise.all(others.map((o) => file(o.id, on, T0 + 2000)));
      expect(both).toEqual([true, true]);
      expect(await reportsOn(on)).toHaveLength(3);
      // The same reporter twice at once: one row.
      const racer = await newUser();
      const raced = await Promise.all([file(racer.id, on, T0 + 3000), file(racer.id, on, T0 + 3000)]);
      expect(raced.sort()).toEqual([false, true]);
      expect(await reportsOn(on)).toHaveLength(4);
    });

    it("groups open reports per target, most reported first then oldest first, with reasons, details and texts, in keyset pages", async () => {
      // Clear the queue of earlier tests' open reports.
      await db
        .updateTable("reports")
        .set({ status: "closed", closed_at: T0 })
        .where("status", "=", "open")
        .execute();
      const author = await newUser();
      const named = await newUser();
      const riddle = await newRiddle(author.id, "I swim and I am rude.", true);
      const lone = await newRiddle(author.id, "Nobody likes me much.");
      const reporters = [await newUser(), await newUser(), await newUser()];
      const onRiddle: ReportTarget = { type: "riddle", id: riddle.riddleId };
      const onPublished: ReportTarget = { type: "published_riddle", id: riddle.publishedId! };
      const onName: ReportTarget = { type: "user", id: named.id };
      const onLone: ReportTarget = { type: "riddle", id: lone.riddleId };

      await file(reporters[0]!.id, onName, T0 + 1, "spam");
      await file(reporters[1]!.id, onName, T0 + 5, "offensive", "Rude name");
      await file(reporters[0]!.id, onLone, T0 + 2, "other");
      await file(reporters[0]!.id, onRiddle, T0 + 3, "spoiler", "Says the word");
      await file(reporters[1]!.id, onRiddle, T0 + 4, "spoiler");
      await file(reporters[2]!.id, onRiddle, T0 + 6, "offensive", "Also rude");
      await file(reporters[2]!.id, onPublished, T0 + 7, "offensive");

      const all = await listReportGroups(db, { status: "open" });
      expect(all.nextCursor).toBeNull();
      expect(all.groups.map((g) => [g.targetType, g.targetId, g.reportCount])).toEqual([
        ["riddle", riddle.riddleId, 3],
        ["user", named.id, 2],
        ["riddle", lone.riddleId, 1],
        ["published_riddle", riddle.publishedId, 1],
      ]);
      expect(all.groups[0]).toEqual({
        targetType: "riddle",
        targetId: riddle.riddleId,
        targetText: "I swim and I am rude.",
        publishedRiddleId: riddle.publishedId,
        reportCount: 3,
        reasons: { offensive: 1, spoiler: 2, spam: 0, other: 0 },
        details: ["Also rude", "Says the word"],
        firstReportedAt: T0 + 3,
        lastReportedAt: T0 + 6,
        status: "open",
      });
      expect(all.groups[1]).toMatchObject({ targetText: named.username, publishedRiddleId: null });
      expect(all.groups[2]).toMatchObject({ targetText: "Nobody likes me much.", publishedRiddleId: null });
      expect(all.groups[3]).toMatchObject({
        targetText: "I swim and I am rude.",
        publishedRiddleId: riddle.publishedId,
      });

      // Pages of one group each walk the same order.
      const walked: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const result = await listReportGroups(db, { status: "open", cursor, limit: 1 });
        walked.push(...result.groups.map((g) => g.targetId));
        if (!result.nextCursor) break;
        cursor = result.nextCursor;
      }
      expect(walked).toEqual(all.groups.map((g) => g.targetId));

      // Open reports per published riddle: on it and on its game riddle.
      expect(await openReportCounts(db, [riddle.publishedId!, "unknown"])).toEqual(
        new Map([[riddle.publishedId!, 4]]),
      );

      await expect(
        listReportGroups(db, { status: "closed", cursor: all.nextCursor ?? cursor }),
      ).rejects.toThrow(ReportCursorError);
      await expect(listReportGroups(db, { status: "open", cursor: "%%%" })).rejects.toThrow(
        ReportCursorError,
      );
    });

    it("a moderation action changes its target, closes its targets' open reports and audits, in one transaction", async () => {
      const moderator = await newUser();
      const author = await newUser();
      const riddle = await newRiddle(author.id, "A riddle to hide.", true);
      const other = await newRiddle(author.id, "A riddle left alone.");
      const reporter = await newUser();
      const onRiddle: ReportTarget = { type: "riddle", id: riddle.riddleId };
      const onPublished: ReportTarget = { type: "published_riddle", id: riddle.publishedId! };
      const onOther: ReportTarget = { type: "riddle", id: other.riddleId };
      await file(reporter.id, onRiddle, T0);
      await file(reporter.id, onPublished, T0);
      await file(reporter.id, onOther, T0);

      const id = auditId();
      const result = await moderate(db, {
        change: { kind: "hide_riddle", publishedRiddleId: riddle.publishedId! },
        targets: [onPublished, onRiddle],
        moderatorId: moderator.id,
        now: T0 + 10,
        audit: {
          id,
          kind: "hide_riddle",
          actorId: moderator.id,
          actorName: moderator.username,
          targetType: "published_riddle",
          targetId: riddle.publishedId!,
          note: "nope",
          createdAt: T0 + 10,
        },
      });
      expect(result).toEqual({ detail: "hidden", closed: 2 });
      const hidden = await db
        .selectFrom("published_riddles")
        .select("hidden")
        .where("id", "=", riddle.publishedId!)
        .executeTakeFirstOrThrow();
      expect(Number(hidden.hidden)).toBe(1);
      for (const on of [onRiddle, onPublished]) {
        const [row] = await reportsOn(on);
        expect(row).toMatchObject({ status: "closed", closed_by: moderator.id });
        expect(Number(row!.closed_at)).toBe(T0 + 10);
      }
      expect((await reportsOn(onOther))[0]).toMatchObject({ status: "open" });
      const audit = await db
        .selectFrom("audit_log")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ kind: "hide_riddle", detail: "hidden", note: "nope" });

      // Closed groups list most recently closed first.
      const closed = await listReportGroups(db, { status: "closed" });
      expect(
        closed.groups
          .slice(0, 2)
          .map((g) => g.targetId)
          .sort(),
      ).toEqual([riddle.riddleId, riddle.publishedId].sort());
      expect(closed.groups[0]).toMatchObject({ status: "closed", reportCount: 1 });

      // Reject: status, reviewer and time together, notes from the action.
      const rejected = await moderate(db, {
        change: {
          kind: "reject_riddle",
          publishedRiddleId: riddle.publishedId!,
          reviewer: moderator.username,
          note: "Spoils the word.",
        },
        targets: [onPublished, onRiddle],
        moderatorId: moderator.id,
        now: T0 + 20,
        audit: {
          id: auditId(),
          kind: "reject_riddle",
          actorId: moderator.id,
          actorName: moderator.username,
          targetType: "published_riddle",
          targetId: riddle.publishedId!,
          note: "Spoils the word.",
          createdAt: T0 + 20,
        },
      });
      expect(rejected).toEqual({ detail: "approved → rejected", closed: 0 });
      const row = await db
        .selectFrom("published_riddles")
        .selectAll()
        .where("id", "=", riddle.publishedId!)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: "rejected",
        reviewed_by: moderator.username,
        review_notes: "Spoils the word.",
      });
      expect(Number(row.reviewed_at)).toBe(T0 + 20);
    });

    it("a username reset to a name already taken keeps nothing: no rename, reports still open, no audit entry", async () => {
      const moderator = await newUser();
      const rude = await newUser();
      const taken = await newUser();
      const reporter = await newUser();
      const onRude: ReportTarget = { type: "user", id: rude.id };
      await file(reporter.id, onRude, T0);
      const id = auditId();
      await expect(
        moderate(db, {
          change: { kind: "reset_username", userId: rude.id, username: taken.username.toUpperCase() },
          targets: [onRude],
          moderatorId: moderator.id,
          now: T0,
          audit: {
            id,
            kind: "reset_username",
            actorId: moderator.id,
            actorName: moderator.username,
            targetType: "user",
            targetId: rude.id,
            note: null,
            createdAt: T0,
          },
        }),
      ).rejects.toThrow(DuplicateUserError);
      const user = await db
        .selectFrom("users")
        .select("username")
        .where("id", "=", rude.id)
        .executeTakeFirstOrThrow();
      expect(user.username).toBe(rude.username);
      expect((await reportsOn(onRude))[0]).toMatchObject({ status: "open" });
      expect(await db.selectFrom("audit_log").select("id").where("id", "=", id).execute()).toEqual([]);

      const done = await moderate(db, {
        change: { kind: "reset_username", userId: rude.id, username: "Player_abc123" },
        targets: [onRude],
        moderatorId: moderator.id,
        now: T0,
        audit: {
          id,
          kind: "reset_username",
          actorId: moderator.id,
          actorName: moderator.username,
          targetType: "user",
          targetId: rude.id,
          note: null,
          createdAt: T0,
        },
      });
      expect(done).toEqual({ detail: `${rude.username} → Player_abc123`, closed: 1 });
    });
  });
}
