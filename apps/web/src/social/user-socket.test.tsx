// @vitest-environment jsdom

import { useQuery } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppHeader } from "../components/app-header";
import { type Search, useMatchWatch } from "../home/use-match-watch";
import { MATCHMAKING_STATUS_KEY } from "../lib/matchmaking-api";
import Friends from "../pages/friends";
import type { fakeServer } from "../test-support/fake-server";
import { dismissToast, getToasts } from "../toast/toast-store";
import { challenge, challenges, FakeUserSocket, friend, lists, renderSignedIn } from "./test-support";
import { parseUserSocketMessage } from "./user-pushes";

beforeEach(() => {
  FakeUserSocket.all = [];
  vi.stubGlobal("WebSocket", FakeUserSocket);
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setVisibility("visible");
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

const lastToast = () => getToasts()[0];

const cy = friend({ id: "u-cy", name: "Cy", status: "offline" });

/** The signed-in app at `path` with the user socket, showing `ui`; the socket is opened. */
async function setup(ui = <p>page</p>, path = "/", routes: Parameters<typeof fakeServer>[0] = {}) {
  const rendered = renderSignedIn(ui, {
    path,
    socket: true,
    routes: {
      "GET /api/friends": () => lists({ friends: [cy] }),
      "GET /api/challenges": () => challenges(),
      ...routes,
    },
  });
  // vi.waitFor, unlike waitFor, moves fake timers on while it waits.
  await vi.waitFor(() => expect(FakeUserSocket.all).toHaveLength(1));
  const socket = FakeUserSocket.last;
  act(() => socket.open());
  return { ...rendered, socket };
}

describe("the user socket's presence", () => {
  it("opens /ws/user and reports the page active, with the game the page shows", async () => {
    const { socket } = await setup(<p>game</p>, "/game/g5");
    expect(socket.url).toBe(`ws://${window.location.host}/ws/user`);
    expect(socket.sent).toEqual([{ type: "presence", state: "active", gameId: "g5" }]);
  });

  it("reports hidden while the tab is hidden and active when it is back", async () => {
    const { socket } = await setup();
    setVisibility("hidden");
    fireEvent(document, new Event("visibilitychange"));
    setVisibility("visible");
    fireEvent(document, new Event("visibilitychange"));
    expect(socket.sent).toEqual([
      { type: "presence", state: "active" },
      { type: "presence", state: "hidden" },
      { type: "presence", state: "active" },
    ]);
  });

  it("reconnects after an unclean close and reads the lists again", async () => {
    const { socket, server, queryClient } = await setup();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    act(() => socket.close(1006));
    // The first retry comes within RECONNECT_BASE_MS (protocol reconnect.ts).
    await waitFor(() => expect(FakeUserSocket.all).toHaveLength(2));
    act(() => FakeUserSocket.last.open());
    expect(FakeUserSocket.last.sent).toEqual([{ type: "presence", state: "active" }]);
    await waitFor(() => expect(server.callsTo("GET /api/friends")).toHaveLength(2));
    expect(server.callsTo("GET /api/challenges")).toHaveLength(2);
  });

  it("does not reconnect after a normal close", async () => {
    const { socket } = await setup();
    act(() => socket.close(1000));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(FakeUserSocket.all).toHaveLength(1);
  });
});

describe("the user socket's pushes", () => {
  it("shows a friend's new presence on the friends page without reading the list again", async () => {
    const { socket, server, queryClient } = await setup(<Friends />, "/friends");
    const row = await screen.findByTestId("friend-u-cy");
    expect(within(row).getByText("Offline")).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const reads = server.callsTo("GET /api/friends").length;

    act(() =>
      socket.push({
        type: "friend_presence",
        userId: "u-cy",
        status: "online",
        activity: { kind: "in_game", gameId: "g8", gameName: "Friday Fun" },
      }),
    );
    expect(await within(screen.getByTestId("friend-u-cy")).findByText("In a game: Friday Fun")).toBeTruthy();
    act(() => socket.push({ type: "friend_presence", userId: "u-cy", status: "away", activity: null }));
    expect(await within(screen.getByTestId("friend-u-cy")).findByText("Away")).toBeTruthy();
    expect(server.callsTo("GET /api/friends")).toHaveLength(reads);
  });

  it("counts requests and challenges waiting on the header's Friends link, live", async () => {
    const { socket } = await setup(<AppHeader />, "/", {
      "GET /api/friends": () =>
        lists({
          incoming: [
            {
              id: "r1",
              direction: "incoming",
              userId: "u-dee",
              name: "Dee",
              email: null,
              status: "pending",
              createdAt: 1,
            },
          ],
        }),
    });
    expect((await screen.findByTestId("friends-badge")).textContent).toBe("1");
    expect(screen.getByRole("link", { name: "Friends, 1 waiting" })).toBeTruthy();

    const fromBo = challenge({ id: "c1", challengerId: "u-bo", challengerName: "Bo", challengedId: "u-me" });
    act(() => socket.push({ type: "challenge_received", challenge: fromBo }));
    await waitFor(() => expect(screen.getByTestId("friends-badge").textContent).toBe("2"));
    expect(lastToast()?.title).toBe("New Challenge");
    expect(lastToast()?.description).toBe("Bo challenged you: Speed Round, 3 rounds.");

    act(() => socket.push({ type: "challenge_updated", challenge: { ...fromBo, status: "expired" } }));
    await waitFor(() => expect(screen.getByTestId("friends-badge").textContent).toBe("1"));
  });

  it("tells of a friend request and of your request accepted", async () => {
    const { socket, server, queryClient } = await setup();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    act(() =>
      socket.push({
        type: "friend_request",
        request: {
          id: "r2",
          direction: "incoming",
          userId: "u-eve",
          name: "Eve",
          email: null,
          status: "pending",
          createdAt: 1,
        },
      }),
    );
    expect(lastToast()?.description).toBe("Eve wants to be your friend.");
    await waitFor(() => expect(server.callsTo("GET /api/friends")).toHaveLength(2));
    act(() => socket.push({ type: "friend_request_answered", requestId: "r3", status: "accepted" }));
    expect(lastToast()?.title).toBe("Friend Request Accepted");
  });

  it("offers the challenger the game of an accepted challenge, and says when one is declined", async () => {
    const { socket, location } = await setup(<p>home</p>, "/", {
      "GET /api/challenges": () => challenges({ outgoing: [challenge({ id: "c1" })] }),
    });
    act(() =>
      socket.push({
        type: "challenge_updated",
        challenge: challenge({ id: "c1", status: "accepted", gameId: "g9" }),
      }),
    );
    const offer = lastToast();
    expect(offer?.title).toBe("Challenge Accepted");
    expect(offer?.action?.label).toBe("Go to game");
    act(() => offer?.action?.onClick());
    expect(location.history.at(-1)).toBe("/game/g9");

    act(() =>
      socket.push({ type: "challenge_updated", challenge: challenge({ id: "c2", status: "declined" }) }),
    );
    expect(lastToast()?.title).toBe("Challenge Declined");
    expect(lastToast()?.description).toBe("Bo declined your challenge.");
  });

  it("offers the game of a challenge accepted while you were away when the app opens", async () => {
    const { location } = await setup(<p>home</p>, "/", {
      "GET /api/challenges": () =>
        challenges({ outgoing: [challenge({ id: "c1", status: "accepted", gameId: "g4" })] }),
    });
    await waitFor(() => expect(lastToast()?.title).toBe("Challenge Accepted"));
    act(() => lastToast()?.action?.onClick());
    expect(location.history.at(-1)).toBe("/game/g4");
  });

  it("opens the game a friend invited you to from the toast", async () => {
    const { socket, location } = await setup();
    act(() =>
      socket.push({
        type: "game_invite",
        gameId: "g2",
        gameName: "Riddle Night",
        fromUserId: "u-bo",
        fromName: "Bo",
      }),
    );
    expect(lastToast()?.description).toBe("Bo invited you to Riddle Night.");
    expect(lastToast()?.action?.label).toBe("Open game");
    act(() => lastToast()?.action?.onClick());
    expect(location.history.at(-1)).toBe("/game/g2");
  });
});

describe("one user socket for every user push", () => {
  /** A quick-match search as the home page runs it (with its status read), reporting its matches. */
  function Searching({ matched }: { matched: (gameId: string) => void }) {
    useQuery({ queryKey: MATCHMAKING_STATUS_KEY });
    const [search] = useState<Search>(() => ({
      gameMode: "standard",
      preferredRounds: 3,
      skillLevel: "any",
    }));
    useMatchWatch(search, matched);
    return <p>searching</p>;
  }

  it("hears a quick match's match_found on the app's socket, without opening a second one", async () => {
    const matched = vi.fn();
    const { socket, server } = await setup(<Searching matched={matched} />, "/", {
      "GET /api/matchmaking/status": () => ({ status: "waiting" }),
    });
    expect(FakeUserSocket.all).toHaveLength(1);
    act(() => socket.push({ type: "match_found", gameId: "g3" }));
    expect(matched).toHaveBeenCalledWith("g3");

    // After a drop, the status is read again once the socket is back: a match made meanwhile was
    // pushed to nobody.
    const reads = server.callsTo("GET /api/matchmaking/status").length;
    act(() => socket.close(1006));
    await waitFor(() => expect(FakeUserSocket.all).toHaveLength(2));
    act(() => FakeUserSocket.last.open());
    await waitFor(() => expect(server.callsTo("GET /api/matchmaking/status").length).toBe(reads + 1));
    act(() => FakeUserSocket.last.push({ type: "match_found", gameId: "g4" }));
    expect(matched).toHaveBeenLastCalledWith("g4");
    expect(FakeUserSocket.all).toHaveLength(2);
  });

  it("routes a tournament push by its type, and a social push that merely mentions one as social", async () => {
    const { socket } = await setup();
    const invite = {
      type: "game_invite",
      gameName: 'The "tournament_match" party',
      gameId: "g6",
      fromName: "Dee",
      fromUserId: "u-dee",
    } as const;
    const started = {
      type: "tournament_started",
      tournamentId: "t1",
      tournamentName: "Cup",
      detail: null,
    } as const;
    act(() => socket.push(invite));
    expect(lastToast()?.description).toBe('Dee invited you to The "tournament_match" party.');
    act(() => socket.push(started));
    // The tournament handler loads when its first push arrives.
    await waitFor(() => expect(lastToast()?.title).toBe("Tournament started"));
    expect(lastToast()?.description).toBe("Cup has begun.");
  });

  it("knows every type the user socket carries, and ignores the rest", () => {
    expect(parseUserSocketMessage(JSON.stringify({ type: "match_found", gameId: "g1" }))).toEqual({
      type: "match_found",
      gameId: "g1",
    });
    expect(parseUserSocketMessage(JSON.stringify({ type: "snapshot" }))).toBeNull();
    expect(parseUserSocketMessage(JSON.stringify({ type: "toString" }))).toBeNull();
    expect(parseUserSocketMessage("not json")).toBeNull();
  });
});
