import type { Challenge, FriendRequest } from "@riddlebook/protocol";
import { describe, expect, it } from "vitest";
import { GameFixture } from "../test-support/game-fixture";
import {
  alertFor,
  type GameMoment,
  momentOf,
  phaseAlert,
  socialAlert,
  WRITING_WARNING_MS,
  writingReminderAt,
} from "./turn-alerts";

const moment = (view: ReturnType<GameFixture["view"]>): GameMoment => {
  const found = momentOf(view);
  if (!found) throw new Error("no seated player");
  return found;
};

describe("game alerts", () => {
  it("alerts when the game starts: setup to writing", () => {
    const game = GameFixture.lobby();
    const before = moment(game.view());
    game.apply({ type: "choosePage", playerId: "me", pageNumber: 1 });
    for (const playerId of ["me", "ana", "bo"]) game.apply({ type: "setReady", playerId, isReady: true });
    const alert = phaseAlert(before, moment(game.view()));
    expect(alert).toMatchObject({
      kind: "game_started",
      short: "Your turn",
      body: "Test Game: write your riddle.",
    });
    expect(alert?.tag).toBe("game_started:g1:1");
  });

  it("alerts when guessing opens: writing to reading", () => {
    const game = GameFixture.writing();
    const before = moment(game.view());
    game.submitRiddle("me", "r-me", "clock", "I have hands but cannot clap.");
    const meSubmitted = moment(game.view());
    expect(phaseAlert(before, meSubmitted)).toBeNull();
    game.submitRiddle("ana", "r-ana", "lamp", "I glow at night upon your desk.");
    game.submitRiddle("bo", "r-bo", "chair", "I have four legs but never walk.");
    expect(phaseAlert(meSubmitted, moment(game.view()))).toMatchObject({
      kind: "guessing_open",
      short: "Guess now",
      tag: "guessing_open:g1:1",
    });
  });

  it("says nothing for the first moment seen, the same moment again, another game or scoring", () => {
    const reading = moment(GameFixture.reading().view());
    expect(phaseAlert(null, reading)).toBeNull();
    expect(phaseAlert(reading, { ...reading })).toBeNull();
    expect(phaseAlert({ ...reading, gameId: "other", phase: "setup" }, reading)).toBeNull();
    expect(phaseAlert(reading, { ...reading, phase: "scoring" })).toBeNull();
    expect(phaseAlert(reading, { ...reading, phase: "complete" })).toBeNull();
  });

  it("names the round when a later round's writing begins", () => {
    const scoring: GameMoment = { ...moment(GameFixture.reading().view()), phase: "scoring" };
    const alert = phaseAlert(scoring, { ...scoring, phase: "writing", round: 2 });
    expect(alert).toMatchObject({ kind: "game_started", body: "Test Game, round 2: write your riddle." });
    expect(alert?.tag).toBe("game_started:g1:2");
  });

  it("has no moment for a spectator's view", () => {
    expect(momentOf(GameFixture.writing().view("nobody"))).toBeNull();
  });
});

describe("the writing reminder", () => {
  const writing = moment(GameFixture.writing().view());
  const deadline = writing.deadline ?? 0;

  it("is due 30 seconds before the deadline, by this device's clock", () => {
    expect(WRITING_WARNING_MS).toBe(30_000);
    const now = deadline - 60_000;
    expect(writingReminderAt(writing, 0, now)).toBe(deadline - 30_000);
    // Our clock runs 2 s behind the server's: the server's deadline comes 2 s earlier on ours.
    expect(writingReminderAt(writing, 2_000, now)).toBe(deadline - 32_000);
  });

  it("is not due once the riddle is in, after the moment passed, or outside writing", () => {
    expect(writingReminderAt({ ...writing, submitted: true }, 0, deadline - 60_000)).toBeNull();
    expect(writingReminderAt(writing, 0, deadline - 10_000)).toBeNull();
    expect(writingReminderAt({ ...writing, phase: "reading" }, 0, deadline - 60_000)).toBeNull();
    expect(writingReminderAt({ ...writing, deadline: null }, 0, deadline - 60_000)).toBeNull();
    expect(writingReminderAt(null, 0, 0)).toBeNull();
  });
});

describe("pushes that need the player", () => {
  const request: FriendRequest = {
    id: "fr1",
    direction: "incoming",
    userId: "u2",
    name: "Ana",
    email: null,
    status: "pending",
    createdAt: 0,
  };

  it("alerts for a friend request and a challenge, one tag per request", () => {
    expect(socialAlert({ type: "friend_request", request })).toMatchObject({
      kind: "friend_request",
      body: "Ana wants to be your friend.",
      tag: "friend_request:fr1",
    });
    expect(socialAlert({ type: "friend_request", request: { ...request, name: null } })?.body).toBe(
      "Someone wants to be your friend.",
    );
    const challenge = { id: "c1", challengerName: "Bo" } as Challenge;
    expect(socialAlert({ type: "challenge_received", challenge })).toMatchObject({
      kind: "challenge",
      body: "Bo challenged you.",
      tag: "challenge:c1",
    });
  });

  it("stays quiet for pushes that need nothing", () => {
    expect(socialAlert({ type: "friends_changed" })).toBeNull();
    expect(socialAlert({ type: "friend_request_answered", requestId: "fr1", status: "accepted" })).toBeNull();
  });

  it("has an alert ready for a tournament match (the hook point until tournaments exist)", () => {
    expect(alertFor("tournament_match", "Spring Cup", "t1:m3")).toEqual({
      kind: "tournament_match",
      short: "Your match is ready",
      title: "Tournament match ready",
      body: "Spring Cup: your match is ready.",
      tag: "tournament_match:t1:m3",
    });
  });
});
