import { describe, expect, it } from "vitest";
import { accept, T0, wordOf, writing } from "../test-support/fixtures";
import { viewFor } from "../view";
import { DRAFT_MESSAGES } from "./drafts";

/** Round 1 writing: host, p1, p2, p3; p1 and p2 chose words, p3 did not; the host submitted. */
function table() {
  let state = writing(3);
  for (const id of ["p1", "p2"]) {
    state = accept(state, { type: "chooseWord", playerId: id, word: wordOf(id) }).state;
  }
  state = accept(state, {
    type: "submitRiddle",
    playerId: "host",
    riddleId: "r-host",
    word: wordOf("host"),
    text: "A riddle by the host.",
  }).state;
  return state;
}

describe("drafts at the writing deadline", () => {
  it("submits a valid draft for its author, drops a broken one and one without a word, and tells each author", () => {
    const state = table();
    const deadline = state.deadline ?? T0;
    const { state: after } = accept(
      state,
      {
        type: "tick",
        drafts: {
          host: "A second riddle the host never sent.",
          p1: "Stripes and hooves, I graze the plain.",
          p2: `I am ${wordOf("p2")} and nothing else.`,
          p3: "A riddle with no word behind it.",
        },
      },
      { now: deadline + 1 },
    );
    expect(after.phase).toBe("reading");
    const riddles = after.rounds[0]?.riddles ?? [];
    expect(riddles.map((r) => [r.playerId, r.text])).toEqual([
      ["host", "A riddle by the host."],
      ["p1", "Stripes and hooves, I graze the plain."],
    ]);
    expect(viewFor(after, "p1", deadline + 1).me?.draftResult).toEqual({
      submitted: true,
      message: DRAFT_MESSAGES.submitted,
    });
    const p2 = viewFor(after, "p2", deadline + 1).me?.draftResult;
    expect(p2?.submitted).toBe(false);
    expect(p2?.message.startsWith(DRAFT_MESSAGES.broken)).toBe(true);
    expect(viewFor(after, "p3", deadline + 1).me?.draftResult).toEqual({
      submitted: false,
      message: DRAFT_MESSAGES.noWord,
    });
    // The host had submitted: the stray draft changed nothing and says nothing.
    expect(viewFor(after, "host", deadline + 1).me?.draftResult).toBeNull();
  });

  it("ignores drafts on a tick that is not at the writing deadline", () => {
    const state = table();
    const deadline = state.deadline ?? T0;
    const reading = accept(state, { type: "tick" }, { now: deadline + 1 }).state;
    const scoring = accept(
      reading,
      { type: "tick", drafts: { p1: "Stripes and hooves." } },
      { now: (reading.deadline ?? T0) + 1 },
    ).state;
    expect(scoring.phase).toBe("scoring");
    expect(scoring.rounds[0]?.riddles.map((r) => r.playerId)).toEqual(["host"]);
  });
});
