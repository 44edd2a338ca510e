// Ids in test names such as (A7) are rows of docs/reliability.md.

import type { PublishedRiddle } from "@riddlebook/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setRole } from "../../src/db/repos/users";
import {
  type Caller,
  call,
  gameInWriting,
  handOf,
  newCaller,
  RIDDLES,
  type Seat,
  submitAll,
} from "../support/game-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";
import { waitFor } from "../support/wait-for";

let t: TestApp;
beforeEach(async () => {
  // Some cases sign up more players than one address may in an hour.
  t = await createTestApp({ config: { rateLimitScale: 10 } });
});
afterEach(async () => {
  await t.close();
});

async function withRole(role: "player" | "moderator" | "admin"): Promise<Caller> {
  const caller = await newCaller(t.app);
  if (role !== "player") await setRole(t.db, caller.userId, role);
  return caller;
}

/** `seat` submits its riddle for round 1 and publishes it; answers the published riddle's id. */
async function writeAndPublish(seat: Seat, gameId: string, text = RIDDLES[0]): Promise<string> {
  const [word] = await handOf(t.app, seat, gameId);
  const sent = await call(t.app, seat, "POST", "/api/riddles", {
    gameId,
    playerId: seat.playerId,
    round: 1,
    selectedWord: word,
    riddleText: text,
  });
  if (sent.statusCode !== 201) throw new Error(`riddle failed: ${sent.body}`);
  return publish(seat, sent.json().id);
}

async function publish(seat: Caller, riddleId: string): Promise<string> {
  const res = await call(t.app, seat, "POST", `/api/riddles/${riddleId}/publish`, { difficulty: "medium" });
  if (res.statusCode !== 201) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** Writing ends at its deadline, reading at its own: the round is scored. */
async function scoreRound(gameId: string) {
  t.clock.advance(180_000);
  await t.app.games.tick(gameId);
  t.clock.advance(120_000);
  const state = await t.app.games.tick(gameId);
  expect(state?.phase).toBe("scoring");
}

/** A published riddle whose game is over (round scored): the queue shows it. */
async function queuedRiddle(): Promise<{ id: string; author: Seat; word: string }> {
  const { gameId, seats } = await gameInWriting(t.app, 2);
  const author = seats[0] as Seat;
  const [word] = await handOf(t.app, author, gameId);
  const id = await writeAndPublish(author, gameId);
  await scoreRound(gameId);
  return { id, author, word: word ?? "" };
}

const listPending = async (caller: Caller) => {
  const res = await call(t.app, caller, "GET", "/api/published-riddles?status=pending");
  expect(res.statusCode).toBe(200);
  return res.json().riddles as PublishedRiddle[];
};

const auditRows = () => t.db.selectFrom("audit_log").selectAll().execute();

describe("review calls and roles (A7)", () => {
  it("refuses signed-out callers with 401 and players with 403, changing nothing", async () => {
    const { id } = await queuedRiddle();
    const player = await withRole("player");
    const calls = [
      ["GET", "/api/published-riddles", undefined],
      ["GET", "/api/published-riddles?status=approved", undefined],
      ["PATCH", `/api/published-riddles/${id}`, { isApproved: true, reviewNotes: "ok" }],
    ] as const;
    for (const [method, url, body] of calls) {
      const signedOut = await call(t.app, null, method, url, body);
      expect(signedOut.statusCode).toBe(401);
      const refused = await call(t.app, player, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(errorBodyOf(refused)).toEqual({
        code: "forbidden",
        message: "Only moderators can review riddles.",
      });
    }
    const row = await t.db
      .selectFrom("published_riddles")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      status: "pending",
      reviewed_by: null,
      reviewed_at: null,
      review_notes: null,
    });
    expect(await auditRows()).toEqual([]);
  });

  it.each(["moderator", "admin"] as const)(
    "lets a %s list the queue and review, as the full published riddle",
    async (role) => {
      const { id, author, word } = await queuedRiddle();
      const reviewer = await withRole(role);
      const pending = await listPending(reviewer);
      expect(pending).toEqual([
        expect.objectContaining({
          id,
          selectedWord: word,
          riddleText: RIDDLES[0],
          playerName: "Hana",
          gameMode: "standard",
          difficulty: "medium",
          pageNumber: 4,
          status: "pending",
          hidden: false,
          reportCount: 0,
          averageRating: null,
          ratingCount: 0,
          reviewedBy: null,
        }),
      ]);
      const authorName = (await call(t.app, author, "GET", "/api/auth/user")).json().username;
      expect(pending[0]?.authorUsername).toBe(authorName);

      t.clock.advance(5_000);
      const res = await call(t.app, reviewer, "PATCH", `/api/published-riddles/${id}`, {
        isApproved: true,
        reviewNotes: "  Clever wordplay.  ",
      });
      expect(res.statusCode).toBe(200);
      const reviewerName = (await call(t.app, reviewer, "GET", "/api/auth/user")).json().username;
      expect(res.json()).toMatchObject({
        id,
        status: "approved",
        reviewNotes: "Clever wordplay.",
        reviewedBy: reviewerName,
        reviewedAt: t.clock.now(),
      });
      expect(await listPending(reviewer)).toEqual([]);
      const approved = await call(t.app, reviewer, "GET", "/api/published-riddles?status=approved");
      expect(approved.json()).toEqual({ riddles: [res.json()], nextCursor: null });
      const audit = await auditRows();
      expect(audit).toEqual([
        expect.objectContaining({
          kind: "review",
          actor_name: reviewerName,
          target_type: "published_riddle",
          target_id: id,
          detail: "approved",
          note: "Clever wordplay.",
        }),
      ]);
    },
  );

  it("records the real reviewer's username whatever reviewedBy the body sends", async () => {
    const { id } = await queuedRiddle();
    const mod = await withRole("moderator");
    const res = await call(t.app, mod, "PATCH", `/api/published-riddles/${id}`, {
      isApproved: false,
      reviewNotes: "Names the word.",
      reviewedBy: "SomeAdmin",
    });
    expect(res.statusCode).toBe(200);
    const modName = (await call(t.app, mod, "GET", "/api/auth/user")).json().username;
    expect(res.json()).toMatchObject({ status: "rejected", reviewedBy: modName });
    const row = await t.db
      .selectFrom("published_riddles")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.reviewed_by).toBe(modName);
    expect(JSON.stringify(await auditRows())).not.toContain("SomeAdmin");
  });

  it("allows a second review that changes the verdict, and audits it as a change", async () => {
    const { id } = await queuedRiddle();
    const mod = await withRole("moderator");
    await call(t.app, mod, "PATCH", `/api/published-riddles/${id}`, { isApproved: true });
    const again = await call(t.app, mod, "PATCH", `/api/published-riddles/${id}`, {
      isApproved: false,
      reviewNotes: "Spoils a famous puzzle.",
    });
    expect(again.json()).toMatchObject({ status: "rejected", reviewNotes: "Spoils a famous puzzle." });
    expect((await auditRows()).map((row) => row.detail).sort()).toEqual(["approved", "approved → rejected"]);
  });

  it("answers 404 for an unknown id, 400 for a bad id, body, status or cursor", async () => {
    const mod = await withRole("moderator");
    const unknown = await call(t.app, mod, "PATCH", "/api/published-riddles/no-such-riddle", {
      isApproved: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown)).toEqual({
      code: "not_found",
      message: "That published riddle doesn't exist.",
    });
    const { id } = await queuedRiddle();
    const cases = [
      ["PATCH", `/api/published-riddles/${id}`, {}],
      ["PATCH", `/api/published-riddles/${id}`, { isApproved: "yes" }],
      ["PATCH", `/api/published-riddles/${id}`, { isApproved: true, reviewNotes: "x".repeat(1001) }],
      ["PATCH", `/api/published-riddles/${id}`, { isApproved: true, status: "approved" }],
      ["PATCH", `/api/published-riddles/${"x".repeat(65)}`, { isApproved: true }],
      ["GET", "/api/published-riddles?status=secret", undefined],
      ["GET", "/api/published-riddles?cursor=garbage", undefined],
      ["GET", "/api/published-riddles?cursor=a&cursor=b", undefined],
      ["GET", "/api/published-riddles?status=pending&status=approved", undefined],
      ["PATCH", "/api/published-riddles/bad%00id", { isApproved: true }],
    ] as const;
    for (const [method, url, body] of cases) {
      const res = await call(t.app, mod, method, url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      errorBodyOf(res);
    }
    const row = await t.db
      .selectFrom("published_riddles")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.status).toBe("pending");
  });

  it("pages the queue 20 at a time with a cursor that continues where the page ended", async () => {
    const mod = await withRole("moderator");
    const published: string[] = [];
    // 11 two-player games, both seats publishing: 22 riddles, queued as each round is scored.
    for (let g = 0; g < 11; g++) {
      const { gameId, seats } = await gameInWriting(t.app, 2);
      const riddleIds = await submitAll(t.app, gameId, seats);
      for (const [i, seat] of seats.entries()) published.push(await publish(seat, riddleIds[i] ?? ""));
      t.clock.advance(120_000);
      expect((await t.app.games.tick(gameId))?.phase).toBe("scoring");
      t.clock.advance(1);
    }
    const first = await call(t.app, mod, "GET", "/api/published-riddles");
    expect(first.json().riddles).toHaveLength(20);
    const cursor = first.json().nextCursor;
    expect(typeof cursor).toBe("string");
    const second = await call(t.app, mod, "GET", `/api/published-riddles?status=pending&cursor=${cursor}`);
    expect(second.json().nextCursor).toBeNull();
    const listed = [...first.json().riddles, ...second.json().riddles].map((r: PublishedRiddle) => r.id);
    expect(new Set(listed)).toEqual(new Set(published));
    expect(listed).toHaveLength(22);
    // Oldest first: the first game's riddles lead.
    expect(new Set(listed.slice(0, 2))).toEqual(new Set(published.slice(0, 2)));
  });
});

describe("the queue holds a riddle back until its round is scored", () => {
  it("hides a riddle from a moderator seated in the same game until scoring, then shows it", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const [author, moderator] = seats as [Seat, Seat];
    await setRole(t.db, moderator.userId, "moderator");
    const [word] = await handOf(t.app, author, gameId);
    const id = await writeAndPublish(author, gameId);

    // Writing, then reading (the moderator's own riddle sent): never listed, never reviewable.
    expect(await listPending(moderator)).toEqual([]);
    const early = await call(t.app, moderator, "PATCH", `/api/published-riddles/${id}`, { isApproved: true });
    expect(early.statusCode).toBe(404);
    await submitAll(t.app, gameId, [moderator]);
    expect((await call(t.app, moderator, "GET", `/api/games/${gameId}`)).json().game.currentPhase).toBe(
      "reading",
    );
    const duringReading = await call(t.app, moderator, "GET", "/api/published-riddles");
    expect(duringReading.json()).toEqual({ riddles: [], nextCursor: null });
    expect(duringReading.body.toLowerCase()).not.toContain(String(word).toLowerCase());

    t.clock.advance(120_000);
    expect((await t.app.games.tick(gameId))?.phase).toBe("scoring");
    // The commit that scored the round queued it.
    await waitFor(async () => {
      const row = await t.db
        .selectFrom("published_riddles")
        .select("queued_at")
        .where("id", "=", id)
        .executeTakeFirst();
      return row?.queued_at != null;
    });
    expect(await listPending(moderator)).toEqual([expect.objectContaining({ id, selectedWord: word })]);
  });

  it("queues at once a riddle published after its round was scored, and keeps publishing idempotent", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const riddleIds = await submitAll(t.app, gameId, seats);
    t.clock.advance(120_000);
    expect((await t.app.games.tick(gameId))?.phase).toBe("scoring");
    const id = await publish(seats[0] as Seat, riddleIds[0] ?? "");
    const again = await call(t.app, seats[0] as Seat, "POST", `/api/riddles/${riddleIds[0]}/publish`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    const row = await t.db
      .selectFrom("published_riddles")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.queued_at).toBe(t.clock.now());
    expect(await listPending(await withRole("moderator"))).toEqual([expect.objectContaining({ id })]);
  });

  it("queues a riddle whose game ended before its round was scored (everyone left)", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const id = await writeAndPublish(seats[0] as Seat, gameId);
    for (const seat of seats) {
      expect((await call(t.app, seat, "POST", `/api/games/${gameId}/leave`)).statusCode).toBe(200);
    }
    expect((await t.app.games.load(gameId))?.phase).toBe("complete");
    await waitFor(async () => {
      const row = await t.db
        .selectFrom("published_riddles")
        .select("queued_at")
        .where("id", "=", id)
        .executeTakeFirst();
      return row?.queued_at != null;
    });
  });

  it("queues on read a riddle the commit hook missed once its round is over", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const id = await writeAndPublish(seats[0] as Seat, gameId);
    await scoreRound(gameId);
    await waitFor(async () => {
      const row = await t.db
        .selectFrom("published_riddles")
        .select("queued_at")
        .where("id", "=", id)
        .executeTakeFirst();
      return row?.queued_at != null;
    });
    // As if the hook had never run (an instance stopped right after the commit).
    await t.db.updateTable("published_riddles").set({ queued_at: null }).where("id", "=", id).execute();
    expect(await listPending(await withRole("moderator"))).toEqual([expect.objectContaining({ id })]);
  });
});

describe("GET /api/user/published-riddles", () => {
  it("answers the caller's own riddles with their status, notes and counts, and nobody else's", async () => {
    const { id, author, word } = await queuedRiddle();
    const mod = await withRole("moderator");
    await call(t.app, mod, "PATCH", `/api/published-riddles/${id}`, {
      isApproved: false,
      reviewNotes: "Too easy.",
    });
    const mine = await call(t.app, author, "GET", "/api/user/published-riddles");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      {
        id,
        selectedWord: word,
        riddleText: RIDDLES[0],
        status: "rejected",
        reviewNotes: "Too easy.",
        publishedAt: expect.any(Number),
        totalGuesses: 0,
        correctGuesses: 0,
        averageRating: null,
      },
    ]);
    expect((await call(t.app, mod, "GET", "/api/user/published-riddles")).json()).toEqual([]);
    expect((await call(t.app, null, "GET", "/api/user/published-riddles")).statusCode).toBe(401);
  });
});
