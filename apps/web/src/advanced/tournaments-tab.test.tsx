// @vitest-environment jsdom
import type { TournamentSummary } from "@riddlebook/protocol";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSignedIn } from "../social/test-support";
import { dismissToast, getToasts } from "../toast/toast-store";
import { registering, T0 } from "./tournament-fixture";
import { fromLocalInput, toLocalInput } from "./tournament-view";
import TournamentsTab from "./tournaments-tab";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function summary(overrides: Partial<TournamentSummary> & { id: string; name: string }): TournamentSummary {
  const d = registering();
  return {
    format: d.format,
    size: d.size,
    roundsPerMatch: d.roundsPerMatch,
    prizePool: d.prizePool,
    status: d.status,
    entrantCount: d.entrantCount,
    registrationDeadline: d.registrationDeadline,
    startsAt: d.startsAt,
    startedAt: null,
    creator: d.creator,
    championName: null,
    createdAt: d.createdAt,
    ...overrides,
  };
}

const open = summary({ id: "t1", name: "Friday Night Riddles", entrantCount: 5 });
const done = summary({
  id: "t2",
  name: "Spring Cup",
  format: "double_elimination",
  size: 16,
  status: "complete",
  entrantCount: 16,
  championName: "Bo",
  startedAt: T0 + 60_000,
});
/** Started by its creator an hour and a quarter before the start that was set. */
const early = summary({
  id: "t3",
  name: "Autumn Open",
  status: "running",
  entrantCount: 6,
  startedAt: T0 + 300_000,
});

function refusal(status: number, message: string) {
  return new Response(JSON.stringify({ message, code: "invalid_request" }), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

describe("the Tournaments tab", () => {
  it("lists each tournament with its status, fill, format and local start time, linked to its page", async () => {
    renderSignedIn(<TournamentsTab />, {
      path: "/advanced-modes?tab=tournaments",
      routes: { "GET /api/tournaments": () => ({ tournaments: [open, done], nextCursor: null }) },
    });
    const list = await screen.findByRole("list", { name: "Tournaments" });
    const [first, second] = within(list).getAllByTestId("tournament-row");
    expect(
      within(first as HTMLElement)
        .getByRole("link", { name: "Friday Night Riddles" })
        .getAttribute("href"),
    ).toBe("/tournaments/t1");
    expect(first?.textContent).toContain("Registration open");
    expect(first?.textContent).toContain("Single elimination");
    expect(within(first as HTMLElement).getByTestId("tournament-fill").textContent).toBe("5/8");
    // The start in the viewer's own time zone and format.
    const local = new Date(T0 + 4_500_000).toLocaleString("en-US", { hour: "numeric", minute: "2-digit" });
    expect(within(first as HTMLElement).getByTestId("tournament-start").textContent).toContain(local);
    expect(second?.textContent).toContain("Finished");
    expect(second?.textContent).toContain("Double elimination");
    expect(second?.textContent).toContain("16/16");
    expect(second?.textContent).toContain("Champion: Bo");
  });

  it("shows when a started tournament actually started, not the start that was set", async () => {
    renderSignedIn(<TournamentsTab />, {
      path: "/advanced-modes?tab=tournaments",
      routes: { "GET /api/tournaments": () => ({ tournaments: [open, early], nextCursor: null }) },
    });
    const list = await screen.findByRole("list", { name: "Tournaments" });
    const [notYet, started] = within(list).getAllByTestId("tournament-row");
    const time = (at: number) => new Date(at).toLocaleString("en-US", { hour: "numeric", minute: "2-digit" });
    const planned = within(notYet as HTMLElement).getByTestId("tournament-start").textContent;
    expect(planned).toContain("Starts");
    expect(planned).toContain(time(T0 + 4_500_000));
    const actual = within(started as HTMLElement).getByTestId("tournament-start").textContent;
    expect(actual).toContain("Started");
    expect(actual).toContain(time(T0 + 300_000));
    expect(actual).not.toContain(time(T0 + 4_500_000));
    expect(within(started as HTMLElement).getByText("Started", { selector: "dt" })).toBeTruthy();
  });

  it("filters by status and to the viewer's own, and pages on with Show More", async () => {
    const { server } = renderSignedIn(<TournamentsTab />, {
      routes: {
        "GET /api/tournaments": () => ({ tournaments: [open], nextCursor: "c1" }),
        "GET /api/tournaments?cursor=c1": () => ({ tournaments: [done], nextCursor: null }),
        "GET /api/tournaments?status=complete&mine=true": () => ({ tournaments: [done], nextCursor: null }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Show More" }));
    await waitFor(() => expect(screen.getAllByTestId("tournament-row")).toHaveLength(2));
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "complete");
    await user.click(screen.getByRole("checkbox", { name: "Only mine" }));
    await waitFor(() =>
      expect(server.callsTo("GET /api/tournaments?status=complete&mine=true")).toHaveLength(1),
    );
    await waitFor(() => expect(screen.getAllByTestId("tournament-row")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Show More" })).toBeNull();
  });

  it("checks the create form with the server's own messages before sending anything", async () => {
    const { server } = renderSignedIn(<TournamentsTab />, {
      routes: { "GET /api/tournaments": () => ({ tournaments: [], nextCursor: null }) },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Create Tournament" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a Tournament" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "ab");
    const deadline = within(dialog).getByLabelText("Registration closes") as HTMLInputElement;
    const start = within(dialog).getByLabelText("Starts at") as HTMLInputElement;
    // The start an hour before the deadline.
    await user.clear(start);
    await user.type(start, toLocalInput(fromLocalInput(deadline.value) - 3_600_000));
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    expect(within(dialog).getByText("Tournament names must be 3 to 60 characters.")).toBeTruthy();
    expect(
      within(dialog).getByText("The start time cannot be before the registration deadline."),
    ).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: "Name" }).getAttribute("aria-invalid")).toBe("true");
    // The first field to fix has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole("textbox", { name: "Name" }));
    expect(server.callsTo("POST /api/tournaments")).toHaveLength(0);

    await user.clear(deadline);
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    expect(within(dialog).getByText("Choose a date and time.")).toBeTruthy();
    expect(server.callsTo("POST /api/tournaments")).toHaveLength(0);
  });

  it("creates a tournament with every field and lands on its page; a refusal stays in the form", async () => {
    let refuse = true;
    const { server, location } = renderSignedIn(<TournamentsTab />, {
      routes: {
        "GET /api/tournaments": () => ({ tournaments: [], nextCursor: null }),
        "POST /api/tournaments": () =>
          refuse
            ? refusal(400, "The registration deadline must be in the future.")
            : registering({ name: "Friday Night Riddles", format: "round_robin", size: 16 }),
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Create Tournament" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a Tournament" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Friday Night Riddles");
    await user.type(within(dialog).getByRole("textbox", { name: "Description (optional)" }), "Verses only.");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Size" }), "16");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Format" }), "round_robin");
    expect(within(dialog).getByText("Everyone plays everyone; the table decides.")).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Rounds per match" }), "5");
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The registration deadline must be in the future.",
    );
    const [sent] = server.callsTo("POST /api/tournaments");
    const deadline = (within(dialog).getByLabelText("Registration closes") as HTMLInputElement).value;
    expect(sent?.body).toEqual({
      name: "Friday Night Riddles",
      description: "Verses only.",
      size: 16,
      format: "round_robin",
      roundsPerMatch: 5,
      registrationDeadline: new Date(deadline).getTime(),
      startsAt: new Date(deadline).getTime() + 15 * 60_000,
    });
    // No prize pool is typed: the 16-place round robin's fixed prizes are shown (ADR 046).
    expect(within(dialog).getByTestId("tournament-prizes").textContent).toBe(
      "Prizes, fixed by the size: 1st 90, 2nd 50, 3rd 30 points.",
    );
    expect(within(dialog).queryByLabelText(/prize pool/i)).toBeNull();

    refuse = false;
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/tournaments/t1"));
    expect(getToasts()[0]?.title).toBe("Tournament created!");
  });
});
