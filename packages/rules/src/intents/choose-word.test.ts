import { describe, expect, it } from "vitest";
import { REJECTIONS } from "../rejection";
import {
  accept,
  DEALT,
  handOf,
  lobby,
  reading,
  refuse,
  testCtx,
  testWordbook,
  writing,
} from "../test-support/fixtures";

describe("chooseWord", () => {
  it("records the word, tells only the chooser which, and everyone that a word is chosen", () => {
    const { state, events } = accept(writing(1), {
      type: "chooseWord",
      playerId: "p1",
      word: " zebrawordone ",
    });
    expect(state.rounds[0]?.words.p1?.word).toBe("zebrawordone");
    expect(events).toEqual([
      expect.objectContaining({
        type: "word_chosen",
        word: "zebrawordone",
        audience: { to: "player", playerId: "p1" },
      }),
      expect.objectContaining({
        type: "player_updated",
        audience: { to: "all" },
        player: expect.objectContaining({ id: "p1", hasChosenWord: true }),
      }),
    ]);
  });

  it("lets a player change their word before submitting", () => {
    let state = accept(writing(1), { type: "chooseWord", playerId: "p1", word: "zebrawordone" }).state;
    state = accept(state, { type: "chooseWord", playerId: "p1", word: "zebrawordtwo" }).state;
    expect(state.rounds[0]?.words.p1?.word).toBe("zebrawordtwo");
  });

  it("deals every player a hand and takes only a word from the chooser's own hand, ignoring case", () => {
    const state = writing(2, {}, DEALT);
    const mine = handOf(state, "p1");
    expect(mine).toHaveLength(4);
    const chosen = accept(
      state,
      { type: "chooseWord", playerId: "p1", word: ` ${mine[2]?.toUpperCase()} ` },
      DEALT,
    );
    expect(chosen.state.rounds[0]?.words.p1?.word).toBe(mine[2]);
    // Another player's dealt word is refused exactly like a word nobody holds: the answer says
    // nothing about who holds what.
    const others = handOf(state, "host")[0] ?? "";
    const nobody = testWordbook()
      .wordsOf(1)
      .find((w) => ![...Object.values(state.rounds[0]?.words ?? {})].some((c) => c.hand?.includes(w)));
    const refusedOther = refuse(state, { type: "chooseWord", playerId: "p1", word: others }, DEALT);
    const refusedNobody = refuse(state, { type: "chooseWord", playerId: "p1", word: nobody ?? "" }, DEALT);
    expect(refusedOther).toEqual({
      code: "word_not_dealt",
      status: 400,
      message: "Choose one of the words dealt to you this round.",
    });
    expect(refusedNobody).toEqual(refusedOther);
  });

  it("never answers that a word is taken, whatever two players choose", () => {
    const state = writing(1, {}, DEALT);
    const hostWord = handOf(state, "host")[0] ?? "";
    const taken = accept(state, { type: "chooseWord", playerId: "host", word: hostWord }, DEALT).state;
    expect(refuse(taken, { type: "chooseWord", playerId: "p1", word: hostWord }, DEALT).code).toBe(
      "word_not_dealt",
    );
    expect(Object.keys(REJECTIONS)).not.toContain("word_taken");
  });

  // "The spec's message": the fixed text of docs/product.md §14.
  it("refuses an empty word with the spec's message", () => {
    expect(refuse(writing(1), { type: "chooseWord", playerId: "p1", word: "  " })).toMatchObject({
      code: "no_word",
      status: 400,
      message: "Please select a word first",
    });
  });

  it("asks the wordbook whether the word is on the game's page", () => {
    // A wordbook that lists no words deals no hands; then the page decides.
    const wordbook = {
      ...testWordbook(0),
      hasPage: () => true,
      hasWord: (page: number, word: string) => page === 1 && word === "lamp",
    };
    const ctx = { ...testCtx(), wordbook };
    expect(
      accept(writing(1), { type: "chooseWord", playerId: "p1", word: "lamp" }, ctx).state.rounds[0]?.words.p1
        ?.word,
    ).toBe("lamp");
    expect(refuse(writing(1), { type: "chooseWord", playerId: "p1", word: "kettle" }, ctx).code).toBe(
      "word_not_on_page",
    );
  });

  it("refuses a new word after the riddle is submitted", () => {
    const state = reading(2);
    expect(refuse(state, { type: "chooseWord", playerId: "p1", word: "x" }).code).toBe("wrong_phase");
    let partly = accept(writing(2), {
      type: "submitRiddle",
      playerId: "p1",
      riddleId: "r1",
      word: "zebrawordone",
      text: "Guess me",
    }).state;
    expect(refuse(partly, { type: "chooseWord", playerId: "p1", word: "zebrawordtwo" }).code).toBe(
      "already_submitted",
    );
    partly = accept(partly, { type: "chooseWord", playerId: "p2", word: "zebrawordtwo" }).state;
    expect(partly.phase).toBe("writing");
  });

  it("is refused in setup", () => {
    expect(refuse(lobby(1), { type: "chooseWord", playerId: "p1", word: "zebrawordone" }).code).toBe(
      "wrong_phase",
    );
  });
});
