import { describe, expect, it } from "vitest";
import {
  AVATAR_COLORS,
  BOT_NAMES,
  BOT_TYPES,
  CHALLENGE_ROUND_OPTIONS,
  CHARACTER_VOICES,
  DEFAULT_AVATAR_COLOR,
  DEFAULT_BATTLE_ROUNDS,
  DEFAULT_HOME_ROUNDS,
  GAME_MODES,
  GAME_PHASES,
  HOME_ROUND_OPTIONS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  RIDDLE_MAX_LENGTH,
  STYLE_PROMPTS,
  WRITING_SECONDS,
} from "./constants";

describe("game constants", () => {
  // "The spec's numbers": docs/product.md §4 and §15.
  it("hold the spec's numbers", () => {
    expect(WRITING_SECONDS).toBe(180);
    expect(RIDDLE_MAX_LENGTH).toBe(500);
    expect([MIN_PLAYERS, MAX_PLAYERS]).toEqual([2, 8]);
    expect(HOME_ROUND_OPTIONS).toEqual([5, 7, 10]);
    expect(DEFAULT_HOME_ROUNDS).toBe(7);
    expect(CHALLENGE_ROUND_OPTIONS).toEqual([3, 5, 7]);
    expect(DEFAULT_BATTLE_ROUNDS).toBe(3);
    expect(BOT_TYPES).toEqual(["auntie", "grandpa", "random"]);
  });

  it("list every mode and phase once", () => {
    expect(new Set(GAME_MODES).size).toBe(6);
    expect(GAME_PHASES).toEqual(["setup", "writing", "reading", "scoring", "complete"]);
  });

  it("have eight style prompts and at least twelve distinct characters", () => {
    expect(STYLE_PROMPTS).toHaveLength(8);
    expect(new Set(CHARACTER_VOICES).size).toBe(CHARACTER_VOICES.length);
    expect(CHARACTER_VOICES.length).toBeGreaterThanOrEqual(12);
  });

  it("have six distinct avatar colours in hsl besides the default", () => {
    expect(AVATAR_COLORS).toHaveLength(6);
    expect(new Set([DEFAULT_AVATAR_COLOR, ...AVATAR_COLORS]).size).toBe(7);
    for (const colour of [DEFAULT_AVATAR_COLOR, ...AVATAR_COLORS])
      expect(colour).toMatch(/^hsl\(\d+, \d+%, \d+%\)$/);
  });

  it("have enough bot names for a full table of one persona", () => {
    for (const type of BOT_TYPES) expect(BOT_NAMES[type].length).toBeGreaterThanOrEqual(MAX_PLAYERS - 1);
  });
});
