import { afterAll, expect, it } from "vitest";
import type { RunningServer } from "../../src/server";
import { RIDDLES } from "../support/game-helpers";
import { api, type LiveUser, liveHand, signUpLive } from "../support/live-server";
import { twoInstances } from "../support/two-instances";
import { TestSocket } from "../support/ws-client";

const SUITE = "two-instance game on PostgreSQL + Redis";

twoInstances(SUITE, { writingSeconds: 30, readingSeconds: 30, scoringSeconds: 1 }, (a, b) => {
  const sockets: TestSocket[] = [];

  afterAll(() => {
    for (const s of sockets) s.ws.terminate();
  });

  it("lets players connected to different instances play one game together", async () => {
    // Ann and Cy use instance A, Bo uses instance B; sessions and games live in the shared database.
    const ann = await signUpLive(a.url);
    const bo = await signUpLive(b.url);
    const cy = await signUpLive(a.url);
    const created = await api(a.url, ann, "POST", "/api/games", { playerName: "Ann", totalRounds: 1 });
    const gameId: string = created.body.game.id;
    const joinCode: string = created.body.game.joinCode;
    const found = await api(b.url, bo, "GET", `/api/games/by-code/${joinCode}`);
    expect(found.body.game.id).toBe(gameId);
    const boSeat = (await api(b.url, bo, "POST", "/api/players", { gameId, name: "Bo" })).body.id as string;
    const seats: [LiveUser, string, RunningServer][] = [
      [ann, created.body.player.id, a],
      [bo, boSeat, b],
    ];
    const open = async (user: LiveUser, seat: string, server: RunningServer) => {
      const socket = await TestSocket.open(server.url, { gameId, playerId: seat }, { cookie: user.cookie });
      sockets.push(socket);
      await socket.next("snapshot");
      return socket;
    };
    const annSocket = await open(ann, created.body.player.id, a);
    const boSocket = await open(bo, boSeat, b);

    // Cy joins on A; Bo on B sees it.
    const cySeat = (await api(a.url, cy, "POST", "/api/players", { gameId, name: "Cy" })).body.id as string;
    await boSocket.next("player_joined", (m) => m.event.player.id === cySeat);
    const cySocket = await open(cy, cySeat, a);
    seats.push([cy, cySeat, a]);

    expect((await api(b.url, ann, "PATCH", `/api/games/${gameId}`, { currentPageNumber: 4 })).status).toBe(
      200,
    );
    for (const [user, seat, server] of seats) {
      expect((await api(server.url, user, "PATCH", `/api/players/${seat}`, { isReady: true })).status).toBe(
        200,
      );
    }
    for (const socket of [annSocket, boSocket, cySocket]) {
      await socket.next("phase_changed", (m) => m.event.phase === "writing");
    }

    // Each player writes about a word of the hand their own instance shows them.
    const words: string[] = [];
    const riddleIds: string[] = [];
    for (const [i, [user, seat, server]] of seats.entries()) {
      const hand = await liveHand(server.url, user, gameId);
      // The other instance shows the same hand: it is dealt once, in the shared game state.
      expect(await liveHand((server === a ? b : a).url, user, gameId)).toEqual(hand);
      const word = hand[0]!;
      words.push(word);
      const res = await api(server.url, user, "POST", "/api/riddles", {
        gameId,
        playerId: seat,
        round: 1,
        selectedWord: word,
        riddleText: RIDDLES[i],
      });
      expect(res.status).toBe(201);
      riddleIds.push(res.body.id);
      // Each submission is seen on the other instance too.
      const watcher = server === a ? boSocket : annSocket;
      await watcher.next("riddle_submitted", (m) => m.event.playerId === seat);
    }
    for (const socket of [annSocket, boSocket, cySocket]) {
      await socket.next("phase_changed", (m) => m.event.phase === "reading");
    }
    for (const [i, [user, seat, server]] of seats.entries()) {
      for (const [j, riddleId] of riddleIds.entries()) {
        if (i === j) continue;
        const res = await api(server.url, user, "POST", "/api/guesses", {
          riddleId,
          guesserId: seat,
          guess: words[j],
        });
        expect(res.status).toBe(201);
      }
    }
    for (const socket of [annSocket, boSocket, cySocket]) {
      const done = await socket.next("game_complete");
      expect(Object.values(done.event.finalScores)).toEqual([9, 9, 9]);
    }
    // Exactly one instance ticked scoring to the end: stats were applied once.
    const stats = await api(b.url, bo, "GET", "/api/user/stats");
    expect(stats.body).toMatchObject({ gamesPlayed: 1, riddlesCreated: 1, totalScore: 9 });
  });
});
