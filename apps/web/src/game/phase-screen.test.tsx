// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "../test-support/fake-server";
import { GameFixture } from "../test-support/game-fixture";
import { renderSeated } from "../test-support/render-seated";
import { dismissToast } from "../toast/toast-store";
import { useGame } from "./context";
import { PhaseScreen } from "./phase-screen";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const PAGE_1 = {
  pageNumber: 1,
  category: "Common Objects",
  categoryKey: "objects",
  difficulty: "easy",
  wordCount: 3,
  words: ["chair", "clock", "lamp"],
  senses: [],
};

/** The seated screen's phase switch, fed by the view store as in the game page. */
function CurrentPhase() {
  const { view } = useGame();
  return <PhaseScreen phase={view.game.currentPhase} round={view.game.currentRound} />;
}

describe("the phase screen", () => {
  it("moves focus to each new phase's heading", async () => {
    fakeServer({ "GET /api/wordbook/page/1": () => PAGE_1, "GET /api/wordbook/pages": () => [] });
    const game = GameFixture.writing();
    const { push } = renderSeated(<CurrentPhase />, { view: game.view() });
    expect(screen.getByRole("heading", { name: "Write your riddle" })).toBeTruthy();

    game.submitRiddle("me", "r-me", "clock", "I have hands but cannot clap.");
    game.submitRiddle("ana", "r-ana", "lamp", "I glow at night upon your desk.");
    game.submitRiddle("bo", "r-bo", "chair", "I have four legs but never walk.");
    act(() => {
      push(game.view());
    });
    const reading = await screen.findByRole("heading", { name: "Read and guess" });
    expect(document.activeElement).toBe(reading);

    for (const [guesser, riddles] of [
      ["me", ["r-ana", "r-bo"]],
      ["ana", ["r-me", "r-bo"]],
      ["bo", ["r-me", "r-ana"]],
    ] as const) {
      for (const riddleId of riddles)
        game.apply({ type: "submitGuess", playerId: guesser, riddleId, guess: "x" });
    }
    act(() => {
      push(game.view());
    });
    const results = await screen.findByRole("heading", { name: "Round 1 Results" });
    expect(document.activeElement).toBe(results);
  });
});

describe("entering a game", () => {
  it("starts focus on the first dealt word, not on the page's body (issue 31 item 9)", () => {
    fakeServer({ "GET /api/wordbook/page/1": () => PAGE_1, "GET /api/wordbook/pages": () => [] });
    renderSeated(<CurrentPhase />, { view: GameFixture.writing({ dealt: true }).view() });
    const hand = screen.getByRole("list", { name: "Your words" });
    expect(document.activeElement).toBe(within(hand).getAllByRole("button")[0]);
  });

  it("leaves focus where it is when a control already holds it", () => {
    fakeServer({ "GET /api/wordbook/page/1": () => PAGE_1, "GET /api/wordbook/pages": () => [] });
    const outside = document.createElement("button");
    document.body.append(outside);
    outside.focus();
    renderSeated(<CurrentPhase />, { view: GameFixture.writing({ dealt: true }).view() });
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
