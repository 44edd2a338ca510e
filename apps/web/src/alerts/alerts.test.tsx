// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GameFixture } from "../test-support/game-fixture";
import { getToasts } from "../toast/toast-store";
import { raiseAlert } from "./alerts";
import { alertTitle } from "./title-flasher";
import { alertFor } from "./turn-alerts";
import { TurnAlertsToggle } from "./turn-alerts-toggle";
import { useGameAlerts } from "./use-game-alerts";

/** The browser's Notification API as a test double: records what the page shows. */
class BrowserNotification {
  static permission: NotificationPermission = "default";
  static answer: NotificationPermission = "granted";
  static shown: BrowserNotification[] = [];
  static requestPermission = vi.fn(async () => {
    BrowserNotification.permission = BrowserNotification.answer;
    return BrowserNotification.answer;
  });
  closed = false;
  onclick: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    BrowserNotification.shown.push(this);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

let visibility: DocumentVisibilityState = "visible";
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  BrowserNotification.permission = "default";
  BrowserNotification.answer = "granted";
  BrowserNotification.shown = [];
  BrowserNotification.requestPermission.mockClear();
  vi.stubGlobal("Notification", BrowserNotification);
  localStorage.clear();
  document.title = "Test Game · Setup · Riddlebook";
  visibility = "visible";
});
afterEach(() => {
  setVisibility("visible"); // stops any flashing
  cleanup();
  vi.unstubAllGlobals();
});

const turnOnAlerts = async () => {
  render(<TurnAlertsToggle />);
  await userEvent.click(screen.getByRole("button", { name: "Turn alerts" }));
};

describe("raising an alert", () => {
  it("does nothing while the player looks at the tab", () => {
    raiseAlert(alertFor("guessing_open", "Test Game"));
    expect(document.title).toBe("Test Game · Setup · Riddlebook");
    expect(BrowserNotification.shown).toEqual([]);
  });

  it("flashes the title of a hidden tab, and shows no notification until turn alerts are on", () => {
    setVisibility("hidden");
    raiseAlert(alertFor("guessing_open", "Test Game"));
    expect(document.title).toBe(alertTitle("Guess now"));
    expect(BrowserNotification.shown).toEqual([]);
    setVisibility("visible");
    expect(document.title).toBe("Test Game · Setup · Riddlebook");
  });

  it("shows a system notification once turn alerts are on, and closes it when the player is back", async () => {
    await turnOnAlerts();
    expect(BrowserNotification.requestPermission).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Turn alerts" }).getAttribute("aria-pressed")).toBe("true");
    setVisibility("hidden");
    raiseAlert(alertFor("challenge", "Bo", "c1"));
    expect(BrowserNotification.shown).toHaveLength(1);
    const [shown] = BrowserNotification.shown;
    expect(shown?.title).toBe("New challenge");
    expect(shown?.options).toEqual({
      body: "Bo challenged you.",
      tag: "challenge:c1",
      icon: "/icons/icon-192.png",
    });
    setVisibility("visible");
    expect(shown?.closed).toBe(true);
  });

  it("asks for permission only from the toggle, and says so when the browser refuses", async () => {
    setVisibility("hidden");
    raiseAlert(alertFor("friend_request", "Ana", "fr1"));
    expect(BrowserNotification.requestPermission).not.toHaveBeenCalled();
    setVisibility("visible");
    BrowserNotification.answer = "denied";
    await turnOnAlerts();
    expect(screen.getByRole("button", { name: "Turn alerts" }).getAttribute("aria-pressed")).toBe("false");
    expect(getToasts()[0]?.title).toBe("Notifications Blocked");
  });

  it("turns off again", async () => {
    await turnOnAlerts();
    await userEvent.click(screen.getByRole("button", { name: "Turn alerts" }));
    expect(screen.getByRole("button", { name: "Turn alerts" }).getAttribute("aria-pressed")).toBe("false");
    setVisibility("hidden");
    raiseAlert(alertFor("challenge", "Bo", "c2"));
    expect(BrowserNotification.shown).toEqual([]);
  });
});

describe("the game screen's alerts", () => {
  it("flash when the game starts while the tab is hidden", () => {
    const game = GameFixture.lobby();
    const { rerender } = renderHook(({ view }) => useGameAlerts(view, 0), {
      initialProps: { view: game.view() },
    });
    expect(document.title).toBe("Test Game · Setup · Riddlebook");
    setVisibility("hidden");
    game.apply({ type: "choosePage", playerId: "me", pageNumber: 1 });
    for (const playerId of ["me", "ana", "bo"]) game.apply({ type: "setReady", playerId, isReady: true });
    act(() => rerender({ view: game.view() }));
    expect(document.title).toBe(alertTitle("Your turn"));
  });

  it("remind a player whose riddle is not in, 30 seconds before writing ends", () => {
    const game = GameFixture.writing();
    const deadline = game.view().game.deadline ?? 0;
    vi.useFakeTimers({ now: deadline - 60_000, toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      setVisibility("hidden");
      const { rerender } = renderHook(({ view }) => useGameAlerts(view, 0), {
        initialProps: { view: game.view() },
      });
      act(() => vi.advanceTimersByTime(29_000));
      expect(document.title).toBe("Test Game · Setup · Riddlebook");
      act(() => vi.advanceTimersByTime(1_000));
      expect(document.title).toBe(alertTitle("30 seconds left"));
      // Once the riddle is in, no reminder is armed.
      setVisibility("visible");
      game.submitRiddle("me", "r-me", "clock", "I have hands but cannot clap.");
      act(() => rerender({ view: game.view() }));
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stay quiet for a player who is not playing", () => {
    const game = GameFixture.writing();
    const deadline = game.view().game.deadline ?? 0;
    vi.useFakeTimers({ now: deadline - 60_000, toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      setVisibility("hidden");
      renderHook(() => useGameAlerts(null, 0));
      expect(vi.getTimerCount()).toBe(0);
      expect(document.title).toBe("Test Game · Setup · Riddlebook");
    } finally {
      vi.useRealTimers();
    }
  });
});
