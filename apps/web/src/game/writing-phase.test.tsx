// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "../test-support/fake-server";
import { GameFixture } from "../test-support/game-fixture";
import { renderSeated } from "../test-support/render-seated";
import { dismissToast, getToasts } from "../toast/toast-store";
import { WritingPhase } from "./writing-phase";

const PAGE_1 = {
  pageNumber: 1,
  category: "Common Objects",
  categoryKey: "objects",
  difficulty: "easy",
  wordCount: 3,
  words: ["chair", "clock", "lamp"],
  senses: [],
};

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

/** The writing screen of round 1 for Mia, with the wordbook page served. */
function setup(game: GameFixture, socketOpen = true) {
  const server = fakeServer({ "GET /api/wordbook/page/1": () => PAGE_1 });
  const screenApi = renderSeated(<WritingPhase />, { view: game.view(), socketOpen });
  return { server, ...screenApi, user: userEvent.setup() };
}

const riddleBox = () => screen.getByRole("textbox", { name: "Your riddle" });
const submitButton = () => screen.getByRole("button", { name: /Submit Riddle|Submitting/ });

describe("the writing phase", () => {
  it("sends a chosen word and shows it as the secret word once the socket brings the commit, without a GET", async () => {
    const game = GameFixture.writing();
    const { server, user, push } = setup(game);
    server.on("POST /api/games/g1/choose-word", (body) => {
      game.apply({ type: "chooseWord", playerId: "me", word: (body as { word: string }).word });
      return { version: game.version };
    });

    const words = await screen.findByRole("list", { name: "Words on this page" });
    await user.click(await within(words).findByRole("button", { name: "clock" }));

    await waitFor(() => expect(server.callsTo("POST /api/games/g1/choose-word")).toHaveLength(1));
    expect(server.callsTo("POST /api/games/g1/choose-word")[0]?.body).toEqual({ word: "clock" });
    // The answer carried only a version; the word buttons stay busy until that version is shown.
    await waitFor(() =>
      expect(within(words).getByRole("button", { name: "clock" })).toHaveProperty("disabled", true),
    );
    expect(screen.queryByTestId("secret-word")).toBeNull();

    act(() => {
      push(game.view());
    });
    expect((await screen.findByTestId("secret-word")).textContent).toContain("clock");
    await waitFor(() =>
      expect(within(words).getByRole("button", { name: "clock" })).toHaveProperty("disabled", false),
    );
    expect(server.callsTo("GET /api/games/g1")).toHaveLength(0);
  });

  it("offers only the words dealt to me, and chooses one of them", async () => {
    const game = GameFixture.writing({ dealt: true });
    const hand = game.view().me?.hand ?? [];
    expect(hand).toHaveLength(4);
    const { server, user } = setup(game);
    server.on("POST /api/games/g1/choose-word", () => ({ version: game.version }));

    const words = await screen.findByRole("list", { name: "Your words" });
    expect(
      within(words)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(hand);
    for (const other of ["ana", "bo"]) {
      for (const word of game.view(other).me?.hand ?? []) {
        expect(within(words).queryByRole("button", { name: word })).toBeNull();
      }
    }
    await user.click(within(words).getByRole("button", { name: hand[1] }));
    await waitFor(() =>
      expect(server.callsTo("POST /api/games/g1/choose-word")[0]?.body).toEqual({ word: hand[1] }),
    );
  });

  it("reads the view once when the choice is answered while the socket is closed", async () => {
    const game = GameFixture.writing();
    const { server, user } = setup(game, false);
    server.on("POST /api/games/g1/choose-word", () => {
      game.apply({ type: "chooseWord", playerId: "me", word: "lamp" });
      return { version: game.version };
    });
    server.on("GET /api/games/g1", () => game.view());

    const words = await screen.findByRole("list", { name: "Words on this page" });
    await user.click(await within(words).findByRole("button", { name: "lamp" }));

    expect((await screen.findByTestId("secret-word")).textContent).toContain("lamp");
    expect(server.callsTo("GET /api/games/g1")).toHaveLength(1);
  });

  it("flags a riddle that uses the secret word and disables Submit until the text follows the rules", async () => {
    const game = GameFixture.writing().apply({ type: "chooseWord", playerId: "me", word: "clock" });
    const { user } = setup(game);

    await user.type(riddleBox(), "I am a clock on the wall.");
    await waitFor(() => expect(screen.getByTestId("riddle-indicator").textContent).toMatch(/^Check rules: /));
    expect(within(screen.getByRole("list", { name: "Rule problems" })).getByText("clock")).toBeTruthy();
    expect(submitButton()).toHaveProperty("disabled", true);

    await user.clear(riddleBox());
    await user.type(riddleBox(), "I have hands but cannot clap.");
    await waitFor(() => expect(screen.getByTestId("riddle-indicator").textContent).toBe("29/500"));
    expect(screen.queryByRole("list", { name: "Rule problems" })).toBeNull();
    expect(submitButton()).toHaveProperty("disabled", false);
  });

  it("does not send a riddle before a word is chosen, and says why", async () => {
    const game = GameFixture.writing();
    const { server, user } = setup(game);

    await user.type(riddleBox(), "I have hands but cannot clap.");
    await user.click(submitButton());

    expect(getToasts()[0]).toMatchObject({ title: "Error", description: "Please select a word first" });
    expect(server.callsTo("POST /api/riddles")).toHaveLength(0);
  });

  it("submits the riddle with the protocol's body and shows it as submitted once its view arrives", async () => {
    const game = GameFixture.writing().apply({ type: "chooseWord", playerId: "me", word: "clock" });
    const { server, user, push, send } = setup(game);
    server.on("POST /api/riddles", (body) => {
      const { riddleText, selectedWord } = body as { riddleText: string; selectedWord: string };
      game.submitRiddle("me", "r-me", selectedWord, riddleText);
      return { id: "r-me", version: game.version };
    });

    await user.type(riddleBox(), "I have hands but cannot clap.");
    await waitFor(() => expect(submitButton()).toHaveProperty("disabled", false));
    await user.click(submitButton());

    await waitFor(() => expect(server.callsTo("POST /api/riddles")).toHaveLength(1));
    expect(server.callsTo("POST /api/riddles")[0]?.body).toEqual({
      gameId: "g1",
      playerId: "me",
      round: 1,
      selectedWord: "clock",
      riddleText: "I have hands but cannot clap.",
    });
    await waitFor(() => expect(getToasts()[0]?.title).toBe("Riddle Submitted!"));
    expect(send).toHaveBeenCalledWith({ type: "save_draft", text: "" });
    expect(submitButton().textContent).toBe("Submitting...");

    act(() => {
      push(game.view());
    });
    expect(await screen.findByText("Riddle submitted! Waiting for the other players...")).toBeTruthy();
    expect(screen.getByText("I have hands but cannot clap.")).toBeTruthy();
    expect(server.callsTo("GET /api/games/g1")).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the riddle", async () => {
    const game = GameFixture.writing().apply({ type: "chooseWord", playerId: "me", word: "clock" });
    const { server, user } = setup(game);
    server.on(
      "POST /api/riddles",
      () =>
        new Response(JSON.stringify({ message: "Too Late - Writing is over.", code: "wrong_phase" }), {
          status: 409,
        }),
    );

    await user.type(riddleBox(), "I have hands but cannot clap.");
    await waitFor(() => expect(submitButton()).toHaveProperty("disabled", false));
    await user.click(submitButton());

    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: "Too Late", description: "Writing is over." }),
    );
    expect(submitButton().textContent).toBe("Submit Riddle");
  });
});
