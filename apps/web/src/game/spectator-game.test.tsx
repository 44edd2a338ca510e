// @vitest-environment jsdom
import type { GameView } from "@riddlebook/rules";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { offerView } from "../lib/game-view-store";
import { createQueryClient } from "../lib/query-client";
import { createViewFeed } from "../lib/socket-view-feed";
import { GameFixture } from "../test-support/game-fixture";
import { GameInProgress } from "./game-in-progress";
import { PlayerList } from "./player-list";
import { finishedGame } from "./reveal/scored-round";

/** A WebSocket the test plays the server of: it records the URL and what was sent, and delivers messages. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly sent: string[] = [];

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(text: string): void {
    this.sent.push(text);
  }

  close(): void {
    this.readyState = 3;
  }

  open(): void {
    this.readyState = FakeSocket.OPEN;
    act(() => this.onopen?.());
  }

  receive(message: unknown): void {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

/** A `watchers` message for game g1, as a game socket (a player's or a spectator's) brings it. */
const watchers = (count: number) =>
  ({ type: "watchers", gameId: "g1", version: 1, serverTime: Date.now(), count }) as const;

/** The watcher count is kept per game for the whole page: every test starts from nobody watching. */
const resetWatchers = () => createViewFeed({ offer: () => {}, requestResync: () => {} }).event(watchers(0));

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  window.history.pushState({}, "", "/game/g1?invite=SUNSET42");
});
afterEach(() => {
  cleanup();
  act(resetWatchers);
  vi.unstubAllGlobals();
  window.history.pushState({}, "", "/");
});

/** The game screen's body for a visitor without a seat, past setup, holding `view`. */
function watch(view: GameView) {
  const queryClient = createQueryClient();
  offerView(queryClient, view);
  render(
    <QueryClientProvider client={queryClient}>
      <Route path="/game/:gameId">
        <GameInProgress phase={view.game.currentPhase} />
      </Route>
    </QueryClientProvider>,
  );
  const socket = FakeSocket.instances[0];
  if (!socket) throw new Error("no spectator socket was opened");
  socket.open();
  return socket;
}

const base = (view: GameView) => ({ gameId: "g1", version: view.game.version, serverTime: Date.now() });

describe("watching a game without a seat", () => {
  it("shows the live public view, marked Watching, with the riddles once readable and nothing to act with", () => {
    const game = GameFixture.reading();
    // An id with no seat gets the rules' public view, as the server sends a spectator.
    const view = game.view("nobody");
    const socket = watch(view);

    expect(socket.url).toBe(`ws://${window.location.host}/ws/watch?gameId=g1&invite=SUNSET42`);
    expect(screen.getByTestId("spectator-view").textContent).toContain("Watching");
    expect(screen.getByRole("heading", { name: "The players are guessing" })).toBeTruthy();
    expect(screen.getByRole("timer")).toBeTruthy();
    const riddles = screen.getByRole("list", { name: "Riddles" });
    for (const text of ["I have hands but cannot clap.", "I glow at night upon your desk."])
      expect(riddles.textContent).toContain(text);
    expect(screen.getByRole("list", { name: "Players" }).textContent).toContain("Ana");
    // No word picker, riddle form or guess form; no button of any kind; no secret word.
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    for (const word of ["clock", "lamp", "chair"])
      expect(document.body.textContent?.toLowerCase()).not.toContain(word);
  });

  it("follows the game as its socket brings it: the results when scored, and how many watch", async () => {
    const game = GameFixture.reading();
    const socket = watch(game.view("nobody"));
    socket.receive({
      type: "snapshot",
      ...base(game.view("nobody")),
      view: game.view("nobody"),
      draft: null,
    });
    expect(screen.queryByTestId("watcher-count")).toBeNull();
    socket.receive(watchers(2));
    expect(screen.getByTestId("watcher-count").textContent).toContain("2 watching");

    const guesses: [string, string, string][] = [
      ["ana", "r-me", "clock"],
      ["ana", "r-bo", "chair"],
      ["bo", "r-me", "clock"],
      ["bo", "r-ana", "lamp"],
      ["me", "r-ana", "lamp"],
      ["me", "r-bo", "chair"],
    ];
    for (const [playerId, riddleId, guess] of guesses)
      game.apply({ type: "submitGuess", playerId, riddleId, guess });
    expect(game.state.phase).toBe("scoring");
    const scored = game.view("nobody");
    socket.receive({
      type: "round_complete",
      ...base(scored),
      event: { type: "round_complete", gameId: "g1", version: scored.game.version, round: 1 },
      view: scored,
    });

    // The view store tells the screen on its next tick.
    expect(await screen.findByRole("heading", { name: "Round 1 Results" })).toBeTruthy();
    const results = screen.getByRole("list", { name: "Round 1 riddles" });
    for (const word of ["clock", "lamp", "chair"]) expect(results.textContent?.toLowerCase()).toContain(word);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});

describe("taking a seat while watching", () => {
  it("shows the seat's view of the join's commit over the public view of it, never the other way round", () => {
    const game = GameFixture.lobby();
    const queryClient = createQueryClient();
    offerView(queryClient, game.view("nobody"));
    game.apply({ type: "join", playerId: "cy", userId: "u-cy", name: "Cy" });
    // The spectator socket brings the join's commit first, then the read after the join brings Cy's view.
    offerView(queryClient, game.view("nobody"));
    expect(offerView(queryClient, game.view("cy")).viewerId).toBe("cy");
    expect(offerView(queryClient, game.view("nobody")).viewerId).toBe("cy");
  });
});

describe("the end of a watched game", () => {
  /** The final standings as the spectator reads them, one "place. name score" a line. */
  const standings = () =>
    Array.from(screen.getByRole("list", { name: "Final standings" }).querySelectorAll("li"), (li) =>
      li.textContent?.replace(/\s+/g, " "),
    );

  it("names the winners as the players see them, and shares places between equal scores", () => {
    watch(finishedGame({ me: 4, ana: 9, bo: 4 }).view("nobody"));
    expect(screen.getByTestId("watched-winners").textContent).toBe("Winner: Ana");
    expect(standings()).toEqual(["1. Ana9 pts", "2. Mia4 pts", "2. Bo4 pts"]);
  });

  it("crowns nobody in a game where nobody scored", () => {
    watch(finishedGame({}).view("nobody"));
    expect(screen.getByTestId("watched-winners").textContent).toBe("No winner: nobody scored a point.");
    expect(standings().map((line) => line?.slice(0, 2))).toEqual(["1.", "1.", "1."]);
  });
});

describe("the players' table", () => {
  it("says how many watch once anyone does", () => {
    const view = GameFixture.reading().view();
    render(<PlayerList players={view.players} viewerId={view.viewerId} phase="reading" />);
    expect(screen.queryByTestId("watcher-count")).toBeNull();
    act(() => createViewFeed({ offer: () => {}, requestResync: () => {} }).event(watchers(1)));
    expect(screen.getByTestId("watcher-count").textContent).toContain("1 watching");
  });
});
