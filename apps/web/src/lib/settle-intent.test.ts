import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "../test-support/fake-server";
import { GameFixture } from "../test-support/game-fixture";
import { gameViewQuery, heldView, offerView } from "./game-view-store";
import { settleIntent } from "./settle-intent";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Mia's game screen: the store holds her writing view, a query observer shows it (as the mounted
 * game screen does), and the server answers GET /api/games/g1 with the game as it is now.
 */
function gameScreen() {
  const game = GameFixture.writing();
  const server = fakeServer({ "GET /api/games/g1": () => game.view() });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  offerView(queryClient, game.view());
  const observer = new QueryObserver(queryClient, gameViewQuery(queryClient, "g1"));
  const stop = observer.subscribe(() => {});
  /** Mia chooses a word on the server: the commit the intent's answer names. */
  const commit = () => {
    game.apply({ type: "chooseWord", playerId: "me", word: "clock" });
    return { version: game.version };
  };
  return { game, server, queryClient, commit, stop, gets: () => server.callsTo("GET /api/games/g1").length };
}

describe("after an accepted intent", () => {
  it("waits for the open socket to bring the answer's version and reads nothing over HTTP", async () => {
    const { game, queryClient, commit, gets, stop } = gameScreen();
    const answer = commit();

    const settled = settleIntent(queryClient, "g1", answer, true);
    offerView(queryClient, game.view());

    await expect(settled).resolves.toBe("socket");
    expect(gets()).toBe(0);
    expect(heldView(queryClient, "g1")?.me?.word).toBe("clock");
    stop();
  });

  it("reads the view once when the socket has not brought the version in time", async () => {
    vi.useFakeTimers();
    const { queryClient, commit, gets, stop } = gameScreen();
    const answer = commit();

    const settled = settleIntent(queryClient, "g1", answer, true, 4000);
    await vi.advanceTimersByTimeAsync(4000);

    await expect(settled).resolves.toBe("fetched");
    expect(gets()).toBe(1);
    expect(heldView(queryClient, "g1")?.game.version).toBe(answer.version);
    stop();
  });

  it("reads the view once, at once, when the socket is not open", async () => {
    const { queryClient, commit, gets, stop } = gameScreen();
    const answer = commit();

    await expect(settleIntent(queryClient, "g1", answer, false)).resolves.toBe("fetched");

    expect(gets()).toBe(1);
    expect(heldView(queryClient, "g1")?.me?.word).toBe("clock");
    stop();
  });

  it("reads the view once when the answer names no version", async () => {
    const { queryClient, commit, gets, stop } = gameScreen();
    commit();

    await expect(settleIntent(queryClient, "g1", {}, true)).resolves.toBe("fetched");

    expect(gets()).toBe(1);
    stop();
  });

  it("does nothing when the socket's view of that version is already held", async () => {
    const { game, queryClient, commit, gets, stop } = gameScreen();
    const answer = commit();
    offerView(queryClient, game.view());

    await expect(settleIntent(queryClient, "g1", answer, true)).resolves.toBe("already-held");

    expect(gets()).toBe(0);
    stop();
  });
});
