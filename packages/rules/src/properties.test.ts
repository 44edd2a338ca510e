import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyIntent } from "./apply-intent";
import { GAME_MODES } from "./constants";
import { createGame } from "./create-game";
import type { GameState } from "./game-state";
import type { Intent } from "./intent";
import { checkStepInvariants } from "./invariants";
import { gameProgress } from "./phases";
import { createSeededRng } from "./random";
import { findLeakedWords, secretWordsHiddenFrom } from "./secrets";
import { type IntentChoice, intentFromChoice, type SimulationStep, simulationWordbook } from "./simulation";
import { publicView, viewFor } from "./view";

const T0 = 1_700_000_000_000;
const NUM_RUNS = 100;

/** A game to start from: how many join, how many bots, and whether setup is played out first. */
const configArb = fc.record({
  humans: fc.integer({ min: 1, max: 8 }),
  bots: fc.integer({ min: 0, max: 7 }),
  gameMode: fc.constantFrom(...GAME_MODES),
  totalRounds: fc.integer({ min: 1, max: 3 }),
  started: fc.boolean(),
  seed: fc.integer(),
  shortClocks: fc.boolean(),
});
type Config = typeof configArb extends fc.Arbitrary<infer T> ? T : never;

const choiceArb: fc.Arbitrary<IntentChoice> = fc.record({
  kind: fc.nat(999),
  a: fc.nat(999),
  b: fc.nat(999),
  c: fc.nat(999),
});
/** Time passing before an intent: mostly a few seconds, sometimes a jump past any deadline. */
const dtArb = fc.oneof(
  { weight: 30, arbitrary: fc.integer({ min: 0, max: 5000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 400_000 }) },
);
const stepsArb = fc.array(fc.record({ choice: choiceArb, dt: dtArb }), { maxLength: 150, size: "max" });

/** Creates the game of `config` and, when asked, plays setup out so the game has started. */
function setUp(config: Config): { state: GameState; now: number; rngSeed: number } {
  const rng = createSeededRng(config.seed);
  const created = createGame(
    {
      id: "g",
      gameMode: config.gameMode,
      totalRounds: config.totalRounds,
      maxPlayers: 8,
      ...(config.shortClocks
        ? { timings: { writingMs: 3000, speedRoundWritingMs: 2000, readingMs: 3000, scoringMs: 1000 } }
        : {}),
    },
    { playerId: "host", userId: "u-host", name: "Host" },
    { now: T0, rng },
  );
  if (!created.ok) throw new Error("not created");
  let state = created.state;
  const run = (intent: Intent) => {
    const result = applyIntent(state, intent, { now: T0, rng, wordbook: simulationWordbook });
    if (result.ok) state = result.state;
  };
  for (let i = 1; i < config.humans; i++)
    run({ type: "join", playerId: `h${i}`, userId: `u${i}`, name: `H${i}` });
  for (let i = 0; i < config.bots; i++)
    run({ type: "addBot", playerId: "host", botId: `b${i}`, botType: "random" });
  if (config.started) {
    if (state.players.length < 2)
      run({ type: "addBot", playerId: "host", botId: "b-extra", botType: "auntie" });
    run({ type: "choosePage", playerId: "host", pageNumber: 1 });
    for (const player of state.players) run({ type: "setReady", playerId: player.id, isReady: true });
  }
  return { state, now: T0, rngSeed: config.seed };
}

/** Plays the steps from the config's game, handing every applied intent to `check`. */
function play(
  config: Config,
  steps: { choice: IntentChoice; dt: number }[],
  check: (step: SimulationStep) => void,
): GameState {
  const start = setUp(config);
  let { state, now } = start;
  const rng = createSeededRng(start.rngSeed + 1);
  for (const { choice, dt } of steps) {
    now += dt;
    const intent = intentFromChoice(state, choice);
    const before = state;
    const frozen = JSON.stringify(before);
    const result = applyIntent(state, intent, { now, rng, wordbook: simulationWordbook });
    expect(JSON.stringify(before)).toBe(frozen);
    check({ before, intent, now, result });
    if (result.ok) state = result.state;
  }
  return state;
}

describe("rules properties over random intent sequences", () => {
  it("phases only move forward", () => {
    fc.assert(
      fc.property(configArb, stepsArb, (config, steps) => {
        play(config, steps, ({ before, result }) => {
          if (result.ok) expect(gameProgress(result.state)).toBeGreaterThanOrEqual(gameProgress(before));
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("scores never decrease", () => {
    fc.assert(
      fc.property(configArb, stepsArb, (config, steps) => {
        play(config, steps, ({ before, result }) => {
          if (!result.ok) return;
          for (const player of before.players) {
            const later = result.state.players.find((p) => p.id === player.id);
            if (later) expect(later.score).toBeGreaterThanOrEqual(player.score);
          }
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("the version grows by exactly one per accepted intent and never on a rejection", () => {
    fc.assert(
      fc.property(configArb, stepsArb, (config, steps) => {
        let accepted = 0;
        const initial = setUp(config).state.version;
        const final = play(config, steps, ({ before, result }) => {
          if (result.ok) {
            accepted++;
            expect(result.state.version).toBe(before.version + 1);
            for (const event of result.events) expect(event.version).toBe(result.state.version);
          } else {
            expect(result).not.toHaveProperty("state");
            expect(result.rejection.status).toBeGreaterThanOrEqual(400);
          }
        });
        expect(final.version).toBe(initial + accepted);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("no view and no event shows another player's secret word before its round is scored", () => {
    fc.assert(
      fc.property(configArb, stepsArb, (config, steps) => {
        play(config, steps, ({ result, now }) => {
          if (!result.ok) return;
          const state = result.state;
          for (const viewer of [null, ...state.players.map((p) => p.id)]) {
            const secrets = secretWordsHiddenFrom(state, viewer);
            const view = viewer === null ? publicView(state, now) : viewFor(state, viewer, now);
            expect(findLeakedWords(view, secrets)).toEqual([]);
            const events = result.events.filter(
              (e) => e.audience.to === "all" || (viewer !== null && e.audience.playerId === viewer),
            );
            expect(findLeakedWords(events, secrets)).toEqual([]);
          }
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("every step keeps the state consistent", () => {
    fc.assert(
      fc.property(configArb, stepsArb, (config, steps) => {
        play(config, steps, (step) => {
          expect(checkStepInvariants(step, { checkViews: false })).toEqual([]);
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("a started game always reaches complete when only ticks with advancing time are sent", () => {
    const advanceArb = fc.array(fc.integer({ min: 500, max: 90_000 }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(configArb, stepsArb, advanceArb, (config, steps, advances) => {
        let state = play({ ...config, started: true }, steps, () => {});
        fc.pre(state.phase !== "setup");
        const rng = createSeededRng(config.seed);
        let now = state.phaseStartedAt;
        // Each phase lasts at most 180 s, so this many ticks of at least 0.5 s always suffice.
        const bound = (state.totalRounds * 3 + 1) * (180_000 / 500 + 1);
        let ticks = 0;
        while (state.phase !== "complete" && ticks < bound) {
          ticks++;
          now += advances[ticks % advances.length] as number;
          const result = applyIntent(state, { type: "tick" }, { now, rng, wordbook: simulationWordbook });
          if (result.ok) state = result.state;
          else if (result.rejection.code !== "nothing_due") throw new Error(result.rejection.code);
        }
        expect(state.phase).toBe("complete");
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
