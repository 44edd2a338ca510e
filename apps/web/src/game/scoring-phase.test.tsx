// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSeated } from "../test-support/render-seated";
import { dismissToast } from "../toast/toast-store";
import { revealPace } from "./reveal/reveal-steps";
import { scoredRound } from "./reveal/scored-round";
import { ScoringPhase } from "./scoring-phase";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * The results of round 1 (`scoredRound`) for Mia, the clock standing `elapsed` ms after scoring
 * began (on fake timers). The reveal has 12 steps.
 */
function setup(elapsed = 0) {
  const game = scoredRound();
  const view = game.view();
  vi.useFakeTimers({ now: view.game.phaseStartedAt + elapsed });
  const pace = revealPace(12, (view.game.deadline ?? 0) - view.game.phaseStartedAt);
  return { game, pace, ...renderSeated(<ScoringPhase />, { view }) };
}

const live = () => screen.getByTestId("reveal-live").textContent;
const riddles = () => screen.getByRole("list", { name: "Round 1 riddles" });
const showAll = () => screen.queryByRole("button", { name: "Show all" });
/** The scoreboard, top to bottom, as "Name total" (a row header starts with the avatar's initial). */
const totals = () =>
  within(screen.getByRole("table", { name: "Scoreboard" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => {
      const name = within(row).getByRole("rowheader").textContent?.slice(1).replace(" (you)", "");
      return `${name} ${row.lastElementChild?.textContent}`;
    });

describe("the scoring reveal", () => {
  it("shows each riddle, then its guesses in the order they were made, then its word and points", () => {
    const { pace } = setup();
    const said = [live()];
    expect(
      within(riddles())
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["? ? ?Riddle by Mia"]);
    expect(riddles().textContent).toContain("I have hands but cannot clap.");
    expect(riddles().textContent).not.toContain("clock");
    expect(screen.queryByRole("list", { name: "Guesses at Mia's riddle" })).toBeNull();

    act(() => vi.advanceTimersByTime(pace));
    said.push(live());
    expect(
      within(screen.getByRole("list", { name: "Guesses at Mia's riddle" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Bo: “watch”✗ not it"]);

    for (let step = 2; step < 12; step++) {
      act(() => vi.advanceTimersByTime(pace));
      said.push(live());
      if (step === 3) {
        expect(riddles().textContent).toContain("clock");
        expect(riddles().textContent).toContain("+0 points for the author");
        expect(riddles().textContent).not.toContain("I glow at night");
      }
    }

    expect(said).toEqual([
      "Riddle 1 of 3, by Mia: I have hands but cannot clap.",
      "Bo guessed “watch”: not it.",
      "Ana guessed “time”: not it.",
      "The word was CLOCK. Mia earns 0 points.",
      "Riddle 2 of 3, by Ana: I glow at night upon your desk.",
      "Mia guessed “lamp”: correct.",
      "Bo guessed “candle”: not it.",
      "The word was LAMP. Ana earns 1 point.",
      "Riddle 3 of 3, by Bo: I have four legs but never walk.",
      "Ana guessed “chair”: correct.",
      "Mia guessed “chair”: correct.",
      "The word was CHAIR. Bo earns 5 points.",
    ]);
    expect(
      within(screen.getByRole("list", { name: "Guesses at Bo's riddle" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Ana: “chair”✓ correct", "Mia: “chair”✓ correct"]);
    expect(riddles().textContent).toContain("Guessed right by Ana, Mia.");
    expect(showAll()).toBeNull();
  });

  it("shows everything at once with Show all, says so, and keeps focus on the results", () => {
    setup();
    const button = showAll();
    if (!button) throw new Error("no Show all button");
    button.focus();
    fireEvent.click(button);

    for (const word of ["clock", "lamp", "chair"]) expect(riddles().textContent).toContain(word);
    expect(riddles().textContent).toContain("+5 points for the author");
    expect(live()).toBe("All results shown.");
    expect(showAll()).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(riddles())).toBe(true);
  });

  it("joins a reveal under way where the table is, and shows one that is over at once, unannounced", () => {
    const { pace } = setup(2.5 * revealPace(12, 30_000));
    expect(screen.getByRole("list", { name: "Guesses at Mia's riddle" }).children).toHaveLength(2);
    expect(riddles().textContent).not.toContain("clock");
    act(() => vi.advanceTimersByTime(pace));
    expect(riddles().textContent).toContain("clock");
    cleanup();

    setup(60_000);
    for (const word of ["clock", "lamp", "chair"]) expect(riddles().textContent).toContain(word);
    expect(showAll()).toBeNull();
    expect(live()).toBe("");
  });

  it("holds the totals from before the round until the reveal is over, then counts them up", () => {
    setup();
    expect(totals()).toEqual(["Mia 0", "Ana 0", "Bo 0"]);
    expect(screen.queryByRole("columnheader", { name: "This round" })).toBeNull();

    fireEvent.click(showAll() as HTMLElement);
    expect(screen.getByRole("columnheader", { name: "This round" })).toBeTruthy();
    // The new order at once; the totals count up from where they were.
    expect(totals()).toEqual(["Bo 0", "Mia 0", "Ana 0"]);
    act(() => vi.advanceTimersByTime(2000));
    expect(totals()).toEqual(["Bo 5", "Mia 4", "Ana 3"]);
  });

  it("shows the new totals at once when the player prefers reduced motion", () => {
    vi.stubGlobal(
      "matchMedia",
      (query: string) =>
        ({
          matches: query === "(prefers-reduced-motion: reduce)",
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    setup();
    fireEvent.click(showAll() as HTMLElement);
    expect(totals()).toEqual(["Bo 5", "Mia 4", "Ana 3"]);
  });

  it("offers the sound switch, off until turned on, and runs the reveal with sound on where audio is missing", () => {
    const { pace } = setup();
    const toggle = screen.getByRole("button", { name: "Sound effects" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    // Each step's timer is set once the step before it rendered.
    for (let step = 1; step < 12; step++) act(() => vi.advanceTimersByTime(pace));
    expect(live()).toBe("The word was CHAIR. Bo earns 5 points.");
  });
});
