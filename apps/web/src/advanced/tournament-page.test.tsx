// @vitest-environment jsdom
import type {
  TournamentDetail,
  TournamentMatchMessage,
  TournamentStateMessage,
  TournamentUpdateMessage,
} from "@riddlebook/protocol";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeUserSocket, renderSignedIn } from "../social/test-support";
import { dispatchUserPush } from "../social/user-pushes";
import type { fakeServer } from "../test-support/fake-server";
import { dismissToast, getToasts } from "../toast/toast-store";
import { tournamentKey } from "./tournament-api";
import { entrants, registering, running } from "./tournament-fixture";
import TournamentPage from "./tournament-page";
import { handleTournamentPush } from "./tournament-pushes";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  FakeUserSocket.all = [];
});

/** Renders the page of tournament t1 as Mia with the tournament socket faked, answering `detail`. */
function setup(detail: TournamentDetail, routes: Parameters<typeof fakeServer>[0] = {}) {
  vi.stubGlobal("WebSocket", FakeUserSocket);
  const rendered = renderSignedIn(<TournamentPage params={{ tournamentId: "t1" }} />, {
    path: "/tournaments/t1",
    routes: {
      "GET /api/tournaments/t1": () => detail,
      "GET /api/friends": () => ({ friends: [], incoming: [], outgoing: [], blocked: [] }),
      "GET /api/challenges": () => ({ incoming: [], outgoing: [] }),
      ...routes,
    },
  });
  return { ...rendered, user: userEvent.setup() };
}

/** The tournament socket pushes a state. */
function push(tournament: TournamentDetail) {
  const message: TournamentStateMessage = { type: "tournament_state", tournament };
  act(() => FakeUserSocket.last.onmessage?.({ data: JSON.stringify(message) }));
}

/** The toasts on screen (a dismissed one lingers a moment, closed). */
const shown = () => getToasts().filter((t) => t.open);

const matchCard = (id: string) =>
  screen.getAllByTestId("tournament-match").find((m) => m.dataset.matchId === id) as HTMLElement;

describe("a tournament's page", () => {
  it("shows a running single elimination live: its rounds, the viewer's match to play, results as they come, and the champion", async () => {
    const start = running("single_elimination", 8);
    const { queryClient } = setup(start);
    expect(await screen.findByRole("heading", { level: 1, name: "Friday Night Riddles" })).toBeTruthy();
    // One bracket: its rounds come right under the panel's heading.
    expect(screen.getByRole("heading", { level: 2, name: "Bracket" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Quarter-finals" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Semi-finals" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Final" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Losers' bracket" })).toBeNull();
    // Seeded by rating: Mia (seed 1) meets Bot 8 (seed 8) first; her match is being played.
    const yours = screen.getByTestId("your-match");
    expect(yours.textContent).toContain("Against Bot 8.");
    expect(within(yours).getByRole("link", { name: "Play your match" }).getAttribute("href")).toBe(
      "/game/g-W1-1",
    );
    expect(within(matchCard("W1-1")).getByRole("link", { name: "Play your match" })).toBeTruthy();
    expect(within(matchCard("W1-2")).getByRole("link", { name: "Watch" }).getAttribute("href")).toBe(
      "/game/g-W1-2",
    );
    expect(within(matchCard("W2-1")).getByTestId("match-status").textContent).toBe("Waiting");
    expect(matchCard("W2-1").textContent).toContain("To be decided");

    // The socket opens and pushes results.
    act(() => FakeUserSocket.last.open());
    await waitFor(() => expect(screen.getByTestId("live-status").textContent).toBe("Live"));
    const afterRound1 = running("single_elimination", 8, [
      ["W1-1", 0],
      ["W1-2", 0],
      ["W1-3", 1],
      ["W1-4", 0],
    ]);
    push(afterRound1);
    await waitFor(() =>
      expect(within(matchCard("W1-1")).getByTestId("match-status").textContent).toBe("Played"),
    );
    expect(
      within(matchCard("W1-1"))
        .getAllByTestId("match-score")
        .map((s) => s.textContent),
    ).toEqual(["3", "1"]);
    expect(matchCard("W1-1").textContent).toContain("(winner)");
    expect(within(matchCard("W1-1")).getByRole("link", { name: "See the game" })).toBeTruthy();
    expect(within(matchCard("W2-1")).getByRole("link", { name: "Play your match" })).toBeTruthy();

    // An older state arriving late changes nothing.
    push(start);
    expect(queryClient.getQueryData<TournamentDetail>(tournamentKey("t1"))?.version).toBe(
      afterRound1.version,
    );

    const finished = running("single_elimination", 8, [
      ["W1-1", 0],
      ["W1-2", 0],
      ["W1-3", 1],
      ["W1-4", 0],
      ["W2-1", 1],
      ["W2-2", 0],
      ["W3-1", 1],
    ]);
    const champion = finished.matches.find((m) => m.id === "W3-1")?.winner ?? "";
    push({
      ...finished,
      status: "complete",
      championId: champion,
      placements: [{ entrantId: champion, place: 1, prize: 60, onBoards: false }],
    });
    const name = finished.entrants.find((e) => e.id === champion)?.name ?? "";
    expect((await screen.findByTestId("champion-name")).textContent).toBe(`${name} won the tournament!`);
    // Too few established accounts played: the prize stays on the tournament, and the page says so.
    expect(screen.getByTestId("prizes-kept").textContent).toContain("at least 4 established accounts");
    expect(screen.getByTestId("tournament-status").textContent).toBe("Finished");
    expect(screen.queryByTestId("your-match")).toBeNull();
  });

  it("draws a double elimination's losers' bracket and the grand final with its reset", async () => {
    setup(running("double_elimination", 8, [["W1-1", 1]]));
    const losers = await screen.findByRole("region", { name: "Losers' bracket" });
    expect(within(losers).getByRole("heading", { level: 4, name: "Losers' round 1" })).toBeTruthy();
    expect(within(losers).getAllByTestId("tournament-match")).toHaveLength(6);
    // Mia lost her first match and drops to the losers' bracket, still in.
    expect(losers.textContent).toContain("Mia");
    expect(screen.getByTestId("your-match").textContent).toContain("You are through to the next round");
    const finals = screen.getByRole("region", { name: "Grand final" });
    expect(within(finals).getByRole("heading", { name: "Grand final reset" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Winners' final" })).toBeTruthy();
  });

  it("shows a round robin's standings in the server's order, the tie-break, and the schedule by round", async () => {
    const detail = running("round_robin", 4, [["L1-1", 1]]);
    setup({
      ...detail,
      standings: ["e4", "e2", "e3", "e1"].map((id, i) => ({
        entrantId: id,
        played: i === 0 || i === 3 ? 1 : 0,
        wins: i === 0 ? 1 : 0,
        losses: i === 3 ? 1 : 0,
        pointsFor: i === 0 ? 3 : i === 3 ? 1 : 0,
        pointsAgainst: i === 0 ? 1 : i === 3 ? 3 : 0,
      })),
    });
    const table = await screen.findByTestId("standings");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      "Bot 4",
      "Bo",
      "Bot 3",
      "Mia",
    ]);
    expect(rows[0]?.textContent).toContain("3–1");
    expect(rows[0]?.textContent).toContain("+2");
    expect(screen.getByText(/Ties are broken by most wins/)).toBeTruthy();
    const schedule = screen.getByTestId("bracket-league");
    expect(
      within(schedule)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Round 1", "Round 2", "Round 3"]);
  });

  it("lets a visitor join, and the creator add bots and start once there are 4", async () => {
    const bo = registering({ creator: { userId: "u-bo", name: "Bo" }, entrants: entrants(3).slice(1) });
    const { user, server } = setup(bo, {
      "POST /api/tournaments/t1/join": () => ({ ...bo, entrants: entrants(3), entrantCount: 3, version: 2 }),
    });
    expect((await screen.findByTestId("registration-standing")).textContent).toBe("You are not entered yet.");
    expect(screen.queryByRole("button", { name: "Start Now" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Join Tournament" }));
    await waitFor(() =>
      expect(screen.getByTestId("registration-standing").textContent).toBe("You are entered."),
    );
    expect(screen.getByRole("heading", { name: "Players (3/8)" })).toBeTruthy();
    expect(screen.getByTestId("entrants").textContent).toContain("Mia(you)");
    expect(server.callsTo("POST /api/tournaments/t1/join")).toHaveLength(1);
    cleanup();

    const mine = registering();
    const withBot = registering({ entrants: entrants(4), version: 2 });
    const creator = setup(mine, { "POST /api/tournaments/t1/bots": () => withBot });
    const startButton = await screen.findByRole("button", { name: "Start Now" });
    expect((startButton as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/there are 3\)/)).toBeTruthy();
    await creator.user.selectOptions(screen.getByRole("combobox", { name: "Bot difficulty" }), "expert");
    await creator.user.click(screen.getByRole("button", { name: "Add Bot" }));
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Start Now" }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(creator.server.callsTo("POST /api/tournaments/t1/bots")[0]?.body).toEqual({
      difficulty: "expert",
    });
    // Four players fill a 4-place bracket: no byes are promised (issue 31 item 19).
    expect(screen.queryByTestId("start-byes")).toBeNull();
    expect(getToasts()[0]?.title).toBe("Bot 4 joined the tournament.");
  });

  it("tells the creator what starting now draws: byes for the top seeds, or a sit-out each round", async () => {
    setup(registering({ entrants: entrants(5) }));
    expect((await screen.findByTestId("start-byes")).textContent).toBe(
      "Starting now, the top 3 seeds get byes in the first round.",
    );
    cleanup();
    setup(registering({ format: "round_robin", entrants: entrants(5) }));
    expect((await screen.findByTestId("start-byes")).textContent).toBe(
      "With an odd number of players, one sits out each round.",
    );
  });

  it("says so when the tournament does not exist", async () => {
    vi.stubGlobal("WebSocket", FakeUserSocket);
    renderSignedIn(<TournamentPage params={{ tournamentId: "nope" }} />, { path: "/tournaments/nope" });
    expect(await screen.findByRole("heading", { name: "Tournament not found." })).toBeTruthy();
    expect(FakeUserSocket.all).toHaveLength(0);
  });
});

describe("tournament pushes on the user socket", () => {
  it("tells a player their match is ready with a button into the game, unless they are looking at it", async () => {
    const navigate = vi.fn();
    const { queryClient } = renderSignedIn(<p>elsewhere</p>);
    const message: TournamentMatchMessage = {
      type: "tournament_match",
      tournamentId: "t1",
      tournamentName: "Friday Night Riddles",
      matchId: "W1-1",
      gameId: "g7",
      opponentName: "Bot 8",
      noShowDeadline: 0,
    };
    handleTournamentPush(message, { queryClient, navigate, gameId: "g7" });
    expect(shown()).toHaveLength(0);
    handleTournamentPush(message, { queryClient, navigate, gameId: undefined });
    const [toast] = shown();
    expect(toast?.title).toBe("Your match is ready");
    expect(toast?.description).toBe("Friday Night Riddles: you play Bot 8.");
    toast?.action?.onClick();
    expect(navigate).toHaveBeenCalledWith("/game/g7");

    const cancelled: TournamentUpdateMessage = {
      type: "tournament_cancelled",
      tournamentId: "t1",
      tournamentName: "Cup",
      detail: "Fewer than 4 entrants by the start time.",
    };
    handleTournamentPush(cancelled, { queryClient, navigate, gameId: undefined });
    expect(shown()[0]?.description).toBe("Cup was cancelled: Fewer than 4 entrants by the start time.");
    const before = getToasts();
    // The user socket's dispatch hands a `pong` to no handler (social/user-pushes.ts).
    dispatchUserPush(
      { type: "pong", serverTime: 0 },
      {
        match: () => {},
        social: () => {},
        tournament: (push) => handleTournamentPush(push, { queryClient, navigate, gameId: undefined }),
      },
    );
    expect(getToasts()).toBe(before);
  });
});
