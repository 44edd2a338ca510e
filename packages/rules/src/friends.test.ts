import { describe, expect, it } from "vitest";
import {
  decideFriendRequest,
  FRIEND_REQUEST_COOLDOWN_MS,
  type FriendRequestFacts,
  gameInviteRefusal,
  requestAnswerRefusal,
} from "./friends";

const NOW = 1_000_000_000;
const facts = (patch: Partial<FriendRequestFacts> = {}): FriendRequestFacts => ({
  toSelf: false,
  alreadyFriends: false,
  last: undefined,
  blocked: false,
  theirs: undefined,
  hasAccount: true,
  now: NOW,
  ...patch,
});

describe("decideFriendRequest: who may befriend whom", () => {
  it("sends a new request, shown to an account nobody blocked", () => {
    expect(decideFriendRequest(facts())).toEqual({ kind: "send", deliver: true });
  });

  it("keeps a request to an e-mail without an account, or across a block, without showing it", () => {
    expect(decideFriendRequest(facts({ hasAccount: false }))).toEqual({ kind: "send", deliver: false });
    expect(decideFriendRequest(facts({ blocked: true }))).toEqual({ kind: "send", deliver: false });
  });

  it("refuses oneself before anything else", () => {
    expect(decideFriendRequest(facts({ toSelf: true, alreadyFriends: true }))).toEqual({ kind: "self" });
  });

  it("refuses a friend, before a pending duplicate", () => {
    const last = { status: "pending" as const, answeredAt: null };
    expect(decideFriendRequest(facts({ alreadyFriends: true, last }))).toEqual({ kind: "already_friends" });
  });

  it("changes nothing while a request to this person is pending, even when they asked too", () => {
    const last = { status: "pending" as const, answeredAt: null };
    expect(decideFriendRequest(facts({ last, theirs: "r1" }))).toEqual({ kind: "duplicate" });
  });

  it("waits out the cool-down after a declined or cancelled request, to the millisecond", () => {
    for (const status of ["declined", "cancelled"] as const) {
      const answeredAt = NOW - 1000;
      const until = answeredAt + FRIEND_REQUEST_COOLDOWN_MS;
      expect(decideFriendRequest(facts({ last: { status, answeredAt } }))).toEqual({
        kind: "cooldown",
        until,
      });
      expect(decideFriendRequest(facts({ last: { status, answeredAt }, now: until - 1 })).kind).toBe(
        "cooldown",
      );
      expect(decideFriendRequest(facts({ last: { status, answeredAt }, now: until }))).toEqual({
        kind: "send",
        deliver: true,
      });
    }
  });

  it("has no cool-down after an accepted request (the friendship was removed since)", () => {
    const last = { status: "accepted" as const, answeredAt: NOW - 1 };
    expect(decideFriendRequest(facts({ last }))).toEqual({ kind: "send", deliver: true });
  });

  it("accepts their own pending request instead of sending one, unless either blocked the other", () => {
    expect(decideFriendRequest(facts({ theirs: "r1" }))).toEqual({ kind: "accept_theirs", requestId: "r1" });
    expect(decideFriendRequest(facts({ theirs: "r1", blocked: true }))).toEqual({
      kind: "send",
      deliver: false,
    });
  });
});

describe("requestAnswerRefusal", () => {
  it("answers a pending request, not one that is unknown or answered", () => {
    expect(requestAnswerRefusal({ status: "pending" })).toBeNull();
    expect(requestAnswerRefusal(undefined)).toBe("not_found");
    for (const status of ["accepted", "declined", "cancelled"] as const) {
      expect(requestAnswerRefusal({ status })).toBe("not_pending");
    }
  });
});

describe("gameInviteRefusal", () => {
  const ok = { isHost: true, inSetup: true, isFriend: true, seated: false, online: true };
  it("lets the host invite an online friend without a seat while the game is in setup", () => {
    expect(gameInviteRefusal(ok)).toBeNull();
  });

  it("refuses in order: not the host, not in setup, not a friend, seated, not online", () => {
    expect(gameInviteRefusal({ ...ok, isHost: false, inSetup: false })).toBe("not_host");
    expect(gameInviteRefusal({ ...ok, inSetup: false, isFriend: false })).toBe("not_in_setup");
    expect(gameInviteRefusal({ ...ok, isFriend: false, seated: true })).toBe("not_friend");
    expect(gameInviteRefusal({ ...ok, seated: true, online: false })).toBe("already_joined");
    expect(gameInviteRefusal({ ...ok, online: false })).toBe("not_online");
  });
});
