// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { ME, renderSignedIn } from "../social/test-support";
import { GameFixture } from "../test-support/game-fixture";
import { dismissToast, getToasts } from "../toast/toast-store";
import JoinLink from "./join-link";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const BY_CODE = "GET /api/games/by-code/SUNSET42";

function openLink(routes: NonNullable<Parameters<typeof renderSignedIn>[1]>["routes"]) {
  return renderSignedIn(<Route path="/join/:code" component={JoinLink} />, {
    path: "/join/sunset42",
    routes,
  });
}

const refusal = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

describe("an invite link for a signed-in user", () => {
  it("joins under the account's name and lands in the game", async () => {
    const { server, location } = openLink({
      [BY_CODE]: () => GameFixture.lobby().view("nobody"),
      "POST /api/players": () => ({ player: { id: "p-new", name: ME.username, gameId: "g1" }, version: 9 }),
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/game/g1"));
    expect(server.callsTo("POST /api/players").map((c) => c.body)).toEqual([
      { gameId: "g1", name: ME.username },
    ]);
  });

  it("goes straight to the game when the user already holds a seat there", async () => {
    const { server, location } = openLink({ [BY_CODE]: () => GameFixture.lobby().view("me") });
    await waitFor(() => expect(location.history.at(-1)).toBe("/game/g1"));
    expect(server.callsTo("POST /api/players")).toEqual([]);
  });

  it("says a started game has started, offers to watch it, and a way home", async () => {
    const { server } = openLink({ [BY_CODE]: () => GameFixture.writing().view("nobody") });
    expect(await screen.findByRole("heading", { name: "This Game Has Already Started" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Watch the game" }).getAttribute("href")).toBe(
      "/game/g1?invite=SUNSET42",
    );
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    expect(server.callsTo("POST /api/players")).toEqual([]);
  });

  it("says a full table is full when the join is refused", async () => {
    openLink({
      [BY_CODE]: () => GameFixture.lobby().view("nobody"),
      "POST /api/players": () => refusal(409, "game_full", "This game is full."),
    });
    expect(await screen.findByRole("heading", { name: "This Game Is Full" })).toBeTruthy();
    expect(screen.getByTestId("join-problem").textContent).toContain("This game is full.");
  });

  it("says an unknown code is unknown", async () => {
    openLink({ [BY_CODE]: () => refusal(404, "game_not_found", "No game has that join code.") });
    expect(await screen.findByRole("heading", { name: "Game Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" })).toBeTruthy();
  });

  it("sends a taken name to the game page, where another can be chosen, and says why", async () => {
    const { location } = openLink({
      [BY_CODE]: () => GameFixture.lobby().view("nobody"),
      "POST /api/players": () =>
        refusal(409, "name_taken", "That name is already taken in this game. Pick another."),
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/game/g1?invite=SUNSET42"));
    expect(getToasts()[0]?.description).toBe("That name is already taken in this game. Pick another.");
  });
});
