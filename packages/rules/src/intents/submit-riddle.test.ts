import { describe, expect, it } from "vitest";
import type { CheckRiddle } from "../context";
import { accept, DEALT, handOf, refuse, T0, testCtx, writing } from "../test-support/fixtures";

const submit = (playerId: string, extra: Record<string, unknown> = {}) => ({
  type: "submitRiddle" as const,
  playerId,
  riddleId: `r-${playerId}`,
  text: "I have keys but open no locks",
  ...extra,
});

describe("submitRiddle", () => {
  it("stores the riddle for the chosen word and tells everyone without text or word", () => {
    let state = accept(writing(2), { type: "chooseWord", playerId: "p1", word: "zebrawordone" }).state;
    const result = accept(state, submit("p1", { text: "  I have keys\r\nbut open no locks  " }), {
      now: T0 + 1000,
    });
    state = result.state;
    expect(state.rounds[0]?.riddles).toEqual([
      {
        id: "r-p1",
        playerId: "p1",
        round: 1,
        word: "zebrawordone",
        text: "I have keys\nbut open no locks",
        prompt: null,
        submittedAt: T0 + 1000,
      },
    ]);
    expect(result.events).toEqual([
      expect.objectContaining({
        type: "riddle_submitted",
        riddleId: "r-p1",
        playerId: "p1",
        round: 1,
        audience: { to: "all" },
      }),
    ]);
    expect(JSON.stringify(result.events)).not.toContain("zebrawordone");
  });

  it("chooses the word sent with the riddle", () => {
    const { state } = accept(writing(2), submit("p1", { word: "zebrawordone" }));
    expect(state.rounds[0]?.riddles[0]?.word).toBe("zebrawordone");
  });

  // "The spec's message": the fixed text of docs/product.md §14.
  it("needs a word first, with the spec's message", () => {
    expect(refuse(writing(2), submit("p1"))).toMatchObject({
      code: "no_word",
      message: "Please select a word first",
    });
  });

  it("refuses a word from another player's hand as not dealt", () => {
    const state = writing(2, {}, DEALT);
    const theirs = handOf(state, "p2")[0] ?? "";
    expect(refuse(state, submit("p1", { word: theirs }), DEALT).code).toBe("word_not_dealt");
  });

  // "The spec's message": docs/product.md §14 ("Invalid Riddle - …"); the rules are those of §5.
  it.each([
    ["an empty text", "   ", "empty"],
    ["a text over 500 characters", "a".repeat(501), "too_long"],
    ["a control character", "bell\u0007here", "control_character"],
    ["the secret word, in any case", "Not a ZEBRAWORDONE at all", "contains_word"],
  ])("refuses %s with the spec's message and the broken rule", (_, text, rule) => {
    const rejection = refuse(writing(2), submit("p1", { word: "zebrawordone", text }));
    expect(rejection).toMatchObject({
      code: "invalid_riddle",
      status: 400,
      message: "Invalid Riddle - Please check the writing rules and try again.",
    });
    expect(rejection.violations?.map((v) => v.rule)).toContain(rule);
  });

  it("accepts exactly 500 characters, counted in code points", () => {
    const text = "😀".repeat(500);
    expect(
      accept(writing(2), submit("p1", { word: "zebrawordone", text })).state.rounds[0]?.riddles,
    ).toHaveLength(1);
  });

  it("uses the injected checker for the word rules and still applies the structural ones", () => {
    const lenient: CheckRiddle = () => ({ ok: true, violations: [], warnings: [] });
    const strict: CheckRiddle = () => ({
      ok: false,
      violations: [{ rule: "inflection", message: "Uses a form of the word", start: 0, end: 3 }],
      warnings: [],
    });
    const ctx = (checkRiddle: CheckRiddle) => ({ ...testCtx(), checkRiddle });
    // The injected checker may allow what the substring test would block ("police" for ICE).
    expect(
      accept(writing(2), submit("p1", { word: "ice", text: "Sirens: the police arrive" }), ctx(lenient)).state
        .rounds[0]?.riddles,
    ).toHaveLength(1);
    expect(refuse(writing(2), submit("p1", { word: "ice" }), ctx(strict)).violations?.[0]?.rule).toBe(
      "inflection",
    );
    expect(
      refuse(writing(2), submit("p1", { word: "ice", text: "" }), ctx(lenient)).violations?.[0]?.rule,
    ).toBe("empty");
  });

  it("refuses a second riddle in the same round", () => {
    const state = accept(writing(2), submit("p1", { word: "zebrawordone" })).state;
    expect(refuse(state, submit("p1", { riddleId: "another" }))).toMatchObject({
      code: "already_submitted",
      status: 409,
    });
  });

  it("refuses a riddle id already used", () => {
    const state = accept(writing(2), submit("p1", { word: "zebrawordone" })).state;
    expect(refuse(state, submit("p2", { word: "zebrawordtwo", riddleId: "r-p1" })).code).toBe("duplicate_id");
  });

  it("refuses a riddle for another round", () => {
    expect(refuse(writing(2), submit("p1", { word: "zebrawordone", round: 2 })).code).toBe("wrong_round");
    expect(
      accept(writing(2), submit("p1", { word: "zebrawordone", round: 1 })).state.rounds[0]?.riddles,
    ).toHaveLength(1);
  });

  it("keeps the style prompt with the riddle", () => {
    const state = writing(1, { gameMode: "style_challenge" });
    const { state: after } = accept(state, submit("p1", { word: "zebrawordone" }));
    expect(after.rounds[0]?.riddles[0]?.prompt).toBe(state.rounds[0]?.words.p1?.prompt);
  });

  it("ends writing as soon as every player has submitted", () => {
    let state = accept(writing(2), submit("host", { word: "zebrawordzero" })).state;
    state = accept(state, submit("p1", { word: "zebrawordone" })).state;
    expect(state.phase).toBe("writing");
    const { state: after, events } = accept(state, submit("p2", { word: "zebrawordtwo" }), {
      now: T0 + 9000,
    });
    expect(after).toMatchObject({
      phase: "reading",
      phaseStartedAt: T0 + 9000,
      deadline: T0 + 9000 + 120_000,
    });
    expect(events.map((e) => e.type)).toEqual([
      "word_chosen",
      "player_updated",
      "riddle_submitted",
      "phase_changed",
    ]);
  });

  it("does not wait for a player who left", () => {
    let state = accept(writing(2), { type: "leave", playerId: "p2" }).state;
    state = accept(state, submit("host", { word: "zebrawordzero" })).state;
    state = accept(state, submit("p1", { word: "zebrawordone" })).state;
    expect(state.phase).toBe("reading");
  });
});
