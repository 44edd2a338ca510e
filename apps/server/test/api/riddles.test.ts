// Ids in test names such as (A17) or (F9) are rows of docs/reliability.md.

import { wordForms } from "@riddlebook/words";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countGuessRows, countRiddleRows } from "../../src/db/repos/games";
import { getStats } from "../../src/db/repos/stats";
import {
  call,
  gameInWriting,
  handOf,
  mentionedWords,
  PAGE,
  RIDDLES,
  type Seat,
  submitAllWords,
} from "../support/game-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** `seat` submits `riddleText` for `selectedWord`, by default the first word of its own hand. */
const riddle = async (seat: Seat, gameId: string, riddleText: string, selectedWord?: string, round = 1) =>
  call(t.app, seat, "POST", "/api/riddles", {
    gameId,
    playerId: seat.playerId,
    round,
    selectedWord: selectedWord ?? (await handOf(t.app, seat, gameId))[0],
    riddleText,
  });
const guess = (seat: Seat, riddleId: string, text: string) =>
  call(t.app, seat, "POST", "/api/guesses", { riddleId, guesserId: seat.playerId, guess: text });

/** An inflection of an Animals word, as the wordbook lists it (the longest: "mice" for mouse). */
const inflectionOf = (word: string) =>
  wordForms(word, PAGE).inflections.reduce((a, b) => (b.length > a.length ? b : a));

/** A 3-player game in reading: every seat i submitted `words[i]`, the first word of its hand. */
async function gameInReading() {
  const { gameId, seats } = await gameInWriting(t.app, 3);
  const { ids: riddleIds, words } = await submitAllWords(t.app, gameId, seats);
  return { gameId, seats, riddleIds, words };
}

describe("POST /api/riddles", () => {
  it.each([
    ["501 characters", () => "a".repeat(501)],
    ["empty text", () => ""],
    ["whitespace only", () => "   \n\t "],
    ["a control character", () => "A grey giant\u0007 of the savanna"],
    ["the secret word", (word: string) => `I am a ${word.toUpperCase()}, obviously`],
  ])("refuses %s with 400 naming the rule that failed, and stores nothing (A19)", async (_name, text) => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const [word] = await handOf(t.app, seats[0]!, gameId);
    const res = await riddle(seats[0]!, gameId, text(word!), word);
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
    const [word] = await handOf(t.app, seats[0]!, gameId);
    const form = inflectionOf(word!);
    const res = await riddle(seats[0]!, gameId, `Two ${form} walk into a bar.`, word);
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toContain(`"${form}"`);
    // The same form is no offence in a riddle for another word.
    const ok = await riddle(seats[1]!, gameId, `I chase the ${form} with my keen eyes.`);
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
      selectedWord: (await handOf(t.app, seats[1]!, gameId))[0],
      riddleText: RIDDLES[1],
    });
    expect(res.statusCode).toBe(403);
    expect((await riddle(seats[0]!, gameId, RIDDLES[0], undefined, 2)).statusCode).toBe(409);
    expect(await countRiddleRows(t.db, gameId)).toBe(0);
  });
});

describe("POST /api/riddles/:id/publish", () => {
  it("stores the author's own riddle as pending once, and refuses anyone else's", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2);
    const [word] = await handOf(t.app, seats[0]!, gameId);
    const id = (await riddle(seats[0]!, gameId, RIDDLES[0], word)).json().id;
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
      selected_word: word,
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
    const { gameId, seats, riddleIds, words } = await gameInReading();
    const hands = [];
    for (const seat of seats) hands.push(await handOf(t.app, seat, gameId));
    const riddles = (await call(t.app, seats[1]!, "GET", `/api/riddles/game/${gameId}/round/1`)).json();
    expect(riddles).toHaveLength(3);
    const own = riddles.find((r: { playerId: string }) => r.playerId === seats[1]!.playerId);
    expect(own).toMatchObject({ word: words[1], isOwn: true });
    const others = riddles.filter((r: { isOwn: boolean }) => !r.isOwn);
    expect(others.every((r: { word: null; text: string }) => r.word === null && r.text.length > 0)).toBe(
      true,
    );
    // Neither the other authors' words nor anything else dealt to them.
    const secrets = [...hands[0]!, ...hands[2]!];
    expect(secrets).toEqual(expect.arrayContaining([words[0], words[2]]));
    expect(mentionedWords(riddles, secrets)).toEqual([]);

    await guess(seats[0]!, riddleIds[1]!, words[1]!);
    await guess(seats[2]!, riddleIds[1]!, "puffin");
    const guesses = (await call(t.app, seats[1]!, "GET", `/api/guesses/game/${gameId}/round/1`)).json();
    expect(guesses).toHaveLength(2);
    expect(
      guesses.every((g: { guess: null; isCorrect: null }) => g.guess === null && g.isCorrect === null),
    ).toBe(true);
    const mine = (await call(t.app, seats[0]!, "GET", `/api/guesses/game/${gameId}/round/1`)).json();
    expect(mine.find((g: { guesserId: string }) => g.guesserId === seats[0]!.playerId)).toMatchObject({
      guess: words[1],
      isCorrect: null,
    });
    expect(
      mentionedWords(await call(t.app, seats[1]!, "GET", `/api/games/${gameId}`).then((r) => r.json()), [
        ...secrets,
        "puffin",
      ]),
    ).toEqual([]);

    t.clock.advance(120_000);
    await t.app.games.tick(gameId);
    const scored = (await call(t.app, seats[1]!, "GET", `/api/guesses/game/${gameId}/round/1`)).json();
    expect(scored.find((g: { guesserId: string }) => g.guesserId === seats[0]!.playerId)).toMatchObject({
      guess: words[1],
      isCorrect: true,
    });
    const revealed = (await call(t.app, seats[1]!, "GET", `/api/riddles/game/${gameId}/round/1`)).json();
    expect(revealed.map((r: { word: string }) => r.word).sort()).toEqual([...words].sort());
    expect((await call(t.app, seats[1]!, "GET", `/api/riddles/game/${gameId}/round/0`)).statusCode).toBe(400);
    expect((await call(t.app, seats[1]!, "GET", `/api/riddles/game/nope/round/1`)).statusCode).toBe(404);
  });
});

describe("POST /api/guesses", () => {
  it("scores a guess that is an inflection of the word", async () => {
    const { gameId, seats, riddleIds, words } = await gameInReading();
    const form = inflectionOf(words[0]!);
    expect((await guess(seats[1]!, riddleIds[0]!, form[0]!.toUpperCase() + form.slice(1))).statusCode).toBe(
      201,
    );
    t.clock.advance(120_000);
    await t.app.games.tick(gameId);
    const guesses = (await call(t.app, seats[1]!, "GET", `/api/guesses/game/${gameId}/round/1`)).json();
    expect(guesses[0]).toMatchObject({ isCorrect: true, matchKind: "form" });
    const view = (await call(t.app, seats[1]!, "GET", `/api/games/${gameId}`)).json();
    expect(view.players.find((p: { id: string }) => p.id === seats[1]!.playerId).score).toBe(2);
  });

  it("refuses a guess in writing, on one's own riddle and after the deadline, storing nothing (A18)", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 3);
    const { ids, words } = await submitAllWords(t.app, gameId, seats.slice(0, 2));
    const early = await guess(seats[1]!, ids[0]!, words[0]!);
    expect(early.statusCode).toBe(409);
    expect((await riddle(seats[2]!, gameId, RIDDLES[2])).statusCode).toBe(201);
    const own = await guess(seats[0]!, ids[0]!, words[0]!);
    expect(own.statusCode).toBe(403);
    expect(errorBodyOf(own).message).toBe("You can't guess your own riddle.");
    t.clock.advance(120_000);
    await t.app.games.tick(gameId);
    const late = await guess(seats[1]!, ids[0]!, words[0]!);
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
    const { gameId, seats, riddleIds, words } = await gameInReading();
    const [a, b] = await Promise.all([
      guess(seats[1]!, riddleIds[0]!, "hippo"),
      guess(seats[1]!, riddleIds[0]!, "hippo"),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()).toEqual(b.json());
    const changed = await guess(seats[1]!, riddleIds[0]!, words[0]!);
    expect(changed.statusCode).toBe(409);
    expect(errorBodyOf(changed).code).toBe("already_guessed");
    expect(await countGuessRows(t.db, gameId)).toBe(1);
    expect((await guess(seats[0]!, riddleIds[1]!, words[1]!)).statusCode).toBe(201);
    expect(await countGuessRows(t.db, gameId)).toBe(2);
  });
});

describe("stats", () => {
  it("are applied once per completed game, to humans only: played, riddles, score, win and streak", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 2, { totalRounds: 1 });
    await call(t.app, seats[0]!, "POST", `/api/games/${gameId}/add-bot`, { botType: "auntie" }); // too late: 409
    const { ids, words } = await submitAllWords(t.app, gameId, seats);
    await guess(seats[1]!, ids[0]!, words[0]!);
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
