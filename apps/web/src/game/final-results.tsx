import { type GameView, winnersOf } from "@riddlebook/rules";
import { useLocation } from "wouter";
import { Button, Card } from "../components/ui";
import { SoundToggle } from "../sound/sound-toggle";
import { useGame } from "./context";
import { phaseHeadingProps } from "./phase-header";
import { Confetti } from "./reveal/confetti";
import { PlayAgain } from "./reveal/play-again";
import { Podium } from "./reveal/podium";
import { RoundResults } from "./round-results";
import { Scoreboard } from "./scoreboard";
import { WatcherCount } from "./spectator-count";

/** The winners line: everyone on the top score, as the rules decide; nobody when nobody scored. */
function WinnerLine({ view }: { view: GameView }) {
  const ids = winnersOf(view.players);
  const winners = view.players.filter((p) => ids.includes(p.id));
  const top = winners[0]?.score ?? 0;
  return (
    <p className="mt-3 text-lg text-slate-900" data-testid="winner">
      {winners.length === 0 ? (
        "No winner: nobody scored a point."
      ) : (
        <>
          {winners.length === 1 ? "Winner: " : "Winners: "}
          <strong>{winners.map((w) => w.name).join(" & ")}</strong> with {top}{" "}
          {top === 1 ? "point" : "points"}
          {ids.includes(view.viewerId ?? "") ? " — congratulations!" : ""}
        </>
      )}
    </p>
  );
}

/**
 * After the last round: "Final Results", the winner, the podium with a burst of confetti (when
 * anyone scored), the scoreboard, "Play again" and "Start New Game" (home).
 */
export function FinalResults() {
  const { view } = useGame();
  const [, navigate] = useLocation();
  const lastScored = [...view.rounds].reverse().find((r) => r.result);
  const anyoneScored = winnersOf(view.players).length > 0;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card aria-labelledby="final-title" className="relative min-w-0 overflow-hidden lg:col-span-2">
        {anyoneScored ? <Confetti /> : null}
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="final-title" {...phaseHeadingProps} className="text-2xl font-bold text-slate-900">
            Final Results
          </h2>
          <SoundToggle />
        </div>
        <WinnerLine view={view} />
        {anyoneScored ? (
          <div className="mt-4">
            <Podium players={view.players} viewerId={view.viewerId} />
          </div>
        ) : null}
        <div className="mt-4">
          <WatcherCount gameId={view.game.id} className="mb-2" />
          <Scoreboard />
        </div>
        <div className="mt-6">
          <PlayAgain />
        </div>
        <Button variant="outline" size="lg" className="mt-4" onClick={() => navigate("/")}>
          Start New Game
        </Button>
      </Card>
      {lastScored ? (
        <Card aria-labelledby="final-round-title" className="min-w-0">
          <h2 id="final-round-title" className="font-semibold text-slate-900">
            Round {lastScored.round} riddles
          </h2>
          <div className="mt-2">
            <RoundResults round={lastScored} />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
