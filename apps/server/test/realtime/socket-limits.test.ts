// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { WS_CLOSE, WS_MAX_PAYLOAD_BYTES } from "@riddlebook/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server";
import { api, type LiveUser, signUpLive, startLiveServer } from "../support/live-server";
import { TestSocket } from "../support/ws-client";

let server: RunningServer;
const sockets: TestSocket[] = [];
let host: LiveUser;
let guest: LiveUser;
let gameId: string;
let hostSeat: string;
let guestSeat: string;

beforeEach(async () => {
  server = await startLiveServer({ wsMaxSocketsPerUser: 3, wsHeartbeatMs: 150, wsMessagesPerSecond: 20 });
  host = await signUpLive(server.url);
  guest = await signUpLive(server.url);
  const created = await api(server.url, host, "POST", "/api/games", { playerName: "Host" });
  gameId = created.body.game.id;
  hostSeat = created.body.player.id;
  guestSeat = (await api(server.url, guest, "POST", "/api/players", { gameId, name: "Guest" })).body.id;
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  await server.close();
});

async function open(
  user: LiveUser | null,
  playerId: string,
  options: { origin?: string; autoPong?: boolean } = {},
) {
  const socket = await TestSocket.open(
    server.url,
    { gameId, playerId },
    { ...(user ? { cookie: user.cookie } : {}), ...options },
  );
  sockets.push(socket);
  return socket;
}

const version = async () => (await api(server.url, host, "GET", `/api/games/${gameId}`)).body.game.version;

describe("who may connect", () => {
  it("refuses a valid cookie from a foreign Origin (A12), and accepts our own Origin", async () => {
    await expect(open(host, hostSeat, { origin: "https://evil.example" })).rejects.toThrow(
      /Unexpected server response: 403/,
    );
    const own = await open(host, hostSeat, { origin: server.url });
    expect((await own.next("snapshot")).view.viewerId).toBe(hostSeat);
  });

  it("refuses a socket without a cookie with 401 and broadcasts nothing (A13)", async () => {
    const before = await version();
    await expect(open(null, hostSeat)).rejects.toThrow(/Unexpected server response: 401/);
    expect(await version()).toBe(before);
  });

  it("refuses another user's seat (A14), an unknown seat and a bad query", async () => {
    await expect(open(host, guestSeat)).rejects.toThrow(/Unexpected server response: 403/);
    await expect(open(host, "no-such-seat")).rejects.toThrow(/Unexpected server response: 404/);
    await expect(
      TestSocket.open(server.url, { gameId: "", playerId: hostSeat }, { cookie: host.cookie }),
    ).rejects.toThrow(/Unexpected server response: 400/);
  });

  it("refuses sockets past the per-user cap (A27)", async () => {
    for (let i = 0; i < 3; i++) await (await open(host, hostSeat)).next("snapshot");
    await expect(open(host, hostSeat)).rejects.toThrow(/Unexpected server response: 429/);
    // Another user is not affected.
    await (await open(guest, guestSeat)).next("snapshot");
  });

  it("closes a socket with 4440 when its session is signed out (A4)", async () => {
    const socket = await open(guest, guestSeat);
    await socket.next("snapshot");
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { cookie: guest.cookie },
    });
    expect(out.status).toBe(204);
    expect((await socket.closed).code).toBe(WS_CLOSE.sessionEnded);
    await expect(open(guest, guestSeat)).rejects.toThrow(/Unexpected server response: 401/);
  });
});

describe("what a socket may send", () => {
  it("answers a frame that is not JSON, binary, of an unknown type or deeply nested with an error frame, then closes after repeated abuse (A25)", async () => {
    const socket = await open(host, hostSeat);
    await socket.next("snapshot");
    socket.send("not json {");
    expect((await socket.next("error")).code).toBe("invalid_json");
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await socket.next("error")).code).toBe("binary_not_supported");
    socket.send({ type: "become_host" });
    expect((await socket.next("error")).code).toBe("invalid_message");
    let deep: unknown = { type: "ping" };
    for (let i = 0; i < 200; i++) deep = [deep];
    socket.send(deep);
    expect((await socket.next("error")).code).toBe("too_deep");
    socket.send({ type: "ping" });
    expect((await socket.next("pong")).serverTime).toBeGreaterThan(0);
    for (let i = 0; i < 6; i++) socket.send("garbage");
    expect((await socket.next("error", (m) => m.fatal === true)).message).toMatch(/invalid/);
    expect((await socket.closed).code).toBe(WS_CLOSE.policy);
    // The server stays up.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("closes a socket that sends a frame over 16 KiB, and the server stays up (A24)", async () => {
    const socket = await open(host, hostSeat);
    await socket.next("snapshot");
    socket.send({ type: "save_draft", text: "x".repeat(WS_MAX_PAYLOAD_BYTES + 10) });
    expect((await socket.closed).code).toBe(1009);
    const again = await open(host, hostSeat);
    await again.next("snapshot");
  });

  it("throttles then closes a client that floods messages with 4429, leaving other players unaffected (A26)", async () => {
    const flooder = await open(host, hostSeat);
    const other = await open(guest, guestSeat);
    await flooder.next("snapshot");
    await other.next("snapshot");
    for (let i = 0; i < 500; i++) flooder.send({ type: "ping" });
    expect((await flooder.next("error", (m) => m.code === "rate_limited")).fatal).toBeUndefined();
    expect((await flooder.closed).code).toBe(WS_CLOSE.rateLimited);
    other.send({ type: "ping" });
    await other.next("pong");
    // The flooder may not reconnect at once (a cool-down, L5); the other player still may.
    await expect(open(host, hostSeat)).rejects.toThrow(/Unexpected server response: 429/);
    await (await open(guest, guestSeat)).next("snapshot");
  });

  it("refuses start_timer and stop_timer without closing the socket or changing the game: only the server runs clocks", async () => {
    const socket = await open(host, hostSeat);
    await socket.next("snapshot");
    const before = await version();
    socket.send({ type: "start_timer", duration: 5 });
    await socket.next("error", (m) => m.code === "invalid_message");
    socket.send({ type: "ping" });
    await socket.next("pong");
    expect(await version()).toBe(before);
  });

  it("sends a fresh snapshot on resync", async () => {
    const socket = await open(host, hostSeat);
    const first = await socket.next("snapshot");
    socket.send({ type: "resync" });
    const second = await socket.next("snapshot");
    expect(second.version).toBeGreaterThanOrEqual(first.version);
  });
});

describe("liveness and shutdown", () => {
  it("drops a half-open socket that stops answering heartbeats and marks the player disconnected (F8)", async () => {
    const watcher = await open(host, hostSeat);
    await watcher.next("snapshot");
    const silent = await open(guest, guestSeat, { autoPong: false });
    await silent.next("snapshot");
    const gone = await watcher.next(
      "player_updated",
      (m) => m.event.player.id === guestSeat && m.event.player.connected === false,
    );
    expect(gone.view.players.find((p: { id: string }) => p.id === guestSeat).connected).toBe(false);
    expect((await silent.closed).code).toBe(1006);
  });

  it("closes sockets with 1001 going-away on shutdown (F3)", async () => {
    const socket = await open(host, hostSeat);
    await socket.next("snapshot");
    await server.close();
    expect((await socket.closed).code).toBe(WS_CLOSE.goingAway);
  });
});
