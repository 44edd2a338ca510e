import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { api, type LiveUser, signUpLive, startLiveServer } from "../support/live-server";

type Server = Awaited<ReturnType<typeof startLiveServer>>;
let server: Server;
const opened: WebSocket[] = [];

beforeAll(async () => {
  server = await startLiveServer({ rateLimitScale: 100 });
});
afterAll(async () => {
  for (const ws of opened) ws.terminate();
  await server?.close();
});

const wsUrl = () => `${server.url.replace(/^http/, "ws")}/ws/user`;

/** Opens /ws/user; resolves once open, or rejects with the refused upgrade's status. */
function openUserSocket(options: { cookie?: string; origin?: string } = {}): Promise<WebSocket> {
  const ws = new WebSocket(wsUrl(), {
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.origin ? { origin: options.origin } : {}),
  });
  opened.push(ws);
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(ws));
    ws.once("unexpected-response", (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

/** The first message of `type`, waiting up to `timeoutMs`. */
function nextMessage(ws: WebSocket, type: string, timeoutMs = 8000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.type !== type) return;
      clearTimeout(timer);
      ws.off("message", onMessage);
      resolve(message);
    };
    ws.on("message", onMessage);
  });
}

const PREFS = { gameMode: "standard", preferredRounds: 5, skillLevel: "intermediate" };

describe("the user-level socket /ws/user", () => {
  it("pushes match_found to the waiting seeker the moment a partner arrives", async () => {
    const ann: LiveUser = await signUpLive(server.url);
    const bo: LiveUser = await signUpLive(server.url);
    const annSocket = await openUserSocket({ cookie: ann.cookie, origin: server.url });
    const boSocket = await openUserSocket({ cookie: bo.cookie });
    expect((await api(server.url, ann, "POST", "/api/matchmaking/join", PREFS)).body.matched).toBe(false);
    const pushedToAnn = nextMessage(annSocket, "match_found");
    const pushedToBo = nextMessage(boSocket, "match_found");
    const joined = await api(server.url, bo, "POST", "/api/matchmaking/join", PREFS);
    expect(joined.body.matched).toBe(true);
    expect(await pushedToAnn).toEqual({ type: "match_found", gameId: joined.body.gameId });
    expect(await pushedToBo).toEqual({ type: "match_found", gameId: joined.body.gameId });
  });

  it("answers a ping with a pong", async () => {
    const ann = await signUpLive(server.url);
    const socket = await openUserSocket({ cookie: ann.cookie });
    const pong = nextMessage(socket, "pong");
    socket.send(JSON.stringify({ type: "ping" }));
    expect((await pong).serverTime).toEqual(expect.any(Number));
  });

  it("refuses a socket without a session (401) or from another site (403)", async () => {
    const ann = await signUpLive(server.url);
    await expect(openUserSocket()).rejects.toThrow("refused: 401");
    await expect(openUserSocket({ cookie: ann.cookie, origin: "https://evil.example" })).rejects.toThrow(
      "refused: 403",
    );
  });
});
