// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.
import { findLeakedWords } from "@riddlebook/rules/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countGuessRows, countRiddleRows } from "../../src/db/repos/games";
import { getStats } from "../../src/db/repos/stats";
import { call, gameInWriting, RIDDLES, type Seat, submitAll, WORDS } from "../support/game-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const riddle = (seat: Seat, gameId: string, riddleText: string, selectedWord: string = WORDS[0], round = 1) =>
  call(t.app, seat, "POST", "/api/riddles", {
    gameId,
    playerId: seat.playerId,
    round,
    selectedWord,
    riddleText,
  });
const guess = (seat: Seat, riddleId: string, text: string) =>
  call(t.app, seat, "POST", "/api/guesses", { riddleId, guesserId: seat.playerId, guess: text });

/** A 3-player game in reading: every seat i submitted WORDS[i]. */
async function gameInReading() {
  const { gameId, seats } = await gameInWriting(t.app, 3);
  const riddleIds = await submitAll(t.app, gameId, seats);
  return { gameId, seats, riddleIds };
}

describe("POST /api/riddles", () => {
  it.each([
    ["501 characters", "a".repeat(501), "too_long"],
    ["empty text", "", "empty"],
    ["whitespace only", "   \n\t ", "empty"],
    ["a control character", "A grey giant\u0007 of the savanna", "control"],
    ["the secret word", "I am an ELEPHANT, obviously", "word"],
  ])("refuses %s with 400 naming the rule that failed, and stores nothing (A19)", async (_name, text) => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const res = await riddle(seats[0]!, gameId, text);
    expect(res.statusCode).toBe(400);
    const body = errorBodyOf(res);
    expect(body.code).toBe("invalid_riddle");
    expect(body.message.length).toBeGreaterThan(5);
    expect(await countRiddleRows(t.db, gameId)).toBe(0);
  });

  it("accepts exactly 500 characters, emoji included (A19)", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const text = `${"🐘".repeat(10)}${"a".repeat(490)}`;
    expect([...text].length).toBe(500);
    const res = await riddle(seats[0]!, gameId, text);
    expect(res.statusCode).toBe(201);
  });

  it("refuses a riddle that uses a form of the word with 400 naming the offending word", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const res = await riddle(seats[0]!, gameId, "Two elephants walk into a bar.");
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toMatch(/"elephants"/);
    // Unrelated words that merely contain letters of another word pass.
    const ok = await riddle(seats[1]!, gameId, "I chase the mice with my keen eyes.", "owl");
    expect(ok.statusCode).toBe(201);
  });

  it("stores one row when the same riddle is sent twice, answering the original id; a different second riddle gets 409 (A28, F9)", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 3);
    const [a, b] = await Promise.all([
      riddle(seats[0]!, gameId, RIDDLES[0]),
      riddle(seats[0]!, gameId, RIDDLES[0]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const other = await riddle(seats[0]!, gameId, "Something else entirely, with big ears.");
    expect(other.statusCode).toBe(409);
    expect(errorBodyOf(other).code).toBe("already_submitted");
    expect(await countRiddleRows(t.db, gameId)).toBe(1);
  });

  it("refuses a riddle for another user's seat with 403 and one for a stale round with 409", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const res = await call(t.app, seats[0]!, "POST", "/api/riddles", {
      gameId,
      playerId: seats[1]!.playerId,
      round: 1,
      selectedWord: "owl",
      riddleText: "Hoo.",
    });
    expect(res.statusCode).toBe(403);
    expect((await riddle(seats[0]!, gameId, RIDDLES[0], WORDS[0], 2)).statusCode).toBe(409);
  });
});

describe("POST /api/riddles/:id/publish", () => {
  it("stores the author's own riddle as pending once, and refuses anyone else's", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const id = (await riddle(seats[0]!, gameId, RIDDLES[0])).json().id;
    const first = await call(t.app, seats[0]!, "POST", `/api/riddles/${id}/publish`, {
      playerName: "Hana",
      gameMode: "standard",
      difficulty: "medium",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ riddleId: id, status: "pending" });
    const again = await call(t.app, seats[0]!, "POST", `/api/riddles/${id}/publish`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const row = await t.db.selectFrom("published_riddles").selectAll().execute();
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({
      selected_word: WORDS[0],
      riddle_text: RIDDLES[0],
      status: "pending",
      player_name: "Hana",
    });
    expect((await call(t.app, seats[1]!, "POST", `/api/riddles/${id}/publish`, {})).statusCode).toBe(403);
    expect((await call(t.app, seats[1]!, "POST", "/api/riddles/none/publish", {})).statusCode).toBe(404);
  });
});

describe("GET /api/riddles/game/:id/round/:n and /api/guesses/game/:id/round/:n", () => {
  it("show no other player's secret word or guess before scoring, and everything after (A17)", async () => {
    const { gameId, seats, riddleIds } = await gameInReading();
    const riddles = (await call(t.app, seats[1]!, "GET", `/api/riddles/game/${gameId}/round/1`)).json();
    expect(riddles).toHaveLength(3);
    const own = riddles.find((r: { playerId: string }) => r.playerId === seats[1]!.playerId);
    expect(own).toMatchObject({ word: WORDS[1], isOwn: true });
    const others = riddles.filter((r: { isOwn: boolean }) => !r.isOwn);
    expect(others.every((r: { word: null; text: string }) => r.word === null && r.text.length > 0)).toBe(
      true,
    );
    expect(findLeakedWords(riddles, [WORDS[0], WORDS[2]])).toEqual([]);

    await guess(seats[0]!, riddleIds[1]!, "penguin");
    await guess(seats[2]!, riddleIds[1]!, "puffin");
    const guesses = (await call(t.app, seats[1]!, "GET", `/api/guesses/game/${gameId}/round/1`)).json();
    expect(guesses).toHaveLength(2);
    expect(
      guesses.every((g: { guess: null; isCorrect: null }) => g.guess === null && g.isCorrect === null),
    ).toBe(true);
    const mine = (await call(t.app, seats[0]!, "GET", `/api/guesses/game/${gameId}/round/1`)).json();
    expect(mine.find((g: { guesserId: string }) => g.guesserId === seats[0]!.playerId)).toMatchObject({
      guess: "penguin",
      isCorrect: null,
    });
    expect(
      findLeakedWords(await call(t.app, seats[1]!, "GET", `/api/games/${gameId}`).then((r) => r.json()), [
        WORDS[0],
        WORDS[2],
      ]),
    ).toEqual([]);

    t.clock.advance(120_000);
    await t.app.games.tick(gameId);
    const scored = (await call(t.app, seats[1]!, "GET", `/api/guesses/game/${gameId}/round/1`)).json();
    expect(scored.find((g: { guesserId: string }) => g.guesserId === seats[0]!.playerId)).toMatchObject({
      guess: "penguin",
      isCorrect: true,
    });
    const words = (await call(t.app, seats[1]!, "GET", `/api/riddles/game/${gameId}/round/1`)).json();
    expect(words.map((r: { word: string }) => r.word).sort()).toEqual([WORDS[0], WORDS[1], WORDS[2]].sort());
    expect((await call(t.app, seats[1]!, "GET", `/api/riddles/game/${gameId}/round/0`)).statusCode).toBe(400);
    expect((await call(t.app, seats[1]!, "GET", `/api/riddles/game/nope/round/1`)).statusCode).toBe(404);
  });
});

describe("POST /api/guesses", () => {
  it("scores a guess that is an inflection of the word", async () => {
    const { gameId, seats, riddleIds } = await gameInReading();
    expect((await guess(seats[1]!, riddleIds[0]!, "Elephants")).statusCode).toBe(201);
    t.clock.advance(120_000);
    await t.app.games.tick(gameId);
    const guesses = (await call(t.app, seats[1]!, "GET", `/api/guesses/game/${gameId}/round/1`)).json();
    expect(guesses[0]).toMatchObject({ isCorrect: true, matchKind: "form" });
    const view = (await call(t.app, seats[1]!, "GET", `/api/games/${gameId}`)).json();
    expect(view.players.find((p: { id: string }) => p.id === seats[1]!.playerId).score).toBe(2);
  });

  it("refuses a guess in writing, on one's own riddle and after the deadline, storing nothing (A18)", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 3);
    const ids = await submitAll(t.app, gameId, seats.slice(0, 2));
    const early = await guess(seats[1]!, ids[0]!, "elephant");
    expect(early.statusCode).toBe(409);
    await riddle(seats[2]!, gameId, RIDDLES[2], WORDS[2]);
    const own = await guess(seats[0]!, ids[0]!, "elephant");
    expect(own.statusCode).toBe(403);
    expect(errorBodyOf(own).message).toBe("You can't guess your own riddle.");
    t.clock.advance(120_000);
    await t.app.games.tick(gameId);
    const late = await guess(seats[1]!, ids[0]!, "elephant");
    expect(late.statusCode).toBe(409);
    expect(await countGuessRows(t.db, gameId)).toBe(0);
    expect((await guess(seats[1]!, "no-such-riddle", "x")).statusCode).toBe(404);
    expect(
      (
        await call(t.app, seats[1]!, "POST", "/api/guesses", {
          riddleId: ids[0],
          guesserId: seats[1]!.playerId,
          guess: " ",
        })
      ).statusCode,
    ).toBe(400);
  });

  it("stores one row for a guess sent twice or from two tabs, answering the original result; a changed guess gets 409 (A28, F9)", async () => {
    const { gameId, seats, riddleIds } = await gameInReading();
    const [a, b] = await Promise.all([
      guess(seats[1]!, riddleIds[0]!, "hippo"),
      guess(seats[1]!, riddleIds[0]!, "hippo"),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()).toEqual(b.json());
    const changed = await guess(seats[1]!, riddleIds[0]!, "elephant");
    expect(changed.statusCode).toBe(409);
    expect(errorBodyOf(changed).code).toBe("already_guessed");
    expect(await countGuessRows(t.db, gameId)).toBe(1);
    expect((await guess(seats[0]!, riddleIds[1]!, "penguin")).statusCode).toBe(201);
    expect(await countGuessRows(t.db, gameId)).toBe(2);
  });
});

describe("stats", () => {
  it("are applied once per completed game, to humans only: played, riddles, score, win and streak", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2, { totalRounds: 1 });
    await call(t.app, seats[0]!, "POST", `/api/games/${gameId}/add-bot`, { botType: "auntie" }); // too late: 409
    const ids = await submitAll(t.app, gameId, seats);
    await guess(seats[1]!, ids[0]!, "elephant");
    await guess(seats[0]!, ids[1]!, "walrus");
    // Everyone guessed: scoring. The host continues to the final results.
    const end = await call(t.app, seats[0]!, "PATCH", `/api/games/${gameId}`, { currentPhase: "complete" });
    expect(end.statusCode).toBe(200);
    expect((await call(t.app, seats[0]!, "GET", `/api/games/${gameId}`)).json().game.currentPhase).toBe(
      "complete",
    );
    // Seat 0: author with 1 correct of threshold 1 → 5 points; seat 1: 2 for the correct guess.
    expect(await getStats(t.db, seats[0]!.userId)).toEqual({
      gamesPlayed: 1,
      gamesWon: 1,
      riddlesCreated: 1,
      totalScore: 5,
      currentWinStreak: 1,
    });
    expect(await getStats(t.db, seats[1]!.userId)).toEqual({
      gamesPlayed: 1,
      gamesWon: 0,
      riddlesCreated: 1,
      totalScore: 2,
      currentWinStreak: 0,
    });
    // A late tick or a second continue changes nothing.
    t.clock.advance(600_000);
    await t.app.games.tick(gameId);
    expect(
      (await call(t.app, seats[0]!, "PATCH", `/api/games/${gameId}`, { currentPhase: "complete" }))
        .statusCode,
    ).toBe(409);
    expect((await getStats(t.db, seats[0]!.userId)).gamesPlayed).toBe(1);
    const row = await t.db
      .selectFrom("games")
      .select(["stats_applied", "completed_at"])
      .where("id", "=", gameId)
      .executeTakeFirstOrThrow();
    expect(row.stats_applied).toBe(1);
    expect(row.completed_at).not.toBeNull();
  });
});
