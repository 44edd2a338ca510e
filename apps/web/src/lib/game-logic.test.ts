import type { GameView } from "@riddlebook/rules";
import { describe, expect, it } from "vitest";
import {
  clockOffset,
  formatClock,
  gameNameOrDefault,
  isNewer,
  missedEvents,
  phaseLabel,
  rankByScore,
  secondsLeft,
  shouldReconnect,
  socketUrl,
  socketViewAfter,
  splitMessage,
} from "./game-logic";

describe("gameNameOrDefault", () => {
  it("trims the name", () => {
    expect(gameNameOrDefault("  Friday Night  ", "Ada")).toBe("Friday Night");
  });
  it("defaults an empty or blank name to the player's game", () => {
    expect(gameNameOrDefault("", "Ada")).toBe("Ada's Game");
    expect(gameNameOrDefault("   ", " Ada ")).toBe("Ada's Game");
  });
});

describe("countdown", () => {
  it("computes the offset as server minus client", () => {
    expect(clockOffset(10_500, 10_000)).toBe(500);
    expect(clockOffset(9_000, 10_000)).toBe(-1000);
  });
  it("counts whole seconds to the server deadline, rounded up", () => {
    expect(secondsLeft(181_000, 1_000, 0)).toBe(180);
    expect(secondsLeft(181_000, 1_001, 0)).toBe(180);
    expect(secondsLeft(181_000, 2_000, 0)).toBe(179);
  });
  it("corrects our clock by the offset", () => {
    // Our clock is 2 s behind the server: the server is already at 3 000.
    expect(secondsLeft(10_000, 1_000, 2_000)).toBe(7);
    // Our clock is 2 s ahead.
    expect(secondsLeft(10_000, 3_000, -2_000)).toBe(9);
  });
  it("never goes below zero and is null without a deadline", () => {
    expect(secondsLeft(1_000, 5_000, 0)).toBe(0);
    expect(secondsLeft(null, 5_000, 0)).toBeNull();
  });
  it("formats minutes and seconds", () => {
    expect(formatClock(180)).toBe("3:00");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(9)).toBe("0:09");
    expect(formatClock(-3)).toBe("0:00");
  });
});

describe("versions", () => {
  it("replaces the view only with a newer version", () => {
    expect(isNewer(3, undefined)).toBe(true);
    expect(isNewer(3, 2)).toBe(true);
    expect(isNewer(3, 3)).toBe(false);
    expect(isNewer(2, 3)).toBe(false);
  });
  it("sees a gap when a viewless message is ahead of the view", () => {
    expect(missedEvents(5, 5)).toBe(false);
    expect(missedEvents(6, 5)).toBe(true);
    expect(missedEvents(6, undefined)).toBe(false);
  });
});

describe("splitMessage", () => {
  it("splits the spec's 'Title - text' messages", () => {
    expect(splitMessage("Not Enough Players - At least 2 players must be ready to start.")).toEqual({
      title: "Not Enough Players",
      description: "At least 2 players must be ready to start.",
    });
  });
  it("keeps other messages whole under the fallback title", () => {
    expect(splitMessage("That word is already taken")).toEqual({
      title: "Error",
      description: "That word is already taken",
    });
  });
});

describe("socket", () => {
  it("builds ws: and wss: URLs on the page's host", () => {
    expect(socketUrl({ protocol: "http:", host: "localhost:3000" }, "g 1", "p1")).toBe(
      "ws://localhost:3000/ws?gameId=g+1&playerId=p1",
    );
    expect(socketUrl({ protocol: "https:", host: "riddlebook.example" }, "g", "p")).toBe(
      "wss://riddlebook.example/ws?gameId=g&playerId=p",
    );
  });
  it("reconnects after unclean closes only", () => {
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(1001)).toBe(true);
    expect(shouldReconnect(4429)).toBe(true);
    for (const code of [1000, 4401, 4403, 4404, 4440]) expect(shouldReconnect(code)).toBe(false);
  });
});

describe("labels and ranking", () => {
  it("names the phases", () => {
    expect(phaseLabel("reading")).toBe("Reading & Guessing");
  });
  it("ranks by score, ties in seat order", () => {
    const ranked = rankByScore([
      { id: "a", score: 2 },
      { id: "b", score: 5 },
      { id: "c", score: 2 },
    ]);
    expect(ranked.map((p) => p.id)).toEqual(["b", "a", "c"]);
  });
});

describe("socketViewAfter", () => {
  const view = (version: number, name = "Game") =>
    ({ viewerId: "p1", game: { version, name }, players: [], me: null, rounds: [] }) as unknown as GameView;

  it("takes a whole view, keeps the held one for a message without one, and applies a fitting patch", () => {
    const held = view(3);
    expect(socketViewAfter(null, { view: held })).toBe(held);
    expect(socketViewAfter(held, {})).toBe(held);
    const next = socketViewAfter(held, {
      patch: {
        base: 3,
        ops: [
          [["game", "version"], 4],
          [["game", "name"], "Renamed"],
        ],
      },
    });
    expect(next).toEqual(view(4, "Renamed"));
    expect(held).toEqual(view(3));
  });

  it("asks for a resync when the patch was built on another view or does not fit", () => {
    expect(socketViewAfter(null, { patch: { base: 3, ops: [] } })).toBe("resync");
    expect(socketViewAfter(view(2), { patch: { base: 3, ops: [] } })).toBe("resync");
    expect(socketViewAfter(view(3), { patch: { base: 3, ops: [[["rounds", 4], {}]] } })).toBe("resync");
  });
});
