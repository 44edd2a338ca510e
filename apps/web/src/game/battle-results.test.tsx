// @vitest-environment jsdom
import {
  applyIntent,
  createGame,
  createSeededRng,
  type GameState,
  type Intent,
  viewFor,
} from "@riddlebook/rules";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BattleResults } from "./battle-results";

afterEach(cleanup);

const T0 = 1_700_000_000_000;
const WORDS = [
  ["clock", "lamp"],
  ["chair", "candle"],
  ["spoon", "mirror"],
] as const;

/**
 * A 3-round battle between Mia ("me") and Ana, played by the rules: round 1 Ana solves Mia's riddle
 * (Mia 5, Ana 2), round 2 Mia solves Ana's (7–7), round 3 Ana solves Mia's again (Mia wins 12–9).
 */
function battle(): GameState {
  const rng = createSeededRng(3);
  const created = createGame(
    { id: "g1", name: "Battle", gameMode: "head_to_head", totalRounds: 3 },
    { playerId: "me", userId: "u-me", name: "Mia" },
    { now: T0, rng },
  );
  if (!created.ok) throw new Error(created.rejection.message);
  let state = created.state;
  const apply = (intent: Intent) => {
    const result = applyIntent(state, intent, { now: T0, rng });
    if (!result.ok) throw new Error(`${intent.type} refused: ${result.rejection.code}`);
    state = result.state;
  };
  apply({ type: "join", playerId: "ana", userId: "u-ana", name: "Ana" });
  apply({ type: "choosePage", playerId: "me", pageNumber: 1 });
  apply({ type: "setReady", playerId: "me", isReady: true });
  apply({ type: "setReady", playerId: "ana", isReady: true });
  WORDS.forEach(([mine, hers], i) => {
    const round = i + 1;
    apply({
      type: "submitRiddle",
      playerId: "me",
      riddleId: `me-${round}`,
      word: mine,
      text: `Mine, round ${round}.`,
    });
    apply({
      type: "submitRiddle",
      playerId: "ana",
      riddleId: `ana-${round}`,
      word: hers,
      text: `Hers, round ${round}.`,
    });
    const anaSolves = round !== 2;
    apply({
      type: "submitGuess",
      playerId: "ana",
      riddleId: `me-${round}`,
      guess: anaSolves ? mine : "teapot",
    });
    apply({
      type: "submitGuess",
      playerId: "me",
      riddleId: `ana-${round}`,
      guess: anaSolves ? "teapot" : hers,
    });
    apply(
      round < 3
        ? { type: "requestPhase", playerId: "me", phase: "writing", round: round + 1 }
        : { type: "requestPhase", playerId: "me", phase: "complete" },
    );
  });
  if (state.phase !== "complete") throw new Error(`expected complete, got ${state.phase}`);
  return state;
}

describe("the battle screen", () => {
  it("shows both players side by side, every round's riddles with who solved whose, and the decisive riddle", () => {
    render(<BattleResults view={viewFor(battle(), "ana", T0)} />);
    const sides = screen.getAllByTestId("battle-side");
    // The viewer on the left.
    expect(sides.map((s) => s.textContent)).toEqual(["Ana9Defeated", "Mia12Winner"]);
    const rounds = screen.getAllByRole("listitem");
    expect(rounds).toHaveLength(3);
    expect(within(rounds[0]!).getByText("Round 1: Ana 2 – 5 Mia")).toBeTruthy();
    expect(within(rounds[1]!).getByText("Round 2: Ana 5 – 2 Mia")).toBeTruthy();
    const [herCell, myCell] = within(rounds[0]!).getAllByTestId("battle-cell");
    expect(herCell!.textContent).toContain("LAMP");
    expect(herCell!.textContent).toContain("Mia did not solve it.");
    expect(myCell!.textContent).toContain("CLOCK");
    expect(myCell!.textContent).toContain("Ana solved it.");
    expect(screen.getByTestId("decisive-riddle").textContent).toContain(
      "Round 3, Mia's riddle for SPOON, “Mine, round 3.”, gave Mia 3 points more than Ana in the round that put Mia ahead for good.",
    );
  });
});
