// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { friend, lists } from "../social/test-support";
import { fakeServer } from "../test-support/fake-server";
import { GameFixture } from "../test-support/game-fixture";
import { renderSeated } from "../test-support/render-seated";
import { dismissToast, getToasts } from "../toast/toast-store";
import { InviteFriendsCard } from "./invite-friends-card";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

/** Mia hosts a lobby where Ana and Bo sit; her friends are Ana (seated), Zed (online) and Oz (offline). */
function setup(routes: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({
    "GET /api/friends": () =>
      lists({
        friends: [
          friend({ id: "u-ana", name: "Ana", status: "online" }),
          friend({ id: "u-zed", name: "Zed", status: "online" }),
          friend({ id: "u-oz", name: "Oz", status: "offline" }),
          friend({ id: "u-kim", name: "Kim", status: "away" }),
        ],
      }),
    ...routes,
  });
  const rendered = renderSeated(<InviteFriendsCard />, { view: GameFixture.lobby().view("me") });
  return { server, ...rendered, user: userEvent.setup() };
}

describe("the invite friends card", () => {
  it("lists friends who are online and not at the table, and invites one", async () => {
    const { server, user } = setup({
      "POST /api/games/g1/invite": () => ({ success: true, message: "Zed was invited." }),
    });
    const card = screen.getByRole("region", { name: "Invite friends" });
    await within(card).findByText("Zed");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("span span")?.textContent),
    ).toEqual(["Zed", "Kim"]);

    await user.click(within(card).getByRole("button", { name: "Invite Zed" }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe("Invitation Sent"));
    expect(getToasts()[0]?.description).toBe("Zed was invited.");
    expect(server.callsTo("POST /api/games/g1/invite").map((c) => c.body)).toEqual([{ friendId: "u-zed" }]);
    expect(within(card).getByRole("button", { name: "Invite Zed" }).textContent).toBe("Invite again");
  });

  it("shows the server's message when the invitation is refused", async () => {
    const { user } = setup({
      "POST /api/games/g1/invite": () =>
        new Response(JSON.stringify({ message: "Zed is not online.", code: "conflict" }), {
          status: 409,
          headers: { "Content-Type": "application/json" },
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Invite Zed" }));
    await waitFor(() => expect(getToasts()[0]?.description).toBe("Zed is not online."));
    expect(getToasts()[0]?.variant).toBe("destructive");
  });

  it("says so when no friend is online", async () => {
    fakeServer({ "GET /api/friends": () => lists({ friends: [friend({ id: "u-oz", name: "Oz" })] }) });
    renderSeated(<InviteFriendsCard />, { view: GameFixture.lobby().view("me") });
    expect(await screen.findByText("None of your friends is online right now.")).toBeTruthy();
  });
});
