import type { GameView } from "@riddlebook/rules";
import { describe, expect, it } from "vitest";
import {
  clockOffset,
  closeOutcome,
  missedEvents,
  shouldReconnect,
  socketUrl,
  socketViewAfter,
} from "./game-socket-logic";

describe("clock", () => {
  it("computes the offset as server minus client", () => {
    expect(clockOffset(10_500, 10_000)).toBe(500);
    expect(clockOffset(9_000, 10_000)).toBe(-1000);
  });
});

describe("versions", () => {
  it("sees a gap when a viewless message is ahead of the view the socket holds", () => {
    expect(missedEvents(5, 5)).toBe(false);
    expect(missedEvents(6, 5)).toBe(true);
    expect(missedEvents(6, undefined)).toBe(false);
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
  it("signs out after a session close, leaves after a seat close, and retries an unclean close", () => {
    expect(closeOutcome(4401)).toBe("signed-out");
    expect(closeOutcome(4440)).toBe("signed-out");
    expect(closeOutcome(4403)).toBe("seat-gone");
    expect(closeOutcome(4404)).toBe("seat-gone");
    expect(closeOutcome(1006)).toBe("reconnect");
    expect(closeOutcome(1000)).toBe("stop");
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
