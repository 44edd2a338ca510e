import { DEFAULT_TIMINGS } from "@riddlebook/rules";
import { describe, expect, it } from "vitest";
import {
  formatClock,
  gameNameOrDefault,
  modeHint,
  phaseLabel,
  secondsLeft,
  splitMessage,
  writingSeconds,
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
  // Phases that began at 0 (long before): the cap at the phase's length does not bind.
  it("counts whole seconds to the server deadline, rounded up", () => {
    expect(secondsLeft(181_000, 1_000, 0, 0)).toBe(180);
    expect(secondsLeft(181_000, 1_001, 0, 0)).toBe(180);
    expect(secondsLeft(181_000, 2_000, 0, 0)).toBe(179);
  });
  it("counts down the same whether our clock is right or 10 minutes off, once the offset is measured (F10)", () => {
    const deadline = 1_000_000 + 90_000;
    const serverNow = 1_000_000;
    for (const skew of [0, 600_000, -600_000]) {
      const ourNow = serverNow - skew;
      // The offset measured from the server's `serverTime` is server clock minus ours.
      expect(secondsLeft(deadline, ourNow, skew, 0)).toBe(90);
    }
    // Without the offset, a clock 10 minutes slow would show the whole phase plus 10 minutes.
    expect(secondsLeft(deadline, serverNow - 600_000, 0, 0)).not.toBe(90);
  });

  it("corrects our clock by the offset", () => {
    // Our clock is 2 s behind the server: the server is already at 3 000.
    expect(secondsLeft(10_000, 1_000, 2_000, 0)).toBe(7);
    // Our clock is 2 s ahead.
    expect(secondsLeft(10_000, 3_000, -2_000, 0)).toBe(9);
  });
  it("never shows more than the whole phase, though the offset puts the server's present early (issue 31 item 14)", () => {
    const startedAt = 1_000_000;
    const deadline = startedAt + 180_000;
    // The first message was read 300 ms after it was sent (a busy page): the offset is 300 ms low.
    expect(secondsLeft(deadline, startedAt + 50, -300, startedAt)).toBe(180);
    expect(secondsLeft(deadline, startedAt + 1_200, -300, startedAt)).toBe(180);
    expect(secondsLeft(deadline, startedAt + 1_400, -300, startedAt)).toBe(179);
    // A clock 10 minutes slow, before its offset is known, shows the phase's length, not 13:00.
    expect(secondsLeft(deadline, startedAt - 600_000, 0, startedAt)).toBe(180);
  });
  it("never goes below zero and is null without a deadline", () => {
    expect(secondsLeft(1_000, 5_000, 0, 0)).toBe(0);
    expect(secondsLeft(null, 5_000, 0, 0)).toBeNull();
  });
  it("formats minutes and seconds", () => {
    expect(formatClock(180)).toBe("3:00");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(9)).toBe("0:09");
    expect(formatClock(-3)).toBe("0:00");
  });
});

describe("splitMessage", () => {
  it("splits server messages of the form 'Title - text'", () => {
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

describe("labels", () => {
  it("names the phases", () => {
    expect(phaseLabel("reading")).toBe("Reading & Guessing");
  });
});

describe("timing texts", () => {
  it("states the default writing times", () => {
    expect(modeHint("standard", DEFAULT_TIMINGS)).toBe("Classic riddles, 3 minutes to write.");
    expect(modeHint("speed_round", DEFAULT_TIMINGS)).toBe("Only 60 seconds to write each riddle.");
  });

  it("states a game's own configured writing times", () => {
    const timings = { ...DEFAULT_TIMINGS, writingMs: 150_000, speedRoundWritingMs: 5_000 };
    expect(modeHint("standard", timings)).toBe("Classic riddles, 2 minutes 30 seconds to write.");
    expect(modeHint("speed_round", timings)).toBe("Only 5 seconds to write each riddle.");
  });

  it("takes the writing seconds of the game's mode from its timings", () => {
    expect(writingSeconds({ gameMode: "standard", timings: DEFAULT_TIMINGS })).toBe(180);
    expect(writingSeconds({ gameMode: "speed_round", timings: DEFAULT_TIMINGS })).toBe(60);
  });
});
