import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { USER_SOCKET_PATH } from "@riddlebook/protocol";
import { WebSocket } from "ws";
import type { Config } from "../../src/config";
import { type RunningServer, type StartOptions, startServer } from "../../src/server";
import { api, type LiveUser } from "../support/live-server";
import { fastPasswords, testConfig } from "../support/test-app";
import { waitFor } from "../support/wait-for";
import { TestSocket } from "../support/ws-client";

/** A real server on 127.0.0.1 (port 0 unless given), with the clock, database or bus a test brings. */
export async function startServerWith(
  overrides: Partial<Config>,
  options: StartOptions = {},
): Promise<RunningServer & { config: Config }> {
  const config = testConfig({
    host: "127.0.0.1",
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), "rb-sessions-")),
    writingSeconds: 30,
    readingSeconds: 30,
    scoringSeconds: 30,
    rateLimitScale: 100,
    ...overrides,
  });
  const server = await startServer(config, { passwords: fastPasswords, logger: false, ...options });
  return { ...server, config };
}

/** An open `/ws/user` socket and how it closed. */
export interface UserSocket {
  ws: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
  /** Sends `ping` and resolves on the `pong`: the socket is open and answered. */
  ping(timeoutMs?: number): Promise<void>;
}

export function openUserSocket(baseUrl: string, cookie: string): Promise<UserSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}${USER_SOCKET_PATH}`, { headers: { cookie } });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const ping = (timeoutMs = 8000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no pong on the user socket")), timeoutMs);
      const onMessage = (data: Buffer) => {
        if ((JSON.parse(data.toString()) as { type?: string }).type !== "pong") return;
        clearTimeout(timer);
        ws.off("message", onMessage);
        resolve();
      };
      ws.on("message", onMessage);
      ws.send(JSON.stringify({ type: "ping" }));
    });
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve({ ws, closed, ping }));
    ws.once("unexpected-response", (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

/** Sends `ping` on a game socket and waits for the `pong`: proof the socket is still open. */
export async function pingGameSocket(socket: TestSocket): Promise<void> {
  socket.send({ type: "ping" });
  await socket.next("pong");
}

/** A game the user hosts, and the user's game socket on it (snapshot received). */
export async function hostGameWithSocket(
  baseUrl: string,
  user: LiveUser,
): Promise<{ gameId: string; playerId: string; socket: TestSocket }> {
  const created = await api(baseUrl, user, "POST", "/api/games", { playerName: "Host" });
  if (created.status !== 201) throw new Error(`game not created: ${created.status}`);
  const gameId: string = created.body.game.id;
  const playerId: string = created.body.player.id;
  const socket = await openGameSocket(baseUrl, user, gameId, playerId);
  return { gameId, playerId, socket };
}

/** The user's game socket on a seat, once its snapshot arrived. */
export async function openGameSocket(
  baseUrl: string,
  user: LiveUser,
  gameId: string,
  playerId: string,
): Promise<TestSocket> {
  const socket = await TestSocket.open(baseUrl, { gameId, playerId }, { cookie: user.cookie });
  await socket.next("snapshot");
  return socket;
}

/** How a socket closed, waiting up to `timeoutMs` for it to close. */
export async function closeCodeOf(
  socket: { ws: WebSocket; closed: Promise<{ code: number }> },
  timeoutMs: number,
  what: string,
): Promise<number> {
  await waitFor(() => socket.ws.readyState === socket.ws.CLOSED, timeoutMs, `${what} to close`);
  return (await socket.closed).code;
}

/** POST /api/auth/logout with the user's cookie; answers the status. */
export async function logout(baseUrl: string, user: LiveUser): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/logout`, { method: "POST", headers: { cookie: user.cookie } });
  return res.status;
}
