import type { Challenge, ChallengeAcceptedResponse, ChallengesResponse } from "@riddlebook/protocol";
import { CHALLENGE_TTL_MS, type GameView } from "@riddlebook/rules";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/schema";
import { USER_EVENTS_CHANNEL, type UserEventEnvelope } from "../../src/realtime/user-events-channel";
import { type Caller, call, handOf, RIDDLES, type Seat } from "../support/game-helpers";
import { createTestApp, errorBodyOf, signUp, type TestApp } from "../support/test-app";

let t: TestApp;
/** Every user push published on the bus, in order. */
let pushed: UserEventEnvelope[];

beforeEach(async () => {
  t = await createTestApp();
  pushed = [];
  await t.bus.subscribe(USER_EVENTS_CHANNEL, (envelope) => pushed.push(envelope));
});
afterEach(async () => {
  await t.close();
});

interface Player extends Caller {
  username: string;
}

async function newPlayer(): Promise<Player> {
  const { user, headers } = await signUp(t.app);
  return { userId: user.id, username: user.username, headers };
}

/** Two friendship rows, one per side (the friends routes make the same). */
async function makeFriends(db: Db, a: string, b: string): Promise<void> {
  const now = t.clock.now();
  await db
    .insertInto("friendships")
    .values([
      { user_id: a, friend_id: b, created_at: now },
      { user_id: b, friend_id: a, created_at: now },
    ])
    .execute();
}

async function block(db: Db, blocker: string, blocked: string): Promise<void> {
  await db
    .insertInto("user_blocks")
    .values({ blocker_id: blocker, blocked_id: blocked, created_at: t.clock.now() })
    .execute();
}

/** Two signed-up friends. */
async function friends(): Promise<[Player, Player]> {
  const ann = await newPlayer();
  const bo = await newPlayer();
  await makeFriends(t.db, ann.userId, bo.userId);
  return [ann, bo];
}

const send = (from: Caller, body: Record<string, unknown>) =>
  call(t.app, from, "POST", "/api/challenges", body);

async function challenge(from: Caller, to: Caller, body: Record<string, unknown> = {}): Promise<Challenge> {
  const res = await send(from, { friendId: to.userId, gameMode: "standard", roundCount: 3, ...body });
  if (res.statusCode !== 201) throw new Error(`challenge failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

const list = async (caller: Caller): Promise<ChallengesResponse> => {
  const res = await call(t.app, caller, "GET", "/api/challenges");
  expect(res.statusCode).toBe(200);
  return res.json();
};
const accept = (caller: Caller, id: string) => call(t.app, caller, "POST", `/api/challenges/${id}/accept`);
const decline = (caller: Caller, id: string) => call(t.app, caller, "POST", `/api/challenges/${id}/decline`);

/**
 * The pushes `userId` got of `type`, oldest first. The in-process bus delivers on the next turn of
 * the event loop, so this lets that turn pass first.
 */
async function pushesTo(userId: string, type: string) {
  await new Promise((resolve) => setImmediate(resolve));
  return pushed.filter((p) => p.userId === userId && p.message.type === type).map((p) => p.message);
}

const NEEDS = "Send challenge needs a friend and a mode.";

describe("POST /api/challenges", () => {
  it("sends a pending challenge to a friend, with a trimmed message, and pushes challenge_received to them", async () => {
    const [ann, bo] = await friends();
    const res = await send(ann, {
      friendId: bo.userId,
      gameMode: "style_challenge",
      roundCount: 5,
      message: "  Best of five?  ",
    });
    expect(res.statusCode).toBe(201);
    const sent: Challenge = res.json();
    const now = t.clock.now();
    expect(sent).toEqual({
      id: expect.any(String),
      challengerId: ann.userId,
      challengerName: ann.username,
      challengedId: bo.userId,
      challengedName: bo.username,
      gameMode: "style_challenge",
      roundCount: 5,
      message: "Best of five?",
      status: "pending",
      createdAt: now,
      expiresAt: now + CHALLENGE_TTL_MS,
      gameId: null,
      result: null,
    });
    expect(await pushesTo(bo.userId, "challenge_received")).toEqual([
      { type: "challenge_received", challenge: sent },
    ]);
    expect(await pushesTo(ann.userId, "challenge_received")).toEqual([]);
  });

  it("stores an empty or blank message as none", async () => {
    const [ann, bo] = await friends();
    expect((await challenge(ann, bo, { message: "   " })).message).toBeNull();
    expect((await challenge(ann, bo, { message: "" })).message).toBeNull();
    expect((await challenge(ann, bo)).message).toBeNull();
  });

  it.each([
    ["no friend", { gameMode: "standard", roundCount: 3 }],
    ["no mode", { friendId: "someone", roundCount: 3 }],
    ["an empty friend", { friendId: "  ", gameMode: "standard", roundCount: 3 }],
    ["a null mode", { friendId: "someone", gameMode: null, roundCount: 3 }],
    ["neither", {}],
  ])("answers 400 %s with the one message naming both", async (_name, body) => {
    const ann = await newPlayer();
    const res = await send(ann, body);
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual({ code: "invalid_request", message: NEEDS });
  });

  it("answers 400 with that message for a request without a body", async () => {
    const ann = await newPlayer();
    const res = await call(t.app, ann, "POST", "/api/challenges");
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe(NEEDS);
  });

  it.each([
    ["an unknown mode", { gameMode: "story_mode" }, "gameMode must be one of"],
    ["rounds not offered", { roundCount: 4 }, "roundCount must be one of: 3, 5, 7."],
    ["rounds as text", { roundCount: "3" }, "roundCount must be a number."],
    ["a message over 140 characters", { message: "x".repeat(141) }, "at most 140 characters"],
    ["an unknown field", { colour: "red" }, "Unknown field: colour."],
    [
      "a control character in the message",
      { message: "Hi\u0000" },
      "The message may not contain control characters.",
    ],
    ["a direction control in the message", { message: "Hi \u202Eereht" }, "change the text direction"],
    [
      "a control character in the friend",
      { friendId: "a\u0000b" },
      "The user id may not contain control characters.",
    ],
  ])("answers 400 for %s, naming the field", async (_name, patch, message) => {
    const [ann, bo] = await friends();
    const res = await send(ann, { friendId: bo.userId, gameMode: "standard", roundCount: 3, ...patch });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toContain(message);
    expect(await list(bo)).toEqual({ incoming: [], outgoing: [] });
  });

  it("accepts a message of exactly 140 characters", async () => {
    const [ann, bo] = await friends();
    expect((await challenge(ann, bo, { message: "y".repeat(140) })).message).toHaveLength(140);
  });

  it("refuses to challenge yourself with 400", async () => {
    const ann = await newPlayer();
    const res = await send(ann, { friendId: ann.userId, gameMode: "standard", roundCount: 3 });
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res)).toEqual({ code: "invalid_request", message: "You cannot challenge yourself." });
  });

  it("refuses someone who is not a friend, or an unknown id, with 403", async () => {
    const ann = await newPlayer();
    const stranger = await newPlayer();
    for (const friendId of [stranger.userId, "no-such-user"]) {
      const res = await send(ann, { friendId, gameMode: "standard", roundCount: 3 });
      expect(res.statusCode).toBe(403);
      expect(errorBodyOf(res)).toEqual({
        code: "forbidden",
        message: "You can only challenge your friends.",
      });
    }
    expect(await pushesTo(stranger.userId, "challenge_received")).toEqual([]);
  });

  it("refuses a friend across a block either way with the same 403, so the block is not revealed", async () => {
    const [ann, bo] = await friends();
    await block(t.db, bo.userId, ann.userId);
    const blockedByThem = await send(ann, { friendId: bo.userId, gameMode: "standard", roundCount: 3 });
    expect(blockedByThem.statusCode).toBe(403);
    expect(errorBodyOf(blockedByThem).message).toBe("You can only challenge your friends.");
    const blockedByMe = await send(bo, { friendId: ann.userId, gameMode: "standard", roundCount: 3 });
    expect(blockedByMe.statusCode).toBe(403);
    expect(errorBodyOf(blockedByMe).message).toBe("You can only challenge your friends.");
    expect(pushed).toEqual([]);
  });

  it("answers 401 when signed out", async () => {
    const res = await call(t.app, null, "POST", "/api/challenges", { friendId: "x", gameMode: "standard" });
    expect(res.statusCode).toBe(401);
  });

  it("allows 30 challenges an hour per user, then 429 with Retry-After until the hour has passed", async () => {
    const [ann, bo] = await friends();
    for (let i = 0; i < 30; i++) await challenge(ann, bo);
    const refused = await send(ann, { friendId: bo.userId, gameMode: "standard", roundCount: 3 });
    expect(refused.statusCode).toBe(429);
    expect(errorBodyOf(refused).code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
    // Another user is not affected.
    await challenge(bo, ann);
    t.clock.advance(60 * 60 * 1000 + 1);
    await challenge(ann, bo);
  });
});

describe("GET /api/challenges", () => {
  it("lists incoming and outgoing challenges of the last 30 days, newest first", async () => {
    const [ann, bo] = await friends();
    const old = await challenge(ann, bo);
    const day = 24 * 60 * 60 * 1000;
    await t.db
      .updateTable("challenges")
      .set({ created_at: t.clock.now() - 31 * day })
      .where("id", "=", old.id)
      .execute();
    const first = await challenge(ann, bo, { message: "first" });
    t.clock.advance(1000);
    const second = await challenge(ann, bo, { message: "second" });
    t.clock.advance(1000);
    const back = await challenge(bo, ann, { message: "back" });
    const bos = await list(bo);
    expect(bos.incoming.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(bos.outgoing.map((c) => c.id)).toEqual([back.id]);
    const anns = await list(ann);
    expect(anns.incoming.map((c) => c.id)).toEqual([back.id]);
    expect(anns.outgoing.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(anns.outgoing.map((c) => c.id)).not.toContain(old.id);
  });

  it("hides incoming challenges across a block, but keeps the sender's outgoing list", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    await block(t.db, bo.userId, ann.userId);
    expect((await list(bo)).incoming).toEqual([]);
    expect((await list(ann)).outgoing.map((c) => c.id)).toEqual([sent.id]);
    expect((await accept(bo, sent.id)).statusCode).toBe(404);
    expect((await decline(bo, sent.id)).statusCode).toBe(404);
  });

  it("answers 401 when signed out", async () => {
    expect((await call(t.app, null, "GET", "/api/challenges")).statusCode).toBe(401);
  });
});

/** The game as `caller` sees it. */
async function viewOf(caller: Caller, gameId: string): Promise<GameView> {
  const res = await call(t.app, caller, "GET", `/api/games/${gameId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("POST /api/challenges/:id/accept", () => {
  it("makes a private game with both seated (challenger hosting, usernames as names), started, and tells both", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo, { gameMode: "character_voice", roundCount: 7 });
    const res = await accept(bo, sent.id);
    expect(res.statusCode).toBe(200);
    const body: ChallengeAcceptedResponse = res.json();
    expect(body.challenge).toEqual({ ...sent, status: "accepted", gameId: body.gameId });
    const view = await viewOf(bo, body.gameId);
    expect(view.game).toMatchObject({
      name: "Challenge",
      isPublic: false,
      gameMode: "character_voice",
      totalRounds: 7,
      maxPlayers: 2,
      currentPhase: "writing",
      currentRound: 1,
    });
    const seats = view.players.map((p) => ({ userId: p.userId, name: p.name, isHost: p.isHost }));
    expect(seats).toEqual([
      { userId: ann.userId, name: ann.username, isHost: true },
      { userId: bo.userId, name: bo.username, isHost: false },
    ]);
    expect(view.viewerId).not.toBeNull();
    expect((await viewOf(ann, body.gameId)).viewerId).not.toBeNull();
    for (const user of [ann, bo]) {
      expect(await pushesTo(user.userId, "challenge_updated")).toEqual([
        { type: "challenge_updated", challenge: body.challenge },
      ]);
    }
    // Both lists show it accepted with its game.
    expect((await list(ann)).outgoing[0]).toEqual(body.challenge);
    expect((await list(bo)).incoming[0]).toEqual(body.challenge);
  });

  it("works for a speed round", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo, { gameMode: "speed_round", roundCount: 3 });
    const res = await accept(bo, sent.id);
    expect(res.statusCode).toBe(200);
    const view = await viewOf(ann, res.json().gameId);
    expect(view.game).toMatchObject({ gameMode: "speed_round", totalRounds: 3, currentPhase: "writing" });
  });

  it("answers 404 to anyone but the challenged, the challenger included, and for an unknown id (400 for a malformed one)", async () => {
    const [ann, bo] = await friends();
    const cy = await newPlayer();
    const sent = await challenge(ann, bo);
    for (const caller of [ann, cy]) {
      const res = await accept(caller, sent.id);
      expect(res.statusCode).toBe(404);
      expect(errorBodyOf(res)).toEqual({ code: "not_found", message: "Challenge not found." });
    }
    expect((await accept(bo, "no-such-challenge")).statusCode).toBe(404);
    expect((await accept(bo, "a%00b")).statusCode).toBe(400);
    expect((await call(t.app, null, "POST", `/api/challenges/${sent.id}/accept`)).statusCode).toBe(401);
    expect((await list(bo)).incoming[0]?.status).toBe("pending");
  });

  it("answers 409 once the challenge was answered", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    expect((await accept(bo, sent.id)).statusCode).toBe(200);
    const again = await accept(bo, sent.id);
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again)).toEqual({
      code: "challenge_answered",
      message: "This challenge was already answered.",
    });
  });

  it("answers 403 when the two are no longer friends, and leaves the challenge pending", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    await t.db.deleteFrom("friendships").where("user_id", "in", [ann.userId, bo.userId]).execute();
    const res = await accept(bo, sent.id);
    expect(res.statusCode).toBe(403);
    expect(errorBodyOf(res)).toEqual({
      code: "forbidden",
      message: `You are no longer friends with ${ann.username}.`,
    });
    expect((await list(bo)).incoming[0]?.status).toBe("pending");
  });

  it("from two tabs at once makes exactly one game; the other tab gets 409", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    const before = await countGames();
    const answers = await Promise.all([accept(bo, sent.id), accept(bo, sent.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409);
    expect(errorBodyOf(lost!).message).toBe("This challenge was already answered.");
    const won: ChallengeAcceptedResponse = answers.find((a) => a.statusCode === 200)!.json();
    expect(await countGames()).toBe(before + 1);
    expect((await list(bo)).incoming[0]?.gameId).toBe(won.gameId);
    expect(await pushesTo(ann.userId, "challenge_updated")).toHaveLength(1);
  });

  it("leaves the challenge pending, with no game, when the game cannot be made", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    // The database refuses every new game: the accept's transaction fails after claiming the challenge.
    const before = await countGames();
    await sql`CREATE TRIGGER refuse_games BEFORE INSERT ON games BEGIN SELECT RAISE(ABORT, 'no games'); END`.execute(
      t.db,
    );
    const res = await accept(bo, sent.id);
    expect(res.statusCode).toBe(500);
    await sql`DROP TRIGGER refuse_games`.execute(t.db);
    expect(await countGames()).toBe(before);
    const after = (await list(bo)).incoming[0];
    expect(after).toMatchObject({ id: sent.id, status: "pending", gameId: null });
    expect(await pushesTo(ann.userId, "challenge_updated")).toEqual([]);
    // Once games can be made again, the same challenge is accepted.
    expect((await accept(bo, sent.id)).statusCode).toBe(200);
  });
});

describe("POST /api/challenges/:id/decline", () => {
  it("declines a pending challenge and tells the challenger; it cannot be accepted afterwards", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    const res = await decline(bo, sent.id);
    expect(res.statusCode).toBe(200);
    const declined: Challenge = res.json();
    expect(declined).toEqual({ ...sent, status: "declined" });
    expect(await pushesTo(ann.userId, "challenge_updated")).toEqual([
      { type: "challenge_updated", challenge: declined },
    ]);
    const late = await accept(bo, sent.id);
    expect(late.statusCode).toBe(409);
    expect(errorBodyOf(late).message).toBe("This challenge was already answered.");
    expect((await decline(bo, sent.id)).statusCode).toBe(409);
  });

  it("answers 404 to anyone but the challenged", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    expect((await decline(ann, sent.id)).statusCode).toBe(404);
    expect((await decline(await newPlayer(), sent.id)).statusCode).toBe(404);
  });

  it("answers 409 after an accept", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    expect((await accept(bo, sent.id)).statusCode).toBe(200);
    const res = await decline(bo, sent.id);
    expect(res.statusCode).toBe(409);
    expect(errorBodyOf(res).code).toBe("challenge_answered");
  });
});

describe("expiry", () => {
  const expiredAnswer = { code: "challenge_expired", message: "This challenge has expired." };

  it("a challenge unanswered for 24 hours can no longer be accepted or declined (409), and both are told", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    t.clock.advance(CHALLENGE_TTL_MS - 1);
    expect((await list(bo)).incoming[0]?.status).toBe("pending");
    t.clock.advance(1);
    const res = await accept(bo, sent.id);
    expect(res.statusCode).toBe(409);
    expect(errorBodyOf(res)).toEqual(expiredAnswer);
    const now = await decline(bo, sent.id);
    expect(now.statusCode).toBe(409);
    expect(errorBodyOf(now)).toEqual(expiredAnswer);
    const expired = { ...sent, status: "expired" };
    expect((await list(bo)).incoming).toEqual([expired]);
    expect((await list(ann)).outgoing).toEqual([expired]);
    for (const user of [ann, bo]) {
      expect(await pushesTo(user.userId, "challenge_updated")).toEqual([
        { type: "challenge_updated", challenge: expired },
      ]);
    }
  });

  it("is written on reading the list", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    t.clock.advance(CHALLENGE_TTL_MS);
    expect((await list(ann)).outgoing[0]?.status).toBe("expired");
    expect(await statusOf(sent.id)).toBe("expired");
    expect(await pushesTo(bo.userId, "challenge_updated")).toHaveLength(1);
  });

  it("is written by the sweep, which tells both players once", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    t.clock.advance(CHALLENGE_TTL_MS / 2);
    const fresh = await challenge(bo, ann);
    t.clock.advance(CHALLENGE_TTL_MS / 2);
    await t.app.challenges.sweep();
    expect(await statusOf(sent.id)).toBe("expired");
    expect(await statusOf(fresh.id)).toBe("pending");
    await t.app.challenges.sweep();
    for (const user of [ann, bo]) {
      expect(await pushesTo(user.userId, "challenge_updated")).toEqual([
        { type: "challenge_updated", challenge: { ...sent, status: "expired" } },
      ]);
    }
  });

  it("runs on its own every CHALLENGE_SWEEP_MS", async () => {
    await t.close();
    t = await createTestApp({ config: { challengeSweepMs: 50 } });
    pushed = [];
    await t.bus.subscribe(USER_EVENTS_CHANNEL, (envelope) => pushed.push(envelope));
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo);
    t.clock.advance(CHALLENGE_TTL_MS);
    await waitUntil(async () => (await statusOf(sent.id)) === "expired");
    await waitUntil(async () => (await pushesTo(ann.userId, "challenge_updated")).length === 1);
  });
});

describe("the result", () => {
  it("is recorded when the challenge's game is played to the end: winner, both scores, both told", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo, { roundCount: 3 });
    const { gameId } = (await accept(bo, sent.id)).json() as ChallengeAcceptedResponse;
    const annSeat = await seatOf(ann, gameId);
    const boSeat = await seatOf(bo, gameId);
    // Round 1: each writes a riddle; Bo guesses Ann's word, Ann misses Bo's.
    const annWord = (await handOf(t.app, annSeat, gameId))[0]!;
    const boWord = (await handOf(t.app, boSeat, gameId))[0]!;
    const annRiddle = await submit(annSeat, gameId, annWord, RIDDLES[0]);
    const boRiddle = await submit(boSeat, gameId, boWord, RIDDLES[1]);
    expect((await guess(boSeat, annRiddle, annWord)).statusCode).toBe(201);
    expect((await guess(annSeat, boRiddle, "walrus")).statusCode).toBe(201);
    // The other rounds pass with nobody writing.
    await playOut(gameId);
    // Recorded after the commit that completed the game, before anyone reads the list (the sweep
    // runs once a minute on a real timer: not within this test).
    await waitUntil(async () => (await statusOf(sent.id)) === "completed");
    const view = await viewOf(ann, gameId);
    expect(view.game.currentPhase).toBe("complete");
    const score = (userId: string) => view.players.find((p) => p.userId === userId)?.score;
    const annScore = score(ann.userId)!;
    const boScore = score(bo.userId)!;
    expect(annScore).toBeGreaterThan(boScore);
    const done = (await list(ann)).outgoing[0]!;
    expect(done).toMatchObject({
      id: sent.id,
      status: "completed",
      gameId,
      result: {
        winnerId: ann.userId,
        winnerName: ann.username,
        challengerScore: annScore,
        challengedScore: boScore,
      },
    });
    for (const user of [ann, bo]) {
      // Accepted, then completed (recorded after the last commit, or by the list above: once).
      await waitUntil(async () => (await pushesTo(user.userId, "challenge_updated")).length >= 2);
      const updates = await pushesTo(user.userId, "challenge_updated");
      expect(updates).toHaveLength(2);
      expect(updates.at(-1)).toEqual({ type: "challenge_updated", challenge: done });
    }
    const row = await t.db
      .selectFrom("challenges")
      .select(["winner_id", "challenger_score", "challenged_score", "completed_at"])
      .where("id", "=", sent.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      winner_id: ann.userId,
      challenger_score: annScore,
      challenged_score: boScore,
      completed_at: expect.any(Number),
    });
  });

  it("records a draw (no winner) when the top score is shared", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo, { roundCount: 3, gameMode: "speed_round" });
    const { gameId } = (await accept(bo, sent.id)).json() as ChallengeAcceptedResponse;
    await playOut(gameId);
    const done = (await list(bo)).incoming[0]!;
    expect(done.status).toBe("completed");
    expect(done.result).toEqual({ winnerId: null, winnerName: null, challengerScore: 0, challengedScore: 0 });
  });

  it("is recorded on reading the list when the instance that finished the game did not record it", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo, { roundCount: 3 });
    const { gameId } = (await accept(bo, sent.id)).json() as ChallengeAcceptedResponse;
    await playOut(gameId);
    // As if another instance completed the game and stopped before recording the result.
    await t.db
      .updateTable("challenges")
      .set({
        status: "accepted",
        winner_id: null,
        challenger_score: null,
        challenged_score: null,
        completed_at: null,
      })
      .where("id", "=", sent.id)
      .execute();
    expect(await statusOf(sent.id)).toBe("accepted");
    const done = (await list(bo)).incoming[0]!;
    expect(done).toMatchObject({ status: "completed", result: { winnerId: null } });
    expect(await statusOf(sent.id)).toBe("completed");
  });

  it("is recorded by the sweep too", async () => {
    const [ann, bo] = await friends();
    const sent = await challenge(ann, bo, { roundCount: 3 });
    const { gameId } = (await accept(bo, sent.id)).json() as ChallengeAcceptedResponse;
    await playOut(gameId);
    await t.db
      .updateTable("challenges")
      .set({ status: "accepted", completed_at: null })
      .where("id", "=", sent.id)
      .execute();
    await t.app.challenges.sweep();
    expect(await statusOf(sent.id)).toBe("completed");
  });
});

async function countGames(): Promise<number> {
  const row = await t.db
    .selectFrom("games")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function statusOf(id: string): Promise<string | undefined> {
  return (await t.db.selectFrom("challenges").select("status").where("id", "=", id).executeTakeFirst())
    ?.status;
}

async function seatOf(caller: Caller, gameId: string): Promise<Seat> {
  const viewerId = (await viewOf(caller, gameId)).viewerId;
  if (!viewerId) throw new Error("not seated");
  return { ...caller, playerId: viewerId };
}

async function submit(seat: Seat, gameId: string, word: string, text: string): Promise<string> {
  const res = await call(t.app, seat, "POST", "/api/riddles", {
    gameId,
    playerId: seat.playerId,
    round: 1,
    selectedWord: word,
    riddleText: text,
  });
  if (res.statusCode !== 201) throw new Error(`riddle failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

const guess = (seat: Seat, riddleId: string, text: string) =>
  call(t.app, seat, "POST", "/api/guesses", { riddleId, guesserId: seat.playerId, guess: text });

/** Lets every deadline of the game pass, one phase at a time, until it is complete. */
async function playOut(gameId: string): Promise<void> {
  for (let step = 0; step < 100; step++) {
    const state = await t.app.games.load(gameId);
    if (state?.phase === "complete") return;
    t.clock.advance(10 * 60 * 1000);
    await t.app.games.tick(gameId);
  }
  throw new Error("the game did not complete");
}

/** Polls `check` until it holds (a sweep on a real timer). */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("condition not met");
}
