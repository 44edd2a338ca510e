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

/**
 * The screen of the current phase. Writing and reading are keyed by round, so each round starts
 * with a fresh editor and a fresh riddle index. When the phase changes while the page is open,
 * focus moves to the new phase's heading (marked with `phaseHeadingProps`), so keyboard and
 * screen-reader users are not dropped on the page's body.
 */
export function PhaseScreen({ phase, round }: { phase: GamePhase; round: number }) {
  const container = useRef<HTMLDivElement>(null);
  const shown = `${phase}:${round}`;
  const previous = useRef(shown);
  useEffect(() => {
    if (previous.current === shown) return;
    previous.current = shown;
    container.current?.querySelector<HTMLElement>("[data-phase-heading]")?.focus();
  }, [shown]);
  return (
    <div ref={container}>
      <Screen phase={phase} round={round} />
    </div>
  );
}
