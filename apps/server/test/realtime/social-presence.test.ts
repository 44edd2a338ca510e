import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type LiveUser, startLiveServer } from "../support/live-server";
import { UserSocket } from "../support/user-socket";

type Server = Awaited<ReturnType<typeof startLiveServer>>;
let server: Server;
const sockets: UserSocket[] = [];

beforeAll(async () => {
  server = await startLiveServer({
    rateLimitScale: 100,
    presenceRefreshMs: 200,
    presenceSweepMs: 200,
    presenceStaleMs: 5000,
  });
});
afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  await server?.close();
});

interface Person extends LiveUser {
  email: string;
  name: string;
}

let counter = 0;

async function person(): Promise<Person> {
  const n = `${process.pid}_${++counter}`;
  const email = `social${n}@example.com`;
  const name = `social_${n}`;
  const res = await fetch(`${server.url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      firstName: "So",
      lastName: "Cial",
      username: name,
      password: "correct horse battery",
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie =
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("rb_session="))
      ?.split(";")[0] ?? "";
  return { userId: ((await res.json()) as { id: string }).id, cookie, email, name };
}

async function open(user: LiveUser): Promise<UserSocket> {
  const socket = await UserSocket.open(server.url, user.cookie);
  sockets.push(socket);
  return socket;
}

async function befriend(a: Person, b: Person): Promise<void> {
  expect((await api(server.url, a, "POST", "/api/friends/request", { friendEmail: b.email })).status).toBe(
    200,
  );
  const incoming = (await api(server.url, b, "GET", "/api/friends")).body.incoming as {
    id: string;
    userId: string;
  }[];
  const id = incoming.find((r) => r.userId === a.userId)?.id;
  expect((await api(server.url, b, "POST", `/api/friends/requests/${id}/accept`)).status).toBe(200);
}

describe("friends over /ws/user", () => {
  it("delivers a friend request to the recipient's socket and its acceptance to the sender's", async () => {
    const ann = await person();
    const bo = await person();
    const annSocket = await open(ann);
    const boSocket = await open(bo);
    expect(
      (await api(server.url, ann, "POST", "/api/friends/request", { friendEmail: bo.email })).status,
    ).toBe(200);
    const received = await boSocket.next("friend_request");
    expect(received.request).toMatchObject({
      direction: "incoming",
      userId: ann.userId,
      name: ann.name,
      email: null,
      status: "pending",
    });
    expect(
      (await api(server.url, bo, "POST", `/api/friends/requests/${received.request.id}/accept`)).status,
    ).toBe(200);
    expect(await annSocket.next("friend_request_answered")).toEqual({
      type: "friend_request_answered",
      requestId: received.request.id,
      status: "accepted",
    });
    await annSocket.next("friends_changed");
    await boSocket.next("friends_changed");
  });

  it("tells friends when a user goes online, away (every page hidden or idle) and offline (no page open)", async () => {
    const ann = await person();
    const bo = await person();
    await befriend(ann, bo);
    const annSocket = await open(ann);
    const seen = (status: string) =>
      annSocket.next("friend_presence", (m) => m.userId === bo.userId && m.status === status);
    const statusOfBo = async () =>
      (
        (await api(server.url, ann, "GET", "/api/friends")).body.friends as { id: string; status: string }[]
      ).find((f) => f.id === bo.userId)?.status;

    expect(await statusOfBo()).toBe("offline");
    // A page that has just opened counts as active until it reports.
    const first = await open(bo);
    expect(await seen("online")).toEqual({
      type: "friend_presence",
      userId: bo.userId,
      status: "online",
      activity: null,
    });
    expect(await statusOfBo()).toBe("online");
    first.report("hidden");
    await seen("away");
    expect(await statusOfBo()).toBe("away");
    const second = await open(bo);
    await seen("online");
    second.report("idle");
    await seen("away");
    first.report("active");
    await seen("online");
    await first.close();
    await seen("away");
    await second.close();
    await seen("offline");
    expect(await statusOfBo()).toBe("offline");
    // Each change was told once, in order, and nothing else.
    expect(
      annSocket.messages
        .filter((m) => m.type === "friend_presence" && m.userId === bo.userId)
        .map((m) => m.status),
    ).toEqual(["online", "away", "online", "away", "online", "away", "offline"]);
  });

  it("shows a friend in a game they are seated in: by name when public, without it when private, not at all otherwise", async () => {
    const ann = await person();
    const bo = await person();
    const cy = await person();
    await befriend(ann, bo);
    const annSocket = await open(ann);
    const pub = await api(server.url, bo, "POST", "/api/games", {
      playerName: "Bo",
      name: "Open Table",
      isPublic: true,
    });
    const priv = await api(server.url, bo, "POST", "/api/games", {
      playerName: "Bo",
      name: "Hidden Table",
      isPublic: false,
    });
    const elsewhere = await api(server.url, cy, "POST", "/api/games", { playerName: "Cy", isPublic: true });
    const boSocket = await open(bo);
    await annSocket.next("friend_presence", (m) => m.userId === bo.userId && m.status === "online");

    boSocket.report("active", pub.body.game.id);
    const inPublic = await annSocket.next(
      "friend_presence",
      (m) => m.userId === bo.userId && m.activity !== null,
    );
    expect(inPublic.activity).toEqual({ kind: "in_game", gameId: pub.body.game.id, gameName: "Open Table" });
    const listed = (await api(server.url, ann, "GET", "/api/friends")).body.friends[0];
    expect(listed).toMatchObject({ id: bo.userId, status: "online", activity: inPublic.activity });

    boSocket.report("active", priv.body.game.id);
    const inPrivate = await annSocket.next("friend_presence", (m) => m.userId === bo.userId);
    expect(inPrivate.activity).toEqual({ kind: "in_game", gameId: null, gameName: null });

    // A game Bo is not seated in is no activity of his.
    boSocket.report("active", elsewhere.body.game.id);
    const notSeated = await annSocket.next("friend_presence", (m) => m.userId === bo.userId);
    expect(notSeated).toEqual({
      type: "friend_presence",
      userId: bo.userId,
      status: "online",
      activity: null,
    });
  });

  it("delivers the host's game invite to the online friend's socket", async () => {
    const ann = await person();
    const bo = await person();
    await befriend(ann, bo);
    const annSocket = await open(ann);
    const created = await api(server.url, ann, "POST", "/api/games", {
      playerName: "Ann",
      name: "Ann's Table",
    });
    const gameId = created.body.game.id as string;
    expect(
      (await api(server.url, ann, "POST", `/api/games/${gameId}/invite`, { friendId: bo.userId })).status,
    ).toBe(409);
    const boSocket = await open(bo);
    // Told to Ann once Bo's row is written.
    await annSocket.next("friend_presence", (m) => m.userId === bo.userId && m.status === "online");
    const res = await api(server.url, ann, "POST", `/api/games/${gameId}/invite`, { friendId: bo.userId });
    expect(res.status).toBe(200);
    expect(await boSocket.next("game_invite")).toEqual({
      type: "game_invite",
      gameId,
      gameName: "Ann's Table",
      fromUserId: ann.userId,
      fromName: ann.name,
      joinCode: created.body.game.joinCode,
    });
  });
});
