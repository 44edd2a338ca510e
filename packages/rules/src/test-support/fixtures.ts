import { expect } from "vitest";
import { applyIntent } from "../apply-intent";
import type { RulesContext, WordbookLookup } from "../context";
import { createGame, type GameSettings } from "../create-game";
import type { GameEvent } from "../event";
import type { GameState } from "../game-state";
import type { Intent } from "../intent";
import { createSeededRng } from "../random";
import type { Rejection } from "../rejection";
import { checkStepInvariants } from "../testing";

/** Test clock start: a fixed epoch ms. */
export const T0 = 1_700_000_000_000;

export function testCtx(now = T0, seed = 1, extra: Partial<RulesContext> = {}): RulesContext {
  return { now, rng: createSeededRng(seed), ...extra };
}

/** A new game hosted by "host" (user "u-host", name "Hana"). */
export function newGame(settings: Partial<GameSettings> = {}, now = T0): GameState {
  const created = createGame(
    { id: "g1", ...settings },
    { playerId: "host", userId: "u-host", name: "Hana" },
    testCtx(now),
  );
  if (!created.ok) throw new Error(created.rejection.message);
  return created.state;
}

/** Applies an intent that must be accepted (and keep every invariant); returns state and events. */
export function accept(
  state: GameState,
  intent: Intent,
  ctx: Partial<RulesContext> = {},
): { state: GameState; events: GameEvent[] } {
  const full = { ...testCtx(), ...ctx };
  const before = JSON.stringify(state);
  const result = applyIntent(state, intent, full);
  expect(JSON.stringify(state), "applyIntent changed its input").toBe(before);
  if (!result.ok) throw new Error(`expected ${intent.type} to be accepted, got ${result.rejection.code}`);
  expect(checkStepInvariants({ before: state, intent, now: full.now, result })).toEqual([]);
  return { state: result.state, events: result.events };
}

/** Applies an intent that must be refused; returns the rejection. */
export function refuse(state: GameState, intent: Intent, ctx: Partial<RulesContext> = {}): Rejection {
  const before = JSON.stringify(state);
  const result = applyIntent(state, intent, { ...testCtx(), ...ctx });
  expect(JSON.stringify(state), "applyIntent changed its input").toBe(before);
  if (result.ok) throw new Error(`expected ${intent.type} to be refused`);
  return result.rejection;
}

/** A game in setup with the host plus `others` joined players p1..pN (nobody ready, no page). */
export function lobby(others: number, settings: Partial<GameSettings> = {}): GameState {
  let state = newGame(settings);
  for (let i = 1; i <= others; i++) {
    state = accept(state, { type: "join", playerId: `p${i}`, userId: `u${i}`, name: `Player ${i}` }).state;
  }
  return state;
}

/**
 * A game in round 1 writing with the host plus `others` players, started by the host at T0.
 * Pass `DEALT` as `ctx` (here and to later intents) to play with dealt hands.
 */
export function writing(
  others: number,
  settings: Partial<GameSettings> = {},
  ctx: Partial<RulesContext> = {},
): GameState {
  let state = lobby(others, settings);
  state = accept(state, { type: "choosePage", playerId: "host", pageNumber: 1 }, ctx).state;
  for (const player of state.players) {
    if (state.phase === "setup")
      state = accept(state, { type: "setReady", playerId: player.id, isReady: true }, ctx).state;
  }
  expect(state.phase).toBe("writing");
  return state;
}

/**
 * A wordbook for hand tests: pages 1–9, odd pages "easy" and even pages "hard", each with
 * `wordsPerPage` words `w<page>n<i>x` that cannot occur by accident in other text.
 */
export function testWordbook(wordsPerPage = 20): WordbookLookup {
  const words = (page: number) => Array.from({ length: wordsPerPage }, (_, i) => `w${page}n${i}x`);
  const pages = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  return {
    hasPage: (page) => pages.includes(page),
    hasWord: (page, word) => words(page).includes(word),
    wordsOf: (page) => (pages.includes(page) ? words(page) : []),
    pagesLike: (page) => pages.filter((p) => p % 2 === page % 2),
    allPages: () => pages,
  };
}

/** A context whose wordbook deals hands (`testWordbook()`). */
export const DEALT: Partial<RulesContext> = { wordbook: testWordbook(20) };

/** The hand dealt to `playerId` in the current round. */
export function handOf(state: GameState, playerId: string): string[] {
  return state.rounds[state.currentRound - 1]?.words[playerId]?.hand ?? [];
}

/** Secret word of a seat in tests: cannot occur by accident anywhere else. */
export function wordOf(playerId: string, round = 1): string {
  return `zebra${round}${playerId}word`;
}

/** A game in round 1 reading: every seat submitted riddle `r-<seat>` for `wordOf(seat)`. */
export function reading(others: number, settings: Partial<GameSettings> = {}): GameState {
  let state = writing(others, settings);
  for (const player of state.players) {
    state = accept(state, {
      type: "submitRiddle",
      playerId: player.id,
      riddleId: `r-${player.id}`,
      word: wordOf(player.id),
      text: `A riddle by ${player.name}\nthat never names its word.`,
    }).state;
  }
  expect(state.phase).toBe("reading");
  return state;
}

/** Runs the clock past each deadline until the game is complete (nobody plays). */
export function finished(state: GameState, ctx: Partial<RulesContext> = {}): GameState {
  let game = state;
  for (let i = 0; i < 100 && game.phase !== "complete"; i++) {
    game = accept(game, { type: "tick" }, { ...ctx, now: (game.deadline ?? T0) + 1 }).state;
  }
  expect(game.phase).toBe("complete");
  return game;
}
