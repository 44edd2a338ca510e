import type { VaultRiddle } from "@riddlebook/protocol";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Caller, call, mentionedWords, newCaller, PAGE_WORDS } from "../support/game-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";
import { countersOf, type StoredRiddle, storePublishedRiddle } from "../support/vault-helpers";

let t: TestApp;
let author: Caller;
let solver: Caller;
let other: Caller;

beforeEach(async () => {
  t = await createTestApp();
  author = await newCaller(t.app);
  solver = await newCaller(t.app);
  other = await newCaller(t.app);
});
afterEach(async () => {
  await t.close();
});

const store = (riddle: Omit<StoredRiddle, "userId"> & { userId?: string }) =>
  storePublishedRiddle(t.db, { userId: author.userId, ...riddle });

const guess = (caller: Caller | null, id: string, text: unknown) =>
  call(t.app, caller, "POST", `/api/vault/${id}/guess`, { guess: text });
const rate = (caller: Caller | null, id: string, rating: unknown) =>
  call(t.app, caller, "POST", `/api/vault/${id}/rating`, { rating });

function ok(res: LightMyRequestResponse): VaultRiddle {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * The deep scan: `word` must not occur anywhere in the payload, in any value or key, except as one of
 * `choices`, which must then be the whole page (so the list tells nothing).
 */
function expectNoAnswer(res: LightMyRequestResponse, word: string): void {
  const payload: unknown = res.body === "" ? null : res.json();
  const withoutChoices = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withoutChoices);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, inner]) => {
        if (key !== "choices") return [[key, withoutChoices(inner)]];
        expect(inner).toEqual([...PAGE_WORDS]);
        return [];
      }),
    );
  };
  expect(mentionedWords(withoutChoices(payload), [word])).toEqual([]);
  expect(res.body.toLowerCase()).not.toContain(`"answer":"`);
}

describe("signed-out callers", () => {
  it("get 401 from every Vault and solver-stats call", async () => {
    await store({ id: "pr-1", word: "horse" });
    const calls = [
      call(t.app, null, "GET", "/api/vault/next"),
      call(t.app, null, "GET", "/api/vault/pr-1"),
      guess(null, "pr-1", "horse"),
      rate(null, "pr-1", 5),
      call(t.app, null, "GET", "/api/user/solver-stats"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(errorBodyOf(res).code).toBe("unauthorized");
    }
    expect(await countersOf(t.db, "pr-1")).toEqual({ total: 0, correct: 0 });
  });
});

describe("GET /api/vault/next", () => {
  it("gives an approved riddle by someone else, with its page as choices and no answer", async () => {
    await store({ id: "pr-1", word: "horse", text: "I carry riders and pull carts.", playerName: "Quill" });
    const res = await call(t.app, solver, "GET", "/api/vault/next");
    expectNoAnswer(res, "horse");
    expect(ok(res)).toEqual({
      id: "pr-1",
      riddleText: "I carry riders and pull carts.",
      playerName: "Quill",
      pageNumber: 4,
      pageTitle: "Animals",
      choices: [...PAGE_WORDS],
      difficulty: "medium",
      solveRate: null,
      averageRating: null,
      ratingCount: 0,
      guesses: [],
      triesLeft: 3,
      solved: false,
      answer: null,
      myRating: null,
    });
  });

  it("never gives the solver their own riddle, nor pending, rejected or hidden ones: 204 when none is left", async () => {
    await store({ id: "own", word: "horse", userId: solver.userId });
    await store({ id: "pending", word: "tiger", status: "pending" });
    await store({ id: "rejected", word: "tiger", status: "rejected" });
    await store({ id: "hidden", word: "tiger", hidden: true });
    const res = await call(t.app, solver, "GET", "/api/vault/next");
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    // Someone else does get the solver's riddle.
    expect(ok(await call(t.app, other, "GET", "/api/vault/next")).id).toBe("own");
  });

  it("filters by page, measured difficulty and 'unsolved by me'", async () => {
    await store({ id: "easy", word: "zebra", totalGuesses: 10, correctGuesses: 6, publishedAt: 1 });
    await store({ id: "hard", word: "camel", totalGuesses: 20, correctGuesses: 5, publishedAt: 2 });
    await store({ id: "medium", word: "eagle", totalGuesses: 3, correctGuesses: 3, publishedAt: 3 });
    await store({ id: "fruit", word: "apple", page: 1, publishedAt: 4 });
    const next = async (query: string) => {
      const res = await call(t.app, solver, "GET", `/api/vault/next${query}`);
      return res.statusCode === 204 ? null : ok(res);
    };
    expect((await next("?difficulty=easy"))?.difficulty).toBe("easy");
    expect((await next("?difficulty=hard"))?.id).toBe("hard");
    expect((await next("?difficulty=hard"))?.solveRate).toBe(0.25);
    expect((await next("?difficulty=medium"))?.id).toBe("medium");
    expect((await next("?page=1"))?.id).toBe("fruit");
    expect(await next("?page=2")).toBeNull();
    expect(await next("?page=1&difficulty=easy")).toBeNull();

    ok(await guess(solver, "easy", "zebra"));
    expect(await next("?difficulty=easy&unsolved=1")).toBeNull();
    expect(await next("?difficulty=easy")).toBeNull();
    // With the filter off, a finished riddle is shown again once none is left to play, answer and all.
    const again = await next("?difficulty=easy&unsolved=false");
    expect(again).toMatchObject({ id: "easy", solved: true, answer: "zebra", triesLeft: 2 });
  });

  it("answers 400 naming the parameter for a bad query", async () => {
    for (const query of [
      "?page=abc",
      "?page=0",
      "?page=1.5",
      "?difficulty=impossible",
      "?unsolved=maybe",
      "?colour=red",
    ]) {
      const res = await call(t.app, solver, "GET", `/api/vault/next${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorBodyOf(res).code).toBe("invalid_request");
    }
    const res = await call(t.app, solver, "GET", "/api/vault/next?page=abc");
    expect(errorBodyOf(res).message).toMatch(/page/);
  });
});

describe("GET /api/vault/{id}", () => {
  it("shows the solver's state; 404 for unknown, pending, rejected or hidden riddles; 403 for one's own", async () => {
    await store({ id: "pr-1", word: "horse" });
    await store({ id: "pending", word: "tiger", status: "pending" });
    await store({ id: "rejected", word: "tiger", status: "rejected" });
    await store({ id: "hidden", word: "tiger", hidden: true });
    expect(ok(await call(t.app, solver, "GET", "/api/vault/pr-1"))).toMatchObject({ triesLeft: 3 });
    for (const id of ["nope", "pending", "rejected", "hidden"]) {
      const res = await call(t.app, solver, "GET", `/api/vault/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(errorBodyOf(res)).toEqual({ code: "not_found", message: "That riddle isn't in the Vault." });
      expectNoAnswer(res, "tiger");
    }
    const own = await call(t.app, author, "GET", "/api/vault/pr-1");
    expect(own.statusCode).toBe(403);
    expect(errorBodyOf(own)).toEqual({ code: "forbidden", message: "You can't solve your own riddle." });
    const bad = await call(t.app, solver, "GET", `/api/vault/${"x".repeat(65)}`);
    expect(bad.statusCode).toBe(400);
  });
});

describe("POST /api/vault/{id}/guess", () => {
  it("reveals the answer only after a correct guess, and refuses more guesses with 409", async () => {
    await store({ id: "pr-1", word: "horse" });
    const first = await guess(solver, "pr-1", "zebra");
    expectNoAnswer(first, "horse");
    expect(ok(first)).toMatchObject({
      guesses: [{ guess: "zebra", correct: false }],
      triesLeft: 2,
      solved: false,
      answer: null,
      solveRate: 0,
    });
    const second = await guess(solver, "pr-1", "Horses");
    expect(ok(second)).toMatchObject({
      guesses: [
        { guess: "zebra", correct: false },
        { guess: "Horses", correct: true },
      ],
      triesLeft: 1,
      solved: true,
      answer: "horse",
      solveRate: 0.5,
    });
    const third = await guess(solver, "pr-1", "horse");
    expect(third.statusCode).toBe(409);
    expect(errorBodyOf(third)).toEqual({
      code: "already_solved",
      message: "You already solved this riddle.",
    });
    expect(await countersOf(t.db, "pr-1")).toEqual({ total: 2, correct: 1 });
  });

  it("reveals the answer after the last try, then answers 409 no tries left", async () => {
    await store({ id: "pr-1", word: "horse" });
    for (const [i, text] of ["zebra", "tiger"].entries()) {
      const res = await guess(solver, "pr-1", text);
      expectNoAnswer(res, "horse");
      expect(ok(res).triesLeft).toBe(2 - i);
    }
    expect(ok(await guess(solver, "pr-1", "house"))).toMatchObject({
      triesLeft: 0,
      solved: false,
      answer: "horse",
    });
    const more = await guess(solver, "pr-1", "horse");
    expect(more.statusCode).toBe(409);
    expect(errorBodyOf(more)).toEqual({
      code: "no_tries_left",
      message: "You have no tries left for this riddle.",
    });
    expect(ok(await call(t.app, solver, "GET", "/api/vault/pr-1")).answer).toBe("horse");
    // Another solver's card still hides it.
    expectNoAnswer(await call(t.app, other, "GET", "/api/vault/pr-1"), "horse");
    expect(await countersOf(t.db, "pr-1")).toEqual({ total: 3, correct: 0 });
  });

  it("counts a forgiven typo as correct, as the game's matcher does", async () => {
    await store({ id: "pr-2", word: "elephant" });
    expect(ok(await guess(solver, "pr-2", "elephnt"))).toMatchObject({ solved: true });
  });

  it("uses exactly three tries when one solver sends many guesses at once (two tabs)", async () => {
    await store({ id: "pr-1", word: "horse" });
    const results = await Promise.all(
      ["zebra", "tiger", "camel", "eagle", "snake", "whale"].map((text) => guess(solver, "pr-1", text)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(errorBodyOf(refused).code).toBe("no_tries_left");
    }
    const state = ok(await call(t.app, solver, "GET", "/api/vault/pr-1"));
    expect(state.guesses).toHaveLength(3);
    expect(state.triesLeft).toBe(0);
    expect(await countersOf(t.db, "pr-1")).toEqual({ total: 3, correct: 0 });
  });

  it("replays a guess retried with the same Idempotency-Key instead of using another try", async () => {
    await store({ id: "pr-1", word: "horse" });
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/vault/pr-1/guess",
        headers: { ...solver.headers, "idempotency-key": "vault-guess-0001" },
        payload: { guess: "zebra" },
      });
    expect(ok(await send()).triesLeft).toBe(2);
    const retry = await send();
    expect(ok(retry).triesLeft).toBe(2);
    expect(retry.headers["idempotency-replayed"]).toBe("true");
    expect(await countersOf(t.db, "pr-1")).toEqual({ total: 1, correct: 0 });
  });

  it("refuses one's own riddle (403) and riddles not in the Vault (404), counting nothing", async () => {
    await store({ id: "pr-1", word: "horse" });
    await store({ id: "pending", word: "tiger", status: "pending" });
    await store({ id: "hidden", word: "tiger", hidden: true });
    const own = await guess(author, "pr-1", "horse");
    expect(own.statusCode).toBe(403);
    expect(errorBodyOf(own).message).toBe("You can't solve your own riddle.");
    for (const id of ["nope", "pending", "hidden"]) {
      const res = await guess(solver, id, "tiger");
      expect(res.statusCode, id).toBe(404);
      expect(errorBodyOf(res).code).toBe("not_found");
    }
    expect(await countersOf(t.db, "pr-1")).toEqual({ total: 0, correct: 0 });
    expect(await countersOf(t.db, "pending")).toEqual({ total: 0, correct: 0 });
    expect(await countersOf(t.db, "hidden")).toEqual({ total: 0, correct: 0 });
  });

  it("answers 400 for a missing, empty, too long or extra-field guess, using no try", async () => {
    await store({ id: "pr-1", word: "horse" });
    const cases: [unknown, RegExp][] = [
      [{ guess: "" }, /Please enter a guess/],
      [{ guess: "   " }, /Please enter a guess/],
      [{}, /Please enter a guess/],
      [{ guess: 7 }, /Please enter a guess/],
      [{ guess: "x".repeat(101) }, /at most 100/],
      [{ guess: "horse", extra: 1 }, /extra/],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t.app, solver, "POST", "/api/vault/pr-1/guess", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = errorBodyOf(res);
      expect(body.code).toBe("invalid_request");
      expect(body.message).toMatch(message);
    }
    const noBody = await t.app.inject({
      method: "POST",
      url: "/api/vault/pr-1/guess",
      headers: solver.headers,
    });
    expect(noBody.statusCode).toBe(400);
    expect(ok(await call(t.app, solver, "GET", "/api/vault/pr-1")).triesLeft).toBe(3);
  });
});

describe("POST /api/vault/{id}/rating", () => {
  it("is refused before the riddle is solved or revealed, then keeps one rating per user", async () => {
    await store({ id: "pr-1", word: "horse" });
    const early = await rate(solver, "pr-1", 5);
    expect(early.statusCode).toBe(409);
    expect(errorBodyOf(early)).toEqual({
      code: "riddle_not_finished",
      message: "Solve the riddle or use all your tries before rating it.",
    });
    expectNoAnswer(early, "horse");
    ok(await guess(solver, "pr-1", "zebra"));
    expect((await rate(solver, "pr-1", 4)).statusCode).toBe(409);

    ok(await guess(solver, "pr-1", "horse"));
    expect(ok(await rate(solver, "pr-1", 4))).toMatchObject({
      averageRating: 4,
      ratingCount: 1,
      myRating: 4,
    });
    expect(ok(await rate(solver, "pr-1", 2))).toMatchObject({
      averageRating: 2,
      ratingCount: 1,
      myRating: 2,
    });

    for (const text of ["zebra", "tiger", "camel"]) await guess(other, "pr-1", text);
    expect(ok(await rate(other, "pr-1", 5))).toMatchObject({
      averageRating: 3.5,
      ratingCount: 2,
      myRating: 5,
    });
    // The card shows the average to everyone, before they play too.
    const third = await newCaller(t.app);
    const card = await call(t.app, third, "GET", "/api/vault/pr-1");
    expectNoAnswer(card, "horse");
    expect(ok(card)).toMatchObject({ averageRating: 3.5, ratingCount: 2, myRating: null });
  });

  it("refuses ratings outside 1–5 with 400, one's own riddle with 403, and riddles not in the Vault with 404", async () => {
    await store({ id: "pr-1", word: "horse" });
    await store({ id: "hidden", word: "tiger", hidden: true });
    for (const rating of [0, 6, 2.5, "5", null]) {
      const res = await rate(solver, "pr-1", rating);
      expect(res.statusCode, String(rating)).toBe(400);
      expect(errorBodyOf(res).message).toMatch(/rating/);
    }
    expect((await rate(author, "pr-1", 5)).statusCode).toBe(403);
    expect((await rate(solver, "hidden", 5)).statusCode).toBe(404);
  });
});

describe("GET /api/user/solver-stats", () => {
  it("counts riddles tried and solved, the solve rate, and the author's riddles and guesses", async () => {
    const empty = ok(await call(t.app, solver, "GET", "/api/user/solver-stats")) as unknown;
    expect(empty).toEqual({
      riddlesSolved: 0,
      riddlesTried: 0,
      solveRate: null,
      currentDailyStreak: 0,
      longestDailyStreak: 0,
      authored: { published: 0, approved: 0, totalGuesses: 0, correctGuesses: 0 },
    });
    await store({ id: "a", word: "horse" });
    await store({ id: "b", word: "tiger" });
    await store({ id: "c", word: "camel", status: "pending" });
    ok(await guess(solver, "a", "horse"));
    for (const text of ["zebra", "eagle", "snake"]) ok(await guess(solver, "b", text));
    expect(ok(await call(t.app, solver, "GET", "/api/user/solver-stats")) as unknown).toMatchObject({
      riddlesSolved: 1,
      riddlesTried: 2,
      solveRate: 0.5,
    });
    expect(ok(await call(t.app, author, "GET", "/api/user/solver-stats")) as unknown).toMatchObject({
      riddlesTried: 0,
      authored: { published: 3, approved: 2, totalGuesses: 4, correctGuesses: 1 },
    });
  });
});
