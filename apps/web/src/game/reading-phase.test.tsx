// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "../test-support/fake-server";
import { GameFixture } from "../test-support/game-fixture";
import { renderSeated } from "../test-support/render-seated";
import { dismissToast, getToasts } from "../toast/toast-store";
import { ReadingPhase } from "./reading-phase";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

/** The reading screen of round 1 for Mia: riddles by Mia (r-me), Ana (r-ana) and Bo (r-bo). */
function setup(game = GameFixture.reading()) {
  const server = fakeServer({
    "POST /api/guesses": (body) => {
      const { riddleId, guesserId, guess } = body as { riddleId: string; guesserId: string; guess: string };
      game.apply({ type: "submitGuess", playerId: guesserId, riddleId, guess });
      return { riddleId, guesserId, accepted: true, version: game.version };
    },
    "GET /api/wordbook/page/1": () => ({
      pageNumber: 1,
      category: "Common Objects",
      categoryKey: "objects",
      difficulty: "easy",
      wordCount: 3,
      words: ["chair", "clock", "lamp"],
      senses: [],
    }),
  });
  return { game, server, ...renderSeated(<ReadingPhase />, { view: game.view() }), user: userEvent.setup() };
}

/** The shown riddle's heading names its author (the avatar's initial is hidden from its name). */
const authorHeading = () => screen.getByRole("heading", { name: /^Riddle by / });
const nextRiddle = () => screen.getByRole("button", { name: "Next Riddle" });

describe("the reading phase", () => {
  it("tells the author what became of their draft when writing time ran out", () => {
    const game = GameFixture.reading();
    const mine = game.state.rounds[0]?.words.me;
    if (!mine) throw new Error("no word choice for me");
    mine.draftOutcome = { submitted: true, message: "Time ran out, so your draft was submitted for you." };
    setup(game);
    expect(screen.getByTestId("draft-result").textContent).toBe(
      "Time ran out, so your draft was submitted for you.",
    );
    cleanup();
    setup(GameFixture.reading());
    expect(screen.queryByTestId("draft-result")).toBeNull();
  });

  it("shows the round's page beside the riddles when the host left it on, and says so when off", async () => {
    setup();
    const words = await screen.findByRole("list", { name: "Words on this round's page" });
    expect(words.textContent).toContain("clock");
    cleanup();
    const hidden = GameFixture.reading();
    hidden.state = { ...hidden.state, showPageWhileGuessing: false };
    const { server } = setup(hidden);
    expect(screen.getByTestId("page-hidden").textContent).toContain("guess from the riddles alone");
    expect(screen.queryByRole("list", { name: "Words on this round's page" })).toBeNull();
    expect(server.callsTo("GET /api/wordbook/page/1")).toHaveLength(0);
  });

  it("opens on the first riddle the player may guess, with a guess input of its own", () => {
    setup();
    expect(authorHeading().textContent).toMatch(/Riddle by Ana$/);
    expect(screen.getByText("Riddle 2 of 3 · 2 left to guess")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Your guess" }).id).toBe("guess-r-ana");
  });

  it("sends a guess with the protocol's body and shows it as submitted once the socket brings it", async () => {
    const { server, user, push, game } = setup();

    await user.type(screen.getByRole("textbox", { name: "Your guess" }), "  lamp ");
    await user.click(screen.getByRole("button", { name: "Submit Guess" }));

    await waitFor(() => expect(server.callsTo("POST /api/guesses")).toHaveLength(1));
    expect(server.callsTo("POST /api/guesses")[0]?.body).toEqual({
      riddleId: "r-ana",
      guesserId: "me",
      guess: "lamp",
    });
    await waitFor(() => expect(getToasts()[0]?.title).toBe("Guess Submitted!"));

    act(() => {
      push(game.view());
    });
    expect(await screen.findByText("Guess submitted: “lamp”! Waiting for the other players...")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Your guess" })).toBeNull();
    expect(server.callsTo("GET /api/games/g1")).toHaveLength(0);
  });

  it("gives the next riddle its own empty guess input", async () => {
    const { user } = setup();

    await user.type(screen.getByRole("textbox", { name: "Your guess" }), "lamp");
    await user.click(nextRiddle());

    expect(authorHeading().textContent).toMatch(/Riddle by Bo$/);
    const input = screen.getByRole("textbox", { name: "Your guess" });
    expect(input.id).toBe("guess-r-bo");
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("shows the player's own riddle with its word and no way to guess it", async () => {
    const { user } = setup();

    await user.click(nextRiddle());
    await user.click(nextRiddle());

    expect(authorHeading().textContent).toMatch(/Riddle by Mia$/);
    expect(screen.getByRole("status").textContent).toBe(
      "This is your riddle, so you can't guess it. Your word: clock",
    );
    expect(screen.queryByRole("textbox", { name: "Your guess" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit Guess" })).toBeNull();
  });

  it("refuses an empty guess on the spot without calling the server", async () => {
    const { server, user } = setup();

    await user.type(screen.getByRole("textbox", { name: "Your guess" }), "   ");
    await user.click(screen.getByRole("button", { name: "Submit Guess" }));

    expect(screen.getByRole("alert").textContent).toBe("Please enter a guess");
    expect(server.callsTo("POST /api/guesses")).toHaveLength(0);
  });
});
