/**
 * Friends (docs/product.md §18.1; docs/decisions/020-friends-presence-challenges-leaderboards.md):
 * the feature's one authority. Requests by e-mail, answering and cancelling them, removing friends,
 * blocks, the friends page with presence and stats, and inviting an online friend into a game in
 * setup. Each decision is the rules' (packages/rules/src/friends.ts); the facts are read and the
 * decision written in one transaction; the users concerned are told on `/ws/user` (pushes.ts).
 *
 * A request's answer never tells whether its e-mail has an account: unknown e-mails, blocked
 * recipients and pending duplicates all get "Friend request sent.", and the cool-down after a
 * cancelled request is the same for both.
 */
import type { Friend, FriendRequestSentResponse, FriendsResponse } from "@riddlebook/protocol";
import { gameInviteRefusal, winRate } from "@riddlebook/rules";
import { findUserById, type UserRecord } from "../../db/repos/users";
import type { Db } from "../../db/schema";
import type { Clock, IdGenerator } from "../../deps";
import { activeSeatOf } from "../../game/access";
import { type GameService, gameNotFound } from "../../game/game-service";
import { DomainError } from "../../lib/domain-error";
import { admitOrRefuse, type RefusalCounter, scaledLimiters } from "../../lib/rate-limit";
import { readPresence } from "../presence";
import {
  listBlocked,
  listFriendIds,
  listFriends,
  listIncomingRequests,
  listOutgoingRequests,
} from "./lists-repository";
import * as pushes from "./pushes";
import * as repo from "./repository";
import { answerFriendRequest, blockUser, cancelFriendRequest, sendFriendRequest } from "./requests";

const MINUTE = 60_000;
/** Outgoing requests are listed for this long. */
const OUTGOING_LIST_MS = 30 * 24 * 60 * MINUTE;

/** Per-user limits (per instance), each times `RATE_LIMIT_SCALE`. */
const FRIEND_LIMIT_DEFAULTS = {
  /** Friend requests sent, counted whatever the answer: slows probing e-mails and spamming people. */
  requestsPerUser: { limit: 20, windowMs: 60 * MINUTE },
  /** Game invitations sent. */
  invitesPerUser: { limit: 30, windowMs: 10 * MINUTE },
} as const;

const SENT: FriendRequestSentResponse = { success: true, message: "Friend request sent." };
const NOW_FRIENDS: FriendRequestSentResponse = {
  success: true,
  message: "Friend request accepted. You are now friends.",
};

const REFUSED = {
  not_found: () => new DomainError("not_found", "That friend request was not found."),
  not_pending: () =>
    new DomainError("request_not_pending", "That friend request has already been answered or cancelled."),
};

/** "in 23 hours", "in 5 minutes": how long until `ms` from now, rounded up. */
function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

/** The refusal within the cool-down after a declined or cancelled request; the same for every e-mail. */
function cooldown(until: number, now: number): DomainError {
  const at = new Date(until).toISOString().slice(0, 16).replace("T", " ");
  return new DomainError(
    "rate_limited",
    `Your last friend request to this e-mail was declined or cancelled. You can send another in ${waitText(until - now)} (after ${at} UTC).`,
    { retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) },
  );
}

/** The refusal of an invitation into a game, as `gameInviteRefusal` gives it. */
function inviteRefused(
  refusal: NonNullable<ReturnType<typeof gameInviteRefusal>>,
  name: string,
): DomainError {
  switch (refusal) {
    case "not_host":
      return new DomainError("not_host", "Only the host can invite friends to this game.");
    case "not_in_setup":
      return new DomainError("wrong_phase", "Friends can be invited only before the game starts.");
    case "not_friend":
      return new DomainError("forbidden", "You can only invite your friends to a game.");
    case "already_joined":
      return new DomainError("already_joined", `${name} is already in this game.`);
    case "not_online":
      return new DomainError("friend_not_online", `${name} is not online.`);
  }
}

const recipientOf = (user: UserRecord): repo.Recipient => ({ userId: user.id, email: user.email });

interface FriendsDeps {
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  games: GameService;
  push: pushes.UserPushes;
  /** How long a presence row counts (the configuration's `presenceStaleMs`). */
  presenceStaleMs: number;
  /** RATE_LIMIT_SCALE. */
  rateLimitScale: number;
  /** Counts rate-limit refusals (the metrics). */
  refusals?: RefusalCounter;
}

export class FriendsService {
  private readonly limits;

  constructor(private readonly o: FriendsDeps) {
    this.limits = scaledLimiters(FRIEND_LIMIT_DEFAULTS, o.clock, o.rateLimitScale, o.refusals);
  }

  /** The caller's whole friends page. */
  async page(user: UserRecord): Promise<FriendsResponse> {
    const { db, clock } = this.o;
    const now = clock.now();
    const [records, incoming, outgoing, blocked] = await Promise.all([
      listFriends(db, user.id),
      listIncomingRequests(db, recipientOf(user)),
      listOutgoingRequests(db, user.id, now - OUTGOING_LIST_MS),
      listBlocked(db, user.id),
    ]);
    const presence = await readPresence(
      db,
      records.map((f) => f.id),
      now - this.o.presenceStaleMs,
    );
    const friends = records.map(
      (f): Friend => ({
        id: f.id,
        name: f.name,
        email: f.email,
        status: presence.get(f.id)?.status ?? "offline",
        activity: presence.get(f.id)?.activity ?? null,
        gamesPlayed: f.gamesPlayed,
        winRate: winRate(f.gamesWon, f.gamesPlayed),
        averageScore: f.gamesPlayed === 0 ? 0 : Math.round((f.totalScore / f.gamesPlayed) * 10) / 10,
        currentStreak: f.currentStreak,
        since: f.since,
      }),
    );
    return { friends, incoming, outgoing, blocked };
  }

  /**
   * Asks the account of `friendEmail` (lower-cased) to be the caller's friend, as the rules decide
   * (`decideFriendRequest`). Answered first and pushed after (not awaited): the answer takes the same
   * time whether the e-mail has an account (ADR 044, docs/reliability.md A39).
   */
  async request(user: UserRecord, friendEmail: string): Promise<FriendRequestSentResponse> {
    admitOrRefuse(
      this.limits.requestsPerUser,
      user.id,
      "You're sending friend requests too quickly. Please wait a while and try again.",
    );
    const now = this.o.clock.now();
    const outcome = await sendFriendRequest(this.o.db, {
      id: this.o.ids.newId(),
      sender: recipientOf(user),
      toEmail: friendEmail,
      now,
    });
    switch (outcome.kind) {
      case "self":
        throw new DomainError("invalid_request", "You can't send a friend request to yourself.");
      case "already_friends":
        throw new DomainError("already_friends", "You are already friends.");
      case "cooldown":
        throw cooldown(outcome.until, now);
      case "duplicate":
        return SENT;
      case "accepted":
        void pushes.requestAnswered(this.o.push, outcome.friendId, outcome.requestId, "accepted");
        void pushes.friendsChanged(this.o.push, [outcome.friendId, user.id]);
        return NOW_FRIENDS;
      case "sent":
        if (outcome.deliverTo !== null) {
          const request = { ...outcome.request, from: { id: user.id, name: user.username } };
          void pushes.requestReceived(this.o.push, outcome.deliverTo, request);
        }
        return SENT;
    }
  }

  /** The recipient accepts (both become friends) or declines a request they can see. */
  async answer(
    user: UserRecord,
    requestId: string,
    answer: "accepted" | "declined",
  ): Promise<FriendsResponse> {
    const recipient = recipientOf(user);
    const result = await answerFriendRequest(this.o.db, {
      requestId,
      recipient,
      answer,
      now: this.o.clock.now(),
    });
    if (!result.ok) throw REFUSED[result.reason]();
    const { senderId } = result;
    await pushes.requestAnswered(this.o.push, senderId, requestId, answer);
    if (answer === "accepted") await pushes.friendsChanged(this.o.push, [senderId, user.id]);
    return this.page(user);
  }

  /**
   * The sender cancels their pending request. The recipient is told: their account (found by e-mail
   * when the request predates it), unless there is none or a block hides the request from them.
   */
  async cancel(user: UserRecord, requestId: string): Promise<FriendsResponse> {
    const result = await cancelFriendRequest(this.o.db, {
      requestId,
      senderId: user.id,
      now: this.o.clock.now(),
    });
    if (!result.ok) throw REFUSED[result.reason]();
    const { notify } = result;
    if (notify !== null) await pushes.requestAnswered(this.o.push, notify, requestId, "cancelled");
    return this.page(user);
  }

  /**
   * The caller blocks `blockedId` (`blockUser`): the block, the end of their friendship, and the
   * cancelling of the caller's pending requests to them.
   */
  async block(user: UserRecord, blockedId: string): Promise<FriendsResponse> {
    if (blockedId === user.id) throw new DomainError("invalid_request", "You can't block yourself.");
    const result = await blockUser(this.o.db, { blockerId: user.id, blockedId, now: this.o.clock.now() });
    if (!result) throw new DomainError("not_found", "No user has that id.");
    const { wasFriends } = result;
    await pushes.friendsChanged(this.o.push, wasFriends ? [user.id, blockedId] : [user.id]);
    return this.page(user);
  }

  async unblock(user: UserRecord, blockedId: string): Promise<FriendsResponse> {
    if (!(await repo.deleteBlock(this.o.db, user.id, blockedId))) {
      throw new DomainError("not_found", "You have not blocked that user.");
    }
    await pushes.friendsChanged(this.o.push, [user.id]);
    return this.page(user);
  }

  async remove(user: UserRecord, friendId: string): Promise<FriendsResponse> {
    if (!(await repo.removeFriendship(this.o.db, user.id, friendId))) {
      throw new DomainError("not_found", "That user is not your friend.");
    }
    await pushes.friendsChanged(this.o.push, [user.id, friendId]);
    return this.page(user);
  }

  /**
   * The host invites an online friend into their game in setup (`gameInviteRefusal`): the friend gets
   * `game_invite`, with the join code, which opens a private game to them, and joins as anyone does.
   */
  async inviteToGame(
    user: UserRecord,
    gameId: string,
    friendId: string,
  ): Promise<{ success: true; message: string }> {
    const { db, games } = this.o;
    const state = await games.load(gameId);
    if (!state) throw gameNotFound();
    const friend = friendId === user.id ? null : await findUserById(db, friendId);
    const facts = {
      isHost: state.players.find((p) => p.id === state.hostPlayerId)?.userId === user.id,
      inSetup: state.phase === "setup",
      isFriend: friend !== null && (await repo.areFriends(db, user.id, friend.id)),
      seated: friend !== null && activeSeatOf(state, friend.id) !== undefined,
      online: true,
    };
    // Presence is read last, only when everything else allows the invitation.
    if (gameInviteRefusal(facts) === null && friend !== null) {
      const fresh = this.o.clock.now() - this.o.presenceStaleMs;
      facts.online = (await readPresence(db, [friend.id], fresh)).get(friend.id)?.status === "online";
    }
    const refusal = gameInviteRefusal(facts);
    if (refusal !== null || friend === null)
      throw inviteRefused(refusal ?? "not_friend", friend?.username ?? "");
    admitOrRefuse(
      this.limits.invitesPerUser,
      user.id,
      "You're sending invitations too quickly. Please wait a few minutes and try again.",
    );
    const invite = { gameId: state.id, gameName: state.name, joinCode: state.joinCode };
    await pushes.gameInvite(this.o.push, friend.id, {
      ...invite,
      from: { id: user.id, name: user.username },
    });
    return { success: true, message: `Invitation sent to ${friend.username}.` };
  }
}

/** The user's friends' ids (whom their presence is pushed to). */
export function friendIdsOf(db: Db, userId: string): Promise<string[]> {
  return listFriendIds(db, userId);
}

/** Whether two users are friends, and whether either blocked the other (who may challenge whom). */
export async function friendshipOf(
  db: Db,
  a: string,
  b: string,
): Promise<{ friends: boolean; blocked: boolean }> {
  const [friends, blocked] = await Promise.all([repo.areFriends(db, a, b), repo.blockedEitherWay(db, a, b)]);
  return { friends, blocked };
}
