// @vitest-environment jsdom
import { PRESENCE_IDLE_MS, PRESENCE_REFRESH_MS } from "@riddlebook/protocol";
import { act, cleanup, fireEvent } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { challenges, FakeUserSocket, lists, renderSignedIn } from "./test-support";

// Its own file: the fake clock stays out of the other socket tests.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("reports idle after the idle time without input, active again on a key, and re-sends on the refresh", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  vi.stubGlobal("WebSocket", FakeUserSocket);
  renderSignedIn(<p>home</p>, {
    path: "/",
    socket: true,
    routes: { "GET /api/friends": () => lists(), "GET /api/challenges": () => challenges() },
  });
  // vi.waitFor, unlike waitFor, moves the fake timers on while it waits.
  await vi.waitFor(() => expect(FakeUserSocket.all).toHaveLength(1));
  const socket = FakeUserSocket.last;
  act(() => socket.open());
  expect(socket.sent).toEqual([{ type: "presence", state: "active" }]);

  act(() => vi.advanceTimersByTime(PRESENCE_REFRESH_MS));
  expect(socket.sent).toEqual([
    { type: "presence", state: "active" },
    { type: "presence", state: "active" },
  ]);
  fireEvent.pointerDown(window);
  act(() => vi.advanceTimersByTime(PRESENCE_IDLE_MS - 1));
  expect(socket.sent.at(-1)).toEqual({ type: "presence", state: "active" });
  act(() => vi.advanceTimersByTime(1));
  expect(socket.sent.at(-1)).toEqual({ type: "presence", state: "idle" });
  fireEvent.keyDown(window, { key: "a" });
  expect(socket.sent.at(-1)).toEqual({ type: "presence", state: "active" });
});
