// The comparison point for bench:game: a bare `ws` broadcast server. Clients join a room with
// /ws?room=R; POST /act?room=R&count=K&bytes=B sends K messages of about B bytes, each stamped with
// the server's clock, to every socket in the room. No auth, no state, no database.
import http from "node:http";
import { WebSocketServer } from "ws";

const rooms = new Map();
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  if (req.method === "POST" && url.pathname === "/act") {
    req.resume();
    req.on("end", () => {
      const members = rooms.get(url.searchParams.get("room")) ?? new Set();
      const count = Number(url.searchParams.get("count") ?? 1);
      const pad = "x".repeat(Math.max(0, Number(url.searchParams.get("bytes") ?? 100) - 80));
      for (let i = 0; i < count; i++) {
        const text = `{"type":"game_updated","version":${i},"serverTime":${Date.now()},"view":"${pad}"}`;
        for (const ws of members) ws.send(text);
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{}");
    });
    return;
  }
  res.writeHead(200, { "content-type": "text/plain" });
  res.end("ok");
});
const wss = new WebSocketServer({ server, path: "/ws", perMessageDeflate: false });
wss.on("connection", (ws, req) => {
  const room = new URL(req.url ?? "/", "http://x").searchParams.get("room") ?? "";
  let members = rooms.get(room);
  if (!members) {
    members = new Set();
    rooms.set(room, members);
  }
  members.add(ws);
  ws.on("close", () => members.delete(ws));
});
server.listen(Number(process.argv[2] ?? 0), "127.0.0.1", () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
process.on("SIGTERM", () => {
  for (const ws of wss.clients) ws.terminate();
  server.close(() => process.exit(0));
});
