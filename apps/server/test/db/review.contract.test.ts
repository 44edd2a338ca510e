import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate";
import { createUser } from "../../src/db/repos/users";
import type { Db } from "../../src/db/schema";
import { listAudit, searchUsers } from "../../src/features/moderation/admin-repository";
import { changeUserRole } from "../../src/features/moderation/service";
import { publishRiddle, queueEndedRounds, queueRiddles } from "../../src/features/review/queue-repository";
import {
  listMyPublishedRiddles,
  listPublishedRiddles,
  ReviewCursorError,
  reviewPublishedRiddle,
} from "../../src/features/review/repository";
import { reviewList } from "../../src/features/review/service";
import { dbTargets } from "../support/db-targets";

const T0 = Date.UTC(2031, 5, 15, 12, 0, 0); // beyond 2^32 ms: timestamps must survive as bigints

const targets = dbTargets({ sqlite: "file" });

for (const target of targets) {
  describe.skipIf(!target.available)(`review, roles and audit repositories on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    let seq = 0;

    beforeAll(async () => {
      const opened = await target.open();
      db = opened.db;
      cleanup = opened.close;
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await cleanup?.();
    });

    async function user(options: { role?: "player" | "moderator" | "admin"; isGuest?: boolean } = {}) {
      const n = ++seq;
      await createUser(db, {
        id: `user-${n}`,
        username: `Person_${n}`,
        email: options.isGuest ? null : `person${n}@example.com`,
        passwordHash: null,
        firstName: null,
        lastName: null,
        createdAt: T0,
        ...(options.role ? { role: options.role } : {}),
        ...(options.isGuest ? { isGuest: true } : {}),
      });
      return { id: `user-${n}`, username: `Person_${n}` };
    }

    /** A stored game row in `phase`, with one riddle per entry of `rounds` (the riddle's round). */
    async function game(phase: string, riddleRounds: number[], roundRows: number[] = []) {
      const id = `game-${++seq}`;
      await db
        .insertInto("games")
        .values({
          id,
          join_code: `C${seq}`,
          is_public: 0,
          game_mode: "standard",
          phase,
          state: "{}",
          version: 1,
          deadline: null,
          created_at: T0,
          updated_at: T0,
          completed_at: phase === "complete" ? T0 : null,
        })
        .execute();
      const riddleIds: string[] = [];
      for (const [i, round] of riddleRounds.entries()) {
        const riddleId = `${id}-r${i}`;
        riddleIds.push(riddleId);
        await db
          .insertInto("game_riddles")
          .values({
            riddle_id: riddleId,
            game_id: id,
            player_id: `${id}-p${i}`,
            round,
            created_at: T0,
            seq: i,
            word: "owl",
            text: "Who?",
            prompt: null,
            submitted_at: T0,
          })
          .execute();
      }
      for (const round of roundRows) {
        await db.insertInto("game_rounds").values({ game_id: id, round, data: "{}" }).execute();
      }
      return { id, riddleIds };
    }

    async function publish(
      author: { id: string },
      options: { gameId?: string; riddleId?: string; queuedAt?: number | null; at?: number } = {},
    ) {
      const n = ++seq;
      const { record } = await publishRiddle(db, {
        id: `pub-${String(n).padStart(4, "0")}`,
        riddleId: options.riddleId ?? `riddle-${n}`,
        gameId: options.gameId ?? "no-such-game",
        userId: author.id,
        selectedWord: `word${n}`,
        riddleText: `Riddle number ${n}`,
        playerName: "Hana",
        gameMode: "standard",
        difficulty: "medium",
        publishedAt: options.at ?? T0,
        pageNumber: 4,
        queuedAt: options.queuedAt === undefined ? T0 : options.queuedAt,
      });
      return record.id;
    }

    const review = (id: string, approved: boolean, reviewer: { id: string; username: string }, now: number) =>
      reviewPublishedRiddle(db, {
        id,
        approved,
        notes: approved ? "Lovely." : "Gives the word away.",
        reviewer,
        now,
        auditId: `audit-${String(++seq).padStart(6, "0")}`,
      });

    const pendingIds = async () => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        // As a moderator reads it: riddles whose round ended are queued first (features/review/service.ts).
        const page = await reviewList(db, "no-reviewer", { status: "pending", cursor }, T0);
        ids.push(...page.riddles.map((r) => r.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return ids;
    };

    it("moves a riddle pending → approved → rejected, recording the reviewer and an audit entry each time", async () => {
      const author = await user();
      const mod = await user({ role: "moderator" });
      const id = await publish(author);
      const approved = await review(id, true, mod, T0 + 10);
      expect(approved).toMatchObject({
        id,
        status: "approved",
        reviewNotes: "Lovely.",
        reviewedBy: mod.username,
        reviewedAt: T0 + 10,
        authorUsername: author.username,
        pageNumber: 4,
        hidden: false,
        reportCount: 0,
        averageRating: null,
        ratingCount: 0,
      });
      const rejected = await review(id, false, mod, T0 + 20);
      expect(rejected).toMatchObject({ status: "rejected", reviewedAt: T0 + 20 });
      const audit = (await listAudit(db, {})).entries.filter((e) => e.targetId === id);
      expect(audit.map((e) => [e.kind, e.detail, e.actorName, e.note, e.createdAt])).toEqual([
        ["review", "approved → rejected", mod.username, "Gives the word away.", T0 + 20],
        ["review", "approved", mod.username, "Lovely.", T0 + 10],
      ]);
      expect(audit[0]).toMatchObject({ targetType: "published_riddle", actorId: mod.id });
    });

    it("shows the open reports and the ratings of each riddle on the moderators' card", async () => {
      const author = await user();
      const raters = [await user(), await user(), await user()];
      const riddleId = `reported-riddle-${seq}`;
      const id = await publish(author, { riddleId });
      const quiet = await publish(author);
      const report = (n: number, targetType: string, targetId: string, status: string) =>
        db
          .insertInto("reports")
          .values({
            id: `report-${++seq}-${n}`,
            reporter_id: raters[n]?.id ?? "",
            target_type: targetType,
            target_id: targetId,
            reason: "spoiler",
            details: null,
            created_at: T0,
            status,
            closed_by: null,
            closed_at: null,
          })
          .execute();
      await report(0, "published_riddle", id, "open");
      // A report from the game's results, on the riddle that was published, counts too; closed ones don't.
      await report(1, "riddle", riddleId, "open");
      await report(2, "published_riddle", id, "closed");
      for (const [i, rating] of [5, 4, 4].entries()) {
        await db
          .insertInto("riddle_ratings")
          .values({ user_id: raters[i]?.id ?? "", published_riddle_id: id, rating, rated_at: T0 })
          .execute();
      }
      const riddles = (await listPublishedRiddles(db, { status: "pending" })).riddles;
      expect(riddles.find((r) => r.id === id)).toMatchObject({
        reportCount: 2,
        averageRating: 4.33,
        ratingCount: 3,
      });
      expect(riddles.find((r) => r.id === quiet)).toMatchObject({
        reportCount: 0,
        averageRating: null,
        ratingCount: 0,
      });
      expect((await listMyPublishedRiddles(db, author.id)).find((r) => r.id === id)?.averageRating).toBe(
        4.33,
      );
    });

    it("answers null and records nothing for an unknown id or a riddle whose round is still live", async () => {
      const author = await user();
      const mod = await user({ role: "moderator" });
      const live = await game("reading", [1]);
      const id = await publish(author, { gameId: live.id, riddleId: live.riddleIds[0], queuedAt: null });
      const before = (await listAudit(db, {})).entries.length;
      expect(await review("pub-unknown", true, mod, T0)).toBeNull();
      expect(await review(id, true, mod, T0)).toBeNull();
      const row = await db
        .selectFrom("published_riddles")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row).toMatchObject({ status: "pending", reviewed_by: null });
      expect((await listAudit(db, {})).entries.length).toBe(before);
    });

    it("queues a riddle once its round is scored: scoring, a later round, the game over or gone", async () => {
      const author = await user();
      const writing = await game("writing", [1]);
      const scoring = await game("scoring", [1]);
      const nextRound = await game("writing", [1, 2], [1]);
      const over = await game("complete", [1]);
      const ids = {
        writing: await publish(author, {
          gameId: writing.id,
          riddleId: writing.riddleIds[0],
          queuedAt: null,
        }),
        scoring: await publish(author, {
          gameId: scoring.id,
          riddleId: scoring.riddleIds[0],
          queuedAt: null,
        }),
        pastRound: await publish(author, {
          gameId: nextRound.id,
          riddleId: nextRound.riddleIds[0],
          queuedAt: null,
        }),
        liveRound: await publish(author, {
          gameId: nextRound.id,
          riddleId: nextRound.riddleIds[1],
          queuedAt: null,
        }),
        over: await publish(author, { gameId: over.id, riddleId: over.riddleIds[0], queuedAt: null }),
        gone: await publish(author, { queuedAt: null }),
      };
      const listed = await pendingIds();
      expect(listed).toEqual(expect.arrayContaining([ids.scoring, ids.pastRound, ids.over, ids.gone]));
      expect(listed).not.toContain(ids.writing);
      expect(listed).not.toContain(ids.liveRound);
      // Nothing left to queue until a round moves on; then the commit hook's update takes it in.
      expect(await queueEndedRounds(db, T0)).toBe(0);
      expect(await queueRiddles(db, [writing.riddleIds[0] ?? ""], T0 + 5)).toBe(1);
      expect(await queueRiddles(db, [writing.riddleIds[0] ?? ""], T0 + 6)).toBe(0);
      expect(await pendingIds()).toContain(ids.writing);
    });

    it("lists pending oldest queued first and reviewed newest first, in keyset pages of 20 without repeats", async () => {
      const author = await user();
      const mod = await user({ role: "moderator" });
      // Clear what earlier cases left in the queue, so this case sees only its own riddles.
      for (const id of await pendingIds()) await review(id, false, mod, T0 - 1000);
      const made: string[] = [];
      // 45 riddles; pairs share a queue time so ties are broken by id.
      for (let i = 0; i < 45; i++)
        made.push(await publish(author, { queuedAt: T0 + 1000 + Math.floor(i / 2) }));
      const first = await listPublishedRiddles(db, { status: "pending" });
      expect(first.riddles).toHaveLength(20);
      expect(first.nextCursor).not.toBeNull();
      expect(await pendingIds()).toEqual(made);

      for (const [i, id] of made.slice(0, 25).entries()) await review(id, true, mod, T0 + 5000 + i);
      const approved: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listPublishedRiddles(db, { status: "approved", cursor });
        expect(page.riddles.length).toBeLessThanOrEqual(20);
        approved.push(...page.riddles.map((r) => r.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(approved.slice(0, 25)).toEqual(made.slice(0, 25).reverse());
      expect(await pendingIds()).toEqual(made.slice(25));
    });

    it("refuses a cursor from another list or one that is not a cursor", async () => {
      const author = await user();
      for (let i = 0; i < 21; i++) await publish(author, { queuedAt: T0 + 9000 + i });
      const page = await listPublishedRiddles(db, { status: "pending" });
      const cursor = page.nextCursor ?? "";
      await expect(listPublishedRiddles(db, { status: "approved", cursor })).rejects.toThrow(
        ReviewCursorError,
      );
      await expect(listPublishedRiddles(db, { status: "pending", cursor: "%%%" })).rejects.toThrow(
        ReviewCursorError,
      );
    });

    it("lists an author's own riddles, newest first, with status and counts, and nobody else's", async () => {
      const author = await user();
      const other = await user();
      const mod = await user({ role: "moderator" });
      const old = await publish(author, { at: T0 });
      const recent = await publish(author, { at: T0 + 1, queuedAt: null });
      await publish(other);
      await review(old, true, mod, T0 + 2);
      await db
        .updateTable("published_riddles")
        .set({ total_guesses: 7, correct_guesses: 3 })
        .where("id", "=", old)
        .execute();
      expect(await listMyPublishedRiddles(db, author.id)).toEqual([
        expect.objectContaining({ id: recent, status: "pending", reviewNotes: null, totalGuesses: 0 }),
        expect.objectContaining({
          id: old,
          status: "approved",
          reviewNotes: "Lovely.",
          totalGuesses: 7,
          correctGuesses: 3,
          averageRating: null,
          publishedAt: T0,
        }),
      ]);
    });

    it("moves users between player and moderator with an audit entry, and refuses admins, guests and unknown ids", async () => {
      const admin = await user({ role: "admin" });
      const target = await user();
      const change = (targetId: string, role: "player" | "moderator", now: number) =>
        changeUserRole(
          { db, clock: { now: () => now }, ids: { newId: () => `audit-${String(++seq).padStart(6, "0")}` } },
          admin,
          targetId,
          role,
        );
      expect(await change(target.id, "moderator", T0 + 1)).toMatchObject({
        id: target.id,
        role: "moderator",
        email: expect.any(String),
        isGuest: false,
        createdAt: T0,
      });
      expect(await change(target.id, "player", T0 + 2)).toMatchObject({ role: "player" });
      const entries = (await listAudit(db, {})).entries.filter((e) => e.targetId === target.id);
      expect(entries.map((e) => [e.kind, e.detail, e.actorId, e.targetType])).toEqual([
        ["role_change", "moderator → player", admin.id, "user"],
        ["role_change", "player → moderator", admin.id, "user"],
      ]);
      // Already a player: nothing changes and nothing is recorded.
      expect(await change(target.id, "player", T0 + 3)).toMatchObject({ role: "player" });
      expect((await listAudit(db, {})).entries.filter((e) => e.targetId === target.id)).toHaveLength(2);

      const otherAdmin = await user({ role: "admin" });
      await expect(change(otherAdmin.id, "player", T0)).rejects.toThrow(
        "Admins are changed by the operator.",
      );
      const guest = await user({ isGuest: true });
      await expect(change(guest.id, "moderator", T0)).rejects.toThrow(/Guests can't be moderators/);
      await expect(change("user-unknown", "moderator", T0)).rejects.toThrow("That user doesn't exist.");
      const roles = await db
        .selectFrom("users")
        .select(["id", "role"])
        .where("id", "in", [otherAdmin.id, guest.id])
        .execute();
      expect(Object.fromEntries(roles.map((r) => [r.id, r.role]))).toEqual({
        [otherAdmin.id]: "admin",
        [guest.id]: "player",
      });
    });

    it("pages the audit list newest first, 50 at a time, and refuses a malformed cursor", async () => {
      const mod = await user({ role: "moderator" });
      const author = await user();
      const ids: string[] = [];
      for (let i = 0; i < 60; i++) ids.push(await publish(author));
      // Two entries share each timestamp: ties are broken by id.
      for (const [i, id] of ids.entries()) await review(id, true, mod, T0 + 100_000 + Math.floor(i / 2));
      const first = await listAudit(db, {});
      expect(first.entries).toHaveLength(50);
      const all = [...first.entries];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await listAudit(db, { cursor });
        all.push(...page.entries);
        cursor = page.nextCursor;
      }
      const times = all.map((e) => e.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
      expect(all.slice(0, 60).map((e) => e.targetId)).toEqual([...ids].reverse());
      await expect(listAudit(db, { cursor: "not-a-cursor" })).rejects.toThrow();
    });

    it("finds users by username or e-mail prefix in any case, with LIKE wildcards taken literally", async () => {
      const n = ++seq;
      await createUser(db, {
        id: `search-${n}`,
        username: `Zebra_Quest${n}`,
        email: `zq${n}@mail.test`,
        passwordHash: null,
        firstName: null,
        lastName: null,
        createdAt: T0,
      });
      expect((await searchUsers(db, `zebra_q`)).map((u) => u.id)).toEqual([`search-${n}`]);
      expect((await searchUsers(db, `ZQ${n}@`)).map((u) => u.id)).toEqual([`search-${n}`]);
      // "_" and "%" match only themselves.
      expect(await searchUsers(db, "zebra%")).toEqual([]);
      expect(await searchUsers(db, "zebr_")).toEqual([]);
      expect(await searchUsers(db, "quest")).toEqual([]);
      const everyone = await searchUsers(db, undefined);
      expect(everyone.length).toBeLessThanOrEqual(50);
      expect(everyone[0]?.role).toBe("admin");
    });
  });
}
