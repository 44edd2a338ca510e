// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { isSoundOn, SOUND_KEY, setSoundOn } from "./sound-preference";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the sound preference", () => {
  it("is off until the player turns it on", () => {
    expect(isSoundOn()).toBe(false);
  });

  it("is remembered in localStorage under riddlebook.sound", () => {
    setSoundOn(true);
    expect(localStorage.getItem(SOUND_KEY)).toBe("on");
    expect(SOUND_KEY).toBe("riddlebook.sound");
    setSoundOn(false);
    expect(localStorage.getItem(SOUND_KEY)).toBe("off");
    expect(isSoundOn()).toBe(false);
  });

  it("reads back a choice made on an earlier visit", () => {
    localStorage.setItem(SOUND_KEY, "on");
    expect(isSoundOn()).toBe(true);
    localStorage.setItem(SOUND_KEY, "off");
    expect(isSoundOn()).toBe(false);
  });

  it("still switches for this page when storage refuses", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    setSoundOn(true);
    expect(isSoundOn()).toBe(true);
    setSoundOn(false);
    expect(isSoundOn()).toBe(false);
  });
});
