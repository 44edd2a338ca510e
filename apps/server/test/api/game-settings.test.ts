import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Caller, call, gameInSetup, gameInWriting, newCaller } from "../support/game-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const view = async (caller: Caller, gameId: string) =>
  (await call(t.app, caller, "GET", `/api/games/${gameId}`)).json();
const patch = (caller: Caller, gameId: string, body: unknown) =>
  call(t.app, caller, "PATCH", `/api/games/${gameId}`, body);

/** The settings part of a view, to compare before and after a refused change. */
const settingsOf = (game: Record<string, unknown>) => ({
  totalRounds: game.totalRounds,
  isPublic: game.isPublic,
  showPageWhileGuessing: game.showPageWhileGuessing,
  gameMode: game.gameMode,
  version: game.version,
});

describe("PATCH /api/games/:id {settings}", () => {
  it("lets the host change rounds, visibility and the page option in setup; everyone sees them", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 2, { isPublic: false, gameMode: "speed_round" });
    const [host, other] = [seats[0]!, seats[1]!];
    await call(t.app, other, "PATCH", `/api/players/${other.playerId}`, { isReady: true });
    const res = await patch(host, gameId, {
      settings: { totalRounds: 5, isPublic: true, showPageWhileGuessing: false },
    });
    expect(res.statusCode).toBe(200);
    const after = await view(other, gameId);
    expect(res.json()).toEqual({ version: after.game.version });
    expect(after.game).toMatchObject({
      totalRounds: 5,
      isPublic: true,
      showPageWhileGuessing: false,
      gameMode: "speed_round",
      currentPhase: "setup",
    });
    // Readiness is left alone, as for a page change.
    expect(after.players.find((p: { id: string }) => p.id === other.playerId)?.isReady).toBe(true);
    // Now public, it is listed; one setting at a time works too.
    const listed = (await call(t.app, other, "GET", "/api/games/public")).json();
    expect(listed.map((g: { id: string }) => g.id)).toContain(gameId);
    expect((await patch(host, gameId, { settings: { isPublic: false } })).statusCode).toBe(200);
    expect((await view(host, gameId)).game).toMatchObject({ isPublic: false, totalRounds: 5 });
    const unlisted = (await call(t.app, other, "GET", "/api/games/public")).json();
    expect(unlisted.map((g: { id: string }) => g.id)).not.toContain(gameId);
  });

  it("refuses a non-host with 403 and changes nothing", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 2);
    const before = settingsOf((await view(seats[0]!, gameId)).game);
    const res = await patch(seats[1]!, gameId, { settings: { totalRounds: 3 } });
    expect(res.statusCode).toBe(403);
    expect(errorBodyOf(res)).toEqual({
      code: "not_host",
      message: "Only the host can change the game's settings.",
    });
    const stranger = await newCaller(t.app);
    expect((await patch(stranger, gameId, { settings: { totalRounds: 3 } })).statusCode).toBe(404);
    expect(settingsOf((await view(seats[0]!, gameId)).game)).toEqual(before);
  });

  it("refuses a change once the game has started with 409 and changes nothing", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const before = settingsOf((await view(seats[0]!, gameId)).game);
    const res = await patch(seats[0]!, gameId, { settings: { totalRounds: 5, isPublic: true } });
    expect(res.statusCode).toBe(409);
    expect(errorBodyOf(res)).toEqual({
      code: "wrong_phase",
      message: "The settings can only be changed before the game starts.",
    });
    expect(settingsOf((await view(seats[0]!, gameId)).game)).toEqual(before);
  });

  it("refuses rounds out of range, an empty change and unknown fields with 400, changing nothing", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 2);
    const host = seats[0]!;
    const before = settingsOf((await view(host, gameId)).game);
    const cases: [unknown, string][] = [
      [{ settings: { totalRounds: 11 } }, "A game has at most 10 rounds."],
      [{ settings: { totalRounds: 0 } }, "A game has at least 1 round."],
      [{ settings: { totalRounds: 2.5 } }, "The number of rounds must be a whole number."],
      [{ settings: {} }, "Choose at least one setting to change."],
      [{ settings: { gameMode: "head_to_head" } }, "Unknown field: gameMode."],
      [{ settings: { isPublic: true, maxPlayers: 4 } }, "Unknown field: maxPlayers."],
    ];
    for (const [body, message] of cases) {
      const res = await patch(host, gameId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBodyOf(res)).toEqual({ code: "invalid_request", message });
    }
    for (const body of [
      { settings: { isPublic: "yes" } },
      { settings: null },
      { settings: { isPublic: true }, x: 1 },
    ]) {
      expect((await patch(host, gameId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(settingsOf((await view(host, gameId)).game)).toEqual(before);
  });

  it("lets the host change the settings of the game Play again made", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2, { totalRounds: 1, isPublic: false });
    const host = seats[0]!;
    for (let i = 0; i < 10 && (await view(host, gameId)).game.currentPhase !== "complete"; i++) {
      const { deadline } = (await view(host, gameId)).game;
      t.clock.set(deadline + 1);
      await t.app.games.tick(gameId);
    }
    expect((await view(host, gameId)).game.currentPhase).toBe("complete");
    const again = await call(t.app, host, "POST", `/api/games/${gameId}/play-again`);
    expect(again.statusCode).toBe(201);
    const nextId: string = again.json().gameId;
    expect((await view(host, nextId)).game).toMatchObject({
      currentPhase: "setup",
      totalRounds: 1,
      isPublic: false,
    });
    const res = await patch(host, nextId, { settings: { totalRounds: 7, isPublic: true } });
    expect(res.statusCode).toBe(200);
    expect((await view(seats[1]!, nextId)).game).toMatchObject({
      currentPhase: "setup",
      totalRounds: 7,
      isPublic: true,
    });
  });
});
