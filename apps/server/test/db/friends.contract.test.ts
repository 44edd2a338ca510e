import { createGame } from "@riddlebook/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate";
import { insertGame } from "../../src/db/repos/games";
import { setStats } from "../../src/db/repos/stats";
import { createUser } from "../../src/db/repos/users";
import type { Db } from "../../src/db/schema";
import * as lists from "../../src/features/friends/lists-repository";
import * as repo from "../../src/features/friends/repository";
import {
  answerFriendRequest,
  blockUser,
  cancelFriendRequest,
  sendFriendRequest,
} from "../../src/features/friends/requests";
import {
  deleteInstancePresence,
  deletePresence,
  deleteStalePresence,
  isSeatedInLiveGame,
  listFreshPresence,
  listInstancePresenceUsers,
  listStalePresence,
  summarizeGames,
  touchInstancePresence,
  upsertPresence,
} from "../../src/features/presence/repository";
import { dbTargets } from "../support/db-targets";

const T0 = Date.UTC(2031, 5, 15, 12, 0, 0); // beyond 2^32 ms: timestamps must survive as bigints
const DAY = 24 * 60 * 60 * 1000;

const targets = dbTargets({ sqlite: "file" });

for (const target of targets) {
  describe.skipIf(!target.available)(`friends and presence repositories on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    let seq = 0;

    beforeAll(async () => {
      const opened = await target.open();
      db = opened.db;
      cleanup = opened.close;
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await cleanup?.();
    });

    /** A new account; answers who they are as the repository's requests know them. */
    async function user(email: string | null = `person${seq + 1}@example.com`) {
      const n = ++seq;
      await createUser(db, {
        id: `user-${n}`,
        username: `Person_${n}`,
        email,
        passwordHash: null,
        firstName: null,
        lastName: null,
        createdAt: T0,
      });
      return { userId: `user-${n}`, email, name: `Person_${n}` };
    }
    type Who = Awaited<ReturnType<typeof user>>;

    const send = (from: Who, toEmail: string, now = T0) =>
      sendFriendRequest(db, { id: `req-${++seq}`, sender: from, toEmail, now });

    it("stores a request to an account, delivers it, and lists it on both sides", async () => {
      const ann = await user();
      const bo = await user();
      const sent = await send(ann, bo.email ?? "");
      expect(sent).toEqual({
        kind: "sent",
        request: { id: expect.any(String), createdAt: T0 },
        deliverTo: bo.userId,
      });
      const id = sent.kind === "sent" ? sent.request.id : "";
      expect(await lists.listIncomingRequests(db, bo)).toEqual([
        {
          id,
          direction: "incoming",
          userId: ann.userId,
          name: ann.name,
          email: null,
          status: "pending",
          createdAt: T0,
        },
      ]);
      expect(await lists.listOutgoingRequests(db, ann.userId, T0 - DAY)).toEqual([
        {
          id,
          direction: "outgoing",
          userId: null,
          name: null,
          email: bo.email,
          status: "pending",
          createdAt: T0,
        },
      ]);
      expect(await lists.listOutgoingRequests(db, ann.userId, T0 + 1)).toEqual([]);
      expect(await send(ann, bo.email ?? "", T0 + 5)).toEqual({ kind: "duplicate" });
    });

    it("keeps a request to an unknown e-mail unaddressed until an account has that e-mail", async () => {
      const ann = await user();
      const sent = await send(ann, "later@example.com");
      expect(sent).toMatchObject({ kind: "sent", deliverTo: null });
      const row = await db
        .selectFrom("friend_requests")
        .selectAll()
        .where("to_email", "=", "later@example.com")
        .executeTakeFirstOrThrow();
      expect(row.to_user_id).toBeNull();
      const later = await user("later@example.com");
      const incoming = await lists.listIncomingRequests(db, later);
      expect(incoming.map((r) => r.userId)).toEqual([ann.userId]);
      expect(
        await answerFriendRequest(db, {
          requestId: incoming[0]?.id ?? "",
          recipient: later,
          answer: "accepted",
          now: T0 + 1,
        }),
      ).toEqual({
        ok: true,
        senderId: ann.userId,
      });
      const answered = await db
        .selectFrom("friend_requests")
        .selectAll()
        .where("id", "=", incoming[0]?.id ?? "")
        .executeTakeFirstOrThrow();
      expect(answered).toMatchObject({ to_user_id: later.userId, status: "accepted", answered_at: T0 + 1 });
      expect(await repo.areFriends(db, ann.userId, later.userId)).toBe(true);
      expect(await repo.areFriends(db, later.userId, ann.userId)).toBe(true);
    });

    it("accepting writes both friendship rows once; answering again or by someone else fails", async () => {
      const ann = await user();
      const bo = await user();
      const cy = await user();
      const sent = await send(ann, bo.email ?? "");
      const requestId = sent.kind === "sent" ? sent.request.id : "";
      expect(
        await answerFriendRequest(db, { requestId, recipient: cy, answer: "accepted", now: T0 }),
      ).toEqual({ ok: false, reason: "not_found" });
      expect(
        await answerFriendRequest(db, { requestId, recipient: ann, answer: "accepted", now: T0 }),
      ).toEqual({ ok: false, reason: "not_found" });
      expect(
        await answerFriendRequest(db, { requestId, recipient: bo, answer: "accepted", now: T0 + 7 }),
      ).toEqual({ ok: true, senderId: ann.userId });
      expect(
        await answerFriendRequest(db, { requestId, recipient: bo, answer: "declined", now: T0 }),
      ).toEqual({ ok: false, reason: "not_pending" });
      const rows = await db
        .selectFrom("friendships")
        .selectAll()
        .where("user_id", "in", [ann.userId, bo.userId])
        .orderBy("user_id")
        .execute();
      expect(rows.map((r) => ({ ...r, created_at: Number(r.created_at) }))).toEqual([
        { user_id: ann.userId, friend_id: bo.userId, created_at: T0 + 7 },
        { user_id: bo.userId, friend_id: ann.userId, created_at: T0 + 7 },
      ]);
      expect(await send(ann, bo.email ?? "")).toEqual({ kind: "already_friends" });
      expect(await lists.listOutgoingRequests(db, ann.userId, 0)).toMatchObject([
        { status: "accepted", userId: bo.userId, name: bo.name },
      ]);
    });

    it("stores one pending request per sender and address, even for two sends at once", async () => {
      const ann = await user();
      const outcomes = await Promise.all([send(ann, "twice@example.com"), send(ann, "twice@example.com")]);
      expect(outcomes.map((o) => o.kind).sort()).toEqual(["duplicate", "sent"]);
      const rows = await db
        .selectFrom("friend_requests")
        .select("id")
        .where("from_user_id", "=", ann.userId)
        .execute();
      expect(rows).toHaveLength(1);
      await expect(
        db
          .insertInto("friend_requests")
          .values({
            id: "again",
            from_user_id: ann.userId,
            to_user_id: null,
            to_email: "twice@example.com",
            status: "pending",
            created_at: T0,
            answered_at: null,
          })
          .execute(),
      ).rejects.toThrow();
      // Answered requests do not count: a new one may follow.
      await db
        .updateTable("friend_requests")
        .set({ status: "accepted" })
        .where("from_user_id", "=", ann.userId)
        .execute();
      expect(await send(ann, "twice@example.com", T0 + 1)).toMatchObject({ kind: "sent" });
    });

    it("accepts the other side's pending request when both ask", async () => {
      const ann = await user();
      const bo = await user();
      const theirs = await send(bo, ann.email ?? "");
      const outcome = await send(ann, bo.email ?? "", T0 + 3);
      expect(outcome).toEqual({
        kind: "accepted",
        requestId: theirs.kind === "sent" ? theirs.request.id : "",
        friendId: bo.userId,
      });
      expect(await repo.areFriends(db, ann.userId, bo.userId)).toBe(true);
      expect(
        await db.selectFrom("friend_requests").select("id").where("from_user_id", "=", ann.userId).execute(),
      ).toEqual([]);
    });

    it("applies the cool-down after a decline or a cancel, by account and by e-mail alike", async () => {
      const ann = await user();
      const bo = await user();
      const declined = await send(ann, bo.email ?? "");
      await answerFriendRequest(db, {
        requestId: declined.kind === "sent" ? declined.request.id : "",
        recipient: bo,
        answer: "declined",
        now: T0 + 10,
      });
      expect(await send(ann, bo.email ?? "", T0 + 20)).toEqual({ kind: "cooldown", until: T0 + 10 + DAY });
      expect(await send(ann, bo.email ?? "", T0 + 10 + DAY)).toMatchObject({ kind: "sent" });

      const unknown = await send(ann, "nobody@example.com");
      const unknownId = unknown.kind === "sent" ? unknown.request.id : "";
      expect(await cancelFriendRequest(db, { requestId: unknownId, senderId: bo.userId, now: T0 })).toEqual({
        ok: false,
        reason: "not_found",
      });
      expect(
        await cancelFriendRequest(db, { requestId: unknownId, senderId: ann.userId, now: T0 + 30 }),
      ).toEqual({ ok: true, notify: null });
      expect(
        await cancelFriendRequest(db, { requestId: unknownId, senderId: ann.userId, now: T0 + 31 }),
      ).toEqual({ ok: false, reason: "not_pending" });
      expect(await send(ann, "nobody@example.com", T0 + 40)).toEqual({
        kind: "cooldown",
        until: T0 + 30 + DAY,
      });
      // Cancelled requests are not listed; declined ones are.
      expect((await lists.listOutgoingRequests(db, ann.userId, 0)).map((r) => r.status)).toEqual([
        "pending",
        "declined",
      ]);
    });

    it("names the recipient to tell of a cancel, found by e-mail when the request predates the account", async () => {
      const ann = await user();
      const sent = await send(ann, "signs-up-later@example.com");
      const later = await user("signs-up-later@example.com");
      expect(
        await cancelFriendRequest(db, {
          requestId: sent.kind === "sent" ? sent.request.id : "",
          senderId: ann.userId,
          now: T0 + 1,
        }),
      ).toEqual({
        ok: true,
        notify: later.userId,
      });
      expect(await lists.listIncomingRequests(db, later)).toEqual([]);
    });

    it("blocks: hides the blocked user's requests (either way), ends the friendship, cancels the blocker's requests", async () => {
      const ann = await user();
      const bo = await user();
      const cy = await user();
      const dee = await user();
      await send(ann, bo.email ?? "");
      const boAccepts = (await lists.listIncomingRequests(db, bo))[0]?.id ?? "";
      await answerFriendRequest(db, { requestId: boAccepts, recipient: bo, answer: "accepted", now: T0 });
      await send(cy, ann.email ?? "");
      await send(ann, dee.email ?? "");

      expect(await blockUser(db, { blockerId: ann.userId, blockedId: bo.userId, now: T0 + 1 })).toEqual({
        wasFriends: true,
      });
      expect(await repo.areFriends(db, ann.userId, bo.userId)).toBe(false);
      expect(await repo.areFriends(db, bo.userId, ann.userId)).toBe(false);
      expect(await repo.blockedEitherWay(db, bo.userId, ann.userId)).toBe(true);
      expect(await blockUser(db, { blockerId: ann.userId, blockedId: bo.userId, now: T0 + 2 })).toEqual({
        wasFriends: false,
      });

      expect((await lists.listIncomingRequests(db, ann)).map((r) => r.userId)).toEqual([cy.userId]);
      await blockUser(db, { blockerId: ann.userId, blockedId: cy.userId, now: T0 + 3 });
      expect(await lists.listIncomingRequests(db, ann)).toEqual([]);
      const cyRequest = await db
        .selectFrom("friend_requests")
        .select(["id", "status"])
        .where("from_user_id", "=", cy.userId)
        .executeTakeFirstOrThrow();
      expect(cyRequest.status).toBe("pending");
      expect(
        await answerFriendRequest(db, {
          requestId: cyRequest.id,
          recipient: ann,
          answer: "accepted",
          now: T0,
        }),
      ).toEqual({ ok: false, reason: "not_found" });

      // Ann's own pending request to Dee is cancelled when she blocks Dee; Dee's to Ann would be stored hidden.
      await blockUser(db, { blockerId: ann.userId, blockedId: dee.userId, now: T0 + 4 });
      expect(await lists.listIncomingRequests(db, dee)).toEqual([]);
      expect((await lists.listOutgoingRequests(db, ann.userId, 0)).map((r) => r.email)).not.toContain(
        dee.email,
      );
      expect(await send(dee, ann.email ?? "", T0 + 5)).toMatchObject({ kind: "sent", deliverTo: null });
      expect(await lists.listIncomingRequests(db, ann)).toEqual([]);

      expect((await lists.listBlocked(db, ann.userId)).map((b) => [b.id, b.blockedAt])).toEqual([
        [dee.userId, T0 + 4],
        [cy.userId, T0 + 3],
        [bo.userId, T0 + 1],
      ]);
      expect(await repo.deleteBlock(db, ann.userId, cy.userId)).toBe(true);
      expect(await repo.deleteBlock(db, ann.userId, cy.userId)).toBe(false);
      expect((await lists.listIncomingRequests(db, ann)).map((r) => r.userId)).toEqual([cy.userId]);
      expect(await blockUser(db, { blockerId: ann.userId, blockedId: "no-such-user", now: T0 })).toBeNull();
    });

    it("lists friends with their stats and removes a friendship on both sides", async () => {
      const ann = await user();
      const bo = await user();
      const guest = await user(null);
      for (const other of [bo]) {
        await send(ann, other.email ?? "");
        const id = (await lists.listIncomingRequests(db, other))[0]?.id ?? "";
        await answerFriendRequest(db, { requestId: id, recipient: other, answer: "accepted", now: T0 + 9 });
      }
      // A guest becomes a friend by asking (they have no e-mail to be asked by).
      await send(guest, ann.email ?? "");
      const guestRequest =
        (await lists.listIncomingRequests(db, ann)).find((r) => r.userId === guest.userId)?.id ?? "";
      await answerFriendRequest(db, {
        requestId: guestRequest,
        recipient: ann,
        answer: "accepted",
        now: T0 + 9,
      });
      await setStats(db, bo.userId, {
        gamesPlayed: 3,
        gamesWon: 2,
        riddlesCreated: 5,
        totalScore: 20,
        currentWinStreak: 2,
      });
      expect(await lists.listFriends(db, ann.userId)).toEqual([
        {
          id: bo.userId,
          name: bo.name,
          email: bo.email,
          gamesPlayed: 3,
          gamesWon: 2,
          totalScore: 20,
          currentStreak: 2,
          since: T0 + 9,
        },
        {
          id: guest.userId,
          name: guest.name,
          email: null,
          gamesPlayed: 0,
          gamesWon: 0,
          totalScore: 0,
          currentStreak: 0,
          since: T0 + 9,
        },
      ]);
      expect((await lists.listFriendIds(db, ann.userId)).sort()).toEqual([bo.userId, guest.userId].sort());
      expect(await repo.removeFriendship(db, bo.userId, ann.userId)).toBe(true);
      expect(await repo.removeFriendship(db, bo.userId, ann.userId)).toBe(false);
      expect(await lists.listFriendIds(db, ann.userId)).toEqual([guest.userId]);
      expect(await lists.listFriendIds(db, bo.userId)).toEqual([]);
    });

    it("keeps one presence row per instance and user, re-stamped, listed fresh, deleted per instance", async () => {
      const ann = await user();
      const bo = await user();
      await upsertPresence(db, {
        instanceId: "i1",
        userId: ann.userId,
        status: "online",
        gameId: null,
        updatedAt: T0,
      });
      await upsertPresence(db, {
        instanceId: "i1",
        userId: ann.userId,
        status: "away",
        gameId: "g-1",
        updatedAt: T0 + 1,
      });
      await upsertPresence(db, {
        instanceId: "i2",
        userId: ann.userId,
        status: "online",
        gameId: null,
        updatedAt: T0 - 100,
      });
      await upsertPresence(db, {
        instanceId: "i1",
        userId: bo.userId,
        status: "online",
        gameId: null,
        updatedAt: T0 + 1,
      });
      const fresh = await listFreshPresence(db, [ann.userId, bo.userId], T0 - 50);
      expect(fresh.sort((x, y) => x.userId.localeCompare(y.userId))).toEqual([
        { instanceId: "i1", userId: ann.userId, status: "away", gameId: "g-1", updatedAt: T0 + 1 },
        { instanceId: "i1", userId: bo.userId, status: "online", gameId: null, updatedAt: T0 + 1 },
      ]);
      expect(await listFreshPresence(db, [], 0)).toEqual([]);
      expect(await touchInstancePresence(db, "i1", T0 + 50)).toBe(2);
      expect(await listInstancePresenceUsers(db, "i1")).toEqual(new Set([ann.userId, bo.userId]));
      expect((await listFreshPresence(db, [ann.userId], T0 + 50)).map((r) => r.instanceId)).toEqual(["i1"]);
      await deletePresence(db, "i1", bo.userId);
      expect(await listInstancePresenceUsers(db, "i1")).toEqual(new Set([ann.userId]));
      await deleteInstancePresence(db, "i1");
      expect(await touchInstancePresence(db, "i1", T0 + 60)).toBe(0);
      await deleteInstancePresence(db, "i2");
    });

    it("deletes a stale row only once and only if it was not re-stamped since it was read", async () => {
      const ann = await user();
      const bo = await user();
      await upsertPresence(db, {
        instanceId: "dead",
        userId: ann.userId,
        status: "online",
        gameId: null,
        updatedAt: T0,
      });
      await upsertPresence(db, {
        instanceId: "alive",
        userId: bo.userId,
        status: "online",
        gameId: null,
        updatedAt: T0,
      });
      await upsertPresence(db, {
        instanceId: "alive",
        userId: ann.userId,
        status: "online",
        gameId: null,
        updatedAt: T0 + 5000,
      });
      const stale = await listStalePresence(db, T0 + 1000, 10);
      expect(stale.map((r) => [r.instanceId, r.userId]).sort()).toEqual(
        [
          ["alive", bo.userId],
          ["dead", ann.userId],
        ].sort(),
      );
      expect(await listStalePresence(db, T0 + 1000, 1)).toHaveLength(1);
      // The live instance re-stamps its row between the read and the delete: it stays.
      await touchInstancePresence(db, "alive", T0 + 6000);
      const results = await Promise.all(stale.map((row) => deleteStalePresence(db, row)));
      expect(results).toEqual(stale.map((row) => row.instanceId === "dead"));
      // Two sweepers racing on the same row: one wins.
      const deadRow = stale.find((r) => r.instanceId === "dead");
      expect(deadRow && (await deleteStalePresence(db, deadRow))).toBe(false);
      expect((await listFreshPresence(db, [ann.userId, bo.userId], 0)).map((r) => r.instanceId)).toEqual([
        "alive",
        "alive",
      ]);
      await deleteInstancePresence(db, "alive");
    });

    it("knows whether a user is seated in a live game, and what friends may learn of games", async () => {
      const ann = await user();
      const bo = await user();
      const make = async (id: string, code: string, isPublic: boolean) => {
        const created = createGame(
          { id, joinCode: code, name: `Table ${id}`, isPublic },
          { playerId: `${id}-host`, userId: ann.userId, name: "Ann" },
          { now: T0, rng: () => 0.5 },
        );
        if (!created.ok) throw new Error("bad settings");
        await insertGame(db, created.state, T0);
      };
      await make("pub-1", "GARDEN1", true);
      await make("priv-1", "BRIDGE2", false);
      expect(await isSeatedInLiveGame(db, ann.userId, "pub-1")).toBe(true);
      expect(await isSeatedInLiveGame(db, bo.userId, "pub-1")).toBe(false);
      expect(await isSeatedInLiveGame(db, ann.userId, "no-game")).toBe(false);
      await db
        .updateTable("games")
        .set({ completed_at: T0 + 1 })
        .where("id", "=", "priv-1")
        .execute();
      expect(await isSeatedInLiveGame(db, ann.userId, "priv-1")).toBe(false);
      const games = await summarizeGames(db, ["pub-1", "priv-1", "pub-1", "missing"]);
      expect(Object.fromEntries(games)).toEqual({
        "pub-1": { isPublic: true, live: true, name: "Table pub-1" },
        "priv-1": { isPublic: false, live: false, name: "Table priv-1" },
      });
      expect((await summarizeGames(db, [])).size).toBe(0);
    });
  });
}
