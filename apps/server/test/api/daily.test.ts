import type { DailyRiddle, VaultRiddle } from "@riddlebook/protocol";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Caller, call, mentionedWords, newCaller, PAGE_WORDS } from "../support/game-helpers";
import { createTestApp, errorBodyOf, type TestApp } from "../support/test-app";
import { countersOf, type StoredRiddle, storePublishedRiddle } from "../support/vault-helpers";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The manual clock starts at 2030-01-01 00:00 UTC. */
const FIRST_DAY = "2030-01-01";

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

const daily = (caller: Caller | null) => call(t.app, caller, "GET", "/api/daily");
const guessDaily = (caller: Caller | null, text: unknown) =>
  call(t.app, caller, "POST", "/api/daily/guess", { guess: text });

function ok(res: LightMyRequestResponse): DailyRiddle {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The deep scan: `word` nowhere in the payload but in `choices`, which must be the whole page. */
function expectNoAnswer(res: LightMyRequestResponse, word: string): void {
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
  expect(mentionedWords(withoutChoices(res.json()), [word])).toEqual([]);
}

/** Today's word, read from the table the way only the server can. */
async function todaysWord(): Promise<{ id: string; word: string; text: string }> {
  const row = await t.db
    .selectFrom("daily_riddles as d")
    .innerJoin("published_riddles as p", "p.id", "d.published_riddle_id")
    .select(["p.id", "p.selected_word", "p.riddle_text"])
    .orderBy("d.date", "desc")
    .executeTakeFirstOrThrow();
  return { id: row.id, word: row.selected_word, text: row.riddle_text };
}

/** Five approved riddles by `author` on the Animals page. */
async function storeFive(): Promise<void> {
  const words = ["horse", "tiger", "camel", "eagle", "snake"];
  for (const [i, word] of words.entries()) {
    await store({
      id: `dr-${i + 1}`,
      word,
      text: `Riddle number ${i + 1}, about a creature.`,
      publishedAt: i,
    });
  }
}

/** A wrong guess for today's word: another word of the page. */
const wrongFor = (word: string) => (word === "zebra" ? "whale" : "zebra");

describe("GET /api/daily", () => {
  it("answers 404 no_daily_riddle while no approved riddle exists", async () => {
    await store({ id: "dr-1", word: "horse", status: "pending" });
    await store({ id: "dr-2", word: "tiger", hidden: true });
    const res = await daily(solver);
    expect(res.statusCode).toBe(404);
    expect(errorBodyOf(res)).toEqual({
      code: "no_daily_riddle",
      message: "There is no riddle of the day yet.",
    });
    expect((await guessDaily(solver, "horse")).statusCode).toBe(404);
  });

  it("needs a signed-in user", async () => {
    await storeFive();
    expect((await daily(null)).statusCode).toBe(401);
    expect((await guessDaily(null, "horse")).statusCode).toBe(401);
  });

  it("gives everyone the same riddle on a UTC day, numbered from the first day, without its answer", async () => {
    await storeFive();
    const [a, b, c] = await Promise.all([daily(solver), daily(other), daily(solver)]);
    const today = await todaysWord();
    for (const res of [a, b, c]) expectNoAnswer(res as LightMyRequestResponse, today.word);
    const first = ok(a as LightMyRequestResponse);
    expect(ok(b as LightMyRequestResponse).riddle.id).toBe(first.riddle.id);
    expect(first).toMatchObject({
      number: 1,
      date: FIRST_DAY,
      shareText: "",
      currentStreak: 0,
      ownRiddle: false,
      riddle: { id: today.id, riddleText: today.text, triesLeft: 3, answer: null, guesses: [] },
    });
    expect(await t.db.selectFrom("daily_riddles").selectAll().execute()).toHaveLength(1);

    // Late on the same UTC day: the same riddle. The next day: another one, #2.
    t.clock.advance(DAY_MS - 1);
    expect(ok(await daily(other)).riddle.id).toBe(first.riddle.id);
    t.clock.advance(1);
    const next = ok(await daily(other));
    expect(next).toMatchObject({ number: 2, date: "2030-01-02" });
    expect(next.riddle.id).not.toBe(first.riddle.id);
    // Five days, five different riddles.
    const seen = new Set([first.riddle.id, next.riddle.id]);
    for (let day = 3; day <= 5; day++) {
      t.clock.advance(DAY_MS);
      seen.add(ok(await daily(solver)).riddle.id);
    }
    expect(seen.size).toBe(5);
  });

  it("shows the author today's riddle without its answer, refuses their guess with 403, and keeps their streak", async () => {
    await store({ id: "dr-1", word: "horse" });
    const mine = ok(await daily(author));
    expect(mine).toMatchObject({
      ownRiddle: true,
      shareText: "",
      riddle: { triesLeft: 0, answer: null, guesses: [], solved: false },
    });
    expectNoAnswer(await daily(author), "horse");
    const res = await guessDaily(author, "horse");
    expect(res.statusCode).toBe(403);
    expect(errorBodyOf(res)).toEqual({
      code: "forbidden",
      message: "You wrote today's riddle, so you can't guess it. Come back tomorrow!",
    });
    expect(await countersOf(t.db, "dr-1")).toEqual({ total: 0, correct: 0 });
  });
});

describe("POST /api/daily/guess", () => {
  it("keeps the tries on the server: a refresh (a new GET) gives no more, and the answer shows only at the end", async () => {
    await storeFive();
    ok(await daily(solver));
    const today = await todaysWord();
    const wrongs = PAGE_WORDS.filter((w) => w !== today.word).slice(0, 4);
    const first = await guessDaily(solver, wrongs[0]);
    expectNoAnswer(first, today.word);
    expect(ok(first).riddle).toMatchObject({ triesLeft: 2, answer: null });
    // A refresh: the same state.
    const refreshed = await daily(solver);
    expectNoAnswer(refreshed, today.word);
    expect(ok(refreshed).riddle).toMatchObject({
      triesLeft: 2,
      guesses: [{ guess: wrongs[0], correct: false }],
    });
    expectNoAnswer(await guessDaily(solver, wrongs[1]), today.word);
    expect(ok(await daily(solver)).riddle.triesLeft).toBe(1);
    const last = ok(await guessDaily(solver, wrongs[2]));
    expect(last.riddle).toMatchObject({ triesLeft: 0, solved: false, answer: today.word });
    expect(last.shareText).toMatch(/^Riddlebook #1 🟥🟥🟥 X\/3\nhttps?:\/\/[^\s]+\/daily$/);
    const more = await guessDaily(solver, today.word);
    expect(more.statusCode).toBe(409);
    expect(errorBodyOf(more)).toEqual({
      code: "no_tries_left",
      message: "You have no tries left for this riddle.",
    });
    // Still over after a refresh, and for the same riddle in the Vault.
    expect(ok(await daily(solver)).riddle).toMatchObject({ triesLeft: 0, answer: today.word });
    const vault = await call(t.app, solver, "GET", `/api/vault/${today.id}`);
    expect((vault.json() as VaultRiddle).triesLeft).toBe(0);
    expect(
      (await call(t.app, solver, "POST", `/api/vault/${today.id}/guess`, { guess: today.word })).statusCode,
    ).toBe(409);
    expect(await countersOf(t.db, today.id)).toEqual({ total: 3, correct: 0 });
  });

  it("uses exactly three tries when guesses arrive at once from two tabs", async () => {
    await storeFive();
    ok(await daily(solver));
    const today = await todaysWord();
    const wrong = wrongFor(today.word);
    const results = await Promise.all(Array.from({ length: 6 }, () => guessDaily(solver, wrong)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(ok(await daily(solver)).riddle.guesses).toHaveLength(3);
  });

  it("solves with a share text that holds neither the word nor the riddle", async () => {
    await storeFive();
    ok(await daily(solver));
    const today = await todaysWord();
    expect(ok(await guessDaily(solver, wrongFor(today.word))).shareText).toBe("");
    const solved = ok(await guessDaily(solver, today.word.toUpperCase()));
    expect(solved.riddle).toMatchObject({ solved: true, answer: today.word, triesLeft: 1 });
    expect(solved.currentStreak).toBe(1);
    expect(solved.shareText).toMatch(/^Riddlebook #1 🟥🟩 2\/3\nhttps?:\/\/[^\s]+\/daily$/);
    expect(mentionedWords(solved.shareText, [today.word])).toEqual([]);
    expect(solved.shareText).not.toContain(today.text);
    const again = await guessDaily(solver, today.word);
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again)).toEqual({
      code: "already_solved",
      message: "You already solved this riddle.",
    });
  });

  it("answers 400 for a bad guess body, using no try", async () => {
    await storeFive();
    for (const payload of [
      {},
      { guess: "" },
      { guess: 3 },
      { guess: "x".repeat(101) },
      { guess: "a", b: 1 },
    ]) {
      const res = await call(t.app, solver, "POST", "/api/daily/guess", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBodyOf(res).code).toBe("invalid_request");
    }
    expect(ok(await daily(solver)).riddle.triesLeft).toBe(3);
  });
});

describe("the riddle of the day and the Vault", () => {
  it("keeps today's riddle out of GET /api/vault/next", async () => {
    await store({ id: "dr-1", word: "horse", publishedAt: 1 });
    await store({ id: "dr-2", word: "tiger", publishedAt: 2 });
    const today = ok(await daily(solver)).riddle.id;
    const next = await call(t.app, solver, "GET", "/api/vault/next");
    expect((next.json() as VaultRiddle).id).not.toBe(today);
    for (const text of ["zebra", "whale", "camel"]) {
      await call(t.app, solver, "POST", `/api/vault/${(next.json() as VaultRiddle).id}/guess`, {
        guess: text,
      });
    }
    expect((await call(t.app, solver, "GET", "/api/vault/next")).statusCode).toBe(204);
  });
});

describe("daily streaks", () => {
  it("count consecutive UTC days solved, survive an unsolved today, break on a missed day, and show in solver stats", async () => {
    for (let i = 1; i <= 6; i++) await store({ id: `dr-${i}`, word: "horse", publishedAt: i });
    const solveToday = async (caller: Caller) => {
      ok(await daily(caller));
      return ok(await guessDaily(caller, "horse"));
    };
    expect((await solveToday(solver)).currentStreak).toBe(1);
    t.clock.advance(DAY_MS);
    expect((await solveToday(solver)).currentStreak).toBe(2);
    t.clock.advance(DAY_MS);
    expect((await solveToday(solver)).currentStreak).toBe(3);
    // Day 4: not solved yet — the streak still stands.
    t.clock.advance(DAY_MS);
    expect(ok(await daily(solver)).currentStreak).toBe(3);
    const stats = await call(t.app, solver, "GET", "/api/user/solver-stats");
    expect(stats.json()).toMatchObject({ currentDailyStreak: 3, longestDailyStreak: 3, riddlesSolved: 3 });
    // Day 5: day 4 was missed (the riddle was opened but not solved): the streak is over.
    t.clock.advance(DAY_MS);
    expect(ok(await daily(solver)).currentStreak).toBe(0);
    expect((await solveToday(solver)).currentStreak).toBe(1);
    expect((await call(t.app, solver, "GET", "/api/user/solver-stats")).json()).toMatchObject({
      currentDailyStreak: 1,
      longestDailyStreak: 3,
    });
    // Someone else, who never played, has none.
    expect((await call(t.app, other, "GET", "/api/user/solver-stats")).json()).toMatchObject({
      currentDailyStreak: 0,
      longestDailyStreak: 0,
    });
  });

  it("a day whose riddle the player wrote neither breaks nor extends their streak", async () => {
    await store({ id: "dr-1", word: "horse", publishedAt: 1 });
    await store({ id: "dr-2", word: "tiger", publishedAt: 2, userId: solver.userId });
    await store({ id: "dr-3", word: "camel", publishedAt: 3 });
    const played: string[] = [];
    let streak = 0;
    for (let day = 1; day <= 3; day++) {
      const today = ok(await daily(solver));
      played.push(today.riddle.id);
      if (today.ownRiddle) {
        expect(today.currentStreak).toBe(streak);
      } else {
        const word = (await todaysWord()).word;
        streak += 1;
        expect(ok(await guessDaily(solver, word)).currentStreak).toBe(streak);
      }
      t.clock.advance(DAY_MS);
    }
    expect(new Set(played)).toEqual(new Set(["dr-1", "dr-2", "dr-3"]));
    expect(streak).toBe(2);
  });

  it("a day whose riddle the player already solved in the Vault opens finished and earns no streak day (issue 31 item 18)", async () => {
    const words: Record<string, string> = { "dr-1": "horse", "dr-2": "tiger" };
    for (const [i, id] of Object.keys(words).entries())
      await store({ id, word: words[id] ?? "", publishedAt: i });
    // Day 1: the riddle of the day, then the other one in the Vault (today's is never offered there).
    const first = ok(await daily(solver)).riddle.id;
    expect(ok(await guessDaily(solver, words[first])).currentStreak).toBe(1);
    const next = await call(t.app, solver, "GET", "/api/vault/next");
    expect(next.statusCode).toBe(200);
    const vaultId = (next.json() as VaultRiddle).id;
    expect(vaultId).not.toBe(first);
    await call(t.app, solver, "POST", `/api/vault/${vaultId}/guess`, { guess: words[vaultId] });
    // Day 2: that one is the riddle of the day. It opens as it was left, solved, and adds nothing.
    t.clock.advance(DAY_MS);
    const second = ok(await daily(solver));
    expect(second.riddle.id).toBe(vaultId);
    expect(second.riddle.solved).toBe(true);
    expect(second.currentStreak).toBe(1);
    // Day 3: every riddle was used, so day 1's comes back, solved two days ago: nothing again.
    t.clock.advance(DAY_MS);
    const third = ok(await daily(solver));
    expect(third.riddle.id).toBe(first);
    expect(third.currentStreak).toBe(1);
    expect((await call(t.app, solver, "GET", "/api/user/solver-stats")).json()).toMatchObject({
      currentDailyStreak: 1,
      longestDailyStreak: 1,
    });
  });
});
