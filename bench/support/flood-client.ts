/**
 * One flooding client for bench:flood (docs/reliability.md L5), run as its own process so that its
 * work does not slow the honest players' load generator. With one session cookie, from one loopback
 * address, it sends HTTP GETs on FLOOD_CONNECTIONS keep-alive connections (each the next as soon as
 * the last is answered, whatever the answer) and, on FLOOD_SOCKETS game sockets, FLOOD_MESSAGE frames
 * as fast as each socket drains, reconnecting at once whenever the server closes it or refuses it.
 * On SIGTERM it stops and prints one JSON line: what it sent and how the server answered.
 *
 * Environment (set by bench/flood.ts): FLOOD_BASE_URL, FLOOD_COOKIE, FLOOD_ADDRESS, FLOOD_PATH,
 * FLOOD_WS_PATH, FLOOD_CONNECTIONS, FLOOD_SOCKETS, FLOOD_MESSAGE.
 */
import { WebSocket } from "ws";
import { runLoad } from "./load";

const env = process.env;
const baseUrl = env.FLOOD_BASE_URL ?? "";
const cookie = env.FLOOD_COOKIE ?? "";
const localAddress = env.FLOOD_ADDRESS;
const message = env.FLOOD_MESSAGE ?? JSON.stringify({ type: "resync" });
/** Frames sent per turn of the event loop, so that the socket's own events still run. */
const FRAMES_PER_TURN = 500;
/** Stop adding frames while this much is waiting in the socket's buffer. */
const MAX_BUFFERED = 1 << 20;

const stop = new AbortController();
const ws = {
  connects: 0,
  opened: 0,
  sent: 0,
  received: 0,
  refused: {} as Record<string, number>,
  closes: {} as Record<string, number>,
};
const bump = (counts: Record<string, number>, key: string | number) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

function floodSocket(): void {
  if (stop.signal.aborted) return;
  ws.connects++;
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}${env.FLOOD_WS_PATH}`, {
    headers: { cookie },
    localAddress,
    perMessageDeflate: false,
  });
  const pump = () => {
    for (let i = 0; i < FRAMES_PER_TURN; i++) {
      if (socket.readyState !== WebSocket.OPEN || socket.bufferedAmount > MAX_BUFFERED || stop.signal.aborted)
        break;
      socket.send(message);
      ws.sent++;
    }
    if (socket.readyState === WebSocket.OPEN && !stop.signal.aborted) setImmediate(pump);
  };
  socket.on("open", () => {
    ws.opened++;
    pump();
  });
  socket.on("message", () => {
    ws.received++;
  });
  socket.on("unexpected-response", (_request, response) => {
    bump(ws.refused, response.statusCode ?? 0);
    response.resume();
    socket.terminate();
  });
  socket.on("error", () => {});
  socket.on("close", (code) => {
    bump(ws.closes, code);
    setImmediate(floodSocket);
  });
}

const sockets = Number(env.FLOOD_SOCKETS ?? 1);
for (let i = 0; i < sockets; i++) floodSocket();
const http = runLoad({
  url: `${baseUrl}${env.FLOOD_PATH}`,
  headers: { cookie },
  connections: Number(env.FLOOD_CONNECTIONS ?? 32),
  seconds: 24 * 3600,
  localAddress,
  signal: stop.signal,
});
process.on("SIGTERM", async () => {
  stop.abort();
  const result = await http;
  process.stdout.write(`${JSON.stringify({ http: result, ws })}\n`);
  process.exit(0);
});
