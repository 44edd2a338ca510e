// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertGame, JoinCodeTakenError, loadGame } from "../../src/db/repos/games";
import { GameService } from "../../src/game/game-service";
import {
  type Caller,
  call,
  createGame,
  gameInSetup,
  gameInWriting,
  handOf,
  joinGame,
  mentionedWords,
  newCaller,
  PAGE,
  PAGE_WORDS,
  type Seat,
  submitAll,
} from "../support/game-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const view = async (caller: Caller, gameId: string) =>
  (await call(t.app, caller, "GET", `/api/games/${gameId}`)).json();

describe("POST /api/games", () => {
  it("creates a game in setup with the caller seated as host and a join code like SUNSET42", async () => {
    const host = await newCaller(t.app);
    const res = await call(t.app, host, "POST", "/api/games", {
      playerName: "Hana",
      isPublic: true,
      hostId: "ignored",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.game).toMatchObject({
      name: "Hana's Game",
      currentPhase: "setup",
      isPublic: true,
      totalRounds: 7,
    });
    expect(body.game.joinCode).toMatch(/^[A-Z]+[1-9][0-9]{0,2}$/);
    expect(body.players).toHaveLength(1);
    expect(body.players[0]).toMatchObject({
      id: body.player.id,
      userId: host.userId,
      isHost: true,
      isReady: false,
    });
    expect(body.player).toEqual({ id: body.player.id, name: "Hana", gameId: body.game.id });
  });

  it("refuses a signed-out caller with 401 and a bad body with 400", async () => {
    expect((await call(t.app, null, "POST", "/api/games", { playerName: "X" })).statusCode).toBe(401);
    const caller = await newCaller(t.app);
    const noName = await call(t.app, caller, "POST", "/api/games", { playerName: "  " });
    expect(noName.statusCode).toBe(400);
    expect(errorBodyOf(noName).message).toMatch(/Please enter your name/);
    expect(
      (await call(t.app, caller, "POST", "/api/games", { playerName: "X", totalRounds: 11 })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, caller, "POST", "/api/games", { playerName: "X", isAdmin: true })).statusCode,
    ).toBe(400);
  });

  it("keeps join codes unique among games that are not complete, drawing again on a clash", async () => {
    const host = await newCaller(t.app);
    const draws = [0, 0, 0, 0, 0.5, 0.5];
    const service = new GameService({
      db: t.db,
      bus: t.bus,
      clock: t.clock,
      log: t.app.log,
      rng: () => draws.shift() ?? 0.9,
    });
    const first = await service.create({ id: "g-a" }, { playerId: "p-a", userId: host.userId, name: "A" });
    const second = await service.create({ id: "g-b" }, { playerId: "p-b", userId: host.userId, name: "B" });
    expect(first.joinCode).toBe("SUNSET1");
    expect(second.joinCode).not.toBe("SUNSET1");
    // The database refuses a second live game with the same code, but not once the first is complete.
    const clash = { ...first, id: "g-c", players: [{ ...first.players[0]!, id: "p-c" }] };
    await expect(insertGame(t.db, clash, 0)).rejects.toBeInstanceOf(JoinCodeTakenError);
    await t.db.updateTable("games").set({ completed_at: 1 }).where("id", "=", "g-a").execute();
    await expect(insertGame(t.db, clash, 0)).resolves.toBeUndefined();
  });
});

describe("GET /api/games/:id", () => {
  it("answers the caller's own view, a seatless user the public view with the invite, and 404 for an unknown game", async () => {
    const { gameId, seats, joinCode } = await gameInSetup(t.app, 2);
    const mine = await view(seats[1]!, gameId);
    expect(mine.viewerId).toBe(seats[1]!.playerId);
    expect(mine.players).toHaveLength(2);
    const stranger = await newCaller(t.app);
    const uninvited = await call(t.app, stranger, "GET", `/api/games/${gameId}`);
    expect(uninvited.statusCode).toBe(403);
    expect(errorBodyOf(uninvited).message).toMatch(/private/);
    expect((await view(stranger, `${gameId}?invite=${joinCode.toLowerCase()}`)).viewerId).toBeNull();
    const missing = await call(t.app, stranger, "GET", "/api/games/nope");
    expect(missing.statusCode).toBe(404);
    expect(errorBodyOf(missing).message).toBe("Game not found.");
    expect((await call(t.app, null, "GET", `/api/games/${gameId}`)).statusCode).toBe(401);
  });
});

describe("GET /api/games/by-code/:code", () => {
  it("finds a live game case-insensitively", async () => {
    const { gameId, joinCode } = await gameInSetup(t.app, 1);
    const caller = await newCaller(t.app);
    const res = await call(t.app, caller, "GET", `/api/games/by-code/${joinCode.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().game.id).toBe(gameId);
  });

  it.each(["SUNSET100", "' OR 1=1--", "%27%3B%20DROP%20TABLE%20games%3B--", "x".repeat(60)])(
    "answers %s with 404, never 500 (A21)",
    async (code) => {
      const caller = await newCaller(t.app);
      const res = await call(t.app, caller, "GET", `/api/games/by-code/${encodeURIComponent(code)}`);
      expect(res.statusCode).toBe(404);
      expect(errorBodyOf(res).code).toBe("game_not_found");
    },
  );

  it("answers 429 once a user has looked up too many codes (A22)", async () => {
    const caller = await newCaller(t.app);
    const statuses: number[] = [];
    for (let n = 1; n <= 25; n++) {
      statuses.push((await call(t.app, caller, "GET", `/api/games/by-code/RIVER${n}`)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});

describe("GET /api/games/public", () => {
  it("lists only public games in setup that are not full, with playerCount and maxPlayers", async () => {
    const open = await gameInSetup(t.app, 2, { isPublic: true });
    await gameInSetup(t.app, 1, { isPublic: false });
    const started = await gameInWriting(t.app, 2, { isPublic: true });
    const full = await gameInSetup(t.app, 1, { isPublic: true });
    for (let i = 0; i < 7; i++) {
      const res = await call(t.app, full.seats[0]!, "POST", `/api/games/${full.gameId}/add-bot`, {
        botType: "auntie",
      });
      expect(res.statusCode).toBe(201);
    }
    const list = (await call(t.app, open.seats[0]!, "GET", "/api/games/public")).json();
    expect(list.map((g: { id: string }) => g.id)).toEqual([open.gameId]);
    expect(list[0]).toMatchObject({ playerCount: 2, maxPlayers: 8, phase: "setup", isPublic: true });
    expect(list.map((g: { id: string }) => g.id)).not.toContain(started.gameId);
  });
});

describe("PATCH /api/games/:id", () => {
  it("lets the host choose a page, and refuses a non-host with 403 (A15)", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 2);
    const res = await call(t.app, seats[0]!, "PATCH", `/api/games/${gameId}`, { currentPageNumber: 2 });
    expect(res.statusCode).toBe(200);
    // Intents answer with the committed version only (ADR 012); the view comes from the socket or a GET.
    const after = await view(seats[0]!, gameId);
    expect(res.json()).toEqual({ version: after.game.version });
    expect(after.game.currentPageNumber).toBe(2);
    const other = await call(t.app, seats[1]!, "PATCH", `/api/games/${gameId}`, { currentPageNumber: 3 });
    expect(other.statusCode).toBe(403);
    const unknown = await call(t.app, seats[0]!, "PATCH", `/api/games/${gameId}`, { currentPageNumber: 999 });
    expect(unknown.statusCode).toBe(400);
  });

  // "The spec": the PATCH body of docs/product.md §12 and the start errors of docs/product.md §14.
  it("starts the game for the host with the spec's body and the spec's errors", async () => {
    const host = await newCaller(t.app);
    const { gameId } = await createGame(t.app, host);
    const noPage = await call(t.app, host, "PATCH", `/api/games/${gameId}`, {
      currentPhase: "writing",
      timeRemaining: 180,
    });
    expect(noPage.statusCode).toBe(409);
    expect(errorBodyOf(noPage).message).toBe(
      "Select Wordbook Page - Please select a wordbook page before starting.",
    );
    await call(t.app, host, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE });
    const alone = await call(t.app, host, "PATCH", `/api/games/${gameId}`, { currentPhase: "writing" });
    expect(errorBodyOf(alone).message).toBe(
      "Not Enough Players - At least 2 players must be ready to start.",
    );
    const friend = await newCaller(t.app);
    const friendSeat = await joinGame(t.app, friend, gameId, "Friend");
    await call(t.app, friend, "PATCH", `/api/players/${friendSeat}`, { isReady: true });
    await call(t.app, host, "PATCH", `/api/players/${(await view(host, gameId)).viewerId}`, {
      isReady: true,
    });
    // Everyone ready and a page chosen: the game started on its own.
    const started = await view(host, gameId);
    expect(started.game.currentPhase).toBe("writing");
    expect(started.game.deadline).toBe(t.clock.now() + 180_000);
    expect(t.app.scheduler.armed(gameId)).toBe(started.game.deadline);
  });

  it("never lets anyone set a phase directly: 409 for the host, 403 for others, phase unchanged (A15)", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    for (const phase of ["reading", "scoring", "complete", "setup"]) {
      const host = await call(t.app, seats[0]!, "PATCH", `/api/games/${gameId}`, { currentPhase: phase });
      expect(host.statusCode).toBe(409);
      const other = await call(t.app, seats[1]!, "PATCH", `/api/games/${gameId}`, { currentPhase: phase });
      expect(other.statusCode).toBe(403);
    }
    const next = await call(t.app, seats[1]!, "PATCH", `/api/games/${gameId}`, {
      currentRound: 2,
      currentPhase: "writing",
      timeRemaining: 180,
    });
    expect(next.statusCode).toBe(403);
    expect((await view(seats[0]!, gameId)).game).toMatchObject({ currentPhase: "writing", currentRound: 1 });
  });

  it("advances exactly once when the host double-clicks Continue (A16)", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    await submitAll(t.app, gameId, seats);
    t.clock.advance(120_001);
    await t.app.games.tick(gameId);
    expect((await view(seats[0]!, gameId)).game.currentPhase).toBe("scoring");
    const body = { currentRound: 2, currentPhase: "writing", timeRemaining: 180 };
    const [a, b] = await Promise.all([
      call(t.app, seats[0]!, "PATCH", `/api/games/${gameId}`, body),
      call(t.app, seats[0]!, "PATCH", `/api/games/${gameId}`, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await view(seats[0]!, gameId);
    expect(after.game).toMatchObject({ currentRound: 2, currentPhase: "writing" });
    expect(after.game.version).toBe((await loadGame(t.db, gameId))?.state.version);
  });
});

describe("deadlines", () => {
  it("ends writing at its deadline, reading at its own, and auto-continues scoring after 30 s", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    await submitAll(t.app, gameId, seats.slice(0, 1));
    t.clock.advance(179_000);
    expect(await t.app.games.tick(gameId)).toBeNull();
    t.clock.advance(1_000);
    expect((await t.app.games.tick(gameId))?.phase).toBe("reading");
    t.clock.advance(120_000);
    expect((await t.app.games.tick(gameId))?.phase).toBe("scoring");
    const scoring = await view(seats[0]!, gameId);
    expect(scoring.game.deadline).toBe(t.clock.now() + 30_000);
    t.clock.advance(30_000);
    expect((await t.app.games.tick(gameId))?.phase).toBe("writing");
    expect((await view(seats[0]!, gameId)).game.currentRound).toBe(2);
  });
});

describe("POST /api/games/:id/rejoin and /leave", () => {
  it("keeps a leaver's seat once the game started, and rejoin brings them back", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 3);
    const left = await call(t.app, seats[2]!, "POST", `/api/games/${gameId}/leave`);
    expect(left.statusCode).toBe(200);
    expect(
      (await view(seats[0]!, gameId)).players.find((p: { id: string }) => p.id === seats[2]!.playerId)
        .hasLeft,
    ).toBe(true);
    const back = await call(t.app, seats[2]!, "POST", `/api/games/${gameId}/rejoin`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({
      player: { id: seats[2]!.playerId, name: "Player 3", gameId },
      version: (await view(seats[0]!, gameId)).game.version,
    });
    expect(
      (await view(seats[2]!, gameId)).players.find((p: { id: string }) => p.id === seats[2]!.playerId)
        .hasLeft,
    ).toBe(false);
    // Rejoining a seat that never left (a refresh) changes nothing.
    const before = (await view(seats[0]!, gameId)).game.version;
    expect((await call(t.app, seats[0]!, "POST", `/api/games/${gameId}/rejoin`)).statusCode).toBe(200);
    expect((await view(seats[0]!, gameId)).game.version).toBe(before);
  });

  it("removes a leaver's seat in setup, and answers 404 to a rejoin without a seat", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 2);
    await call(t.app, seats[1]!, "POST", `/api/games/${gameId}/leave`);
    expect((await view(seats[0]!, gameId)).players).toHaveLength(1);
    const res = await call(t.app, seats[1]!, "POST", `/api/games/${gameId}/rejoin`);
    expect(res.statusCode).toBe(404);
    expect(errorBodyOf(res).message).toBe("You are not a player in this game.");
  });
});

describe("POST /api/games/:id/choose-word and /reroll-prompt", () => {
  it("lets each player choose only a word of their own hand, refusing any other word alike (A17)", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const [first, second] = seats as [Seat, Seat];
    const mine = await handOf(t.app, first, gameId);
    const theirs = await handOf(t.app, second, gameId);
    // Any case and spacing is the dealt word.
    const chosen = await call(t.app, first, "POST", `/api/games/${gameId}/choose-word`, {
      word: ` ${mine[1]!.toUpperCase()} `,
    });
    expect(chosen.statusCode).toBe(200);
    expect((await view(first, gameId)).me.word).toBe(mine[1]);

    // The other player's chosen word, their other dealt words, a page word nobody holds and a word on
    // no page all get the same answer, so a refusal tells nothing about anyone's hand.
    const nobodys = PAGE_WORDS.find((w) => !mine.includes(w) && !theirs.includes(w))!;
    for (const word of [mine[1]!, mine[0]!, nobodys, "chair"]) {
      const res = await call(t.app, second, "POST", `/api/games/${gameId}/choose-word`, { word });
      expect(res.statusCode, word).toBe(400);
      expect(errorBodyOf(res), word).toEqual({
        code: "word_not_dealt",
        message: "Choose one of the words dealt to you this round.",
      });
    }
    const secondView = await view(second, gameId);
    expect(secondView.me.word).toBeNull();
    // The other player's view holds neither the chosen word nor the hand (docs/reliability.md A17).
    expect(mentionedWords(secondView, mine)).toEqual([]);
    expect(secondView.me.hand).toEqual(theirs);
  });

  it("re-rolls the style prompt in style_challenge and refuses in standard mode", async () => {
    const style = await gameInWriting(t.app, 2, { gameMode: "style_challenge" });
    const res = await call(t.app, style.seats[0]!, "POST", `/api/games/${style.gameId}/reroll-prompt`);
    expect(res.statusCode).toBe(200);
    expect(typeof (await view(style.seats[0]!, style.gameId)).me.prompt).toBe("string");
    const standard = await gameInWriting(t.app, 2);
    expect(
      (await call(t.app, standard.seats[0]!, "POST", `/api/games/${standard.gameId}/reroll-prompt`))
        .statusCode,
    ).toBe(409);
  });
});

describe("POST /api/games/:id/add-bot", () => {
  it("adds a ready bot with a persona name for the host", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 1);
    const res = await call(t.app, seats[0]!, "POST", `/api/games/${gameId}/add-bot`, { botType: "grandpa" });
    expect(res.statusCode).toBe(201);
    expect(res.json().bot.name).toMatch(/Grandpa/);
    const bot = (await view(seats[0]!, gameId)).players.find((p: { isBot: boolean }) => p.isBot);
    expect(bot).toMatchObject({ id: res.json().bot.id, isReady: true, userId: null });
    expect(bot).toMatchObject({ botType: "grandpa", botDifficulty: "medium" });
    const expert = await call(t.app, seats[0]!, "POST", `/api/games/${gameId}/add-bot`, {
      botType: "auntie",
      difficulty: "expert",
    });
    expect(expert.statusCode).toBe(201);
    expect(expert.json().bot).toEqual({ id: expect.any(String), name: expect.stringMatching(/Auntie/) });
    const players = (await view(seats[0]!, gameId)).players;
    expect(players.find((p: { id: string }) => p.id === expert.json().bot.id)).toMatchObject({
      botType: "auntie",
      botDifficulty: "expert",
    });
  });

  it("refuses a non-host with 403, a full game with 409 'game is full', and a started game with 409 (A29)", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 2);
    const notHost = await call(t.app, seats[1]!, "POST", `/api/games/${gameId}/add-bot`, {
      botType: "auntie",
    });
    expect(notHost.statusCode).toBe(403);
    expect(errorBodyOf(notHost)).toEqual({ code: "not_host", message: "Only the host can add bots." });
    for (let i = 0; i < 6; i++) {
      expect(
        (await call(t.app, seats[0]!, "POST", `/api/games/${gameId}/add-bot`, { botType: "random" }))
          .statusCode,
      ).toBe(201);
    }
    const ninth = await call(t.app, seats[0]!, "POST", `/api/games/${gameId}/add-bot`, { botType: "auntie" });
    expect(ninth.statusCode).toBe(409);
    expect(errorBodyOf(ninth).message).toMatch(/game is full/);
    const late = await gameInWriting(t.app, 2);
    const started = await call(t.app, late.seats[0]!, "POST", `/api/games/${late.gameId}/add-bot`, {
      botType: "auntie",
    });
    expect(started.statusCode).toBe(409);
    expect(errorBodyOf(started)).toEqual({
      code: "wrong_phase",
      message: "Bots can only be added before the game starts.",
    });
    const badType = await call(t.app, seats[0]!, "POST", `/api/games/${gameId}/add-bot`, {
      botType: "uncle",
    });
    expect(badType.statusCode).toBe(400);
    expect(errorBodyOf(badType).message).toBe("botType must be one of: auntie, grandpa, random.");
  });
});

describe("GET /api/user/games", () => {
  it("lists the caller's games that are not complete, with their seat", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 2);
    const res = await call(t.app, seats[1]!, "GET", "/api/user/games");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        playerId: seats[1]!.playerId,
        playerName: "Player 2",
        isHost: false,
        game: expect.objectContaining({ id: gameId }),
      }),
    ]);
    // The host leaving alone in setup completes the game: it drops off the host's list.
    const solo = await gameInSetup(t.app, 1);
    await call(t.app, solo.seats[0]!, "POST", `/api/games/${solo.gameId}/leave`);
    expect((await call(t.app, solo.seats[0]!, "GET", "/api/user/games")).json()).toEqual([]);
    expect((await call(t.app, null, "GET", "/api/user/games")).statusCode).toBe(401);
  });
});

describe("POST /api/players and PATCH /api/players/:id", () => {
  it("seats a joiner in setup, and a retried join returns the same seat without a second one (F9)", async () => {
    const { gameId } = await gameInSetup(t.app, 1);
    const joiner = await newCaller(t.app);
    const first = await call(t.app, joiner, "POST", "/api/players", { gameId, name: "Jo", isHost: true });
    expect(first.statusCode).toBe(201);
    const again = await call(t.app, joiner, "POST", "/api/players", { gameId, name: "Jo" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const players = (await view(joiner, gameId)).players;
    expect(players).toHaveLength(2);
    expect(players[1]).toMatchObject({ name: "Jo", isHost: false });
  });

  it("refuses a ninth player with 409 'game is full' and a joiner after the start with 409 (A29)", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 1);
    for (let i = 0; i < 7; i++)
      await call(t.app, seats[0]!, "POST", `/api/games/${gameId}/add-bot`, { botType: "auntie" });
    const ninth = await call(t.app, await newCaller(t.app), "POST", "/api/players", { gameId, name: "Nine" });
    expect(ninth.statusCode).toBe(409);
    expect(errorBodyOf(ninth).message).toMatch(/game is full/);
    const started = await gameInWriting(t.app, 2);
    const late = await call(t.app, await newCaller(t.app), "POST", "/api/players", {
      gameId: started.gameId,
      name: "Late",
    });
    expect(late.statusCode).toBe(409);
  });

  it("lets a player change only their own seat's readiness", async () => {
    const { gameId, seats } = await gameInSetup(t.app, 3);
    const res = await call(t.app, seats[1]!, "PATCH", `/api/players/${seats[1]!.playerId}`, {
      isReady: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await view(seats[1]!, gameId)).players[1].isReady).toBe(true);
    expect(
      (await call(t.app, seats[1]!, "PATCH", `/api/players/${seats[2]!.playerId}`, { isReady: true }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, seats[1]!, "PATCH", "/api/players/nobody", { isReady: true })).statusCode).toBe(
      404,
    );
    const flags = await call(t.app, seats[1]!, "PATCH", `/api/players/${seats[1]!.playerId}`, {
      hasSubmittedRiddle: true,
    });
    expect(flags.statusCode).toBe(409);
    expect((await view(seats[0]!, gameId)).players[2].isReady).toBe(false);
  });
});

describe("GET /api/wordbook", () => {
  it("lists every page without a session, serves one page with its words, and a random page", async () => {
    const list = await call(t.app, null, "GET", "/api/wordbook");
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThanOrEqual(30);
    expect(list.json()[0]).toMatchObject({ pageNumber: 1, category: "Common Objects", difficulty: "easy" });
    const page = (await call(t.app, null, "GET", `/api/wordbook/page/${PAGE}`)).json();
    expect(page).toMatchObject({ pageNumber: PAGE, category: "Animals" });
    expect(page.words).toEqual(expect.arrayContaining(["elephant", "penguin", "kangaroo", "octopus"]));
    const random = await call(t.app, null, "GET", "/api/wordbook/random");
    expect(random.statusCode).toBe(200);
    expect(random.json().words.length).toBeGreaterThanOrEqual(24);
  });

  it("answers an unknown page with 404 and a clear message", async () => {
    const res = await call(t.app, null, "GET", "/api/wordbook/page/999");
    expect(res.statusCode).toBe(404);
    expect(errorBodyOf(res).message).toBe("Wordbook page 999 does not exist.");
    expect((await call(t.app, null, "GET", "/api/wordbook/page/abc")).statusCode).toBe(400);
  });
});
