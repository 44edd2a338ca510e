// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scoredRound } from "../game/reveal/scored-round";
import { RoundResults } from "../game/round-results";
import { fakeServer } from "../test-support/fake-server";
import { renderSeated } from "../test-support/render-seated";
import { dismissToast, getToasts } from "../toast/toast-store";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

/** Round 1's results for Mia, every step shown: riddles by Mia (r-me), Ana (r-ana) and Bo (r-bo). */
function setup() {
  const server = fakeServer({
    "POST /api/reports": () => ({ success: true, message: "Thanks. A moderator will look at it." }),
  });
  const view = scoredRound().view();
  const round = view.rounds[0];
  if (!round) throw new Error("no round");
  renderSeated(<RoundResults round={round} />, { view });
  return { server, user: userEvent.setup() };
}

describe("reporting from a game's round results", () => {
  it("offers Report on the other players' riddles only, not on one's own", () => {
    setup();
    expect(screen.getByRole("button", { name: "Report Ana's riddle or name" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Report Bo's riddle or name" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Report Mia's riddle or name" })).toBeNull();
  });

  it("reports the riddle by its id, or the author's name by their user id", async () => {
    const { server, user } = setup();
    await user.click(screen.getByRole("button", { name: "Report Ana's riddle or name" }));
    let dialog = screen.getByRole("dialog", { name: "Report" });
    expect(within(dialog).getByRole("radio", { name: "The riddle" })).toHaveProperty("checked", true);
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "offensive");
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe("Report Sent"));

    await user.click(screen.getByRole("button", { name: "Report Bo's riddle or name" }));
    dialog = screen.getByRole("dialog", { name: "Report" });
    await user.click(within(dialog).getByRole("radio", { name: "The name “Bo”" }));
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "other");
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    await waitFor(() => expect(server.callsTo("POST /api/reports").length).toBe(2));
    expect(server.callsTo("POST /api/reports").map((c) => c.body)).toEqual([
      { targetType: "riddle", targetId: "r-ana", reason: "offensive" },
      { targetType: "user", targetId: "u-bo", reason: "other" },
    ]);
  });
});
