// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A stand-in AudioContext that counts what it is asked to make; no sound is played. */
function fakeAudio() {
  const made = { contexts: 0, oscillators: 0 };
  const param = { value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
  class FakeAudioContext {
    state = "running";
    currentTime = 0;
    destination = {};
    constructor() {
      made.contexts += 1;
    }
    createOscillator() {
      made.oscillators += 1;
      return {
        type: "sine",
        frequency: { ...param },
        connect: (next: unknown) => next,
        start() {},
        stop() {},
      };
    }
    createGain() {
      return { gain: { ...param }, connect: (next: unknown) => next };
    }
    resume() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal("AudioContext", FakeAudioContext);
  return made;
}

describe("the sounds", () => {
  it("stay silent, without even opening audio, while sound is off", async () => {
    const made = fakeAudio();
    const { playSound } = await import("./sounds");
    playSound("chime");
    expect(made).toEqual({ contexts: 0, oscillators: 0 });
  });

  it("are made by oscillators once the player turned sound on", async () => {
    const made = fakeAudio();
    const { setSoundOn } = await import("./sound-preference");
    const { playSound } = await import("./sounds");
    setSoundOn(true);
    playSound("tick");
    playSound("fanfare");
    expect(made.contexts).toBe(1);
    expect(made.oscillators).toBeGreaterThan(2);
  });

  it("do nothing where the browser has no audio", async () => {
    const { setSoundOn } = await import("./sound-preference");
    const { playSound, unlockAudio } = await import("./sounds");
    setSoundOn(true);
    expect(() => {
      unlockAudio();
      playSound("fanfare");
    }).not.toThrow();
  });
});
