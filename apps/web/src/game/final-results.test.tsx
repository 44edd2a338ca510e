// @vitest-environment jsdom
import type { StoryGameResult } from "@riddlebook/protocol";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeServer } from "../test-support/fake-server";
import { renderSeated } from "../test-support/render-seated";
import { dismissToast, getToasts } from "../toast/toast-store";
import { FinalResults } from "./final-results";
import { finishedGame } from "./reveal/scored-round";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The final results of a game over with these totals, as `viewer` sees them, at /game/g1. */
function setup(
  scores: Record<string, number>,
  { viewer = "me", nextGameId = undefined as string | undefined } = {},
) {
  const game = finishedGame(scores, nextGameId);
  const location = memoryLocation({ path: "/game/g1", record: true });
  const rendered = renderSeated(
    <Router hook={location.hook}>
      <FinalResults />
    </Router>,
    { view: game.view(viewer) },
  );
  return { game, location, ...rendered, user: userEvent.setup() };
}

/** The podium's places in order, as "place: names". */
function podium(): string[] {
  const list = screen.getByRole("list", { name: "Podium" });
  return Array.from(list.querySelectorAll<HTMLElement>(":scope > li"), (place) => {
    const names = within(place)
      .getAllByRole("listitem")
      // The avatar's initial comes first and is hidden from assistive technology.
      .map((li) => li.lastElementChild?.textContent);
    return `${place.dataset.place}: ${names.join(" & ")}`;
  });
}

describe("the final results", () => {
  it("keeps the Final Results heading that receives focus when the phase begins", () => {
    setup({ me: 4, ana: 3, bo: 5 });
    const heading = screen.getByRole("heading", { name: "Final Results" });
    expect(heading.hasAttribute("data-phase-heading")).toBe(true);
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });

  it("stands the top three on the podium in score order", () => {
    setup({ me: 4, ana: 3, bo: 5 });
    expect(podium()).toEqual(["1: Bo", "2: Mia (you)", "3: Ana"]);
    expect(screen.getByTestId("winner").textContent).toBe("Winner: Bo with 5 points");
  });

  it("lets tied players share a place, and the next score take the place after them", () => {
    setup({ me: 9, ana: 9, bo: 4 });
    expect(podium()).toEqual(["1: Mia (you) & Ana", "3: Bo"]);
    expect(screen.getByRole("list", { name: "Podium" }).textContent).toContain("1st place (tie):");
  });

  it("has no podium when nobody scored", () => {
    setup({});
    expect(screen.queryByRole("list", { name: "Podium" })).toBeNull();
    expect(screen.getByTestId("winner").textContent).toBe("No winner: nobody scored a point.");
  });
});

describe("play again", () => {
  it("lets the host start the next game and takes them there", async () => {
    const server = fakeServer({ "POST /api/games/g1/play-again": () => ({ gameId: "g2" }) });
    const { user, location } = setup({ me: 4, ana: 3, bo: 5 });

    await user.click(screen.getByRole("button", { name: "Play again" }));

    await waitFor(() => expect(location.history.at(-1)).toBe("/game/g2"));
    expect(server.callsTo("POST /api/games/g1/play-again")).toEqual([
      { method: "POST", url: "/api/games/g1/play-again", body: undefined },
    ]);
  });

  it("shows the server's refusal and stays on the results", async () => {
    fakeServer({
      "POST /api/games/g1/play-again": () =>
        new Response(
          JSON.stringify({ message: "Too many games - Finish one first.", code: "rate_limited" }),
          {
            status: 429,
            headers: { "Content-Type": "application/json" },
          },
        ),
    });
    const { user, location } = setup({ me: 4, ana: 3, bo: 5 });

    await user.click(screen.getByRole("button", { name: "Play again" }));

    await waitFor(() => expect(getToasts()[0]?.title).toBe("Too many games"));
    expect(getToasts()[0]?.variant).toBe("destructive");
    expect(location.history).toEqual(["/game/g1"]);
  });

  it("has the others wait for the host, with no button of their own", () => {
    setup({ me: 4, ana: 3, bo: 5 }, { viewer: "ana" });
    expect(screen.queryByRole("button", { name: "Play again" })).toBeNull();
    expect(screen.getByText("Waiting for the host to play again…")).toBeTruthy();
  });

  it("shows everyone the way to the new game once the host started it", () => {
    setup({ me: 4, ana: 3, bo: 5 }, { viewer: "ana", nextGameId: "g2" });
    expect(screen.getByRole("link", { name: "Join the new game" }).getAttribute("href")).toBe("/game/g2");
    expect(screen.getByText("The host started a new game with the same settings.")).toBeTruthy();
    expect(screen.queryByText("Waiting for the host to play again…")).toBeNull();
    cleanup();

    setup({ me: 4, ana: 3, bo: 5 }, { nextGameId: "g2" });
    expect(screen.getByRole("link", { name: "Join the new game" }).getAttribute("href")).toBe("/game/g2");
    expect(screen.queryByRole("button", { name: "Play again" })).toBeNull();
  });
});

describe("a story game's result", () => {
  /** The final results of a story game of chapter 1 whose result the server answers with `result`. */
  function storySetup(result: Partial<StoryGameResult>) {
    const server = fakeServer({
      "GET /api/story/games/g1": () => ({
        chapterId: "attic",
        chapterNumber: 1,
        chapterTitle: "The Lighthouse Attic",
        targetScore: 1,
        badge: { id: "lamp-lighter", name: "Lamp Lighter", emoji: "🕯️" },
        finalScore: 4,
        completedNow: true,
        badgeEarnedNow: true,
        chapterCompleted: true,
        storyScore: 190,
        nextChapter: { id: "garden", title: "The Whispering Garden", unlocked: true },
        ...result,
      }),
    });
    const game = finishedGame({ me: 4, ana: 3, bo: 1 });
    game.state = { ...game.state, gameMode: "story_mode" };
    renderSeated(
      <Router hook={memoryLocation({ path: "/game/g1" }).hook}>
        <FinalResults />
      </Router>,
      { view: game.view("me") },
    );
    return server;
  }

  it("says the badge was earned when this game first completed the chapter", async () => {
    storySetup({});
    expect((await screen.findByTestId("story-result")).textContent).toContain(
      "Chapter 1 completed! You earned the Lamp Lighter badge.",
    );
  });

  it("does not say the badge was earned again when a replay completes the chapter (issue 31 item 20)", async () => {
    storySetup({ badgeEarnedNow: false });
    const result = await screen.findByTestId("story-result");
    expect(result.textContent).toContain(
      "Chapter 1 completed again! You already hold the Lamp Lighter badge.",
    );
    expect(result.textContent).not.toContain("You earned");
  });

  it("is asked for only in a story game (issue 31 item 13)", async () => {
    const server = fakeServer({ "POST /api/games/g1/play-again": () => ({ gameId: "g2" }) });
    setup({ me: 4, ana: 3, bo: 5 });
    expect(await screen.findByRole("heading", { name: "Final Results" })).toBeTruthy();
    expect(server.calls.filter((call) => call.url.startsWith("/api/story/"))).toEqual([]);
  });
});
