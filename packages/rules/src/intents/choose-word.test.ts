import { describe, expect, it } from "vitest";
import { accept, lobby, reading, refuse, testCtx, writing } from "../test-support/fixtures";

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

  it("refuses a word another player has taken this round, ignoring case", () => {
    const state = accept(writing(1), { type: "chooseWord", playerId: "host", word: "zebrawordone" }).state;
    expect(refuse(state, { type: "chooseWord", playerId: "p1", word: "ZebraWordOne" })).toEqual({
      code: "word_taken",
      status: 409,
      message: "That word is already taken",
    });
  });

  it("frees a word when its chooser switches to another", () => {
    let state = accept(writing(1), { type: "chooseWord", playerId: "host", word: "zebrawordone" }).state;
    state = accept(state, { type: "chooseWord", playerId: "host", word: "zebrawordtwo" }).state;
    expect(
      accept(state, { type: "chooseWord", playerId: "p1", word: "zebrawordone" }).state.rounds[0]?.words.p1
        ?.word,
    ).toBe("zebrawordone");
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
    const wordbook = {
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
