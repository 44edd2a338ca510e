// @vitest-environment jsdom
import { WS_CLOSE } from "@riddlebook/protocol";
import { describe, expect, it, vi } from "vitest";
import {
  expectNoMoreSockets,
  FakeSocket,
  start,
  withFakeLiveSockets,
} from "../test-support/fake-live-socket";

// The live socket (live-socket.ts) and a socket the server refuses before its upgrade, or a browser
// that goes offline; its other duties are tested in live-socket.test.ts.

withFakeLiveSockets();

describe("createLiveSocket: refused upgrades and going offline (issue 31 items 6 and 7)", () => {
  it("asks why a socket that never opened was refused, and stops for good with the reason", async () => {
    const reasons: string[] = [];
    const whyRefused = vi.fn(async () => "The host removed you from this game.");
    const { statuses } = start({ whyRefused, onRefused: (reason) => reasons.push(reason) });
    // A refused upgrade reaches the page as a close (1006) of a socket that never opened.
    FakeSocket.last.drop(1006);
    await vi.runAllTimersAsync();
    expect(whyRefused).toHaveBeenCalledOnce();
    expect(reasons).toEqual(["The host removed you from this game."]);
    expect(statuses.at(-1)).toBe("stopped");
    expectNoMoreSockets();
  });

  it("reconnects as before when the server would not refuse it (the network dropped)", async () => {
    const onRefused = vi.fn();
    const { statuses } = start({ whyRefused: async () => null, onRefused });
    FakeSocket.last.drop(1006);
    await vi.advanceTimersByTimeAsync(250);
    expect(FakeSocket.all).toHaveLength(2);
    expect(statuses.at(-1)).toBe("connecting");
    // A failed read (offline) is no refusal either.
    const failing = start({ whyRefused: () => Promise.reject(new TypeError("Failed to fetch")), onRefused });
    FakeSocket.last.drop(1006);
    await vi.advanceTimersByTimeAsync(250);
    expect(FakeSocket.all).toHaveLength(4);
    expect(failing.statuses.at(-1)).toBe("connecting");
    expect(onRefused).not.toHaveBeenCalled();
  });

  it("never asks about a socket that had opened", async () => {
    const whyRefused = vi.fn(async () => "refused");
    start({ whyRefused });
    FakeSocket.last.open();
    FakeSocket.last.drop(1006);
    await vi.advanceTimersByTimeAsync(250);
    expect(whyRefused).not.toHaveBeenCalled();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it("drops an open socket the moment the browser goes offline, and comes back when it is online", () => {
    const { statuses } = start();
    const first = FakeSocket.last;
    first.open();
    window.dispatchEvent(new Event("offline"));
    expect(statuses.at(-1)).toBe("closed");
    expect(first.closedWith?.code).toBe(WS_CLOSE.normal);
    window.dispatchEvent(new Event("online"));
    expect(FakeSocket.all).toHaveLength(2);
    expect(statuses.at(-1)).toBe("connecting");
  });
});
