import type { GamePhase } from "@riddlebook/rules";
import { useEffect, useRef } from "react";
import { FinalResults } from "./final-results";
import { ReadingPhase } from "./reading-phase";
import { ScoringPhase } from "./scoring-phase";
import { SetupPhase } from "./setup-phase";
import { WritingPhase } from "./writing-phase";

function Screen({ phase, round }: { phase: GamePhase; round: number }) {
  switch (phase) {
    case "setup":
      return <SetupPhase />;
    case "writing":
      return <WritingPhase key={`writing-${round}`} />;
    case "reading":
      return <ReadingPhase key={`reading-${round}`} />;
    case "scoring":
      return <ScoringPhase />;
    default:
      return <FinalResults />;
  }
}

/** True when no control holds focus (it is on the page's body), so moving it takes nothing away. */
function focusIsFree(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * The screen of the current phase. Writing and reading are keyed by round, so each round starts
 * with a fresh editor and a fresh riddle index. Focus goes where the player acts next, so keyboard
 * and screen-reader users are never dropped on the page's body: the phase's start
 * (`phaseStartProps`: the first dealt word, or the riddle box once a word is chosen), else its
 * heading (`phaseHeadingProps`). That happens when the phase changes while the page is open, and
 * on entering the game when nothing has focus yet. On a phase change the screen's top is also
 * brought into view when the page was scrolled past it (or far above it), so the new phase does not
 * open with its words under the sticky clock (docs/product.md §3).
 */
export function PhaseScreen({ phase, round }: { phase: GamePhase; round: number }) {
  const container = useRef<HTMLDivElement>(null);
  const shown = `${phase}:${round}`;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const screen = container.current;
    if (!screen || previous.current === shown) return;
    const entering = previous.current === null;
    previous.current = shown;
    if (entering && !focusIsFree()) return;
    const target =
      screen.querySelector<HTMLElement>("[data-phase-start]") ??
      screen.querySelector<HTMLElement>("[data-phase-heading]");
    target?.focus({ preventScroll: !entering });
    if (entering) return;
    const top = screen.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) screen.scrollIntoView({ block: "start" });
  }, [shown]);
  return (
    <div ref={container}>
      <Screen phase={phase} round={round} />
    </div>
  );
}
