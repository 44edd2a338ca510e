import type { GamePhase } from "@riddlebook/rules";
import { Link } from "wouter";
import { buttonClass, Card } from "../components/ui";
import { phaseLabel } from "../lib/game-logic";

/** A game we hold no seat in that has already started: nothing to do here but go home. */
export function GameInProgress({ phase }: { phase: GamePhase }) {
  return (
    <Card aria-labelledby="in-progress-title" className="max-w-lg">
      <h2 id="in-progress-title" className="text-xl font-bold text-slate-900">
        Game in Progress
      </h2>
      <p className="mt-1 text-slate-700">
        This game is in the {phaseLabel(phase)} phase. New players can join only before it starts.
      </p>
      <Link href="/" className={buttonClass("primary", "md", "mt-4")}>
        Go Home
      </Link>
    </Card>
  );
}
