import { describe, expect, it } from "vitest";
import {
  CHALLENGE_TTL_MS,
  challengeAnswerRefusal,
  challengeExpiresAt,
  challengeRefusal,
  challengeWinnerSide,
  isChallengeOverdue,
} from "./challenges";

describe("challenge expiry", () => {
  it("expires a day after it was made, from that very millisecond", () => {
    const expiresAt = challengeExpiresAt(5_000);
    expect(expiresAt).toBe(5_000 + CHALLENGE_TTL_MS);
    expect(CHALLENGE_TTL_MS).toBe(24 * 60 * 60 * 1000);
    expect(isChallengeOverdue({ expiresAt }, expiresAt - 1)).toBe(false);
    expect(isChallengeOverdue({ expiresAt }, expiresAt)).toBe(true);
    expect(isChallengeOverdue({ expiresAt }, expiresAt + 1)).toBe(true);
  });
});

describe("challengeRefusal: who may challenge whom", () => {
  it("lets a friend be challenged", () => {
    expect(challengeRefusal({ self: false, friends: true, blocked: false })).toBeNull();
  });

  it("refuses oneself, a stranger, and across a block as if not friends", () => {
    expect(challengeRefusal({ self: true, friends: false, blocked: false })).toBe("self");
    expect(challengeRefusal({ self: false, friends: false, blocked: false })).toBe("not_friends");
    expect(challengeRefusal({ self: false, friends: true, blocked: true })).toBe("not_friends");
  });
});

describe("challengeAnswerRefusal", () => {
  it("answers only a pending challenge", () => {
    expect(challengeAnswerRefusal({ status: "pending" })).toBeNull();
    expect(challengeAnswerRefusal({ status: "expired" })).toBe("expired");
    for (const status of ["accepted", "declined", "completed"] as const) {
      expect(challengeAnswerRefusal({ status })).toBe("answered");
    }
  });
});

describe("challengeWinnerSide", () => {
  it("crowns the higher score, and nobody in a draw, 0–0 included", () => {
    expect(challengeWinnerSide({ challenger: 5, challenged: 3 })).toBe("challenger");
    expect(challengeWinnerSide({ challenger: 2, challenged: 3 })).toBe("challenged");
    expect(challengeWinnerSide({ challenger: 4, challenged: 4 })).toBeNull();
    expect(challengeWinnerSide({ challenger: 0, challenged: 0 })).toBeNull();
  });
});
