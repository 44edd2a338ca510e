import { describe, expect, it } from "vitest";
import { createGame } from "./create-game";
import type { GameState } from "./game-state";
import { createSeededRng } from "./random";
import { accept, T0, testCtx } from "./test-support/fixtures";

// Unattended games: a tournament match between two bots (docs/decisions/033-tournaments.md).

const botHost = {
  playerId: "b1",
  userId: null,
  name: "Auntie Mabel",
  bot: { botType: "auntie" as const, difficulty: "easy" as const },
};

function botMatch(totalRounds = 2): GameState {
  const created = createGame(
    { id: "g1", gameMode: "head_to_head", totalRounds, unattended: true },
    botHost,
    testCtx(),
  );
  if (!created.ok) throw new Error(created.rejection.message);
  let state = created.state;
  state = accept(state, { type: "choosePage", playerId: "b1", pageNumber: 1 }).state;
  return accept(state, {
    type: "addBot",
    playerId: "b1",
    botId: "b2",
    botType: "grandpa",
    difficulty: "hard",
  }).state;
}

describe("unattended games", () => {
  it("seat a ready bot as host and start as soon as the second bot sits down", () => {
    const state = botMatch();
    expect(state.unattended).toBe(true);
    expect(state.players[0]).toMatchObject({ isBot: true, isReady: true, botDifficulty: "easy" });
    expect(state.phase).toBe("writing");
  });

  it("are refused a bot host unless unattended, and unattended needs a bot host", () => {
    const ctx = { now: T0, rng: createSeededRng(1) };
    const withoutFlag = createGame({ id: "g1", gameMode: "head_to_head" }, botHost, ctx);
    const withoutBot = createGame(
      { id: "g1", gameMode: "head_to_head", unattended: true },
      { playerId: "h", userId: "u1", name: "Hana" },
      ctx,
    );
    const botWithUser = createGame(
      { id: "g1", gameMode: "head_to_head", unattended: true },
      { ...botHost, userId: "u1" },
      ctx,
    );
    for (const result of [withoutFlag, withoutBot, botWithUser]) {
      expect(result.ok ? "accepted" : result.rejection.code).toBe("invalid_settings");
    }
  });

  it("play every round with no person at the table instead of ending after the first", () => {
    let state = botMatch(2);
    let now = T0;
    // Nobody writes or guesses: each timed phase ends at its deadline.
    while (state.phase !== "complete") {
      now = (state.deadline ?? now) + 1;
      state = accept(state, { type: "tick" }, { now }).state;
    }
    expect(state.currentRound).toBe(2);
  });
});
