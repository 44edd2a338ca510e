import { describe, expect, it } from "vitest";
import { applyIntent } from "./apply-intent";
import { cloneState } from "./clone-state";
import { accept, reading, T0, testCtx, wordOf, writing } from "./test-support/fixtures";
import { checkStateInvariants, checkStepInvariants, findLeakedWords, secretWordsHiddenFrom } from "./testing";
import { viewFor } from "./view";

// The test oracles must be able to fail: each is shown a deliberately broken state, step or view.
describe("the test oracles catch planted faults", () => {
  it("checkStateInvariants reports a score that is not the sum of its rounds", () => {
    const state = cloneState(reading(1));
    expect(checkStateInvariants(state)).toEqual([]);
    (state.players[1] as { score: number }).score = 99;
    expect(checkStateInvariants(state)).toContain("score of p1 is not the sum of its rounds");
  });

  it("checkStateInvariants reports a host who is not seated and two players sharing a word", () => {
    const state = cloneState(writing(1));
    state.hostPlayerId = "ghost";
    const round = state.rounds[0];
    if (!round) throw new Error("no round");
    round.words.host = { playerId: "host", word: "moon", prompt: null };
    round.words.p1 = { playerId: "p1", word: "Moon", prompt: null };
    const problems = checkStateInvariants(state);
    expect(problems).toContain("the host is not seated");
    expect(problems).toContain("two players share a word in round 1");
  });

  it("checkStepInvariants reports a version that did not move and a phase that went back", () => {
    const before = writing(1);
    const result = applyIntent(before, { type: "chooseWord", playerId: "p1", word: wordOf("p1") }, testCtx());
    if (!result.ok) throw new Error("refused");
    const broken = {
      ...result,
      state: { ...result.state, version: before.version, phase: "setup" as const },
    };
    const problems = checkStepInvariants({ before, intent: { type: "tick" }, now: T0, result: broken });
    expect(problems).toContain(`version went from ${before.version} to ${before.version}`);
    expect(problems.some((p) => p.startsWith("phase moved back"))).toBe(true);
  });

  it("checkStepInvariants reports an event that shows another player's secret word", () => {
    const before = writing(1);
    const result = applyIntent(before, { type: "chooseWord", playerId: "p1", word: wordOf("p1") }, testCtx());
    if (!result.ok) throw new Error("refused");
    const leaky = {
      ...result,
      events: [
        ...result.events,
        {
          type: "player_left" as const,
          playerId: wordOf("p1"),
          removed: false,
          gameId: before.id,
          version: result.state.version,
          audience: { to: "all" as const },
        },
      ],
    };
    const problems = checkStepInvariants({ before, intent: { type: "tick" }, now: T0, result: leaky });
    expect(problems.some((p) => p.startsWith("events to host show"))).toBe(true);
  });

  it("the secret scan finds a planted word in a view and passes a clean one", () => {
    const state = accept(writing(1), { type: "chooseWord", playerId: "p1", word: wordOf("p1") }).state;
    const secrets = secretWordsHiddenFrom(state, "host");
    expect(secrets).toEqual([wordOf("p1")]);
    const view = viewFor(state, "host", T0);
    expect(findLeakedWords(view, secrets)).toEqual([]);
    const planted = { ...view, note: `psst: ${wordOf("p1").toUpperCase()}` };
    expect(findLeakedWords(planted, secrets)).toEqual([wordOf("p1")]);
  });
});
