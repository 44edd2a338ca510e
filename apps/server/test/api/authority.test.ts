// The game authority (ADR 012): one path for every intent, checked in a fixed order.
import { afterEach, describe, expect, it } from "vitest";
import { call, gameInSetup, gameInWriting, handOf, newCaller, RIDDLES } from "../support/game-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const view = async (caller: Parameters<typeof call>[1], gameId: string) =>
  (await call(t.app, caller, "GET", `/api/games/${gameId}`)).json();

describe("game defaults come from the rules", () => {
  it("gives a head-to-head battle the rules' 3 rounds and 2 seats when the body names no rounds", async () => {
    t = await createTestApp();
    const host = await newCaller(t.app);
    const res = await call(t.app, host, "POST", "/api/games", {
      playerName: "Hana",
      gameMode: "head_to_head",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().game).toMatchObject({ gameMode: "head_to_head", totalRounds: 3, maxPlayers: 2 });
    expect(res.json().version).toBe(res.json().game.version);
  });

  it("keeps 7 rounds for a standard game and the rounds a body asks for", async () => {
    t = await createTestApp();
    const host = await newCaller(t.app);
    const standard = await call(t.app, host, "POST", "/api/games", { playerName: "Hana" });
    expect(standard.json().game.totalRounds).toBe(7);
    const five = await call(t.app, host, "POST", "/api/games", { playerName: "Hana", totalRounds: 5 });
    expect(five.json().game.totalRounds).toBe(5);
  });
});

describe("kick: a new intent is a rules handler, a check-table row and a thin route", () => {
  it("lets the host remove a player, who then cannot rejoin or join again", async () => {
    t = await createTestApp();
    const { gameId, seats } = await gameInSetup(t.app, 3);
    const [host, first, second] = seats as [(typeof seats)[0], (typeof seats)[0], (typeof seats)[0]];
    const notHost = await call(t.app, first, "POST", `/api/games/${gameId}/kick`, {
      playerId: second.playerId,
    });
    expect(notHost.statusCode).toBe(403);
    expect(errorBodyOf(notHost)).toEqual({ code: "not_host", message: "Only the host can remove players." });

    const res = await call(t.app, host, "POST", `/api/games/${gameId}/kick`, { playerId: second.playerId });
    expect(res.statusCode).toBe(200);
    const after = await view(host, gameId);
    expect(res.json()).toEqual({ version: after.game.version });
    expect(after.players.map((p: { id: string }) => p.id)).not.toContain(second.playerId);

    const again = await call(t.app, second, "POST", "/api/players", { gameId, name: "Back again" });
    expect(again.statusCode).toBe(403);
    expect(errorBodyOf(again)).toEqual({ code: "kicked", message: "The host removed you from this game." });
    // Reading the game says the same, even with the invite a spectator would use.
    const { joinCode } = after.game;
    for (const url of [`/api/games/${gameId}`, `/api/games/${gameId}?invite=${joinCode}`]) {
      const read = await call(t.app, second, "GET", url);
      expect(read.statusCode).toBe(403);
      expect(errorBodyOf(read)).toEqual({ code: "kicked", message: "The host removed you from this game." });
    }
  });

  it("answers 404 for a player who is not at the table and 400 for kicking oneself", async () => {
    t = await createTestApp();
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const host = seats[0]!;
    const ghost = await call(t.app, host, "POST", `/api/games/${gameId}/kick`, { playerId: "nobody" });
    expect(ghost.statusCode).toBe(404);
    expect(errorBodyOf(ghost).code).toBe("target_not_found");
    const self = await call(t.app, host, "POST", `/api/games/${gameId}/kick`, { playerId: host.playerId });
    expect(self.statusCode).toBe(400);
    const bad = await call(t.app, host, "POST", `/api/games/${gameId}/kick`, {});
    expect(bad.statusCode).toBe(400);
  });
});

describe("intent answers and replays", () => {
  it("answers a retried join with the seat already held, at the same version", async () => {
    t = await createTestApp();
    const { gameId, seats } = await gameInSetup(t.app, 2);
    const seat = seats[1]!;
    const again = await call(t.app, seat, "POST", "/api/players", { gameId, name: "Someone" });
    expect(again.statusCode).toBe(200);
    const current = await view(seat, gameId);
    expect(again.json()).toEqual({
      id: seat.playerId,
      name: "Player 2",
      gameId,
      version: current.game.version,
    });
  });

  it("refuses a seat named in the body that is not the caller's with 403", async () => {
    t = await createTestApp();
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const res = await call(t.app, seats[0]!, "POST", "/api/riddles", {
      gameId,
      playerId: seats[1]!.playerId,
      round: 1,
      // The seat's own dealt word: nothing but the seat is wrong.
      selectedWord: (await handOf(t.app, seats[1]!, gameId))[0],
      riddleText: RIDDLES[0],
    });
    expect(res.statusCode).toBe(403);
    expect((await view(seats[1]!, gameId)).rounds[0].riddles).toEqual([]);
  });
});

describe("per-user caps on game intents", () => {
  it("answers 429 with Retry-After once a user re-rolls too often, and changes nothing more", async () => {
    t = await createTestApp({ config: { rateLimitScale: 1 } });
    const { gameId, seats } = await gameInWriting(t.app, 2, { gameMode: "style_challenge" });
    const seat = seats[1]!;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await call(t.app, seat, "POST", `/api/games/${gameId}/reroll-prompt`)).statusCode);
    }
    expect(statuses.slice(0, 15).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(15).every((s) => s === 429)).toBe(true);
    const version = (await view(seat, gameId)).game.version;
    const refused = await call(t.app, seat, "POST", `/api/games/${gameId}/reroll-prompt`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(errorBodyOf(refused).code).toBe("rate_limited");
    expect((await view(seat, gameId)).game.version).toBe(version);
    // The other player is not limited by it.
    expect((await call(t.app, seats[0]!, "POST", `/api/games/${gameId}/reroll-prompt`)).statusCode).toBe(200);
  });
});
