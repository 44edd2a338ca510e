// Dealt hands and page rotation through the HTTP API, on the real wordbook
// (docs/decisions/018-dealt-hands-and-page-rotation.md). Ids such as (A17) are rows of
// docs/reliability.md.
import { HAND_SIZE } from "@riddlebook/rules";
import { checkRiddle, getPage, listPages } from "@riddlebook/words";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type Caller,
  call,
  gameInSetup,
  gameInWriting,
  handOf,
  mentionedWords,
  newCaller,
  PAGE,
  PAGE_WORDS,
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

const view = async (caller: Caller, gameId: string) =>
  (await call(t.app, caller, "GET", `/api/games/${gameId}`)).json();

const wordsOfPage = (page: number): readonly string[] => {
  const words = getPage(page)?.words;
  if (!words) throw new Error(`no page ${page}`);
  return words;
};

const difficultyOf = (page: number) => listPages().find((p) => p.pageNumber === page)?.difficulty;

/**
 * Lets the current phase's deadline pass (on the test clock) and ticks the game, until it is in
 * `phase` of `round` or complete. Answers the host's view then.
 */
async function passDeadlinesUntil(host: Seat, gameId: string, phase: string, round: number) {
  for (let step = 0; step < 10; step++) {
    const current = await view(host, gameId);
    const { currentPhase, currentRound, deadline } = current.game;
    if ((currentPhase === phase && currentRound === round) || currentPhase === "complete") return current;
    if (typeof deadline !== "number")
      throw new Error(`no deadline in ${currentPhase} of round ${currentRound}`);
    t.clock.advance(Math.max(deadline - t.clock.now(), 0));
    await t.app.games.tick(gameId);
  }
  throw new Error(`the game never reached ${phase} of round ${round}`);
}

describe("dealt hands", () => {
  it("deals three players disjoint hands of four words of the game's page, each shown only to its holder (A17)", async () => {
    // Public, so that a user without a seat may look at it too.
    const { gameId, seats } = await gameInWriting(t.app, 3, { isPublic: true });
    const views = [];
    for (const seat of seats) views.push(await view(seat, gameId));
    expect(views[0].game.currentPageNumber).toBe(PAGE);
    expect(views[0].rounds[0].pageNumber).toBe(PAGE);
    const hands: string[][] = views.map((v) => v.me.hand);
    for (const hand of hands) {
      expect(hand).toHaveLength(HAND_SIZE);
      for (const word of hand) expect(PAGE_WORDS).toContain(word);
    }
    const dealt = hands.flat();
    expect(new Set(dealt).size).toBe(3 * HAND_SIZE);

    // Each view holds its own hand (so the scan can find words) and no word of another hand.
    const scanEach = (scanned: { me: { hand: string[] } }[]) => {
      for (const [i, v] of scanned.entries()) {
        expect(v.me.hand).toEqual(hands[i]);
        expect(mentionedWords(v, hands[i]!)).toEqual(hands[i]);
        const others = hands.filter((_, j) => j !== i).flat();
        expect(mentionedWords(v, others), `seat ${i}`).toEqual([]);
      }
    };
    scanEach(views);
    // A user without a seat sees the game but no hand at all.
    const outsider = await view(await newCaller(t.app), gameId);
    expect(outsider).toMatchObject({ viewerId: null, me: null });
    expect(mentionedWords(outsider, dealt)).toEqual([]);

    // Still so once everyone chose and wrote, in writing and then in reading.
    const { words } = await submitAllWords(t.app, gameId, seats.slice(0, 2));
    for (const [i, word] of words.entries()) expect(hands[i]).toContain(word);
    const writing = [];
    for (const seat of seats) writing.push(await view(seat, gameId));
    expect(writing[0].game.currentPhase).toBe("writing");
    scanEach(writing);
    await submitAllWords(t.app, gameId, seats.slice(2), 1);
    const reading = [];
    for (const seat of seats) reading.push(await view(seat, gameId));
    expect(reading[0].game.currentPhase).toBe("reading");
    scanEach(reading);
  });

  it("refuses another player's dealt word with 400 word_not_dealt, answering exactly as for a word nobody holds", async () => {
    const { gameId, seats } = await gameInWriting(t.app, 3);
    const [ann, bo, cy] = seats as [Seat, Seat, Seat];
    const annHand = await handOf(t.app, ann, gameId);
    const boHand = await handOf(t.app, bo, gameId);
    const cyHand = await handOf(t.app, cy, gameId);
    expect(
      (await call(t.app, ann, "POST", `/api/games/${gameId}/choose-word`, { word: annHand[0] })).statusCode,
    ).toBe(200);
    const nobodys = PAGE_WORDS.find((w) => ![...annHand, ...boHand, ...cyHand].includes(w));
    expect(nobodys).toBeDefined();
    const before = await view(bo, gameId);

    // Ann's chosen word, Ann's other words, Cy's words, a page word nobody holds, a word on no page.
    const tries = [annHand[0]!, annHand[1]!, cyHand[0]!, ` ${cyHand[1]!.toUpperCase()} `, nobodys!, "chair"];
    const answers: { status: number; body: string }[] = [];
    for (const word of tries) {
      const chose = await call(t.app, bo, "POST", `/api/games/${gameId}/choose-word`, { word });
      const wrote = await call(t.app, bo, "POST", "/api/riddles", {
        gameId,
        playerId: bo.playerId,
        round: 1,
        selectedWord: word,
        riddleText: RIDDLES[1],
      });
      for (const res of [chose, wrote]) {
        expect(errorBodyOf(res), word).toEqual({
          code: "word_not_dealt",
          message: "Choose one of the words dealt to you this round.",
        });
        answers.push({ status: res.statusCode, body: res.body });
      }
    }
    // Byte for byte the same answer every time: nothing tells Bo whether anyone holds the word.
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(400);

    // Nothing changed, and Bo can still choose and write with a word of Bo's own hand.
    const after = await view(bo, gameId);
    expect(after.game.version).toBe(before.game.version);
    expect(after.me.word).toBeNull();
    const own = await call(t.app, bo, "POST", "/api/riddles", {
      gameId,
      playerId: bo.playerId,
      round: 1,
      selectedWord: boHand[2],
      riddleText: RIDDLES[1],
    });
    expect(own.statusCode).toBe(201);
    expect((await view(bo, gameId)).me.word).toBe(boHand[2]);
  });

  it("never deals a word twice in a game of 8 players over 10 rounds from a hard page, each round on the page its view shows", async () => {
    const hardPages = listPages()
      .filter((p) => p.difficulty === "hard")
      .map((p) => p.pageNumber);
    const hard = hardPages[0]!;
    const { gameId, seats } = await gameInSetup(t.app, 8, { totalRounds: 10 });
    const host = seats[0]!;
    expect(
      (await call(t.app, host, "PATCH", `/api/games/${gameId}`, { currentPageNumber: hard })).statusCode,
    ).toBe(200);
    for (const seat of seats) {
      const res = await call(t.app, seat, "PATCH", `/api/players/${seat.playerId}`, { isReady: true });
      expect(res.statusCode).toBe(200);
    }

    const dealtIn = new Map<string, number>();
    const pages: number[] = [];
    for (let round = 1; round <= 10; round++) {
      const current = await passDeadlinesUntil(host, gameId, "writing", round);
      expect(current.game).toMatchObject({ currentPhase: "writing", currentRound: round });
      const page: number = current.rounds[round - 1].pageNumber;
      expect(current.game.currentPageNumber).toBe(page);
      pages.push(page);
      const pageWords = wordsOfPage(page);
      const sizes = new Set<number>();
      for (const seat of seats) {
        const hand = await handOf(t.app, seat, gameId);
        sizes.add(hand.length);
        for (const word of hand) {
          expect(pageWords, `round ${round}`).toContain(word);
          expect(dealtIn.get(word), `"${word}" dealt again in round ${round}`).toBeUndefined();
          dealtIn.set(word, round);
        }
      }
      // The same number of words each, between one and HAND_SIZE.
      expect(sizes.size).toBe(1);
      const [size] = sizes;
      expect(size).toBeGreaterThanOrEqual(1);
      expect(size).toBeLessThanOrEqual(HAND_SIZE);
    }
    const done = await passDeadlinesUntil(host, gameId, "complete", 10);
    expect(done.game.currentPhase).toBe("complete");
    // Every round kept the page it was dealt from.
    expect(done.rounds.map((r: { pageNumber: number }) => r.pageNumber)).toEqual(pages);
    // Round 1 on the host's hard page, then the other hard pages, then other pages; none twice.
    expect(pages[0]).toBe(hard);
    expect(pages.slice(0, hardPages.length).sort((a, b) => a - b)).toEqual(
      [...hardPages].sort((a, b) => a - b),
    );
    expect(new Set(pages).size).toBe(pages.length);
    expect(dealtIn.size).toBeGreaterThanOrEqual(10 * 8);
  });

  it("keeps the page the host picks during scoring for the next round, refuses a used-up page with 409 page_used_up, and rotates otherwise", async () => {
    // Six players take 24 of the Animals page's 26 words in round 1: the page is used up.
    const { gameId, seats } = await gameInWriting(t.app, 6, { totalRounds: 3 });
    const host = seats[0]!;
    expect(difficultyOf(PAGE)).toBe("medium");
    const scoring = await passDeadlinesUntil(host, gameId, "scoring", 1);
    expect(scoring.game.currentPhase).toBe("scoring");

    const usedUp = await call(t.app, host, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE });
    expect(usedUp.statusCode).toBe(409);
    expect(errorBodyOf(usedUp)).toEqual({
      code: "page_used_up",
      message: "This game has used up that page's words. Pick another page for the next round.",
    });
    expect((await view(host, gameId)).game.version).toBe(scoring.game.version);

    // An easy page: without the pick, round 2 would rotate to another medium page.
    const picked = listPages().find((p) => p.difficulty === "easy")!.pageNumber;
    const pick = await call(t.app, host, "PATCH", `/api/games/${gameId}`, { currentPageNumber: picked });
    expect(pick.statusCode).toBe(200);
    const round2 = await passDeadlinesUntil(host, gameId, "writing", 2);
    expect(round2.game).toMatchObject({
      currentPhase: "writing",
      currentRound: 2,
      currentPageNumber: picked,
    });
    expect(round2.rounds[1].pageNumber).toBe(picked);
    for (const seat of seats) {
      for (const word of await handOf(t.app, seat, gameId)) expect(wordsOfPage(picked)).toContain(word);
    }

    // Nobody picks after round 2: round 3 moves on to another page of the picked page's difficulty.
    const round3 = await passDeadlinesUntil(host, gameId, "writing", 3);
    const page3: number = round3.rounds[2].pageNumber;
    expect(round3.game.currentPageNumber).toBe(page3);
    expect([PAGE, picked]).not.toContain(page3);
    expect(difficultyOf(page3)).toBe("easy");
  });

  it("deals only the words a page has left when the host picks it again: fewer each, never one twice", async () => {
    // Five players take 20 of the Animals page's 26 words in round 1; 6 are left, one for each.
    const { gameId, seats } = await gameInWriting(t.app, 5, { totalRounds: 2 });
    const host = seats[0]!;
    const round1: string[] = [];
    for (const seat of seats) round1.push(...(await handOf(t.app, seat, gameId)));
    expect(round1).toHaveLength(5 * HAND_SIZE);
    await passDeadlinesUntil(host, gameId, "scoring", 1);
    expect(
      (await call(t.app, host, "PATCH", `/api/games/${gameId}`, { currentPageNumber: PAGE })).statusCode,
    ).toBe(200);

    const round2 = await passDeadlinesUntil(host, gameId, "writing", 2);
    expect(round2.rounds[1].pageNumber).toBe(PAGE);
    const left = PAGE_WORDS.filter((w) => !round1.includes(w));
    const hands: string[][] = [];
    for (const seat of seats) hands.push(await handOf(t.app, seat, gameId));
    for (const hand of hands) {
      expect(hand).toHaveLength(hands[0]!.length);
      expect(hand.length).toBeGreaterThanOrEqual(1);
      for (const word of hand) expect(left).toContain(word);
    }
    expect(new Set(hands.flat()).size).toBe(hands.flat().length);
  });
});

describe("test support", () => {
  it("RIDDLES break no rule for any word of the wordbook, so tests can send them with any dealt word", () => {
    for (const { pageNumber } of listPages()) {
      for (const word of wordsOfPage(pageNumber)) {
        for (const text of RIDDLES) {
          const check = checkRiddle(word, text, pageNumber);
          expect(check.violations, `"${word}" (page ${pageNumber}) in "${text}"`).toEqual([]);
        }
      }
    }
  });
});
