// The comparison point for bench:http: a bare node:http server answering a fixed user-sized JSON body.
import http from "node:http";

const body = JSON.stringify({
  id: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
  username: "bench_user",
  firstName: "Bench",
  lastName: "User",
  email: "bench@example.com",
  profileImageUrl: null,
  bio: null,
  favoriteWordCategory: null,
  skillLevel: "beginner",
  role: "player",
  isGuest: false,
  createdAt: new Date().toISOString(),
  lastLoginAt: new Date().toISOString(),
});
const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.argv[2] ?? 0), "127.0.0.1", () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
