// @vitest-environment jsdom
import type { StoryChapterInfo, StoryResponse } from "@riddlebook/protocol";
import { STORY_CHAPTERS } from "@riddlebook/rules";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSignedIn } from "../social/test-support";
import StoryTab from "./story-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The chapters as the server lists them for a player with this story score and chapter 1 done or not. */
function storyFor(storyScore: number, firstDone: boolean): StoryResponse {
  const chapters: StoryChapterInfo[] = STORY_CHAPTERS.map((c, i) => ({
    ...c,
    story: [...c.story],
    rules: { ...c.rules, bots: c.rules.bots.map((b) => ({ ...b })) },
    badge: { ...c.badge },
    unlocked: storyScore >= c.requiredScore,
    pointsToUnlock: Math.max(0, c.requiredScore - storyScore),
    bestScore: i === 0 && firstDone ? 4 : null,
    completed: i === 0 && firstDone,
    plays: i === 0 && firstDone ? 1 : 0,
  }));
  return { storyScore, chapters, badges: [] };
}

describe("the Story Mode tab", () => {
  it("lists the chapters, says what a locked one needs, and offers no Play for it", async () => {
    renderSignedIn(<StoryTab />, { routes: { "GET /api/story": () => storyFor(0, false) } });
    const list = await screen.findByRole("list", { name: "Chapters" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(STORY_CHAPTERS.length);
    expect(items[1]?.textContent).toContain("Locked: needs a story score of 150 (150 more)");
    // Chapter 1 is shown first, with its story, rules and reward.
    expect(screen.getByRole("heading", { name: "The Lighthouse Attic" })).toBeTruthy();
    expect(screen.getByText(/Lamp Lighter badge/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Play Chapter 1" })).toBeTruthy();

    fireEvent.click(within(items[1] as HTMLElement).getByRole("button"));
    expect(screen.getByRole("heading", { name: "The Whispering Garden" })).toBeTruthy();
    expect(screen.getByRole("note").textContent).toContain("reach a story score of 150");
    expect(screen.queryByRole("button", { name: "Play Chapter 2" })).toBeNull();
  });

  it("plays an unlocked chapter and lands in its game", async () => {
    const { server, location } = renderSignedIn(<StoryTab />, {
      routes: {
        "GET /api/story": () => storyFor(190, true),
        "POST /api/story/chapters/garden/play": () => ({ gameId: "g9", chapterId: "garden" }),
      },
    });
    // Chapter 1 is completed, so chapter 2 is the one shown.
    fireEvent.click(await screen.findByRole("button", { name: "Play Chapter 2" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/game/g9"));
    expect(server.callsTo("POST /api/story/chapters/garden/play")).toHaveLength(1);
  });
});
