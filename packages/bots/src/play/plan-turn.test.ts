import {
  applyIntent,
  type BotType,
  createGame,
  createSeededRng,
  type GameMode,
  type GameState,
  type Intent,
  type RulesContext,
  viewFor,
} from "@riddlebook/rules";
import { checkRiddle, foldKey, getPage, matchGuess, WORDBOOK_LOOKUP } from "@riddlebook/words";
import nlp from "compromise";
import { describe, expect, it } from "vitest";
import { lastWord, rhymes } from "../write/rhyme";
import { lineSyllables } from "../write/syllables";
import { chooseWord, type PlannedIntent, planTurn } from "./plan-turn.server";

const T0 = 1_700_000_000_000;
const PAGE = 4;
const BOTS: { id: string; persona: BotType }[] = [
  { id: "bot-auntie", persona: "auntie" },
  { id: "bot-grandpa", persona: "grandpa" },
  { id: "bot-random", persona: "random" },
];

/** The rules with the words package's checker, matcher and wordbook, as the server wires them. */
function ctx(now: number, seed: number, page = PAGE): RulesContext {
  return {
    now,
    rng: createSeededRng(seed),
    wordbook: WORDBOOK_LOOKUP,
    checkRiddle: (word, text) => checkRiddle(word, text, page),
    matchGuess: (word, guess) => matchGuess(word, guess, page),
  };
}

/** Plays a human plus one bot of each persona through a whole game; bots act only through planTurn. */
function playGame(totalRounds: number, gameMode?: GameMode) {
  let now = T0;
  let seed = 1;
  const created = createGame(
    { id: "g1", totalRounds, ...(gameMode ? { gameMode } : {}) },
    { playerId: "human", userId: "u1", name: "Hana" },
    ctx(now, seed++),
  );
  if (!created.ok) throw new Error(created.rejection.message);
  let state: GameState = created.state;
  const refused: string[] = [];
  const apply = (intent: Intent) => {
    const result = applyIntent(state, intent, ctx(now, seed++, state.currentPageNumber ?? PAGE));
    if (result.ok) state = result.state;
    return result;
  };
  for (const bot of BOTS) apply({ type: "addBot", playerId: "human", botId: bot.id, botType: bot.persona });
  apply({ type: "choosePage", playerId: "human", pageNumber: PAGE });
  apply({ type: "setReady", playerId: "human", isReady: true });
  if (state.phase === "setup") apply({ type: "start", playerId: "human" });

  const planned: (PlannedIntent & { bot: string })[] = [];
  const plannedFor = new Set<string>();
  const phaseWindows: { start: number; deadline: number | null; at: number }[] = [];
  const plan = (botId: string) => {
    const bot = BOTS.find((b) => b.id === botId)!;
    const view = viewFor(state, botId, now);
    for (const p of planTurn(
      view,
      { persona: bot.persona, difficulty: "expert" },
      { now, rng: createSeededRng(seed++) },
    )) {
      planned.push({ ...p, bot: botId });
      phaseWindows.push({ start: state.phaseStartedAt, deadline: state.deadline, at: p.at });
    }
  };

  for (let steps = 0; state.phase !== "complete" && steps < 500; steps++) {
    const key = `${state.currentRound}:${state.phase}`;
    if (!plannedFor.has(key)) {
      plannedFor.add(key);
      if (state.phase === "writing") {
        // The human writes first, with a word from the human's own dealt hand.
        const word = state.rounds[state.currentRound - 1]!.words.human!.hand![0]!;
        apply({
          type: "submitRiddle",
          playerId: "human",
          riddleId: `h-${state.currentRound}`,
          word,
          text: "A riddle of mine.",
        });
      }
      if (state.phase === "reading") {
        for (const r of state.rounds[state.currentRound - 1]!.riddles) {
          if (r.playerId !== "human")
            apply({ type: "submitGuess", playerId: "human", riddleId: r.id, guess: "owl" });
        }
      }
      if (state.phase === "scoring") apply({ type: "continue", playerId: "human" });
      // The human's move may already have ended the phase; then the next one is planned next time.
      if (`${state.currentRound}:${state.phase}` === key) for (const bot of BOTS) plan(bot.id);
      continue;
    }
    planned.sort((a, b) => a.at - b.at);
    const next = planned.shift();
    if (next && (state.deadline === null || next.at < state.deadline)) {
      now = Math.max(now, next.at);
      const result = apply(next.intent);
      if (!result.ok) refused.push(`${next.intent.type}:${result.rejection.code}`);
      continue;
    }
    planned.length = 0;
    now = Math.max(now, state.deadline ?? now);
    apply({ type: "tick" });
  }
  return { state, refused, phaseWindows };
}

describe("planTurn", () => {
  it("a human and one bot of each persona play a whole game, and bots write and guess in every round", () => {
    const { state, refused, phaseWindows } = playGame(2);
    expect(state.phase).toBe("complete");
    expect(state.rounds).toHaveLength(2);
    const botGuesses: (typeof state.rounds)[number]["guesses"] = [];
    for (const round of state.rounds) {
      for (const bot of BOTS) {
        const riddle = round.riddles.find((r) => r.playerId === bot.id);
        expect(riddle, `${bot.id} wrote in round ${round.round}`).toBeDefined();
        expect(checkRiddle(riddle!.word, riddle!.text, round.pageNumber ?? PAGE).ok).toBe(true);
        // From its own hand, on the round's page.
        expect(round.words[bot.id]?.hand).toContain(riddle!.word);
        const others = round.riddles.filter((r) => r.playerId !== bot.id);
        const guessed = round.guesses.filter((g) => g.guesserId === bot.id).map((g) => g.riddleId);
        expect(guessed.sort()).toEqual(others.map((r) => r.id).sort());
      }
      botGuesses.push(
        ...round.guesses.filter(
          (g) =>
            g.guesserId !== "human" && round.riddles.find((r) => r.id === g.riddleId)?.playerId !== "human",
        ),
      );
    }
    // Bots read the other bots' riddles: bot riddles are real riddles from the clue bank, not
    // definitions, so not every one is solved, but a good share is (docs/product.md §8).
    const right = botGuesses.filter((g) => g.isCorrect).length;
    expect(right * 3, `${right} of ${botGuesses.length} bot guesses right`).toBeGreaterThanOrEqual(
      botGuesses.length,
    );
    // Bots choose from their own hands, so nothing they do is refused.
    expect(refused).toEqual([]);
    for (const w of phaseWindows) {
      expect(w.at).toBeGreaterThanOrEqual(w.start);
      if (w.deadline !== null) expect(w.at).toBeLessThan(w.deadline);
    }
  }, 180_000);

  it("spreads a bot's moves over the phase instead of acting at once", () => {
    const { phaseWindows } = playGame(1);
    const delays = phaseWindows.map((w) => w.at - w.start);
    expect(Math.min(...delays)).toBeGreaterThan(1000);
    expect(new Set(delays).size).toBeGreaterThan(delays.length / 2);
  }, 180_000);

  it("plans nothing outside the writing and reading phases, and nothing once the bot has written", () => {
    const created = createGame({ id: "g2" }, { playerId: "human", userId: "u1", name: "Hana" }, ctx(T0, 1));
    if (!created.ok) throw new Error(created.rejection.message);
    const added = applyIntent(
      created.state,
      { type: "addBot", playerId: "human", botId: "b1", botType: "auntie" },
      ctx(T0, 2),
    );
    if (!added.ok) throw new Error(added.rejection.message);
    const view = viewFor(added.state, "b1", T0);
    expect(
      planTurn(view, { persona: "auntie", difficulty: "medium" }, { now: T0, rng: createSeededRng(1) }),
    ).toEqual([]);
  });

  it("chooses a word from its own dealt hand, and from the page in a game without hands", () => {
    const created = createGame({ id: "g3" }, { playerId: "human", userId: "u1", name: "Hana" }, ctx(T0, 1));
    if (!created.ok) throw new Error(created.rejection.message);
    let state = created.state;
    for (const intent of [
      { type: "addBot", playerId: "human", botId: "b1", botType: "auntie" },
      { type: "choosePage", playerId: "human", pageNumber: PAGE },
      { type: "setReady", playerId: "human", isReady: true },
    ] as const) {
      const result = applyIntent(state, intent, ctx(T0, 2));
      if (!result.ok) throw new Error(result.rejection.message);
      state = result.state;
    }
    expect(state.phase).toBe("writing");
    const view = viewFor(state, "b1", T0);
    expect(view.me?.hand).toHaveLength(4);
    const rng = createSeededRng(4);
    for (let i = 0; i < 50; i++) expect(view.me?.hand).toContain(chooseWord(view, rng));
    const handless = { ...view, me: view.me && { ...view.me, hand: [] } };
    expect(getPage(PAGE)!.words).toContain(chooseWord(handless, rng));
  });

  it("writes with the game's memory of a word's clues, and reports the clues it said", () => {
    const created = createGame({ id: "g5" }, { playerId: "human", userId: "u1", name: "Hana" }, ctx(T0, 1));
    if (!created.ok) throw new Error(created.rejection.message);
    let state = created.state;
    for (const intent of [
      { type: "addBot", playerId: "human", botId: "b1", botType: "grandpa" },
      { type: "choosePage", playerId: "human", pageNumber: PAGE },
      { type: "setReady", playerId: "human", isReady: true },
    ] as const) {
      const result = applyIntent(state, intent, ctx(T0, 2));
      if (!result.ok) throw new Error(result.rejection.message);
      state = result.state;
    }
    const view = viewFor(state, "b1", T0);
    const bot = { persona: "grandpa", difficulty: "medium" } as const;
    // The same plan twice: the second time the memory holds the first riddle's clues.
    const memory = new Map<string, string[]>();
    const riddles = [1, 2].map(() => {
      const plan = planTurn(view, bot, {
        now: T0,
        rng: createSeededRng(9),
        usedClues: (word) => memory.get(word) ?? [],
      });
      const said = plan.find((p) => p.intent.type === "submitRiddle")?.said;
      expect(said?.clues.length).toBeGreaterThan(0);
      memory.set(said!.word, [...(memory.get(said!.word) ?? []), ...said!.clues]);
      return said!;
    });
    expect(riddles[1]!.word).toBe(riddles[0]!.word);
    for (const clue of riddles[1]!.clues) expect(riddles[0]!.clues).not.toContain(clue);
  });

  it("never writes about a word already used in the game, over a whole game", () => {
    const { state } = playGame(4);
    const words = state.rounds.flatMap((round) => round.riddles.map((r) => foldKey(r.word)));
    expect(words.length).toBe(16);
    expect(new Set(words).size).toBe(words.length);
  }, 180_000);

  it("without a dealt hand, chooses no word the game has already used", () => {
    const created = createGame({ id: "g4" }, { playerId: "human", userId: "u1", name: "Hana" }, ctx(T0, 1));
    if (!created.ok) throw new Error(created.rejection.message);
    let state = created.state;
    for (const intent of [
      { type: "addBot", playerId: "human", botId: "b1", botType: "grandpa" },
      { type: "choosePage", playerId: "human", pageNumber: PAGE },
      { type: "setReady", playerId: "human", isReady: true },
    ] as const) {
      const result = applyIntent(state, intent, ctx(T0, 2));
      if (!result.ok) throw new Error(result.rejection.message);
      state = result.state;
    }
    const view = viewFor(state, "b1", T0);
    const words = getPage(PAGE)!.words;
    const [fresh, ...used] = words;
    // Earlier rounds, scored, whose riddles used every word of the page but one.
    const handless = {
      ...view,
      me: view.me && { ...view.me, hand: [] },
      rounds: [
        {
          round: 0,
          pageNumber: PAGE,
          scored: true,
          riddles: used.map((word, i) => ({
            id: `old-${i}`,
            playerId: i % 2 === 0 ? "human" : "b1",
            round: 0,
            text: "An old riddle.",
            prompt: null,
            word,
            isOwn: i % 2 === 1,
            guessCount: 0,
          })),
          guesses: [],
          result: null,
        },
        ...view.rounds,
      ],
    };
    const rng = createSeededRng(9);
    for (let i = 0; i < 30; i++) expect(chooseWord(handless, rng)).toBe(fresh);
  });

  it("in a Style Challenge game, each bot writes to the style prompt it was given", () => {
    const { state } = playGame(3, "style_challenge");
    const follows: Record<string, (text: string) => boolean> = {
      Haiku: (text) => text.split("\n").map(lineSyllables).join("-") === "5-7-5",
      "Children's rhyme": (text) => {
        const lines = text.split("\n");
        return (
          lines.length % 2 === 0 &&
          lines.every((l, i) => i % 2 === 1 || rhymes(lastWord(l), lastWord(lines[i + 1]!)))
        );
      },
      "Detective noir": (text) =>
        /\b(?:case|suspect|rain|gumshoe|culprit|alley|dame|informant|neon)\b/i.test(text),
      "Ancient prophecy": (text) => /\b(?:foretold|prophecy|oracle|seers?|elders|scrolls)\b/i.test(text),
      "Romantic sonnet": (text) => /\b(?:thee|thy|love|beloved|darling|heart)\b/i.test(text),
      "Only one sentence": (text) => text.match(/[.!?…]/g)?.length === 1,
      "No adjectives": (text) => !nlp(text).has("#Adjective"),
      "Include one lie": (text) => text.split("\n").length >= 3,
    };
    let checked = 0;
    for (const round of state.rounds) {
      for (const bot of BOTS) {
        const riddle = round.riddles.find((r) => r.playerId === bot.id)!;
        expect(riddle.prompt).toBe(round.words[bot.id]?.prompt);
        expect(follows[riddle.prompt!]?.(riddle.text), `${riddle.prompt}: ${riddle.text}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(9);
  }, 180_000);
});
