// @vitest-environment jsdom
import type { VaultRiddle } from "@riddlebook/protocol";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import Vault from "../pages/vault";
import type { fakeServer } from "../test-support/fake-server";
import { dismissToast, getToasts } from "../toast/toast-store";
import { renderAs, vaultRiddle } from "./test-support";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const NEXT = "GET /api/vault/next?unsolved=1";
const GUESS = "POST /api/vault/pr-1/guess";

function setup(routes: Parameters<typeof fakeServer>[0] = {}) {
  const rendered = renderAs("player", <Vault />, {
    path: "/vault",
    routes: {
      [NEXT]: () => vaultRiddle(),
      "GET /api/wordbook": () => [
        { pageNumber: 1, category: "Common Objects", difficulty: "easy", wordCount: 40 },
        { pageNumber: 2, category: "Abstract Concepts", difficulty: "medium", wordCount: 40 },
      ],
      ...routes,
    },
  });
  return { ...rendered, user: userEvent.setup() };
}

/** The server's answer to a guess, given the riddle so far: "clock" is right; the word comes with the end. */
function judge(state: { riddle: VaultRiddle }) {
  return (body: unknown) => {
    const guess = (body as { guess: string }).guess;
    const correct = guess.toLowerCase().startsWith("clock");
    const triesLeft = state.riddle.triesLeft - 1;
    const over = correct || triesLeft === 0;
    state.riddle = {
      ...state.riddle,
      guesses: [...state.riddle.guesses, { guess, correct }],
      triesLeft,
      solved: correct,
      answer: over ? "clock" : null,
    };
    return state.riddle;
  };
}

const solver = () => screen.getByTestId("riddle-solver");

describe("the Riddle Vault", () => {
  it("guesses by clicking a word of the page, counts the tries and shows each result", async () => {
    const state = { riddle: vaultRiddle() };
    const { user, server } = setup({ [GUESS]: judge(state) });
    expect(await screen.findByText("I have hands but cannot clap.")).toBeTruthy();
    expect(screen.getByTestId("tries-left").textContent).toBe("Tries left: 3 of 3");
    expect(screen.getByTestId("average-rating").textContent).toBe("Average rating: 4.0 ★ (2 ratings)");
    const words = screen.getByRole("list", { name: "The page's words" });
    expect(
      within(words)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["apple", "chair", "clock", "window"]);

    await user.click(within(words).getByRole("button", { name: "apple" }));
    await waitFor(() => expect(screen.getByTestId("tries-left").textContent).toBe("Tries left: 2 of 3"));
    expect(server.callsTo(GUESS).map((c) => c.body)).toEqual([{ guess: "apple" }]);
    expect(within(screen.getByRole("list", { name: "Your guesses" })).getByText("Not it")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("“apple” is not it. 2 tries left.");
    // A wrong word cannot be guessed twice; nothing tells the word yet.
    expect(within(words).getByRole("button", { name: "apple" })).toHaveProperty("disabled", true);
    expect(screen.queryByTestId("solver-result")).toBeNull();
    expect(solver().textContent).not.toContain("The word was");

    // A typed guess, a form of the word: the word shown is the server's, not what was typed.
    await user.type(screen.getByLabelText("Or type your guess"), "Clocks");
    await user.click(screen.getByRole("button", { name: "Guess" }));
    await waitFor(() =>
      expect(screen.getByTestId("solver-result").textContent).toBe("Solved! The word was clock."),
    );
    expect(server.callsTo(GUESS).map((c) => c.body)).toEqual([{ guess: "apple" }, { guess: "Clocks" }]);
    expect(screen.queryByRole("list", { name: "The page's words" })).toBeNull();
  });

  it("refuses an empty typed guess without calling the server", async () => {
    const { user, server } = setup();
    await screen.findByText("I have hands but cannot clap.");
    await user.click(screen.getByRole("button", { name: "Guess" }));
    expect(screen.getByText("Please enter a guess")).toBeTruthy();
    expect(screen.getByLabelText("Or type your guess").getAttribute("aria-invalid")).toBe("true");
    expect(server.callsTo(GUESS)).toEqual([]);
  });

  it("shows the word only when the server sends it: not after a wrong guess, then after the last try", async () => {
    const state = {
      riddle: vaultRiddle({
        triesLeft: 1,
        guesses: [
          { guess: "apple", correct: false },
          { guess: "chair", correct: false },
        ],
      }),
    };
    const { user } = setup({ [NEXT]: () => state.riddle, [GUESS]: judge(state) });
    await screen.findByText("I have hands but cannot clap.");
    expect(screen.getByTestId("tries-left").textContent).toBe("Tries left: 1 of 3");
    await user.click(screen.getByRole("button", { name: "window" }));
    await waitFor(() =>
      expect(screen.getByTestId("solver-result").textContent).toBe("Out of tries. The word was clock."),
    );

    // A finished riddle whose answer the server left out shows no word at all.
    cleanup();
    setup({ [NEXT]: () => vaultRiddle({ triesLeft: 0, answer: null }) });
    expect((await screen.findByTestId("solver-result")).textContent).toBe("Out of tries.");
  });

  it("rates a finished riddle from 1 to 5 stars and moves on to the next riddle", async () => {
    const done = vaultRiddle({
      solved: true,
      triesLeft: 2,
      answer: "clock",
      guesses: [{ guess: "clock", correct: true }],
    });
    const { user, server } = setup({
      [NEXT]: () => done,
      "POST /api/vault/pr-1/rating": (body) => ({
        ...done,
        myRating: (body as { rating: number }).rating,
        averageRating: 4,
        ratingCount: 3,
      }),
    });
    const rating = await screen.findByRole("group", { name: "Rate this riddle" });
    expect(within(rating).getAllByRole("radio").length).toBe(5);
    const submit = screen.getByRole("button", { name: "Submit rating" });
    expect(submit).toHaveProperty("disabled", true);
    await user.click(within(rating).getByRole("radio", { name: "4 stars" }));
    expect(within(rating).getByRole("radio", { name: "4 stars" })).toHaveProperty("checked", true);
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId("my-rating").textContent).toBe("You rated it 4 of 5."));
    expect(server.callsTo("POST /api/vault/pr-1/rating").map((c) => c.body)).toEqual([{ rating: 4 }]);
    expect(screen.getByTestId("average-rating").textContent).toBe("Average rating: 4.0 ★ (3 ratings)");
    expect(getToasts()[0]?.title).toBe("Rating Saved");

    server.on(NEXT, () => vaultRiddle({ id: "pr-2", riddleText: "I run but never walk." }));
    await user.click(screen.getByRole("button", { name: "Next riddle" }));
    expect(await screen.findByText("I run but never walk.")).toBeTruthy();
  });

  it("asks with the filters (unsolved by me at first) and says so when no riddle is left (204)", async () => {
    const { user, server } = setup({
      "GET /api/vault/next?difficulty=hard&unsolved=1": () => new Response(null, { status: 204 }),
      "GET /api/vault/next?difficulty=hard&unsolved=0": () =>
        vaultRiddle({ id: "pr-5", riddleText: "Hard one." }),
    });
    await screen.findByText("I have hands but cannot clap.");
    const unsolved = screen.getByRole("checkbox", { name: "Unsolved by me" });
    expect(unsolved).toHaveProperty("checked", true);
    await user.selectOptions(screen.getByLabelText("Difficulty"), "hard");
    expect(await screen.findByRole("heading", { name: "No riddles left here" })).toBeTruthy();
    await user.click(unsolved);
    expect(await screen.findByText("Hard one.")).toBeTruthy();
    expect(server.calls.map((c) => c.url).filter((u) => u.startsWith("/api/vault"))).toEqual([
      "/api/vault/next?unsolved=1",
      "/api/vault/next?difficulty=hard&unsolved=1",
      "/api/vault/next?difficulty=hard&unsolved=0",
    ]);
  });

  it("reports the riddle with a reason and optional details", async () => {
    const { user, server } = setup({
      "POST /api/reports": () => ({ success: true, message: "Thanks, a moderator will look at it." }),
    });
    await screen.findByText("I have hands but cannot clap.");
    await user.click(screen.getByRole("button", { name: "Report this riddle" }));
    const dialog = screen.getByRole("dialog", { name: "Report" });
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please choose a reason.");
    expect(server.callsTo("POST /api/reports")).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText("Reason"), "spoiler");
    await user.type(within(dialog).getByLabelText("Details (optional)"), "Says the word in line 2");
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe("Report Sent"));
    expect(server.callsTo("POST /api/reports").map((c) => c.body)).toEqual([
      {
        targetType: "published_riddle",
        targetId: "pr-1",
        reason: "spoiler",
        details: "Says the word in line 2",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
