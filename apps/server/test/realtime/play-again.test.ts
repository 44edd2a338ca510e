import { afterEach, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server";
import { api, signUpLive, startLiveServer } from "../support/live-server";
import { TestSocket } from "../support/ws-client";

const servers: RunningServer[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  for (const s of servers.splice(0)) await s.close();
});

describe("play again", () => {
  it("seats everyone who stays in a new game with the same settings, and shows the way to the table", async () => {
    // One-second phases: nobody writes, so the one-round game ends on its own within seconds.
    const server = await startLiveServer({ writingSeconds: 1, readingSeconds: 1, scoringSeconds: 1 });
    servers.push(server);
    const [ann, bea, cy] = [
      await signUpLive(server.url),
      await signUpLive(server.url),
      await signUpLive(server.url),
    ];
    if (!ann || !bea || !cy) throw new Error("sign-up failed");
    const created = await api(server.url, ann, "POST", "/api/games", {
      playerName: "Ann",
      name: "Rematch night",
      isPublic: true,
      totalRounds: 1,
      showPageWhileGuessing: false,
    });
    expect(created.status).toBe(201);
    const gameId: string = created.body.game.id;
    const beaSeat = (await api(server.url, bea, "POST", "/api/players", { gameId, name: "Bea" })).body.id;
    const cySeat = (await api(server.url, cy, "POST", "/api/players", { gameId, name: "Cy" })).body.id;
    expect(
      (await api(server.url, ann, "POST", `/api/games/${gameId}/add-bot`, { botType: "grandpa" })).status,
    ).toBe(201);
    expect(
      (await api(server.url, ann, "PATCH", `/api/games/${gameId}`, { currentPageNumber: 5 })).status,
    ).toBe(200);
    for (const [user, seat] of [
      [ann, created.body.player.id],
      [bea, beaSeat],
      [cy, cySeat],
    ] as const) {
      expect((await api(server.url, user, "PATCH", `/api/players/${seat}`, { isReady: true })).status).toBe(
        200,
      );
    }
    // Cy leaves the started game: Cy does not come along.
    expect((await api(server.url, cy, "POST", `/api/games/${gameId}/leave`)).status).toBe(200);

    const socket = await TestSocket.open(server.url, { gameId, playerId: beaSeat }, { cookie: bea.cookie });
    sockets.push(socket);
    await socket.view((view) => view.game.currentPhase === "complete", 15_000);

    // Not before the end, not by anyone but the host.
    const byBea = await api(server.url, bea, "POST", `/api/games/${gameId}/play-again`);
    expect(byBea.status).toBe(403);
    expect(byBea.body.code).toBe("not_host");

    const again = await api(server.url, ann, "POST", `/api/games/${gameId}/play-again`);
    expect(again.status).toBe(201);
    const nextId: string = again.body.gameId;
    expect(nextId).not.toBe(gameId);
    // Everyone still at the old table is shown the new game on their socket.
    const seen = await socket.view((view) => view.game.nextGameId === nextId);
    expect(seen.game.nextGameId).toBe(nextId);
    // A second press (or a retry) answers with the same game.
    const twice = await api(server.url, ann, "POST", `/api/games/${gameId}/play-again`);
    expect(twice.status).toBe(200);
    expect(twice.body.gameId).toBe(nextId);

    const next = (await api(server.url, bea, "GET", `/api/games/${nextId}`)).body;
    expect(next.viewerId).not.toBeNull();
    expect(next.game).toMatchObject({
      name: "Rematch night",
      isPublic: true,
      totalRounds: 1,
      currentPhase: "setup",
      currentPageNumber: 5,
      showPageWhileGuessing: false,
      timings: created.body.game.timings,
    });
    expect(
      next.players.map((p: { name: string; isHost: boolean; isBot: boolean; isReady: boolean }) => [
        p.name,
        p.isHost,
        p.isBot,
        p.isReady,
      ]),
    ).toEqual([
      ["Ann", true, false, false],
      ["Bea", false, false, false],
      [expect.any(String), false, true, true],
    ]);
    expect((await api(server.url, cy, "GET", `/api/games/${nextId}`)).body.viewerId ?? null).toBeNull();
  }, 30_000);

  it("is refused while the game is still being played", async () => {
    const server = await startLiveServer();
    servers.push(server);
    const ann = await signUpLive(server.url);
    const created = await api(server.url, ann, "POST", "/api/games", { playerName: "Ann" });
    const refused = await api(server.url, ann, "POST", `/api/games/${created.body.game.id}/play-again`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("wrong_phase");
  });
});
