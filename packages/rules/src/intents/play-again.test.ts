import { describe, expect, it } from "vitest";
import { applyIntent } from "../apply-intent";
import { createGame } from "../create-game";
import type { GameState } from "../game-state";
import { accept, finished, lobby, refuse, T0, testCtx, writing } from "../test-support/fixtures";
import { playAgainPlan } from "./play-again";

/** A finished one-round game: host Hana, p1, p2 (who left), bot b1 (grandpa, expert), p3 kicked. */
function finishedTable(): GameState {
  let state = lobby(3, {
    totalRounds: 1,
    isPublic: true,
    name: "Friday riddles",
    timings: { writingMs: 90_000 },
  });
  state = accept(state, {
    type: "addBot",
    playerId: "host",
    botId: "b1",
    botType: "grandpa",
    difficulty: "expert",
  }).state;
  state = accept(state, { type: "choosePage", playerId: "host", pageNumber: 3 }).state;
  for (const player of state.players) {
    if (state.phase === "setup")
      state = accept(state, { type: "setReady", playerId: player.id, isReady: true }).state;
  }
  state = accept(state, { type: "leave", playerId: "p2" }).state;
  state = accept(state, { type: "kick", playerId: "host", targetId: "p3" }).state;
  return finished(state);
}

describe("playAgain", () => {
  it("links the next game once, telling everyone, and only the host may", () => {
    const done = finishedTable();
    expect(refuse(done, { type: "playAgain", playerId: "p1", nextGameId: "g2" }).code).toBe("not_host");
    const { state, events } = accept(done, { type: "playAgain", playerId: "host", nextGameId: "g2" });
    expect(state.nextGameId).toBe("g2");
    expect(events).toEqual([
      expect.objectContaining({ type: "game_updated", game: expect.objectContaining({ nextGameId: "g2" }) }),
    ]);
    expect(refuse(state, { type: "playAgain", playerId: "host", nextGameId: "g3" }).code).toBe(
      "already_played_again",
    );
  });

  it("is refused before the game is over, and other intents stay refused after it", () => {
    expect(refuse(writing(1), { type: "playAgain", playerId: "host", nextGameId: "g2" }).code).toBe(
      "wrong_phase",
    );
    expect(refuse(finishedTable(), { type: "setReady", playerId: "p1", isReady: true }).code).toBe(
      "game_over",
    );
  });

  it("plans the same settings with the host hosting and everyone who stays seated, nobody ready", () => {
    const done = finishedTable();
    let n = 0;
    const plan = playAgainPlan(done, () => `n${++n}`);
    expect(plan.settings).toMatchObject({
      name: "Friday riddles",
      isPublic: true,
      gameMode: done.gameMode,
      totalRounds: 1,
      maxPlayers: done.maxPlayers,
      showPageWhileGuessing: true,
    });
    expect(plan.settings.timings?.writingMs).toBe(90_000);
    expect(plan.host).toEqual({ playerId: "n1", userId: "u-host", name: "Hana" });
    // p2 left and p3 was kicked: only p1 and the bot come along, then the first round's page.
    expect(plan.setup).toEqual([
      { type: "join", playerId: "n2", userId: "u1", name: "Player 1" },
      {
        type: "addBot",
        playerId: "n1",
        botId: "n3",
        botType: "grandpa",
        difficulty: "expert",
        name: done.players.find((p) => p.id === "b1")?.name,
      },
      { type: "choosePage", playerId: "n1", pageNumber: 3 },
    ]);
    // The plan is a game the rules accept as it is.
    const created = createGame(plan.settings, plan.host, testCtx(T0 + 1));
    if (!created.ok) throw new Error(created.rejection.message);
    let next = created.state;
    for (const intent of plan.setup) {
      const result = applyIntent(next, intent, testCtx(T0 + 1));
      if (!result.ok) throw new Error(result.rejection.code);
      next = result.state;
    }
    expect(next.players.map((p) => [p.name, p.isReady])).toEqual([
      ["Hana", false],
      ["Player 1", false],
      [done.players.find((p) => p.id === "b1")?.name, true],
    ]);
    expect(next.phase).toBe("setup");
    expect(next.currentPageNumber).toBe(3);
  });
});
