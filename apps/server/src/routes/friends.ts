import {
  blockUserBodySchema,
  FRIEND_REQUEST_COOLDOWN_MS,
  type Friend,
  type FriendRequestSentResponse,
  type FriendsResponse,
  friendRequestBodySchema,
  inviteFriendBodySchema,
} from "@riddlebook/protocol";
import { winRate } from "@riddlebook/rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import {
  answerFriendRequest,
  areFriends,
  blockUser,
  cancelFriendRequest,
  listBlocked,
  listFriends,
  listIncomingRequests,
  listOutgoingRequests,
  removeFriend,
  sendFriendRequest,
  unblockUser,
} from "../db/repos/friends";
import { findUserById, type UserRecord } from "../db/repos/users";
import { activeSeatOf } from "../game/access";
import { gameNotFound } from "../game/game-service";
import { HttpError, notFound } from "../http/errors";
import { parseBody } from "../http/parse-body";
import { scaledLimiters } from "../lib/rate-limit";
import { readPresence } from "../realtime/user-presence";
import type { RouteContext } from "./context";
import { idParam } from "./params";

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

const requestNotFound = () => notFound("That friend request was not found.");
const notPending = () =>
  new HttpError(409, "request_not_pending", "That friend request has already been answered or cancelled.");

/** "in 23 hours", "in 5 minutes": how long until `ms` from now, rounded up. */
function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

/** The 429 within the cool-down after a declined or cancelled request; the same for every e-mail. */
function cooldown(until: number, now: number): HttpError {
  const at = new Date(until).toISOString().slice(0, 16).replace("T", " ");
  return new HttpError(
    429,
    "rate_limited",
    `Your last friend request to this e-mail was declined or cancelled. You can send another in ${waitText(until - now)} (after ${at} UTC).`,
    { "retry-after": String(Math.max(1, Math.ceil((until - now) / 1000))) },
  );
}

/**
 * Friends (docs/product.md §18; docs/decisions/020-friends-presence-challenges-leaderboards.md):
 * requests by e-mail, the friends list with presence and stats, answering and cancelling requests,
 * removing friends, blocks, and inviting an online friend into a game in setup. Every call needs a
 * signed-in user; the changes are pushed to the users concerned on `/ws/user`.
 *
 * A request's answer never tells whether its e-mail has an account: unknown e-mails, blocked
 * recipients and pending duplicates all get "Friend request sent.", and the cool-down after a
 * cancelled request is the same for both.
 */
export function registerFriendRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, config, ids, push } = ctx;
  const auth = { preHandler: requireUser };
  const limits = scaledLimiters(FRIEND_LIMIT_DEFAULTS, clock, config.rateLimitScale, ctx.metrics);
  const freshSince = () => clock.now() - config.presenceStaleMs;

  const recipientOf = (user: UserRecord) => ({ userId: user.id, email: user.email });

  /** The caller's whole friends page. */
  const friendsOf = async (user: UserRecord): Promise<FriendsResponse> => {
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
      freshSince(),
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
  };

  const userIdParam = (request: FastifyRequest) => idParam(request, "userId");

  app.post("/api/friends/request", auth, async (request): Promise<FriendRequestSentResponse> => {
    const user = signedInUser(request);
    const limit = limits.requestsPerUser.check(user.id);
    if (!limit.allowed) {
      throw new HttpError(
        429,
        "rate_limited",
        "You're sending friend requests too quickly. Please wait a while and try again.",
        { "retry-after": String(limit.retryAfterSeconds) },
      );
    }
    const { friendEmail } = parseBody(friendRequestBodySchema, request.body);
    limits.requestsPerUser.hit(user.id);
    if (friendEmail === user.email) {
      throw new HttpError(400, "invalid_request", "You can't send a friend request to yourself.");
    }
    const now = clock.now();
    const outcome = await sendFriendRequest(db, {
      id: ids.newId(),
      sender: recipientOf(user),
      toEmail: friendEmail,
      now,
      cooldownMs: FRIEND_REQUEST_COOLDOWN_MS,
    });
    switch (outcome.kind) {
      case "already_friends":
        throw new HttpError(409, "already_friends", "You are already friends.");
      case "cooldown":
        throw cooldown(outcome.until, now);
      case "duplicate":
        return SENT;
      // Answer first, push after (not awaited; a push never throws): the answer takes the same time
      // whether the e-mail has an account (ADR 044, docs/reliability.md A39).
      case "accepted":
        void push.push(outcome.friendId, {
          type: "friend_request_answered",
          requestId: outcome.requestId,
          status: "accepted",
        });
        void push.pushMany([outcome.friendId, user.id], { type: "friends_changed" });
        return NOW_FRIENDS;
      case "sent":
        if (outcome.deliverTo !== null) {
          void push.push(outcome.deliverTo, {
            type: "friend_request",
            request: {
              id: outcome.request.id,
              direction: "incoming",
              userId: user.id,
              name: user.username,
              email: null,
              status: "pending",
              createdAt: outcome.request.createdAt,
            },
          });
        }
        return SENT;
    }
  });

  app.get(
    "/api/friends",
    auth,
    async (request): Promise<FriendsResponse> => friendsOf(signedInUser(request)),
  );

  for (const answer of ["accepted", "declined"] as const) {
    const path = answer === "accepted" ? "accept" : "decline";
    app.post(`/api/friends/requests/:id/${path}`, auth, async (request): Promise<FriendsResponse> => {
      const user = signedInUser(request);
      const result = await answerFriendRequest(db, {
        requestId: idParam(request),
        recipient: recipientOf(user),
        answer,
        now: clock.now(),
      });
      if (!result.ok) throw result.reason === "not_found" ? requestNotFound() : notPending();
      await push.push(result.senderId, {
        type: "friend_request_answered",
        requestId: idParam(request),
        status: answer,
      });
      if (answer === "accepted") await push.pushMany([result.senderId, user.id], { type: "friends_changed" });
      return friendsOf(user);
    });
  }

  app.delete("/api/friends/requests/:id", auth, async (request): Promise<FriendsResponse> => {
    const user = signedInUser(request);
    const requestId = idParam(request);
    const result = await cancelFriendRequest(db, { requestId, senderId: user.id, now: clock.now() });
    if (!result.ok) throw result.reason === "not_found" ? requestNotFound() : notPending();
    if (result.notify !== null) {
      await push.push(result.notify, { type: "friend_request_answered", requestId, status: "cancelled" });
    }
    return friendsOf(user);
  });

  app.post("/api/friends/blocks", auth, async (request): Promise<FriendsResponse> => {
    const user = signedInUser(request);
    const { userId } = parseBody(blockUserBodySchema, request.body);
    if (userId === user.id) throw new HttpError(400, "invalid_request", "You can't block yourself.");
    const result = await blockUser(db, { blockerId: user.id, blockedId: userId, now: clock.now() });
    if (!result) throw notFound("No user has that id.");
    await push.pushMany(result.wasFriends ? [user.id, userId] : [user.id], { type: "friends_changed" });
    return friendsOf(user);
  });

  app.delete("/api/friends/blocks/:userId", auth, async (request): Promise<FriendsResponse> => {
    const user = signedInUser(request);
    if (!(await unblockUser(db, user.id, userIdParam(request)))) {
      throw notFound("You have not blocked that user.");
    }
    await push.push(user.id, { type: "friends_changed" });
    return friendsOf(user);
  });

  app.delete("/api/friends/:userId", auth, async (request): Promise<FriendsResponse> => {
    const user = signedInUser(request);
    const friendId = userIdParam(request);
    if (!(await removeFriend(db, user.id, friendId))) throw notFound("That user is not your friend.");
    await push.pushMany([user.id, friendId], { type: "friends_changed" });
    return friendsOf(user);
  });

  /**
   * The host invites an online friend into their game in setup: the friend gets `game_invite` (with
   * the join code, which opens a private game to them) and joins through the usual join.
   */
  app.post("/api/games/:id/invite", auth, async (request): Promise<{ success: true; message: string }> => {
    const user = signedInUser(request);
    const { friendId } = parseBody(inviteFriendBodySchema, request.body);
    const state = await ctx.games.load(idParam(request));
    if (!state) throw gameNotFound();
    const host = state.players.find((p) => p.id === state.hostPlayerId);
    if (host?.userId !== user.id) {
      throw new HttpError(403, "not_host", "Only the host can invite friends to this game.");
    }
    if (state.phase !== "setup") {
      throw new HttpError(409, "wrong_phase", "Friends can be invited only before the game starts.");
    }
    const friend = friendId === user.id ? null : await findUserById(db, friendId);
    if (!friend || !(await areFriends(db, user.id, friend.id))) {
      throw new HttpError(403, "forbidden", "You can only invite your friends to a game.");
    }
    if (activeSeatOf(state, friend.id)) {
      throw new HttpError(409, "already_joined", `${friend.username} is already in this game.`);
    }
    const presence = (await readPresence(db, [friend.id], freshSince())).get(friend.id);
    if (presence?.status !== "online") {
      throw new HttpError(409, "friend_not_online", `${friend.username} is not online.`);
    }
    const limit = limits.invitesPerUser.check(user.id);
    if (!limit.allowed) {
      throw new HttpError(
        429,
        "rate_limited",
        "You're sending invitations too quickly. Please wait a few minutes and try again.",
        { "retry-after": String(limit.retryAfterSeconds) },
      );
    }
    limits.invitesPerUser.hit(user.id);
    await push.push(friend.id, {
      type: "game_invite",
      gameId: state.id,
      gameName: state.name,
      fromUserId: user.id,
      fromName: user.username,
      joinCode: state.joinCode,
    });
    return { success: true, message: `Invitation sent to ${friend.username}.` };
  });
}
