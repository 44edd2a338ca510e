import { getPage } from "@riddlebook/words/wordbook";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Caller, call, createGame, newCaller } from "../support/game-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({
    config: { rateLimitScale: 100, matchRelaxSeconds: 5, matchStaleSeconds: 10, matchBotOfferSeconds: 15 },
  });
});
afterEach(async () => {
  await t.close();
});

const PREFS = { gameMode: "standard", preferredRounds: 7, skillLevel: "any" } as const;

const join = (caller: Caller, body: Record<string, unknown> = PREFS) =>
  call(t.app, caller, "POST", "/api/matchmaking/join", body);
const status = async (caller: Caller) => (await call(t.app, caller, "GET", "/api/matchmaking/status")).json();
const view = async (caller: Caller, gameId: string) =>
  (await call(t.app, caller, "GET", `/api/games/${gameId}`)).json();
const entryCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("matchmaking_entries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Waits `ms` on the manual clock while polling status, as the client does every 2 s. */
async function waitPolling(callers: Caller[], ms: number) {
  for (let waited = 0; waited < ms; waited += 2000) {
    t.clock.advance(Math.min(2000, ms - waited));
    for (const caller of callers) await status(caller);
  }
}

describe("quick match over HTTP", () => {
  it("queues a lone seeker, who then polls as waiting with their search's start and preferences", async () => {
    const ann = await newCaller(t.app);
    const res = await join(ann, { ...PREFS, playerName: "Ann" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ matched: false, gameId: null });
    expect(await status(ann)).toEqual({
      status: "waiting",
      botOfferAvailable: false,
      waitingSince: t.clock.now(),
      preferences: PREFS,
    });
  });

  it("answers idle to someone who never searched, and needs a signed-in user", async () => {
    const ann = await newCaller(t.app);
    expect(await status(ann)).toEqual({ status: "idle" });
    expect((await call(t.app, null, "GET", "/api/matchmaking/status")).statusCode).toBe(401);
    expect((await call(t.app, null, "POST", "/api/matchmaking/join", PREFS)).statusCode).toBe(401);
  });

  it("pairs two seekers into a new private game that has already started, the first one hosting", async () => {
    const ann = await newCaller(t.app);
    const bo = await newCaller(t.app);
    expect((await join(ann, { ...PREFS, playerName: "Ann" })).json().matched).toBe(false);
    t.clock.advance(1000);
    const second = (await join(bo, { ...PREFS, playerName: "Bo" })).json();
    expect(second.matched).toBe(true);
    expect(typeof second.gameId).toBe("string");
    expect(await status(ann)).toEqual({ status: "matched", gameId: second.gameId });
    expect(await status(bo)).toEqual({ status: "matched", gameId: second.gameId });

    const game = await view(ann, second.gameId);
    expect(game.game).toMatchObject({
      name: "Quick Match",
      isPublic: false,
      gameMode: "standard",
      totalRounds: 7,
      currentRound: 1,
      currentPhase: "writing",
      maxPlayers: 2,
    });
    expect(getPage(game.game.currentPageNumber)).toBeDefined();
    expect(game.players.map((p: { name: string; isHost: boolean; isReady: boolean }) => p)).toEqual([
      expect.objectContaining({ name: "Ann", userId: ann.userId, isHost: true, isReady: true }),
      expect.objectContaining({ name: "Bo", userId: bo.userId, isHost: false, isReady: true }),
    ]);
    // It is an ordinary game: the writing clock runs and both can act in it.
    expect(game.game.deadline).toBeGreaterThan(t.clock.now());
    expect(t.app.scheduler.armed(second.gameId)).toBe(game.game.deadline);
    const mine = await call(t.app, bo, "GET", "/api/user/games");
    expect(mine.json().map((g: { game: { id: string } }) => g.game.id)).toContain(second.gameId);
  });

  it("plays under the username when no player name is given", async () => {
    const ann = await newCaller(t.app);
    const bo = await newCaller(t.app);
    await join(ann);
    const { gameId } = (await join(bo)).json();
    const names = (await view(ann, gameId)).players.map((p: { name: string }) => p.name);
    expect(names[0]).toMatch(/^player_\d+$/);
  });

  it("treats a re-posted join as a refresh of the one entry, never a second one", async () => {
    const ann = await newCaller(t.app);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(3000);
      expect((await join(ann)).json()).toEqual({ matched: false, gameId: null });
    }
    expect(await entryCount()).toBe(1);
    // The search started with the first post.
    expect((await status(ann)).waitingSince).toBe(t.clock.now() - 9000);
    // Changing preferences while queued updates the entry in place.
    await join(ann, { ...PREFS, preferredRounds: 10 });
    expect((await status(ann)).preferences.preferredRounds).toBe(10);
    expect(await entryCount()).toBe(1);
  });

  it("answers a seeker already in a quick-match game with that game, and pairs them anew once it is over", async () => {
    const ann = await newCaller(t.app);
    const bo = await newCaller(t.app);
    await join(ann);
    const { gameId } = (await join(bo)).json();
    expect((await join(ann)).json()).toEqual({ matched: true, gameId });
    expect((await join(bo)).json()).toEqual({ matched: true, gameId });
    expect(await entryCount()).toBe(2);

    // Once Ann has left the game, she searches again; Bo is still in it.
    expect((await call(t.app, ann, "POST", `/api/games/${gameId}/leave`)).statusCode).toBe(200);
    expect((await join(ann)).json()).toEqual({ matched: false, gameId: null });
    expect((await status(ann)).status).toBe("waiting");
    expect(await status(bo)).toEqual({ status: "matched", gameId });
  });

  it("lets a seeker leave, and treats leaving when not queued as harmless", async () => {
    const ann = await newCaller(t.app);
    const bo = await newCaller(t.app);
    const notQueued = await call(t.app, ann, "DELETE", "/api/matchmaking/leave");
    expect(notQueued.statusCode).toBe(200);
    expect(notQueued.json()).toEqual({ status: "idle" });

    await join(ann);
    const left = await call(t.app, ann, "DELETE", "/api/matchmaking/leave");
    expect(left.json()).toEqual({ status: "idle" });
    expect(await entryCount()).toBe(0);
    // Someone who left is not matched with the next seeker.
    expect((await join(bo)).json().matched).toBe(false);
    expect((await call(t.app, ann, "DELETE", "/api/matchmaking/leave")).json()).toEqual({ status: "idle" });
  });

  it.each([
    ["no body", undefined],
    ["an unknown mode", { ...PREFS, gameMode: "style_challenge" }],
    ["rounds not offered", { ...PREFS, preferredRounds: 4 }],
    ["rounds as text", { ...PREFS, preferredRounds: "7" }],
    ["a profile-only skill level", { ...PREFS, skillLevel: "expert" }],
    ["a missing field", { gameMode: "standard", preferredRounds: 7 }],
    ["an unknown field", { ...PREFS, hostId: "x" }],
    ["an empty name", { ...PREFS, playerName: "   " }],
  ])("refuses a join with %s (400)", async (_what, body) => {
    const ann = await newCaller(t.app);
    const res = await call(t.app, ann, "POST", "/api/matchmaking/join", body);
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).code).toMatch(/invalid_request|invalid_json/);
    expect(await entryCount()).toBe(0);
  });

  it("never pairs different modes", async () => {
    const ann = await newCaller(t.app);
    const bo = await newCaller(t.app);
    await join(ann);
    expect((await join(bo, { ...PREFS, gameMode: "head_to_head", preferredRounds: 3 })).json().matched).toBe(
      false,
    );
    await waitPolling([ann, bo], 8000);
    expect((await join(bo, { ...PREFS, gameMode: "head_to_head", preferredRounds: 3 })).json().matched).toBe(
      false,
    );
  });

  it("prefers exact preferences, then relaxes skill and rounds after a few seconds of waiting", async () => {
    const ann = await newCaller(t.app);
    const bo = await newCaller(t.app);
    const annPrefs = { gameMode: "standard", preferredRounds: 10, skillLevel: "advanced" };
    const boPrefs = { gameMode: "standard", preferredRounds: 5, skillLevel: "beginner" };
    await join(ann, annPrefs);
    expect((await join(bo, boPrefs)).json().matched).toBe(false);
    await waitPolling([ann, bo], 4000);
    expect((await join(bo, boPrefs)).json().matched).toBe(false);
    await waitPolling([ann, bo], 2000);
    const matched = (await join(bo, boPrefs)).json();
    expect(matched.matched).toBe(true);
    // Ann waited longer: she hosts, and her rounds are played.
    const game = await view(ann, matched.gameId);
    expect(game.game.totalRounds).toBe(10);
    expect(game.players[0].userId).toBe(ann.userId);
  });

  it("lets an entry expire when its seeker stops polling", async () => {
    const ann = await newCaller(t.app);
    const bo = await newCaller(t.app);
    await join(ann);
    t.clock.advance(11_000);
    expect((await join(bo)).json().matched).toBe(false);
    expect(await status(ann)).toEqual({ status: "idle" });
    // Coming back starts a fresh search, which pairs with the seeker who is still there.
    expect((await join(ann)).json().matched).toBe(true);
  });

  it("offers a bot game after 15 s alone, with a medium bot and the game started at once", async () => {
    const ann = await newCaller(t.app);
    await join(ann, { gameMode: "head_to_head", preferredRounds: 3, skillLevel: "any", playerName: "Ann" });
    const early = await call(t.app, ann, "POST", "/api/matchmaking/play-with-bot");
    expect(early.statusCode).toBe(409);
    expect(errorBodyOf(early).code).toBe("bot_offer_unavailable");
    await waitPolling([ann], 14_000);
    expect((await status(ann)).botOfferAvailable).toBe(false);
    await waitPolling([ann], 1000);
    expect((await status(ann)).botOfferAvailable).toBe(true);

    const res = await call(t.app, ann, "POST", "/api/matchmaking/play-with-bot");
    expect(res.statusCode).toBe(200);
    const { gameId } = res.json();
    const game = await view(ann, gameId);
    expect(game.game).toMatchObject({
      gameMode: "head_to_head",
      totalRounds: 3,
      currentPhase: "writing",
      isPublic: false,
    });
    expect(game.players).toEqual([
      expect.objectContaining({ name: "Ann", isHost: true, isBot: false }),
      expect.objectContaining({ isBot: true, botDifficulty: "medium", isReady: true }),
    ]);
    expect(await status(ann)).toEqual({ status: "matched", gameId });
    // Asking again answers the same game; the entry is out of the queue.
    expect((await call(t.app, ann, "POST", "/api/matchmaking/play-with-bot")).json()).toEqual({ gameId });
    const bo = await newCaller(t.app);
    expect(
      (await join(bo, { gameMode: "head_to_head", preferredRounds: 3, skillLevel: "any" })).json(),
    ).toEqual({ matched: false, gameId: null });
  });

  it("refuses the bot offer to someone who is not searching", async () => {
    const ann = await newCaller(t.app);
    const res = await call(t.app, ann, "POST", "/api/matchmaking/play-with-bot");
    expect(res.statusCode).toBe(409);
    expect(errorBodyOf(res).code).toBe("not_queued");
  });

  it("does not count a game the seeker created themself as a match", async () => {
    const ann = await newCaller(t.app);
    const bo = await newCaller(t.app);
    await createGame(t.app, ann);
    await join(ann);
    expect((await join(bo)).json().matched).toBe(true);
  });
});
