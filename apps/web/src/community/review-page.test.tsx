// @vitest-environment jsdom
import type { PublishedRiddle, ReportGroup } from "@riddlebook/protocol";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import RiddleReview from "../pages/riddle-review";
import type { fakeServer } from "../test-support/fake-server";
import { dismissToast, getToasts } from "../toast/toast-store";
import { published, refusal, renderAs } from "./test-support";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const clock = published({ id: "pr-1", selectedWord: "clock", playerName: "Bo", reportCount: 2 });
const river = published({
  id: "pr-2",
  selectedWord: "river",
  riddleText: "I run but never walk.",
  playerName: "Cy",
  gameMode: "speed_round",
});
const candle = published({
  id: "pr-3",
  selectedWord: "candle",
  riddleText: "Tall when young.",
  playerName: "Di",
});

const PENDING = "GET /api/published-riddles?status=pending";
const REPORTS = "GET /api/reports?status=open";

function setup(routes: Parameters<typeof fakeServer>[0] = {}, path = "/admin/riddle-review") {
  const rendered = renderAs("moderator", <RiddleReview />, {
    path,
    routes: {
      [PENDING]: () => ({ riddles: [clock, river, candle], nextCursor: null }),
      [REPORTS]: () => ({ groups: [], nextCursor: null }),
      ...routes,
    },
  });
  return { ...rendered, user: userEvent.setup() };
}

/** The PATCH answer: the riddle with the decision the body asked for. */
function decided(riddle: PublishedRiddle) {
  return (body: unknown) => {
    const { isApproved, reviewNotes } = body as { isApproved: boolean; reviewNotes: string | null };
    return {
      ...riddle,
      status: isApproved ? "approved" : "rejected",
      reviewNotes,
      reviewedBy: "mia",
      reviewedAt: 1,
    };
  };
}

const selectedCard = () => document.querySelector("[aria-current='true']")?.getAttribute("data-testid");
const lastToast = () => getToasts()[0];

describe("who may review", () => {
  it("shows a signed-in player the 403 page with a link home, and never asks for the queue", async () => {
    const { server } = renderAs("player", <RiddleReview />, { path: "/admin/riddle-review" });
    expect(screen.getByRole("heading", { level: 1, name: "403: Access denied" })).toBeTruthy();
    expect(screen.getByText("You need to be a moderator to review riddles.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the dashboard" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("tab")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls.filter((c) => c.url.startsWith("/api/published-riddles"))).toEqual([]);
  });

  it("shows the 403 page when the server refuses a moderator (the role was taken away)", async () => {
    const { server } = setup({ [PENDING]: () => refusal(403, "You need to be a moderator to do this.") });
    await waitFor(() => expect(server.callsTo(PENDING).length).toBe(1));
    expect(await screen.findByRole("heading", { name: "403: Access denied" })).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
  });
});

describe("the review queue", () => {
  it("has the tabs Pending Review (with its count), Approved, Rejected and Reports, the tab kept in the address", async () => {
    const approved = published({ id: "pr-9", selectedWord: "mirror", status: "approved", reviewedBy: "zed" });
    const { user, location, server } = setup({
      "GET /api/published-riddles?status=approved": () => ({ riddles: [approved], nextCursor: null }),
    });
    await waitFor(() =>
      expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
        "Pending Review (3)",
        "Approved",
        "Rejected",
        "Reports (0)",
      ]),
    );
    expect(server.callsTo("GET /api/published-riddles?status=approved")).toEqual([]);

    await user.click(screen.getByRole("tab", { name: /^Approved/ }));
    expect(location.history.at(-1)).toBe("/admin/riddle-review?tab=approved");
    const list = await screen.findByRole("list", { name: "Approved riddles" });
    expect(within(list).getByText("mirror")).toBeTruthy();
    expect(screen.getByRole("tab", { name: /^Approved/ }).textContent).toBe("Approved (1)");
    expect(within(screen.getByTestId("review-detail")).getByText(/by zed/)).toBeTruthy();
  });

  it("shows the cards and the selected riddle's details: word, riddle, author, mode, published, reports", async () => {
    setup();
    const list = await screen.findByRole("list", { name: "Pending Review riddles" });
    const cards = within(list).getAllByRole("button");
    expect(cards.map((c) => c.getAttribute("data-testid"))).toEqual([
      "review-card-pr-1",
      "review-card-pr-2",
      "review-card-pr-3",
    ]);
    expect(within(cards[0] as HTMLElement).getByText("2 reports")).toBeTruthy();
    expect(selectedCard()).toBe("review-card-pr-1");

    const detail = screen.getByTestId("review-detail");
    const terms = within(detail)
      .getAllByRole("term")
      .map((t) => t.textContent);
    expect(terms).toEqual([
      "Word",
      "Riddle",
      "Author",
      "Game mode",
      "Published",
      "Reports",
      "Average rating",
      "Solved",
    ]);
    expect(detail.textContent).toContain("clock");
    expect(detail.textContent).toContain("I have hands but cannot clap.");
    expect(detail.textContent).toContain("Standard");

    await userEvent.setup().click(cards[1] as HTMLElement);
    expect(selectedCard()).toBe("review-card-pr-2");
    expect(screen.getByTestId("review-detail").textContent).toContain("Speed Round");
  });

  it("approves with notes, says Review Submitted and selects the next pending riddle", async () => {
    const { user, server } = setup({ "PATCH /api/published-riddles/pr-1": decided(clock) });
    await screen.findByRole("list", { name: "Pending Review riddles" });
    await user.type(screen.getByLabelText("Review notes"), "Lovely imagery");
    await user.click(screen.getByRole("button", { name: "Approve" }));

    await waitFor(() => expect(lastToast()?.title).toBe("Review Submitted"));
    expect(server.callsTo("PATCH /api/published-riddles/pr-1").map((c) => c.body)).toEqual([
      { isApproved: true, reviewNotes: "Lovely imagery" },
    ]);
    await waitFor(() => expect(screen.queryByTestId("review-card-pr-1")).toBeNull());
    expect(selectedCard()).toBe("review-card-pr-2");
    expect((screen.getByLabelText("Review notes") as HTMLTextAreaElement).value).toBe("");
    expect(screen.getByRole("tab", { name: /^Pending Review/ }).textContent).toBe("Pending Review (2)");
  });

  it("says the spec's failure words when the review could not be saved, and keeps the riddle", async () => {
    const { user } = setup({ "PATCH /api/published-riddles/pr-1": () => new Response("", { status: 502 }) });
    await screen.findByRole("list", { name: "Pending Review riddles" });
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(lastToast()?.description).toBe("Failed to submit review. Please try again."));
    expect(lastToast()?.variant).toBe("destructive");
    expect(screen.getByTestId("review-card-pr-1")).toBeTruthy();
  });

  it("works from the keyboard: j and k move, r rejects, n goes to the notes, Ctrl+Enter approves from them", async () => {
    const { user, server } = setup({
      "PATCH /api/published-riddles/pr-2": decided(river),
      "PATCH /api/published-riddles/pr-3": decided(candle),
    });
    await screen.findByRole("list", { name: "Pending Review riddles" });
    expect(screen.getByText("Keyboard shortcuts")).toBeTruthy();

    await user.keyboard("j");
    expect(selectedCard()).toBe("review-card-pr-2");
    await user.keyboard("{ArrowDown}");
    expect(selectedCard()).toBe("review-card-pr-3");
    await user.keyboard("k");
    expect(selectedCard()).toBe("review-card-pr-2");

    // In the notes the letters are text: "r" rejects nothing.
    await user.keyboard("n");
    const notes = screen.getByLabelText("Review notes");
    expect(document.activeElement).toBe(notes);
    expect((notes as HTMLTextAreaElement).value).toBe("");
    await user.keyboard("Too rhymey");
    expect((notes as HTMLTextAreaElement).value).toBe("Too rhymey");
    expect(server.calls.filter((c) => c.method === "PATCH")).toEqual([]);

    // Out of the notes, "r" rejects the selected riddle with its notes.
    notes.blur();
    await user.keyboard("r");
    await waitFor(() =>
      expect(server.callsTo("PATCH /api/published-riddles/pr-2").map((c) => c.body)).toEqual([
        { isApproved: false, reviewNotes: "Too rhymey" },
      ]),
    );
    await waitFor(() => expect(selectedCard()).toBe("review-card-pr-3"));

    await user.keyboard("n");
    await user.keyboard("Nice{Control>}{Enter}{/Control}");
    await waitFor(() =>
      expect(server.callsTo("PATCH /api/published-riddles/pr-3").map((c) => c.body)).toEqual([
        { isApproved: true, reviewNotes: "Nice" },
      ]),
    );
  });

  it("loads more riddles by cursor", async () => {
    const { user } = setup({
      [PENDING]: () => ({ riddles: [clock], nextCursor: "c2" }),
      "GET /api/published-riddles?status=pending&cursor=c2": () => ({ riddles: [river], nextCursor: null }),
    });
    await screen.findByTestId("review-card-pr-1");
    expect(screen.getByRole("tab", { name: /^Pending Review/ }).textContent).toBe("Pending Review (1+)");
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByTestId("review-card-pr-2")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});

describe("the reports tab", () => {
  const group: ReportGroup = {
    targetType: "published_riddle",
    targetId: "pr-7",
    targetText: "A rude riddle",
    publishedRiddleId: "pr-7",
    reportCount: 3,
    reasons: { offensive: 2, spoiler: 0, spam: 1, other: 0 },
    details: ["Not nice"],
    firstReportedAt: 1_900_000_000_000,
    lastReportedAt: 1_900_000_100_000,
    status: "open",
    actions: ["hide_riddle", "reject_riddle", "dismiss_reports"],
  };
  const name: ReportGroup = {
    ...group,
    targetType: "user",
    targetId: "u-rude",
    targetText: "RudeName",
    publishedRiddleId: null,
    reportCount: 1,
    reasons: { offensive: 1, spoiler: 0, spam: 0, other: 0 },
    details: [],
    actions: ["reset_username", "dismiss_reports"],
  };

  const gameRiddle: ReportGroup = {
    ...group,
    targetType: "riddle",
    targetId: "r-1",
    targetText: "A riddle never published",
    publishedRiddleId: null,
    actions: ["dismiss_reports"],
  };

  it("lists report groups and hides a riddle with a note, then drops the group", async () => {
    const { user, server } = setup(
      {
        [REPORTS]: () => ({ groups: [group, name, gameRiddle], nextCursor: null }),
        "POST /api/moderation/actions": () => ({ success: true, message: "The riddle is hidden." }),
      },
      "/admin/riddle-review?tab=reports",
    );
    const card = await screen.findByTestId("report-published_riddle-pr-7");
    expect(card.textContent).toContain("3 reports");
    expect(card.textContent).toContain("Offensive 2 · Spam 1");
    expect(card.textContent).toContain("“Not nice”");
    expect(
      within(screen.getByTestId("report-user-u-rude"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Reset username", "Dismiss"]);
    // A game riddle that was never published can only be dismissed.
    expect(
      within(screen.getByTestId("report-riddle-r-1"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Dismiss"]);

    await user.click(within(card).getByRole("button", { name: "Hide riddle" }));
    const dialog = screen.getByRole("dialog", { name: "Hide this riddle?" });
    await user.type(within(dialog).getByLabelText("Note for the audit list (optional)"), "Slur");
    server.on(REPORTS, () => ({ groups: [name, gameRiddle], nextCursor: null }));
    await user.click(within(dialog).getByRole("button", { name: "Hide riddle" }));

    await waitFor(() => expect(lastToast()?.description).toBe("The riddle is hidden."));
    expect(server.callsTo("POST /api/moderation/actions").map((c) => c.body)).toEqual([
      { targetType: "published_riddle", targetId: "pr-7", action: "hide_riddle", note: "Slur" },
    ]);
    await waitFor(() => expect(screen.queryByTestId("report-published_riddle-pr-7")).toBeNull());
  });

  it("offers only the actions the server lists: none on a moderator's name (issue 29)", async () => {
    const moderatorName: ReportGroup = { ...name, targetId: "u-mod", targetText: "ModName", actions: [] };
    setup(
      { [REPORTS]: () => ({ groups: [moderatorName, gameRiddle], nextCursor: null }) },
      "/admin/riddle-review?tab=reports",
    );
    const card = await screen.findByTestId("report-user-u-mod");
    expect(within(card).queryAllByRole("button")).toEqual([]);
    expect(card.textContent).toContain("an admin handles it");
    expect(
      within(screen.getByTestId("report-riddle-r-1"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Dismiss"]);
  });
});
