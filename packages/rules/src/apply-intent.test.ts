import { describe, expect, it } from "vitest";
import { applyIntent } from "./apply-intent";
import { createGame } from "./create-game";
import type { GameState } from "./game-state";
import type { Intent } from "./intent";
import { REJECTIONS, type Rejection, type RejectionCode } from "./rejection";
import {
  accept,
  DEALT,
  finished,
  handOf,
  lobby,
  reading,
  refuse,
  T0,
  testCtx,
  testWordbook,
  writing,
} from "./test-support/fixtures";

function complete(): GameState {
  let state = writing(1, { totalRounds: 1 });
  state = accept(state, { type: "tick" }, { now: T0 + 180_000 }).state;
  state = accept(state, { type: "continue", playerId: "host" }).state;
  expect(state.phase).toBe("complete");
  return state;
}

/** One scenario for every rejection the rules can give. */
const SCENARIOS: Record<RejectionCode, () => Rejection> = {
  invalid_intent: () => refuse(lobby(1), { type: "fly" } as unknown as Intent),
  invalid_settings: () => {
    const result = createGame(
      { id: "g", totalRounds: 0 },
      { playerId: "h", userId: null, name: "H" },
      testCtx(),
    );
    if (result.ok) throw new Error("expected a rejection");
    return { ...result.rejection, message: REJECTIONS.invalid_settings.message };
  },
  invalid_name: () => refuse(lobby(0), { type: "join", playerId: "p1", userId: "u1", name: "" }),
  invalid_page: () => refuse(lobby(1), { type: "choosePage", playerId: "host", pageNumber: 0 }),
  no_word: () => refuse(writing(1), { type: "chooseWord", playerId: "p1", word: "" }),
  word_not_on_page: () =>
    refuse(
      writing(1),
      { type: "chooseWord", playerId: "p1", word: "x" },
      {
        wordbook: { ...testWordbook(), hasWord: () => false },
      },
    ),
  invalid_riddle: () =>
    refuse(writing(1), { type: "submitRiddle", playerId: "p1", riddleId: "r", word: "zebrax", text: "" }),
  empty_guess: () =>
    refuse(reading(1), { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: "" }),
  invalid_guess: () =>
    refuse(reading(1), { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: "y".repeat(200) }),
  invalid_bot: () =>
    refuse(lobby(0), { type: "addBot", playerId: "host", botId: "b", botType: "robot" as "auntie" }),
  not_host: () => refuse(lobby(1), { type: "start", playerId: "p1" }),
  kicked: () => {
    const state = accept(lobby(1), { type: "kick", playerId: "host", targetId: "p1" }).state;
    return refuse(state, { type: "join", playerId: "p1-again", userId: "u1", name: "Back" });
  },
  kick_self: () => refuse(lobby(1), { type: "kick", playerId: "host", targetId: "host" }),
  target_not_found: () => refuse(lobby(1), { type: "kick", playerId: "host", targetId: "nobody" }),
  server_owned_phase: () => refuse(writing(1), { type: "requestPhase", playerId: "host", phase: "reading" }),
  own_riddle: () => refuse(reading(1), { type: "submitGuess", playerId: "p1", riddleId: "r-p1", guess: "x" }),
  player_not_found: () => refuse(lobby(1), { type: "setReady", playerId: "nobody", isReady: true }),
  riddle_not_found: () =>
    refuse(reading(1), { type: "submitGuess", playerId: "p1", riddleId: "nope", guess: "x" }),
  game_over: () => refuse(complete(), { type: "leave", playerId: "p1" }),
  wrong_phase: () => refuse(lobby(1), { type: "submitGuess", playerId: "p1", riddleId: "r", guess: "x" }),
  wrong_round: () =>
    refuse(writing(1), {
      type: "submitRiddle",
      playerId: "p1",
      riddleId: "r",
      word: "zebrax",
      text: "t",
      round: 3,
    }),
  wrong_mode: () => refuse(writing(1), { type: "rerollPrompt", playerId: "p1" }),
  game_full: () => refuse(lobby(7), { type: "join", playerId: "p9", userId: "u9", name: "Nine" }),
  already_joined: () => refuse(lobby(1), { type: "join", playerId: "p1", userId: "u1", name: "Again" }),
  name_taken: () => refuse(lobby(1), { type: "join", playerId: "p2", userId: "u2", name: "hana" }),
  duplicate_id: () => refuse(lobby(1), { type: "addBot", playerId: "host", botId: "p1", botType: "auntie" }),
  has_left: () =>
    refuse(accept(writing(2), { type: "leave", playerId: "p1" }).state, {
      type: "chooseWord",
      playerId: "p1",
      word: "x",
    }),
  no_page: () => refuse(lobby(1), { type: "start", playerId: "host" }),
  not_enough_players: () =>
    refuse(accept(lobby(1), { type: "choosePage", playerId: "host", pageNumber: 1 }).state, {
      type: "start",
      playerId: "host",
    }),
  already_played_again: () => {
    const done = finished(writing(1, { totalRounds: 1 }));
    const linked = accept(done, { type: "playAgain", playerId: "host", nextGameId: "g2" }).state;
    return refuse(linked, { type: "playAgain", playerId: "host", nextGameId: "g3" });
  },
  page_used_up: () => {
    // Pages of 8 words: two players' hands of 4 use page 1 up in round 1.
    const ctx = { wordbook: testWordbook(8) };
    const state = writing(1, {}, ctx);
    const deadline = state.deadline ?? T0;
    const scoring = accept(state, { type: "tick" }, { ...ctx, now: deadline + 1 }).state;
    expect(scoring.phase).toBe("scoring");
    return refuse(
      scoring,
      { type: "choosePage", playerId: "host", pageNumber: 1 },
      { ...ctx, now: deadline + 2 },
    );
  },
  word_not_dealt: () => {
    const state = writing(1, {}, DEALT);
    return refuse(state, { type: "chooseWord", playerId: "p1", word: handOf(state, "host")[0] ?? "" }, DEALT);
  },
  already_submitted: () =>
    refuse(
      accept(writing(2), { type: "submitRiddle", playerId: "p1", riddleId: "r", word: "zebrax", text: "t" })
        .state,
      { type: "submitRiddle", playerId: "p1", riddleId: "r2", text: "t" },
    ),
  already_guessed: () =>
    refuse(
      accept(reading(2), { type: "submitGuess", playerId: "p1", riddleId: "r-host", guess: "a" }).state,
      {
        type: "submitGuess",
        playerId: "p1",
        riddleId: "r-host",
        guess: "b",
      },
    ),
  nothing_due: () => refuse(writing(1), { type: "tick" }),
};

describe("rejections", () => {
  it.each(Object.keys(REJECTIONS) as RejectionCode[])("gives %s with its status and message", (code) => {
    const rejection = SCENARIOS[code]();
    expect(rejection).toMatchObject({
      code,
      status: REJECTIONS[code].status,
      message: REJECTIONS[code].message,
    });
  });

  it("uses only HTTP-ish statuses and non-empty messages", () => {
    for (const entry of Object.values(REJECTIONS)) {
      expect([400, 403, 404, 409]).toContain(entry.status);
      expect(entry.message.length).toBeGreaterThan(0);
    }
  });
});

describe("applyIntent", () => {
  it("adds exactly 1 to the version per accepted intent and stamps every event with it", () => {
    const state = lobby(1);
    const result = applyIntent(state, { type: "setReady", playerId: "p1", isReady: true }, testCtx());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.version).toBe(state.version + 1);
    expect(result.events.every((e) => e.version === state.version + 1 && e.gameId === "g1")).toBe(true);
  });

  it("never changes the state it is given", () => {
    const state = Object.freeze(lobby(1));
    const snapshot = JSON.stringify(state);
    applyIntent(state, { type: "setReady", playerId: "p1", isReady: true }, testCtx());
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  it("checks the game is over before who is asking", () => {
    expect(refuse(complete(), { type: "setReady", playerId: "nobody", isReady: true }).code).toBe(
      "game_over",
    );
  });

  it("checks who is asking before the phase", () => {
    expect(refuse(writing(1), { type: "start", playerId: "p1" }).code).toBe("not_host");
    expect(refuse(writing(1), { type: "start", playerId: "nobody" }).code).toBe("player_not_found");
    expect(refuse(writing(1), { type: "start", playerId: "host" }).code).toBe("wrong_phase");
  });

  it("refuses malformed intents instead of throwing", () => {
    const state = lobby(1);
    for (const intent of [
      null,
      {},
      { type: "setReady" },
      { type: "setReady", playerId: 5 },
      { type: "toString" },
    ]) {
      expect(refuse(state, intent as unknown as Intent).code).toBe("invalid_intent");
    }
    expect(
      refuse(state, { type: "setReady", playerId: "p1", isReady: "yes" as unknown as boolean }).code,
    ).toBe("invalid_intent");
  });

  it("refuses a context without a usable clock", () => {
    expect(refuse(lobby(1), { type: "tick" }, { now: Number.NaN }).code).toBe("invalid_intent");
  });

  it("is deterministic for the same state, intent, time and seed", () => {
    const state = lobby(2, { gameMode: "style_challenge" });
    const ready = accept(accept(state, { type: "choosePage", playerId: "host", pageNumber: 1 }).state, {
      type: "setReady",
      playerId: "p1",
      isReady: true,
    }).state;
    const run = () => applyIntent(ready, { type: "start", playerId: "host" }, testCtx(T0, 42));
    expect(run()).toEqual(run());
  });
});
