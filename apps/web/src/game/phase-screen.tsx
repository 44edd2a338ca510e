import type { GamePhase } from "@riddlebook/rules";
import { FinalResults } from "./final-results";
import { ReadingPhase } from "./reading-phase";
import { ScoringPhase } from "./scoring-phase";
import { SetupPhase } from "./setup-phase";
import { WritingPhase } from "./writing-phase";

/**
 * The screen of the current phase. Writing and reading are keyed by round, so each round starts
 * with a fresh editor and a fresh riddle index.
 */
export function PhaseScreen({ phase, round }: { phase: GamePhase; round: number }) {
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
