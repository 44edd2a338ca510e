// @vitest-environment jsdom
import type { DailyRiddle } from "@riddlebook/protocol";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import Daily from "../pages/daily";
import { dismissToast, getToasts } from "../toast/toast-store";
import { daily, refusal, renderAs, vaultRiddle } from "./test-support";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const SHARE = "Riddlebook #142 🟥🟩 2/3\nhttps://riddlebook.example/daily";

describe("the riddle of the day", () => {
  it("guesses with the server, which keeps the tries, and shows the share card only at the end", async () => {
    let state: DailyRiddle = daily();
    const { server } = renderAs("player", <Daily />, {
      path: "/daily",
      routes: {
        "GET /api/daily": () => state,
        "POST /api/daily/guess": (body) => {
          const guess = (body as { guess: string }).guess;
          const correct = guess === "clock";
          state = {
            ...state,
            currentStreak: correct ? 4 : 3,
            riddle: {
              ...state.riddle,
              guesses: [...state.riddle.guesses, { guess, correct }],
              triesLeft: state.riddle.triesLeft - 1,
              solved: correct,
              answer: correct ? "clock" : null,
            },
          };
          return state;
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Riddlebook #142 · 2030-03-17")).toBeTruthy();
    expect(screen.queryByTestId("share-text")).toBeNull();

    await user.click(screen.getByRole("button", { name: "apple" }));
    await waitFor(() => expect(screen.getByTestId("tries-left").textContent).toBe("Tries left: 2 of 3"));
    expect(screen.queryByTestId("share-text")).toBeNull();
    await user.click(screen.getByRole("button", { name: "clock" }));

    expect((await screen.findByTestId("share-text")).textContent).toBe(SHARE);
    expect(screen.getByTestId("solver-result").textContent).toBe("Solved! The word was clock.");
    expect(screen.getByTestId("daily-streak").textContent).toBe("Daily streak: 4 days");
    expect(server.callsTo("POST /api/daily/guess").map((c) => c.body)).toEqual([
      { guess: "apple" },
      { guess: "clock" },
    ]);
  });

  it("copies the share text and says Copied!", async () => {
    const over = daily({
      riddle: vaultRiddle({
        guesses: [
          { guess: "apple", correct: false },
          { guess: "clock", correct: true },
        ],
        triesLeft: 1,
        solved: true,
        answer: "clock",
      }),
    });
    renderAs("player", <Daily />, { path: "/daily", routes: { "GET /api/daily": () => over } });
    const user = userEvent.setup();
    await screen.findByTestId("share-text");
    await user.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe("Copied!"));
    expect(await navigator.clipboard.readText()).toBe(SHARE);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
  });

  it("shows its author today's riddle without a way to guess it", async () => {
    const { server } = renderAs("player", <Daily />, {
      path: "/daily",
      routes: { "GET /api/daily": () => daily({ ownRiddle: true, shareText: "" }) },
    });
    expect(await screen.findByRole("heading", { name: "Today's riddle is yours!" })).toBeTruthy();
    expect(screen.getByTestId("own-daily").textContent).toContain("I have hands but cannot clap.");
    expect(screen.queryByRole("button", { name: "clock" })).toBeNull();
    expect(screen.queryByLabelText("Or type your guess")).toBeNull();
    expect(server.callsTo("POST /api/daily/guess")).toEqual([]);
  });

  it("says plainly when there is no riddle of the day yet", async () => {
    renderAs("player", <Daily />, {
      path: "/daily",
      routes: {
        "GET /api/daily": () => refusal(404, "There is no riddle of the day yet.", "no_daily_riddle"),
      },
    });
    expect(await screen.findByRole("heading", { name: "No riddle today yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the Vault" }).getAttribute("href")).toBe("/vault");
  });
});
