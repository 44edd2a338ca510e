import { describe, expect, it } from "vitest";
import { accept, lobby, refuse, testCtx, testWordbook, writing } from "../test-support/fixtures";

describe("choosePage", () => {
  it("sets the game's page and tells everyone", () => {
    const { state, events } = accept(lobby(1), { type: "choosePage", playerId: "host", pageNumber: 4 });
    expect(state.currentPageNumber).toBe(4);
    expect(events).toEqual([
      expect.objectContaining({
        type: "game_updated",
        game: expect.objectContaining({ currentPageNumber: 4, version: 2 }),
      }),
    ]);
  });

  it("is the host's alone", () => {
    expect(refuse(lobby(1), { type: "choosePage", playerId: "p1", pageNumber: 1 }).code).toBe("not_host");
  });

  // "The spec's message": the fixed text of docs/product.md §14.
  it("refuses a page that is not a positive whole number with the spec's message", () => {
    for (const pageNumber of [0, -1, 1.5, Number.NaN]) {
      expect(refuse(lobby(1), { type: "choosePage", playerId: "host", pageNumber })).toMatchObject({
        code: "invalid_page",
        message: "Select a Page - Please select a wordbook page first.",
      });
    }
  });

  it("asks the wordbook whether the page exists", () => {
    const wordbook = { ...testWordbook(), hasPage: (n: number) => n <= 5 };
    const ctx = { ...testCtx(), wordbook };
    expect(
      accept(lobby(1), { type: "choosePage", playerId: "host", pageNumber: 5 }, ctx).state.currentPageNumber,
    ).toBe(5);
    expect(refuse(lobby(1), { type: "choosePage", playerId: "host", pageNumber: 6 }, ctx).code).toBe(
      "invalid_page",
    );
  });

  it("is refused while players are writing", () => {
    expect(refuse(writing(1), { type: "choosePage", playerId: "host", pageNumber: 2 }).code).toBe(
      "wrong_phase",
    );
  });
});
