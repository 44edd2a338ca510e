import { applyIntent, type IntentResult } from "./apply-intent";
import { BOT_TYPES, GAME_MODES, type GameMode, MAX_PLAYERS } from "./constants";
import type { RulesContext, WordbookLookup } from "./context";
import { createGame } from "./create-game";
import type { GameState, Timings } from "./game-state";
import type { Intent, IntentType } from "./intent";
import { createSeededRng, type Rng, randomInt } from "./random";
import { currentRound } from "./rounds";

/**
 * Test and benchmark tooling: turns numbers into intents that fit the current state, and plays
 * whole random games. No bots and no word knowledge: words come from `simulationWordbook`, and
 * the driver sees the whole state, hands included (it is a fuzzer, not a player).
 */

/** Pages of the simulation wordbook: 1 to 5, all of one difficulty. */
const SIMULATION_PAGES = [1, 2, 3, 4, 5];

/**
 * The secret words of simulations on page `page`: `zq<page>x<n>qz`, 16 per page. They cannot
 * occur by accident in any other text, nor inside each other.
 */
export function simulationWords(page: number): string[] {
  return Array.from({ length: 16 }, (_, i) => `zq${page}x${i}qz`);
}

/** The wordbook simulations and property tests play with: it deals hands and rotates pages. */
export const simulationWordbook: WordbookLookup = {
  hasPage: (page) => SIMULATION_PAGES.includes(page),
  hasWord: (page, word) => SIMULATION_PAGES.includes(page) && simulationWords(page).includes(word),
  wordsOf: (page) => (SIMULATION_PAGES.includes(page) ? simulationWords(page) : []),
  pagesLike: () => SIMULATION_PAGES,
  allPages: () => SIMULATION_PAGES,
};

/** Four free numbers that `intentFromChoice` reads as one intent; fast-check can generate and shrink them. */
export interface IntentChoice {
  kind: number;
  a: number;
  b: number;
  c: number;
}

const ALL_KINDS: readonly IntentType[] = [
  "join",
  "leave",
  "rejoin",
  "setConnected",
  "setReady",
  "choosePage",
  "changeSettings",
  "start",
  "chooseWord",
  "rerollPrompt",
  "submitRiddle",
  "submitGuess",
  "continue",
  "addBot",
  "kick",
  "playAgain",
  "tick",
];

const PHASE_KINDS: Record<GameState["phase"], readonly IntentType[]> = {
  setup: [
    "join",
    "join",
    "addBot",
    "setReady",
    "setReady",
    "setReady",
    "choosePage",
    "changeSettings",
    "start",
    "leave",
    "kick",
  ],
  writing: [
    "chooseWord",
    "chooseWord",
    "submitRiddle",
    "submitRiddle",
    "submitRiddle",
    "rerollPrompt",
    "tick",
  ],
  reading: ["submitGuess", "submitGuess", "submitGuess", "submitGuess", "tick", "leave", "rejoin", "kick"],
  scoring: ["continue", "continue", "tick", "choosePage"],
  complete: ["tick"],
};

function at<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

/**
 * An intent for the current state from four numbers. Mostly one that makes sense in this phase
 * (it may still be refused: a word not dealt to the player, a second guess, a non-host), sometimes
 * any intent at all. Players mostly choose from their dealt hand, sometimes any word of the page;
 * riddle texts never contain a page word by design, except the deliberately invalid ones.
 */
export function intentFromChoice(state: GameState, choice: IntentChoice): Intent {
  const words = simulationWordbook.wordsOf(currentRound(state)?.pageNumber ?? state.currentPageNumber ?? 1);
  const kinds = choice.kind % 10 < 8 ? PHASE_KINDS[state.phase] : ALL_KINDS;
  const type = at(kinds, Math.floor(choice.kind / 10)) ?? "tick";
  const player = at(state.players, choice.a);
  const playerId = player?.id ?? "nobody";
  const round = currentRound(state);
  switch (type) {
    case "join":
      return {
        type,
        playerId: `p-${state.version}-${choice.b % 97}`,
        userId: `u-${choice.b % 13}`,
        // One name per user: names are unique at a table, and a clash would only test that refusal.
        name: `Player ${choice.b % 13}`,
      };
    case "leave":
    case "rejoin":
    case "start":
    case "rerollPrompt":
    case "continue":
      return { type, playerId: choice.c % 4 === 0 ? playerId : state.hostPlayerId };
    case "setConnected":
      return { type, playerId, connected: choice.b % 2 === 0 };
    case "setReady":
      return { type, playerId, isReady: choice.b % 5 !== 0 };
    case "choosePage":
      return { type, playerId: choice.c % 4 === 0 ? playerId : state.hostPlayerId, pageNumber: choice.b % 6 };
    case "changeSettings": {
      // Mostly a valid change of one or more settings, with short games (1 to 3 rounds); sometimes
      // nothing to change or rounds out of range, which the rules refuse.
      const variant = choice.b % 8;
      const flag = choice.c % 2 === 0;
      const rounds = variant === 1 ? (flag ? 0 : 11) : 1 + (choice.c % 3);
      return {
        type,
        playerId: choice.c % 4 === 0 ? playerId : state.hostPlayerId,
        ...(variant === 1 || variant === 2 || variant === 3 || variant === 6 ? { totalRounds: rounds } : {}),
        ...(variant === 4 || variant >= 6 ? { isPublic: flag } : {}),
        ...(variant === 5 || variant >= 6 ? { showPageWhileGuessing: !flag } : {}),
      };
    }
    case "chooseWord": {
      const hand = round?.words[playerId]?.hand ?? [];
      return {
        type,
        playerId,
        word: (choice.c % 4 !== 0 ? at(hand, choice.b) : undefined) ?? at(words, choice.b) ?? "",
      };
    }
    case "submitRiddle": {
      // Mostly a player who still has to write, with a free word and a valid text.
      const pending = state.players.filter(
        (p) => !p.hasLeft && !round?.riddles.some((r) => r.playerId === p.id),
      );
      const writer = (choice.a % 4 !== 0 ? at(pending, choice.a) : undefined) ?? player;
      const writerId = writer?.id ?? "nobody";
      const free = round?.words[writerId]?.hand ?? [];
      const withWord = choice.c % 3 !== 0;
      const word =
        (withWord
          ? ((choice.b % 4 !== 0 ? at(free, choice.b) : undefined) ?? at(words, choice.b))
          : round?.words[writerId]?.word) ?? "";
      const variant = choice.c % 10;
      // Variants 0 and 1 are invalid: empty, and naming the riddle's own word (never another's).
      const text =
        variant === 0
          ? ""
          : variant === 1
            ? `This riddle gives it away: ${word}`
            : [
                `A riddle in verse from seat ${choice.a % 8}:\nI hide in plain sight, guess me right.`,
                "Round and round, never found.",
                `Whisper ${choice.c % 50} times and I appear.`,
              ][variant % 3];
      return {
        type,
        playerId: writerId,
        riddleId: `r-${state.version}-${choice.a % 8}`,
        text: text as string,
        ...(withWord ? { word } : {}),
      };
    }
    case "submitGuess": {
      // Mostly a player with riddles left to guess, at one of those riddles.
      const riddles = round?.riddles ?? [];
      const left = (id: string) =>
        riddles.filter(
          (r) => r.playerId !== id && !round?.guesses.some((g) => g.riddleId === r.id && g.guesserId === id),
        );
      const guessers = state.players.filter((p) => !p.hasLeft && left(p.id).length > 0);
      const guesser = (choice.a % 4 !== 0 ? at(guessers, choice.a) : undefined) ?? player;
      const guesserId = guesser?.id ?? "nobody";
      const riddle =
        (choice.b % 4 !== 0 ? at(left(guesserId), choice.b) : undefined) ?? at(riddles, choice.b);
      const word = riddle?.word ?? "";
      const guesses = [
        word,
        word.toUpperCase(),
        at(words, choice.c) ?? "",
        at(words, choice.b) ?? "",
        "",
        `${word}s`,
      ];
      return {
        type,
        playerId: guesserId,
        riddleId: riddle?.id ?? "no-such-riddle",
        guess: guesses[choice.c % guesses.length] as string,
      };
    }
    case "kick":
      return {
        type,
        playerId: choice.c % 4 === 0 ? playerId : state.hostPlayerId,
        targetId: at(state.players, choice.b)?.id ?? "nobody",
      };
    case "playAgain":
      return { type, playerId: state.hostPlayerId, nextGameId: `next-${choice.b % 5}` };
    case "addBot":
      return {
        type,
        playerId: choice.c % 4 === 0 ? playerId : state.hostPlayerId,
        botId: `b-${state.version}-${choice.b % 7}`,
        botType: at(BOT_TYPES, choice.b) ?? "auntie",
      };
    default:
      return { type: "tick" };
  }
}

/** How to play one random game. */
export interface SimulationOptions {
  seed: number;
  /** Human players including the host, 1 to 8; default random 2 to 8 with bots. */
  players?: number;
  bots?: number;
  gameMode?: GameMode;
  totalRounds?: number;
  timings?: Partial<Timings>;
  /** Give up on random intents after this many and let ticks finish the game. Default 3000. */
  maxSteps?: number;
  startAt?: number;
}

/** One applied intent, for invariant checks. */
export interface SimulationStep {
  before: GameState;
  intent: Intent;
  now: number;
  result: IntentResult;
}

/** The end of a simulated game. */
export interface SimulationOutcome {
  state: GameState;
  accepted: number;
  rejected: number;
}

/**
 * Plays one random game from creation to `complete`, calling `onStep` after every intent. Time
 * moves on by a random few seconds per step and now and then jumps past the deadline. Setup is
 * driven to a start if random play has not started it, and after `maxSteps` only ticks are sent.
 */
export function simulateGame(
  options: SimulationOptions,
  onStep?: (step: SimulationStep) => void,
): SimulationOutcome {
  const rng: Rng = createSeededRng(options.seed);
  let now = options.startAt ?? 1_700_000_000_000;
  const ctx = (): RulesContext => ({ now, rng, wordbook: simulationWordbook });
  const created = createGame(
    {
      id: `game-${options.seed}`,
      gameMode: options.gameMode ?? (GAME_MODES[randomInt(rng, 0, GAME_MODES.length - 1)] as GameMode),
      totalRounds: options.totalRounds ?? randomInt(rng, 1, 4),
      maxPlayers: MAX_PLAYERS,
      isPublic: rng() < 0.5,
      ...(options.timings ? { timings: options.timings } : {}),
    },
    { playerId: "host", userId: "user-host", name: "Host" },
    ctx(),
  );
  if (!created.ok) throw new Error(`simulation could not create a game: ${created.rejection.message}`);
  let state = created.state;
  let accepted = 0;
  let rejected = 0;

  const apply = (intent: Intent) => {
    const before = state;
    const result = applyIntent(state, intent, ctx());
    if (result.ok) {
      state = result.state;
      accepted++;
    } else rejected++;
    onStep?.({ before, intent, now, result });
    return result;
  };

  const humans = options.players ?? randomInt(rng, 1, MAX_PLAYERS);
  const bots = Math.min(
    options.bots ?? randomInt(rng, humans === 1 ? 1 : 0, MAX_PLAYERS - humans),
    MAX_PLAYERS - humans,
  );
  for (let i = 1; i < humans; i++)
    apply({ type: "join", playerId: `human-${i}`, userId: `user-${i}`, name: `Human ${i}` });
  for (let i = 0; i < bots; i++) {
    apply({
      type: "addBot",
      playerId: state.hostPlayerId,
      botId: `bot-${i}`,
      botType: BOT_TYPES[i % 3] ?? "random",
    });
  }

  const maxSteps = options.maxSteps ?? 3000;
  for (let i = 0; i < maxSteps && state.phase !== "complete"; i++) {
    now += randomInt(rng, 0, 4000);
    if (rng() < 0.03 && state.deadline !== null) now = state.deadline + randomInt(rng, 0, 2000);
    if (state.phase === "setup" && i > 60) {
      // Random play has not started the game: ready everyone up with a page.
      apply({ type: "choosePage", playerId: state.hostPlayerId, pageNumber: 1 });
      for (const player of state.players) {
        if (state.phase === "setup" && !player.isReady)
          apply({ type: "setReady", playerId: player.id, isReady: true });
      }
      if (state.players.length < 2 && state.phase === "setup") {
        apply({ type: "addBot", playerId: state.hostPlayerId, botId: "bot-late", botType: "random" });
      }
      continue;
    }
    const choice = {
      kind: randomInt(rng, 0, 999),
      a: randomInt(rng, 0, 999),
      b: randomInt(rng, 0, 999),
      c: randomInt(rng, 0, 999),
    };
    apply(intentFromChoice(state, choice));
  }
  for (let i = 0; state.phase !== "complete"; i++) {
    if (i > 100 || state.deadline === null) throw new Error(`simulation stalled in ${state.phase}`);
    now = Math.max(now, state.deadline);
    apply({ type: "tick" });
  }
  return { state, accepted, rejected };
}
