import { describe, expect, it } from "vitest";
import { CHARACTER_VOICES, STYLE_PROMPTS } from "../constants";
import { accept, refuse, writing } from "../test-support/fixtures";

describe("rerollPrompt", () => {
  it("gives a different style prompt and tells only that player", () => {
    const state = writing(1, { gameMode: "style_challenge" });
    const before = state.rounds[0]?.words.p1?.prompt;
    const { state: after, events } = accept(state, { type: "rerollPrompt", playerId: "p1" });
    const prompt = after.rounds[0]?.words.p1?.prompt;
    expect(STYLE_PROMPTS).toContain(prompt);
    expect(prompt).not.toBe(before);
    expect(events).toEqual([
      expect.objectContaining({
        type: "prompt_assigned",
        prompt,
        audience: { to: "player", playerId: "p1" },
      }),
    ]);
  });

  it("draws characters in character_voice", () => {
    const state = writing(1, { gameMode: "character_voice" });
    expect(CHARACTER_VOICES).toContain(state.rounds[0]?.words.p1?.prompt);
    const { state: after } = accept(state, { type: "rerollPrompt", playerId: "p1" });
    expect(CHARACTER_VOICES).toContain(after.rounds[0]?.words.p1?.prompt);
  });

  it("is refused in modes without prompts", () => {
    expect(refuse(writing(1), { type: "rerollPrompt", playerId: "p1" })).toMatchObject({
      code: "wrong_mode",
      status: 409,
    });
  });

  it("is refused after the riddle is submitted, and the riddle keeps its prompt", () => {
    const state = accept(writing(2, { gameMode: "style_challenge" }), {
      type: "submitRiddle",
      playerId: "p1",
      riddleId: "r1",
      word: "zebrawordone",
      text: "In five, seven, five",
    }).state;
    expect(refuse(state, { type: "rerollPrompt", playerId: "p1" }).code).toBe("already_submitted");
    expect(state.rounds[0]?.riddles[0]?.prompt).toBe(state.rounds[0]?.words.p1?.prompt);
  });
});
