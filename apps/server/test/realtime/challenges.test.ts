import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { Db } from "../../src/db/schema";
import type { RunningServer } from "../../src/server";
import { api, type LiveUser, signUpLive, startLiveServer } from "../support/live-server";
import { twoInstances } from "../support/two-instances";

const opened: WebSocket[] = [];

/** Opens `/ws/user` as `user`; resolves once open. */
function openUserSocket(server: RunningServer, user: LiveUser): Promise<WebSocket> {
  const ws = new WebSocket(`${server.url.replace(/^http/, "ws")}/ws/user`, {
    headers: { cookie: user.cookie },
  });
  opened.push(ws);
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(ws));
    ws.once("unexpected-response", (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

/** The first message of `type` matching `where`, waiting up to `timeoutMs`. */
function nextMessage(
  ws: WebSocket,
  type: string,
  where: (message: Record<string, unknown>) => boolean = () => true,
  timeoutMs = 8000,
  // biome-ignore lint/suspicious/noExplicitAny: messages are checked field by field
): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.type !== type || !where(message)) return;
      clearTimeout(timer);
      ws.off("message", onMessage);
      resolve(message);
    };
    ws.on("message", onMessage);
  });
}

/** Two friendship rows, one per side (the friends routes make the same). */
async function makeFriends(db: Db, a: string, b: string): Promise<void> {
  await db
    .insertInto("friendships")
    .values([
      { user_id: a, friend_id: b, created_at: Date.now() },
      { user_id: b, friend_id: a, created_at: Date.now() },
    ])
    .execute();
}

const CHALLENGE = { gameMode: "standard", roundCount: 3 };
const withId = (id: string) => (message: Record<string, unknown>) =>
  (message.challenge as { id?: string } | undefined)?.id === id;

describe("challenge pushes on the user socket", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startLiveServer({ rateLimitScale: 100 });
  });
  afterAll(async () => {
    for (const ws of opened.splice(0)) ws.terminate();
    await server?.close();
  });

  it("brings challenge_received to the challenged and challenge_updated with the game to both on accept", async () => {
    const ann = await signUpLive(server.url);
    const bo = await signUpLive(server.url);
    await makeFriends(server.db, ann.userId, bo.userId);
    const annSocket = await openUserSocket(server, ann);
    const boSocket = await openUserSocket(server, bo);

    const received = nextMessage(boSocket, "challenge_received");
    const sent = await api(server.url, ann, "POST", "/api/challenges", { friendId: bo.userId, ...CHALLENGE });
    expect(sent.status).toBe(201);
    expect(await received).toEqual({ type: "challenge_received", challenge: sent.body });

    const toAnn = nextMessage(annSocket, "challenge_updated", withId(sent.body.id));
    const toBo = nextMessage(boSocket, "challenge_updated", withId(sent.body.id));
    const accepted = await api(server.url, bo, "POST", `/api/challenges/${sent.body.id}/accept`);
    expect(accepted.status).toBe(200);
    for (const message of [await toAnn, await toBo]) {
      expect(message.challenge).toMatchObject({ status: "accepted", gameId: accepted.body.gameId });
    }
    // Both can open the game they were told of.
    expect((await api(server.url, ann, "GET", `/api/games/${accepted.body.gameId}`)).status).toBe(200);
  });

  it("tells the challenger of a decline", async () => {
    const ann = await signUpLive(server.url);
    const bo = await signUpLive(server.url);
    await makeFriends(server.db, ann.userId, bo.userId);
    const annSocket = await openUserSocket(server, ann);
    const sent = await api(server.url, ann, "POST", "/api/challenges", { friendId: bo.userId, ...CHALLENGE });
    const told = nextMessage(annSocket, "challenge_updated", withId(sent.body.id));
    expect((await api(server.url, bo, "POST", `/api/challenges/${sent.body.id}/decline`)).status).toBe(200);
    expect((await told).challenge).toMatchObject({ id: sent.body.id, status: "declined" });
  });
});

const SUITE = "challenges across two instances on PostgreSQL + Redis";

twoInstances(SUITE, { rateLimitScale: 100 }, (a, b) => {
  afterAll(() => {
    for (const ws of opened.splice(0)) ws.terminate();
  });

  it("a challenge sent on A reaches the challenged's socket on B, and accepting on B notifies A", async () => {
    const ann = await signUpLive(a.url);
    const bo = await signUpLive(b.url);
    await makeFriends(a.db, ann.userId, bo.userId);
    const annSocket = await openUserSocket(a, ann);
    const boSocket = await openUserSocket(b, bo);

    const received = nextMessage(boSocket, "challenge_received");
    const sent = await api(a.url, ann, "POST", "/api/challenges", { friendId: bo.userId, ...CHALLENGE });
    expect(sent.status).toBe(201);
    expect(await received).toEqual({ type: "challenge_received", challenge: sent.body });

    const toAnn = nextMessage(annSocket, "challenge_updated", withId(sent.body.id));
    const accepted = await api(b.url, bo, "POST", `/api/challenges/${sent.body.id}/accept`);
    expect(accepted.status).toBe(200);
    expect((await toAnn).challenge).toMatchObject({ status: "accepted", gameId: accepted.body.gameId });
    // The game made on B is Ann's to play on A.
    const view = await api(a.url, ann, "GET", `/api/games/${accepted.body.gameId}`);
    expect(view.status).toBe(200);
    expect(view.body.viewerId).not.toBeNull();
    expect(view.body.game.currentPhase).toBe("writing");
    // Both instances list it the same way.
    expect((await api(a.url, ann, "GET", "/api/challenges")).body.outgoing[0]).toEqual(
      accepted.body.challenge,
    );
  });

  it("answers text PostgreSQL cannot store (a NUL) with a 4xx, never a 5xx", async () => {
    const ann = await signUpLive(a.url);
    const bo = await signUpLive(a.url);
    await makeFriends(a.db, ann.userId, bo.userId);
    const nul = [
      await api(a.url, ann, "POST", "/api/challenges", { friendId: "a\u0000b", ...CHALLENGE }),
      await api(a.url, ann, "POST", "/api/challenges", {
        friendId: bo.userId,
        ...CHALLENGE,
        message: "a\u0000",
      }),
      await api(a.url, bo, "POST", "/api/challenges/a%00b/accept"),
      await api(a.url, bo, "POST", "/api/challenges/a%00b/decline"),
    ];
    expect(nul.map((res) => res.status)).toEqual([400, 400, 400, 400]);
  });

  it("accepting on both instances at once makes one game; the other gets 409", async () => {
    const ann = await signUpLive(a.url);
    const bo = await signUpLive(b.url);
    await makeFriends(a.db, ann.userId, bo.userId);
    const sent = await api(a.url, ann, "POST", "/api/challenges", { friendId: bo.userId, ...CHALLENGE });
    const answers = await Promise.all(
      [a, b].map((server) => api(server.url, bo, "POST", `/api/challenges/${sent.body.id}/accept`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      "This challenge was already answered.",
    );
    const games = await a.db
      .selectFrom("game_players")
      .select("game_id")
      .where("user_id", "=", bo.userId)
      .execute();
    expect(games).toHaveLength(1);
  });
});
