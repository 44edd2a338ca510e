import type { FriendsResponse } from "@riddlebook/protocol";
import { FRIEND_REQUEST_COOLDOWN_MS } from "@riddlebook/rules";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setStats } from "../../src/db/repos/stats";
import { upsertPresence } from "../../src/features/presence/repository";
import { USER_EVENTS_CHANNEL } from "../../src/realtime/user-events-channel";
import { type Caller, call, createGame, gameInWriting, joinGame } from "../support/game-helpers";
import {
  createTestApp,
  errorBodyOf,
  fastPasswords,
  sessionCookieOf,
  signUp,
  type TestApp,
} from "../support/test-app";
import { waitFor } from "../support/wait-for";

const HOUR = 60 * 60 * 1000;
let t: TestApp;
/** Every user push published on the bus, as (user, message) pairs. */
let pushed: { userId: string; message: Record<string, unknown> }[];
let marker = 0;

async function start(config: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp({ passwords: fastPasswords, ...config });
  pushed = [];
  await t.bus.subscribe(USER_EVENTS_CHANNEL, (envelope) => {
    for (const userId of [envelope.userId, ...(envelope.userIds ?? [])]) {
      pushed.push({ userId, message: envelope.message as unknown as Record<string, unknown> });
    }
  });
}

afterEach(async () => {
  await t?.close();
});

/** Waits until every push published so far has been delivered (the bus keeps publish order). */
async function settled(): Promise<void> {
  const id = `marker-${++marker}`;
  await t.bus.publish(USER_EVENTS_CHANNEL, {
    type: "user_event",
    userId: id,
    message: { type: "friends_changed" },
  });
  await waitFor(() => pushed.some((p) => p.userId === id), 2000, "the bus to deliver");
}

const pushesTo = (user: Caller, type: string) =>
  pushed.filter((p) => p.userId === user.userId && p.message.type === type).map((p) => p.message);

interface Person extends Caller {
  email: string;
  name: string;
}

async function person(overrides: Record<string, unknown> = {}): Promise<Person> {
  const { user, headers, body } = await signUp(t.app, overrides);
  return { userId: user.id, headers, email: body.email, name: body.username };
}

const sendRequest = (from: Caller, friendEmail: unknown) =>
  call(t.app, from, "POST", "/api/friends/request", { friendEmail });
const friendsOf = async (user: Caller): Promise<FriendsResponse> => {
  const res = await call(t.app, user, "GET", "/api/friends");
  expect(res.statusCode).toBe(200);
  return res.json();
};
const answer = (user: Caller, requestId: string, verb: "accept" | "decline") =>
  call(t.app, user, "POST", `/api/friends/requests/${requestId}/${verb}`);
const cancel = (user: Caller, requestId: string) =>
  call(t.app, user, "DELETE", `/api/friends/requests/${requestId}`);

/** Ann sends Bo a request and Bo accepts it. */
async function befriend(a: Person, b: Person): Promise<void> {
  expect((await sendRequest(a, b.email)).statusCode).toBe(200);
  const incoming = (await friendsOf(b)).incoming.find((r) => r.userId === a.userId);
  expect((await answer(b, incoming?.id ?? "", "accept")).statusCode).toBe(200);
}

/** What the client can see of an answer: status, body bytes and the headers that carry meaning. */
const visible = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body,
  contentType: res.headers["content-type"],
  retryAfter: res.headers["retry-after"],
});

describe("sending a friend request", () => {
  beforeEach(() => start());

  it("sends to an account: the recipient sees it (without the sender's e-mail) and is pushed it", async () => {
    const ann = await person();
    const bo = await person();
    const res = await sendRequest(ann, bo.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Friend request sent." });

    const incoming = (await friendsOf(bo)).incoming;
    expect(incoming).toEqual([
      {
        id: expect.any(String),
        direction: "incoming",
        userId: ann.userId,
        name: ann.name,
        email: null,
        status: "pending",
        createdAt: t.clock.now(),
      },
    ]);
    expect(JSON.stringify(incoming)).not.toContain(ann.email);
    // The sender sees the e-mail they typed, not yet who it belongs to.
    expect((await friendsOf(ann)).outgoing).toEqual([
      { ...incoming[0], direction: "outgoing", userId: null, name: null, email: bo.email },
    ]);
    await settled();
    expect(pushesTo(bo, "friend_request")).toEqual([{ type: "friend_request", request: incoming[0] }]);
  });

  it("answers an unknown e-mail byte for byte as a known one, and the account made later receives it", async () => {
    const ann = await person();
    const bo = await person();
    const known = await sendRequest(ann, bo.email);
    const unknown = await sendRequest(ann, "nobody-yet@example.com");
    expect(visible(unknown)).toEqual(visible(known));
    const stored = await t.db
      .selectFrom("friend_requests")
      .select(["to_user_id", "to_email"])
      .where("to_email", "=", "nobody-yet@example.com")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ to_user_id: null, to_email: "nobody-yet@example.com" });

    const cy = await person({ email: "Nobody-Yet@example.com" });
    const incoming = (await friendsOf(cy)).incoming;
    expect(incoming.map((r) => r.userId)).toEqual([ann.userId]);
    expect((await answer(cy, incoming[0]?.id ?? "", "accept")).statusCode).toBe(200);
    expect((await friendsOf(ann)).friends.map((f) => f.id)).toEqual([cy.userId]);
  });

  it("lets a guest who later claims the e-mail receive a request sent before", async () => {
    const ann = await person();
    expect((await sendRequest(ann, "guest-later@example.com")).statusCode).toBe(200);
    const guest = await t.app.inject({ method: "POST", url: "/api/dev-auto-login" });
    const caller: Caller = {
      userId: guest.json().id,
      headers: { cookie: `rb_session=${sessionCookieOf(guest)}` },
    };
    expect((await friendsOf(caller)).incoming).toEqual([]);
    const claim = await call(t.app, caller, "POST", "/api/user/claim", {
      email: "guest-later@example.com",
      password: "correct horse battery",
    });
    expect(claim.statusCode).toBe(200);
    // Claiming starts a new session.
    caller.headers.cookie = `rb_session=${sessionCookieOf(claim) ?? ""}`;
    expect((await friendsOf(caller)).incoming.map((r) => r.userId)).toEqual([ann.userId]);
  });

  it("refuses your own e-mail and a malformed one with 400, and a missing body", async () => {
    const ann = await person();
    const self = await sendRequest(ann, ann.email.toUpperCase());
    expect(self.statusCode).toBe(400);
    expect(errorBodyOf(self)).toEqual({
      code: "invalid_request",
      message: "You can't send a friend request to yourself.",
    });
    const bad = await sendRequest(ann, "not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(errorBodyOf(bad)).toEqual({
      code: "invalid_request",
      message: "Please enter a valid e-mail address.",
    });
    const missing = await call(t.app, ann, "POST", "/api/friends/request", {});
    expect(missing.statusCode).toBe(400);
    expect(errorBodyOf(missing).message).toMatch(/E-mail is required/);
    expect(
      (await call(t.app, null, "POST", "/api/friends/request", { friendEmail: "a@b.co" })).statusCode,
    ).toBe(401);
  });

  it("answers 409 when you are already friends", async () => {
    const ann = await person();
    const bo = await person();
    await befriend(ann, bo);
    const res = await sendRequest(ann, bo.email);
    expect(res.statusCode).toBe(409);
    expect(errorBodyOf(res)).toEqual({ code: "already_friends", message: "You are already friends." });
  });

  it("treats a pending duplicate as sent, keeping one request", async () => {
    const ann = await person();
    const bo = await person();
    const first = await sendRequest(ann, bo.email);
    const second = await sendRequest(ann, bo.email);
    expect(visible(second)).toEqual(visible(first));
    expect((await friendsOf(bo)).incoming).toHaveLength(1);
    expect((await friendsOf(ann)).outgoing).toHaveLength(1);
  });

  it("accepts the other person's pending request instead of sending a second one", async () => {
    const ann = await person();
    const bo = await person();
    await sendRequest(bo, ann.email);
    const requestId = (await friendsOf(ann)).incoming[0]?.id;
    const res = await sendRequest(ann, bo.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Friend request accepted. You are now friends." });
    expect((await friendsOf(ann)).friends.map((f) => f.id)).toEqual([bo.userId]);
    expect((await friendsOf(bo)).friends.map((f) => f.id)).toEqual([ann.userId]);
    expect((await friendsOf(bo)).outgoing[0]).toMatchObject({
      status: "accepted",
      userId: ann.userId,
      name: ann.name,
    });
    await settled();
    expect(pushesTo(bo, "friend_request_answered")).toEqual([
      { type: "friend_request_answered", requestId, status: "accepted" },
    ]);
    expect(pushesTo(bo, "friends_changed")).toHaveLength(1);
    expect(pushesTo(ann, "friends_changed")).toHaveLength(1);
  });

  it("limits requests to 20 an hour per user with 429 and Retry-After", async () => {
    const ann = await person();
    for (let i = 0; i < 20; i++)
      expect((await sendRequest(ann, `someone${i}@example.com`)).statusCode).toBe(200);
    const refused = await sendRequest(ann, "one-more@example.com");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(60 * 60));
    expect(errorBodyOf(refused)).toEqual({
      code: "rate_limited",
      message: "You're sending friend requests too quickly. Please wait a while and try again.",
    });
    t.clock.advance(HOUR);
    expect((await sendRequest(ann, "one-more@example.com")).statusCode).toBe(200);
  });

  it("refuses a new request within the cool-down after a decline, naming when, then allows it", async () => {
    const ann = await person();
    const bo = await person();
    await sendRequest(ann, bo.email);
    const requestId = (await friendsOf(bo)).incoming[0]?.id ?? "";
    expect((await answer(bo, requestId, "decline")).statusCode).toBe(200);
    t.clock.advance(HOUR);
    const refused = await sendRequest(ann, bo.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String((FRIEND_REQUEST_COOLDOWN_MS - HOUR) / 1000));
    const until = new Date(t.clock.now() - HOUR + FRIEND_REQUEST_COOLDOWN_MS).toISOString().slice(0, 16);
    expect(errorBodyOf(refused)).toEqual({
      code: "rate_limited",
      message: `Your last friend request to this e-mail was declined or cancelled. You can send another in 23 hours (after ${until.replace("T", " ")} UTC).`,
    });
    t.clock.advance(FRIEND_REQUEST_COOLDOWN_MS - HOUR);
    expect((await sendRequest(ann, bo.email)).statusCode).toBe(200);
    expect((await friendsOf(bo)).incoming).toHaveLength(1);
  });

  it("gives the same cool-down answer after cancelling a request to an account or to an unknown e-mail", async () => {
    const ann = await person();
    const bo = await person();
    await sendRequest(ann, bo.email);
    await sendRequest(ann, "unknown-person@example.com");
    for (const request of (await friendsOf(ann)).outgoing) {
      expect((await cancel(ann, request.id)).statusCode).toBe(200);
    }
    t.clock.advance(90 * 60 * 1000);
    const known = await sendRequest(ann, bo.email);
    const unknown = await sendRequest(ann, "unknown-person@example.com");
    expect(known.statusCode).toBe(429);
    expect(visible(unknown)).toEqual(visible(known));
  });

  it("accepts a request from someone the recipient blocked with the same answer, but never shows or pushes it", async () => {
    const ann = await person();
    const bo = await person();
    const stranger = await person();
    expect((await call(t.app, bo, "POST", "/api/friends/blocks", { userId: ann.userId })).statusCode).toBe(
      200,
    );
    const blocked = await sendRequest(ann, bo.email);
    const normal = await sendRequest(ann, stranger.email);
    expect(visible(blocked)).toEqual(visible(normal));
    expect((await friendsOf(bo)).incoming).toEqual([]);
    expect((await friendsOf(ann)).outgoing.find((r) => r.email === bo.email)?.status).toBe("pending");
    await settled();
    expect(pushesTo(bo, "friend_request")).toEqual([]);
    expect(pushesTo(stranger, "friend_request")).toHaveLength(1);
  });
});

describe("the friends list", () => {
  beforeEach(() => start());

  it("lists friends with e-mail, status and stats computed from their record", async () => {
    const ann = await person();
    const bo = await person();
    const since = t.clock.now();
    await befriend(ann, bo);
    await setStats(t.db, bo.userId, {
      gamesPlayed: 4,
      gamesWon: 1,
      riddlesCreated: 9,
      totalScore: 29,
      currentWinStreak: 1,
    });
    expect((await friendsOf(ann)).friends).toEqual([
      {
        id: bo.userId,
        name: bo.name,
        email: bo.email,
        status: "offline",
        activity: null,
        gamesPlayed: 4,
        winRate: 0.25,
        averageScore: 7.3,
        currentStreak: 1,
        since,
      },
    ]);
    expect((await friendsOf(bo)).friends[0]).toMatchObject({
      id: ann.userId,
      gamesPlayed: 0,
      winRate: 0,
      averageScore: 0,
    });
  });

  it("shows a friend's presence from every instance's rows: in a public game by name, in a private one without", async () => {
    const ann = await person();
    const bo = await person();
    const cy = await person();
    await befriend(ann, bo);
    await befriend(ann, cy);
    const pub = await createGame(t.app, bo, { name: "Open Table", isPublic: true });
    const priv = await createGame(t.app, cy, { name: "Secret Table", isPublic: false });
    const now = t.clock.now();
    await upsertPresence(t.db, {
      instanceId: "other",
      userId: bo.userId,
      status: "online",
      gameId: pub.gameId,
      updatedAt: now,
    });
    await upsertPresence(t.db, {
      instanceId: "other",
      userId: cy.userId,
      status: "away",
      gameId: priv.gameId,
      updatedAt: now,
    });
    const byId = new Map((await friendsOf(ann)).friends.map((f) => [f.id, f]));
    expect(byId.get(bo.userId)).toMatchObject({
      status: "online",
      activity: { kind: "in_game", gameId: pub.gameId, gameName: "Open Table" },
    });
    expect(byId.get(cy.userId)).toMatchObject({
      status: "away",
      activity: { kind: "in_game", gameId: null, gameName: null },
    });
    // A row not re-stamped for longer than the stale limit counts as offline.
    t.clock.advance(t.config.presenceStaleMs + 1);
    expect((await friendsOf(ann)).friends.map((f) => f.status)).toEqual(["offline", "offline"]);
  });

  it("lists outgoing requests of the last 30 days, declined ones too but not cancelled ones", async () => {
    const ann = await person();
    const bo = await person();
    const cy = await person();
    await sendRequest(ann, "old@example.com");
    // Made 31 days ago (moving the clock that far would end the session).
    await t.db
      .updateTable("friend_requests")
      .set({ created_at: t.clock.now() - 31 * 24 * HOUR })
      .where("to_email", "=", "old@example.com")
      .execute();
    await sendRequest(ann, bo.email);
    await sendRequest(ann, cy.email);
    await sendRequest(ann, "cancelled@example.com");
    const outgoing = (await friendsOf(ann)).outgoing;
    expect(outgoing.map((r) => r.email).sort()).toEqual(["cancelled@example.com", bo.email, cy.email].sort());
    const toCancel = outgoing.find((r) => r.email === "cancelled@example.com")?.id ?? "";
    expect((await cancel(ann, toCancel)).statusCode).toBe(200);
    await answer(cy, (await friendsOf(cy)).incoming[0]?.id ?? "", "decline");
    const after = (await friendsOf(ann)).outgoing;
    expect(after.map((r) => [r.email, r.status]).sort()).toEqual(
      [
        [bo.email, "pending"],
        [cy.email, "declined"],
      ].sort(),
    );
    // Declined: the recipient is still not named.
    expect(after.find((r) => r.email === cy.email)).toMatchObject({ userId: null, name: null });
  });

  it("needs a signed-in user", async () => {
    expect((await call(t.app, null, "GET", "/api/friends")).statusCode).toBe(401);
  });
});

describe("answering and cancelling requests", () => {
  beforeEach(() => start());

  it("accepting makes both friends and tells the sender; everyone else gets 404, a second answer 409", async () => {
    const ann = await person();
    const bo = await person();
    const cy = await person();
    await sendRequest(ann, bo.email);
    const requestId = (await friendsOf(bo)).incoming[0]?.id ?? "";
    for (const other of [ann, cy]) {
      const res = await answer(other, requestId, "accept");
      expect(res.statusCode).toBe(404);
      expect(errorBodyOf(res)).toEqual({ code: "not_found", message: "That friend request was not found." });
    }
    const res = await answer(bo, requestId, "accept");
    expect(res.statusCode).toBe(200);
    const page: FriendsResponse = res.json();
    expect(page.friends.map((f) => f.id)).toEqual([ann.userId]);
    expect(page.incoming).toEqual([]);
    expect((await friendsOf(ann)).friends.map((f) => f.id)).toEqual([bo.userId]);
    for (const verb of ["accept", "decline"] as const) {
      const again = await answer(bo, requestId, verb);
      expect(again.statusCode).toBe(409);
      expect(errorBodyOf(again)).toEqual({
        code: "request_not_pending",
        message: "That friend request has already been answered or cancelled.",
      });
    }
    await settled();
    expect(pushesTo(ann, "friend_request_answered")).toEqual([
      { type: "friend_request_answered", requestId, status: "accepted" },
    ]);
    expect(pushesTo(ann, "friends_changed")).toHaveLength(1);
    expect(pushesTo(bo, "friends_changed")).toHaveLength(1);
  });

  it("declining leaves no friendship and tells the sender", async () => {
    const ann = await person();
    const bo = await person();
    await sendRequest(ann, bo.email);
    const requestId = (await friendsOf(bo)).incoming[0]?.id ?? "";
    const res = await answer(bo, requestId, "decline");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ friends: [], incoming: [] });
    expect((await friendsOf(ann)).friends).toEqual([]);
    await settled();
    expect(pushesTo(ann, "friend_request_answered")).toEqual([
      { type: "friend_request_answered", requestId, status: "declined" },
    ]);
    expect(pushesTo(ann, "friends_changed")).toEqual([]);
  });

  it("the sender cancels: it disappears for the recipient, who is told; only the sender may, and once", async () => {
    const ann = await person();
    const bo = await person();
    await sendRequest(ann, bo.email);
    const requestId = (await friendsOf(bo)).incoming[0]?.id ?? "";
    expect((await cancel(bo, requestId)).statusCode).toBe(404);
    const res = await cancel(ann, requestId);
    expect(res.statusCode).toBe(200);
    expect((res.json() as FriendsResponse).outgoing).toEqual([]);
    expect((await friendsOf(bo)).incoming).toEqual([]);
    expect((await cancel(ann, requestId)).statusCode).toBe(409);
    expect((await answer(bo, requestId, "accept")).statusCode).toBe(409);
    await settled();
    expect(pushesTo(bo, "friend_request_answered")).toEqual([
      { type: "friend_request_answered", requestId, status: "cancelled" },
    ]);
  });

  it("answers 404 for an unknown request and 400 for a malformed id", async () => {
    const ann = await person();
    expect((await answer(ann, "no-such-request", "accept")).statusCode).toBe(404);
    expect((await cancel(ann, "no-such-request")).statusCode).toBe(404);
    const long = await answer(ann, "x".repeat(80), "decline");
    expect(long.statusCode).toBe(400);
    expect(errorBodyOf(long).code).toBe("invalid_request");
  });
});

describe("removing friends and blocking", () => {
  beforeEach(() => start());

  it("removes a friendship on both sides, tells both, and answers 404 once they are not friends", async () => {
    const ann = await person();
    const bo = await person();
    await befriend(ann, bo);
    await settled();
    pushed.length = 0;
    const res = await call(t.app, ann, "DELETE", `/api/friends/${bo.userId}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as FriendsResponse).friends).toEqual([]);
    expect((await friendsOf(bo)).friends).toEqual([]);
    expect(await t.db.selectFrom("friendships").selectAll().execute()).toEqual([]);
    const again = await call(t.app, ann, "DELETE", `/api/friends/${bo.userId}`);
    expect(again.statusCode).toBe(404);
    expect(errorBodyOf(again).message).toBe("That user is not your friend.");
    await settled();
    expect(pushesTo(ann, "friends_changed")).toHaveLength(1);
    expect(pushesTo(bo, "friends_changed")).toHaveLength(1);
  });

  it("blocking ends the friendship, lists the block, hides their requests and cancels yours; unblocking shows them again", async () => {
    const ann = await person();
    const bo = await person();
    const cy = await person();
    await befriend(ann, bo);
    // Cy asks Ann, who has not answered yet.
    await sendRequest(cy, ann.email);
    await settled();
    pushed.length = 0;

    const blockBo = await call(t.app, ann, "POST", "/api/friends/blocks", { userId: bo.userId });
    expect(blockBo.statusCode).toBe(200);
    const page: FriendsResponse = blockBo.json();
    expect(page.friends).toEqual([]);
    expect(page.blocked).toEqual([{ id: bo.userId, name: bo.name, blockedAt: t.clock.now() }]);
    expect((await friendsOf(bo)).friends).toEqual([]);
    await settled();
    expect(pushesTo(bo, "friends_changed")).toHaveLength(1);

    expect((await friendsOf(ann)).incoming.map((r) => r.userId)).toEqual([cy.userId]);
    expect((await call(t.app, ann, "POST", "/api/friends/blocks", { userId: cy.userId })).statusCode).toBe(
      200,
    );
    const hidden = await friendsOf(ann);
    expect(hidden.incoming).toEqual([]);
    expect(hidden.blocked.map((b) => b.id).sort()).toEqual([bo.userId, cy.userId].sort());
    // Blocking twice is harmless.
    expect((await call(t.app, ann, "POST", "/api/friends/blocks", { userId: cy.userId })).statusCode).toBe(
      200,
    );

    const unblock = await call(t.app, ann, "DELETE", `/api/friends/blocks/${cy.userId}`);
    expect(unblock.statusCode).toBe(200);
    expect((unblock.json() as FriendsResponse).incoming.map((r) => r.userId)).toEqual([cy.userId]);
    const notBlocked = await call(t.app, ann, "DELETE", `/api/friends/blocks/${cy.userId}`);
    expect(notBlocked.statusCode).toBe(404);
    expect(errorBodyOf(notBlocked).message).toBe("You have not blocked that user.");
  });

  it("cancels the blocker's own pending request to the blocked user; a request hidden by a block is not found", async () => {
    const ann = await person();
    const bo = await person();
    await sendRequest(ann, bo.email);
    await sendRequest(bo, "someone-else@example.com");
    const annRequest = (await friendsOf(bo)).incoming[0]?.id ?? "";
    expect((await call(t.app, ann, "POST", "/api/friends/blocks", { userId: bo.userId })).statusCode).toBe(
      200,
    );
    expect((await friendsOf(ann)).outgoing).toEqual([]);
    expect((await friendsOf(bo)).incoming).toEqual([]);
    expect((await answer(bo, annRequest, "accept")).statusCode).toBe(404);
    expect(
      (
        await t.db
          .selectFrom("friend_requests")
          .select("status")
          .where("id", "=", annRequest)
          .executeTakeFirst()
      )?.status,
    ).toBe("cancelled");

    const carl = await person();
    await sendRequest(carl, ann.email);
    const carlRequest = (await friendsOf(ann)).incoming[0]?.id ?? "";
    await call(t.app, ann, "POST", "/api/friends/blocks", { userId: carl.userId });
    expect((await answer(ann, carlRequest, "accept")).statusCode).toBe(404);
  });

  it("refuses blocking yourself (400), nobody (400) and an unknown user (404)", async () => {
    const ann = await person();
    const self = await call(t.app, ann, "POST", "/api/friends/blocks", { userId: ann.userId });
    expect(self.statusCode).toBe(400);
    expect(errorBodyOf(self).message).toBe("You can't block yourself.");
    const missing = await call(t.app, ann, "POST", "/api/friends/blocks", {});
    expect(missing.statusCode).toBe(400);
    expect(errorBodyOf(missing).message).toMatch(/A user id is required/);
    const unknown = await call(t.app, ann, "POST", "/api/friends/blocks", { userId: "no-such-user" });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown).message).toBe("No user has that id.");
  });
});

describe("inviting a friend into a game", () => {
  beforeEach(() => start());

  const invite = (host: Caller, gameId: string, friendId: unknown) =>
    call(t.app, host, "POST", `/api/games/${gameId}/invite`, { friendId });
  const online = (user: Caller) =>
    upsertPresence(t.db, {
      instanceId: "other",
      userId: user.userId,
      status: "online",
      gameId: null,
      updatedAt: t.clock.now(),
    });

  it("pushes game_invite with the join code to an online friend, who can then open and join the private game", async () => {
    const ann = await person();
    const bo = await person();
    await befriend(ann, bo);
    const game = await createGame(t.app, ann, { name: "Ann's Table", isPublic: false });
    await online(bo);
    const res = await invite(ann, game.gameId, bo.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: `Invitation sent to ${bo.name}.` });
    await settled();
    expect(pushesTo(bo, "game_invite")).toEqual([
      {
        type: "game_invite",
        gameId: game.gameId,
        gameName: "Ann's Table",
        fromUserId: ann.userId,
        fromName: ann.name,
        joinCode: game.joinCode,
      },
    ]);
    expect((await call(t.app, bo, "GET", `/api/games/${game.gameId}`)).statusCode).toBe(403);
    expect(
      (await call(t.app, bo, "GET", `/api/games/${game.gameId}?invite=${game.joinCode}`)).statusCode,
    ).toBe(200);
    await joinGame(t.app, bo, game.gameId, "Bo");
    const again = await invite(ann, game.gameId, bo.userId);
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again)).toEqual({
      code: "already_joined",
      message: `${bo.name} is already in this game.`,
    });
  });

  it("refuses a friend who is away or offline with 409", async () => {
    const ann = await person();
    const bo = await person();
    await befriend(ann, bo);
    const game = await createGame(t.app, ann);
    const offline = await invite(ann, game.gameId, bo.userId);
    expect(offline.statusCode).toBe(409);
    expect(errorBodyOf(offline)).toEqual({ code: "friend_not_online", message: `${bo.name} is not online.` });
    await upsertPresence(t.db, {
      instanceId: "other",
      userId: bo.userId,
      status: "away",
      gameId: null,
      updatedAt: t.clock.now(),
    });
    expect((await invite(ann, game.gameId, bo.userId)).statusCode).toBe(409);
  });

  it("lets only the host invite (403), only friends (403), only in setup (409), and answers 404 for no game", async () => {
    const ann = await person();
    const bo = await person();
    const stranger = await person();
    await befriend(ann, bo);
    await online(bo);
    await online(stranger);
    const game = await createGame(t.app, ann);
    await joinGame(t.app, stranger, game.gameId, "Stranger");

    const notHost = await invite(stranger, game.gameId, ann.userId);
    expect(notHost.statusCode).toBe(403);
    expect(errorBodyOf(notHost)).toEqual({
      code: "not_host",
      message: "Only the host can invite friends to this game.",
    });
    for (const friendId of [stranger.userId, "no-such-user", ann.userId]) {
      const res = await invite(ann, game.gameId, friendId);
      expect(res.statusCode).toBe(403);
      expect(errorBodyOf(res)).toEqual({
        code: "forbidden",
        message: "You can only invite your friends to a game.",
      });
    }
    expect((await invite(ann, "no-such-game", bo.userId)).statusCode).toBe(404);
    expect((await call(t.app, ann, "POST", `/api/games/${game.gameId}/invite`, {})).statusCode).toBe(400);

    const started = await gameInWriting(t.app, 2);
    const host = started.seats[0] as Caller;
    const hostPerson = { ...host, email: "", name: "" };
    await t.db
      .insertInto("friendships")
      .values([
        { user_id: host.userId, friend_id: bo.userId, created_at: 0 },
        { user_id: bo.userId, friend_id: host.userId, created_at: 0 },
      ])
      .execute();
    const late = await invite(hostPerson, started.gameId, bo.userId);
    expect(late.statusCode).toBe(409);
    expect(errorBodyOf(late)).toEqual({
      code: "wrong_phase",
      message: "Friends can be invited only before the game starts.",
    });
  });
});
