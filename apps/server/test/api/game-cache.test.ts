// Ids in test names such as (L4) are rows of docs/reliability.md.
import { afterEach, describe, expect, it } from "vitest";
import { call, newCaller } from "../support/game-helpers";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("the game service's memory", () => {
  it("keeps the games in play and forgets a game once it is over (L4)", async () => {
    t = await createTestApp();
    const games = t.app.games;
    const before = games.cachedGames;
    const host = await newCaller(t.app);
    const created = await call(t.app, host, "POST", "/api/games", { playerName: "Ann", isPublic: true });
    expect(created.statusCode).toBe(201);
    const gameId: string = created.json().game.id;
    expect(games.cachedGames).toBe(before + 1);
    // The only human leaves in setup: the game is over.
    expect((await call(t.app, host, "POST", `/api/games/${gameId}/leave`)).statusCode).toBe(200);
    expect((await call(t.app, host, "GET", `/api/games/${gameId}`)).json().game.currentPhase).toBe(
      "complete",
    );
    expect(games.cachedGames).toBe(before);
  });
});
