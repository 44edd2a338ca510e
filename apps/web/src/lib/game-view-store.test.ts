import { diffJson } from "@riddlebook/protocol";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "../test-support/fake-server";
import { GameFixture } from "../test-support/game-fixture";
import { socketViewAfter } from "./game-socket-logic";
import {
  chooseView,
  gameViewQuery,
  heldView,
  isNewerView,
  offerView,
  waitForVersion,
} from "./game-view-store";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Two views of one game a commit apart: Mia's view before and after she chose a word. */
function twoVersions() {
  const game = GameFixture.writing();
  const older = game.view();
  game.apply({ type: "chooseWord", playerId: "me", word: "clock" });
  return { game, older, newer: game.view() };
}

/** A GET /api/games/g1 through the store's query, as a screen's read or a refresh does it. */
const readThroughStore = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...gameViewQuery(queryClient, "g1"), staleTime: 0 });

describe("which view the store keeps", () => {
  it("takes a view with a higher version and never an older one", () => {
    const { older, newer } = twoVersions();
    expect(isNewerView(newer, undefined)).toBe(true);
    expect(isNewerView(newer, older)).toBe(true);
    expect(isNewerView(older, newer)).toBe(false);
    expect(chooseView(newer, older)).toBe(newer);
    expect(chooseView(older, newer)).toBe(newer);
  });

  it("keeps the held object when offered the same version again", () => {
    const { newer } = twoVersions();
    const again = structuredClone(newer);
    expect(isNewerView(again, newer)).toBe(false);
    expect(chooseView(newer, again)).toBe(newer);
  });

  it("does not let an older view replace a newer one in the store", () => {
    const { older, newer } = twoVersions();
    const queryClient = new QueryClient();
    offerView(queryClient, newer);
    expect(offerView(queryClient, older)).toBe(newer);
    expect(heldView(queryClient, "g1")).toBe(newer);
  });

  it("keeps the socket's patched view when a stale GET answers after it", async () => {
    const { game, older, newer } = twoVersions();
    const queryClient = new QueryClient();
    fakeServer({ "GET /api/games/g1": () => older });
    // The socket's snapshot, then a patch over it for the next commit (ADR 009).
    offerView(queryClient, older);
    const patched = socketViewAfter(older, {
      patch: { base: older.game.version, ops: diffJson(older, newer) },
    });
    if (patched === null || patched === "resync") throw new Error("the patch should fit the snapshot");
    offerView(queryClient, patched);

    const read = await readThroughStore(queryClient);

    expect(read.game.version).toBe(game.version);
    expect(read.me?.word).toBe("clock");
    expect(heldView(queryClient, "g1")).toEqual(patched);
  });

  it("keeps a socket view that arrives while a GET is under way, when the GET answers with less", async () => {
    const { older, newer } = twoVersions();
    const queryClient = new QueryClient();
    let answer: (view: unknown) => void = () => {};
    const server = fakeServer({ "GET /api/games/g1": () => new Promise((resolve) => (answer = resolve)) });

    const read = readThroughStore(queryClient);
    await vi.waitFor(() => expect(server.callsTo("GET /api/games/g1")).toHaveLength(1));
    offerView(queryClient, newer);
    answer(older);

    expect(await read).toBe(newer);
    expect(heldView(queryClient, "g1")).toBe(newer);
  });

  it("takes a GET answer that is newer than the held view", async () => {
    const { older, newer } = twoVersions();
    const queryClient = new QueryClient();
    fakeServer({ "GET /api/games/g1": () => newer });
    offerView(queryClient, older);

    await readThroughStore(queryClient);

    expect(heldView(queryClient, "g1")?.game.version).toBe(newer.game.version);
  });
});

describe("waiting for a version", () => {
  it("resolves once the store holds that version or a later one", async () => {
    const { older, newer } = twoVersions();
    const queryClient = new QueryClient();
    offerView(queryClient, older);

    const waiting = waitForVersion(queryClient, "g1", newer.game.version, 60_000);
    offerView(queryClient, newer);

    await expect(waiting).resolves.toBe(true);
    await expect(waitForVersion(queryClient, "g1", older.game.version, 60_000)).resolves.toBe(true);
  });

  it("gives up after its time limit when the version never comes", async () => {
    vi.useFakeTimers();
    try {
      const { older } = twoVersions();
      const queryClient = new QueryClient();
      offerView(queryClient, older);

      const waiting = waitForVersion(queryClient, "g1", older.game.version + 1, 4000);
      await vi.advanceTimersByTimeAsync(4000);

      await expect(waiting).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
