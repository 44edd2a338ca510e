import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate";
import { createUser } from "../../src/db/repos/users";
import { vaultRatingSummaries } from "../../src/db/repos/vault";
import type { Db } from "../../src/db/schema";
import { solverCounts } from "../../src/features/daily/repository";
import { dailyRiddleFor, dailyStreaks } from "../../src/features/daily/service";
import { findAttempt, rateRiddle } from "../../src/features/vault/repository";
import { nextVaultRiddleId, recordGuess } from "../../src/features/vault/service";
import { dbTargets } from "../support/db-targets";
import { countersOf, storePublishedRiddle } from "../support/vault-helpers";

const targets = dbTargets({ sqlite: "file", pgPoolSize: 8 });

const NOW = Date.UTC(2031, 5, 18, 12);
const uid = (n: number) => `vu${String(n).padStart(3, "0")}`;
const wrong = { guess: "zebra", correct: false };
const right = { guess: "horse", correct: true };

for (const target of targets) {
  describe.skipIf(!target.available)(`the Vault on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<unknown>;

    beforeEach(async () => {
      const opened = await target.open();
      db = opened.db;
      cleanup = opened.close;
      await migrateToLatest(db);
    });

    afterEach(async () => {
      await cleanup?.();
    });

    async function users(count: number): Promise<string[]> {
      const ids: string[] = [];
      for (let n = 1; n <= count; n++) {
        await createUser(db, {
          id: uid(n),
          username: `Solver_${n}`,
          email: `vault${n}@example.com`,
          passwordHash: null,
          firstName: null,
          lastName: null,
          createdAt: NOW,
        });
        ids.push(uid(n));
      }
      return ids;
    }

    it("counts 50 parallel solves by different users exactly: every guess, and every right one", async () => {
      const [author, ...solvers] = await users(51);
      await storePublishedRiddle(db, { id: "pr-horse", userId: author ?? "", word: "horse" });
      // Each solver: one wrong guess, then the right one; all 50 solvers at once.
      const outcomes = await Promise.all(
        solvers.map(async (userId) => [
          await recordGuess(db, { userId, riddleId: "pr-horse", guess: wrong, now: NOW }),
          await recordGuess(db, { userId, riddleId: "pr-horse", guess: right, now: NOW }),
        ]),
      );
      expect(outcomes.flat().every((o) => o === "stored")).toBe(true);
      expect(await countersOf(db, "pr-horse")).toEqual({ total: 100, correct: 50 });
      // 50 more right guesses at once, by users who already solved it: refused, counting nothing.
      const again = await Promise.all(
        solvers.map((userId) => recordGuess(db, { userId, riddleId: "pr-horse", guess: right, now: NOW })),
      );
      expect(new Set(again)).toEqual(new Set(["already_solved"]));
      expect(await countersOf(db, "pr-horse")).toEqual({ total: 100, correct: 50 });
    });

    it("lets one user use exactly three tries however many guesses arrive at once (two tabs)", async () => {
      const [author, solver] = await users(2);
      await storePublishedRiddle(db, { id: "pr-horse", userId: author ?? "", word: "horse" });
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, () =>
          recordGuess(db, { userId: solver ?? "", riddleId: "pr-horse", guess: wrong, now: NOW }),
        ),
      );
      expect(outcomes.filter((o) => o === "stored")).toHaveLength(3);
      expect(outcomes.filter((o) => o === "no_tries_left")).toHaveLength(9);
      const attempt = await findAttempt(db, solver ?? "", "pr-horse");
      expect(attempt).toMatchObject({ solvedAt: null });
      expect(attempt?.guesses).toHaveLength(3);
      const stored = await db.selectFrom("vault_attempts").selectAll().executeTakeFirstOrThrow();
      expect([Number(stored.tries_used), Number(stored.solved)]).toEqual([3, 0]);
      expect(stored.finished_at).not.toBeNull();
      expect(await countersOf(db, "pr-horse")).toEqual({ total: 3, correct: 0 });
    });

    it("stores no guess after a solve, even one sent at the same moment", async () => {
      const [author, solver] = await users(2);
      await storePublishedRiddle(db, { id: "pr-horse", userId: author ?? "", word: "horse" });
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () =>
          recordGuess(db, { userId: solver ?? "", riddleId: "pr-horse", guess: right, now: NOW }),
        ),
      );
      expect(outcomes.filter((o) => o === "stored")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "already_solved")).toHaveLength(5);
      expect(await countersOf(db, "pr-horse")).toEqual({ total: 1, correct: 1 });
    });

    it("keeps one rating per user: a second rating replaces the first; the average and count follow", async () => {
      const [author, a, b, c] = await users(4);
      await storePublishedRiddle(db, { id: "pr-1", userId: author ?? "", word: "horse" });
      await storePublishedRiddle(db, { id: "pr-2", userId: author ?? "", word: "tiger" });
      expect(await vaultRatingSummaries(db, ["pr-1", "pr-2"])).toEqual(new Map());
      await rateRiddle(db, { userId: a ?? "", riddleId: "pr-1", rating: 5, now: NOW });
      await rateRiddle(db, { userId: b ?? "", riddleId: "pr-1", rating: 2, now: NOW });
      await rateRiddle(db, { userId: c ?? "", riddleId: "pr-1", rating: 4, now: NOW });
      await rateRiddle(db, { userId: a ?? "", riddleId: "pr-2", rating: 3, now: NOW });
      let summaries = await vaultRatingSummaries(db, ["pr-1", "pr-2"]);
      expect(summaries.get("pr-1")).toEqual({ averageRating: 3.67, ratingCount: 3 });
      expect(summaries.get("pr-2")).toEqual({ averageRating: 3, ratingCount: 1 });
      await rateRiddle(db, { userId: b ?? "", riddleId: "pr-1", rating: 5, now: NOW + 1 });
      summaries = await vaultRatingSummaries(db, ["pr-1"]);
      expect(summaries.get("pr-1")).toEqual({ averageRating: 4.67, ratingCount: 3 });
      // The same user rating twice at once still counts once.
      await Promise.all(
        [1, 2, 3, 4, 5].map((rating) =>
          rateRiddle(db, { userId: c ?? "", riddleId: "pr-2", rating, now: NOW }),
        ),
      );
      expect((await vaultRatingSummaries(db, ["pr-2"])).get("pr-2")?.ratingCount).toBe(2);
    });

    it("offers the next riddle by page, measured difficulty and 'unsolved by me', never the solver's own", async () => {
      const [me, other] = await users(2);
      const mine = me ?? "";
      const theirs = other ?? "";
      await storePublishedRiddle(db, { id: "own", userId: mine, word: "horse", publishedAt: 1 });
      await storePublishedRiddle(db, {
        id: "pending",
        userId: theirs,
        word: "tiger",
        status: "pending",
        publishedAt: 2,
      });
      await storePublishedRiddle(db, {
        id: "hidden",
        userId: theirs,
        word: "tiger",
        hidden: true,
        publishedAt: 3,
      });
      await storePublishedRiddle(db, {
        id: "no-page",
        userId: theirs,
        word: "tiger",
        page: null,
        publishedAt: 4,
      });
      // easy: 6/10 = 0.6; hard: 2/10 = 0.2; medium: 3/10, and too few guesses to measure (4, all right).
      await storePublishedRiddle(db, {
        id: "easy",
        userId: theirs,
        word: "zebra",
        totalGuesses: 10,
        correctGuesses: 6,
        publishedAt: 5,
      });
      await storePublishedRiddle(db, {
        id: "hard",
        userId: theirs,
        word: "camel",
        totalGuesses: 10,
        correctGuesses: 2,
        publishedAt: 6,
      });
      await storePublishedRiddle(db, {
        id: "medium",
        userId: theirs,
        word: "eagle",
        totalGuesses: 10,
        correctGuesses: 3,
        publishedAt: 7,
      });
      await storePublishedRiddle(db, {
        id: "unmeasured",
        userId: theirs,
        word: "frog",
        totalGuesses: 4,
        correctGuesses: 4,
        publishedAt: 8,
      });
      await storePublishedRiddle(db, { id: "page1", userId: theirs, word: "apple", page: 1, publishedAt: 9 });
      const next = (q: Partial<Parameters<typeof nextVaultRiddleId>[1]> = {}) =>
        nextVaultRiddleId(db, { userId: mine, unsolvedOnly: true, rng: () => 0, ...q });

      expect(await next()).toBe("easy");
      expect(await next({ difficulty: "easy" })).toBe("easy");
      expect(await next({ difficulty: "hard" })).toBe("hard");
      expect(await next({ difficulty: "medium" })).toBe("medium");
      expect(await next({ page: 1 })).toBe("page1");
      expect(await next({ page: 2 })).toBeNull();
      // Today's riddle of the day is met on the daily page, not in the Vault; another day's is not.
      await db
        .insertInto("daily_riddles")
        .values({ date: "2031-06-18", published_riddle_id: "easy", chosen_at: NOW })
        .execute();
      expect(await next({ dailyOn: "2031-06-18" })).toBe("hard");
      expect(await next({ dailyOn: "2031-06-19" })).toBe("easy");

      // A riddle started (tries left) comes before untried ones; a finished one drops out.
      await recordGuess(db, { userId: mine, riddleId: "medium", guess: wrong, now: NOW });
      expect(await next()).toBe("medium");
      await recordGuess(db, {
        userId: mine,
        riddleId: "medium",
        guess: { guess: "eagle", correct: true },
        now: NOW,
      });
      expect(await next()).toBe("easy");
      expect(await next({ difficulty: "medium" })).toBe("unmeasured");

      // With every riddle finished: none when only unsolved ones are asked for, a finished one otherwise.
      for (const id of ["easy", "hard", "unmeasured", "page1"]) {
        for (let i = 0; i < 3; i++)
          await recordGuess(db, { userId: mine, riddleId: id, guess: wrong, now: NOW });
      }
      expect(await next()).toBeNull();
      const seen = await next({ unsolvedOnly: false, rng: () => 0.99 });
      expect(["easy", "hard", "medium", "unmeasured", "page1"]).toContain(seen);
      expect(await next({ unsolvedOnly: false, page: 1 })).toBe("page1");
      // The other user still gets all of them but their own.
      expect(await nextVaultRiddleId(db, { userId: theirs, unsolvedOnly: true, rng: () => 0 })).toBe("own");
    });

    it("chooses the same daily riddle for everyone, even on two concurrent first requests, and stores it", async () => {
      const [author, rater] = await users(2);
      for (let n = 1; n <= 6; n++) {
        await storePublishedRiddle(db, { id: `d${n}`, userId: author ?? "", word: "horse", publishedAt: n });
      }
      const date = "2031-06-18";
      const chosen = await Promise.all(Array.from({ length: 8 }, () => dailyRiddleFor(db, date, NOW)));
      expect(new Set(chosen).size).toBe(1);
      expect(chosen[0]).toMatch(/^d[1-6]$/);
      const rows = await db.selectFrom("daily_riddles").selectAll().execute();
      expect(rows).toEqual([expect.objectContaining({ date, published_riddle_id: chosen[0] })]);
      // Later ratings don't change a stored day.
      await rateRiddle(db, { userId: rater ?? "", riddleId: "d6", rating: 5, now: NOW });
      expect(await dailyRiddleFor(db, date, NOW)).toBe(chosen[0]);
    });

    it("prefers well-rated riddles (average ≥ 3.5), then unrated ones, and uses none twice until all are used", async () => {
      const [author, a, b] = await users(3);
      const ids = ["good", "great", "poor", "unrated1", "unrated2"];
      for (const [i, id] of ids.entries()) {
        await storePublishedRiddle(db, { id, userId: author ?? "", word: "horse", publishedAt: i });
      }
      await rateRiddle(db, { userId: a ?? "", riddleId: "good", rating: 4, now: NOW });
      await rateRiddle(db, { userId: b ?? "", riddleId: "good", rating: 3, now: NOW }); // 3.5: qualifies
      await rateRiddle(db, { userId: a ?? "", riddleId: "great", rating: 5, now: NOW });
      await rateRiddle(db, { userId: a ?? "", riddleId: "poor", rating: 3, now: NOW });
      await rateRiddle(db, { userId: b ?? "", riddleId: "poor", rating: 3, now: NOW }); // 3.0: doesn't
      const days = ["2031-06-18", "2031-06-19", "2031-06-20", "2031-06-21", "2031-06-22", "2031-06-23"];
      const picked: (string | null)[] = [];
      for (const date of days) picked.push(await dailyRiddleFor(db, date, NOW));
      expect(new Set(picked.slice(0, 2))).toEqual(new Set(["good", "great"]));
      expect(new Set(picked.slice(2, 4))).toEqual(new Set(["unrated1", "unrated2"]));
      expect(picked[4]).toBe("poor");
      // Every riddle used once: the one used longest ago comes back.
      expect(picked[5]).toBe(picked[0]);
    });

    it("replaces a day's riddle once it is hidden, the same way for every request; none at all gives null", async () => {
      const [author] = await users(1);
      expect(await dailyRiddleFor(db, "2031-06-18", NOW)).toBeNull();
      await storePublishedRiddle(db, { id: "d1", userId: author ?? "", word: "horse", publishedAt: 1 });
      await storePublishedRiddle(db, { id: "d2", userId: author ?? "", word: "tiger", publishedAt: 2 });
      const first = await dailyRiddleFor(db, "2031-06-18", NOW);
      await db
        .updateTable("published_riddles")
        .set({ hidden: 1 })
        .where("id", "=", first ?? "")
        .execute();
      const replaced = await Promise.all([1, 2, 3, 4].map(() => dailyRiddleFor(db, "2031-06-18", NOW)));
      expect(new Set(replaced)).toEqual(new Set([first === "d1" ? "d2" : "d1"]));
      await db.updateTable("published_riddles").set({ hidden: 1 }).execute();
      expect(await dailyRiddleFor(db, "2031-06-18", NOW)).toBeNull();
    });

    it("counts daily streaks over consecutive days solved in time, skipping days one authored", async () => {
      const [author, solver] = await users(2);
      const me = solver ?? "";
      const day = (n: number) => `2031-06-${String(10 + n).padStart(2, "0")}`;
      const at = (n: number, hour = 12) => Date.UTC(2031, 5, 10 + n, hour);
      // Days 1–7, each with its own riddle; day 4's riddle is mine.
      for (let n = 1; n <= 7; n++) {
        await storePublishedRiddle(db, { id: `s${n}`, userId: n === 4 ? me : (author ?? ""), word: "horse" });
        await db
          .insertInto("daily_riddles")
          .values({ date: day(n), published_riddle_id: `s${n}`, chosen_at: at(n) })
          .execute();
      }
      const solve = (n: number, when: number) =>
        recordGuess(db, { userId: me, riddleId: `s${n}`, guess: right, now: when });
      await solve(1, at(1));
      await solve(2, at(2));
      // Day 3 solved only the day after: too late for day 3.
      await solve(3, at(4, 1));
      await solve(5, at(5));
      await solve(6, at(6, 23));
      expect(await dailyStreaks(db, me, day(6))).toEqual({ current: 2, longest: 2 });
      // Today (day 7) unsolved yet: the streak stands.
      expect(await dailyStreaks(db, me, day(7))).toEqual({ current: 2, longest: 2 });
      await solve(7, at(7));
      expect(await dailyStreaks(db, me, day(7))).toEqual({ current: 3, longest: 3 });
      // A day missed breaks it.
      await storePublishedRiddle(db, { id: "s8", userId: author ?? "", word: "horse" });
      await db
        .insertInto("daily_riddles")
        .values({ date: day(8), published_riddle_id: "s8", chosen_at: at(8) })
        .execute();
      expect(await dailyStreaks(db, me, day(9))).toEqual({ current: 0, longest: 3 });
    });

    it("counts riddles tried and solved, and an author's published riddles and their guesses", async () => {
      const [author, solver] = await users(2);
      await storePublishedRiddle(db, { id: "a1", userId: author ?? "", word: "horse" });
      await storePublishedRiddle(db, { id: "a2", userId: author ?? "", word: "tiger" });
      await storePublishedRiddle(db, { id: "a3", userId: author ?? "", word: "camel", status: "pending" });
      await recordGuess(db, { userId: solver ?? "", riddleId: "a1", guess: wrong, now: NOW });
      await recordGuess(db, { userId: solver ?? "", riddleId: "a1", guess: right, now: NOW });
      await recordGuess(db, { userId: solver ?? "", riddleId: "a2", guess: wrong, now: NOW });
      expect(await solverCounts(db, solver ?? "")).toEqual({
        riddlesTried: 2,
        riddlesSolved: 1,
        authored: { published: 0, approved: 0, totalGuesses: 0, correctGuesses: 0 },
      });
      expect(await solverCounts(db, author ?? "")).toEqual({
        riddlesTried: 0,
        riddlesSolved: 0,
        authored: { published: 3, approved: 2, totalGuesses: 3, correctGuesses: 1 },
      });
    });
  });
}
