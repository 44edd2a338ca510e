import { type GameView, winnersOf } from "@riddlebook/rules";
import { useLocation } from "wouter";
import { Button, Card } from "../components/ui";
import { useGame } from "./context";
import { RoundResults } from "./round-results";
import { Scoreboard } from "./scoreboard";

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

/** After the last round: "Final Results", the winner, and "Start New Game" (home). */
export function FinalResults() {
  const { view } = useGame();
  const [, navigate] = useLocation();
  const lastScored = [...view.rounds].reverse().find((r) => r.result);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card aria-labelledby="final-title" className="lg:col-span-2">
        <h2 id="final-title" className="text-2xl font-bold text-slate-900">
          Final Results
        </h2>
        <WinnerLine view={view} />
        <div className="mt-4">
          <Scoreboard />
        </div>
        <Button size="lg" className="mt-6" onClick={() => navigate("/")}>
          Start New Game
        </Button>
      </Card>
      {lastScored ? (
        <Card aria-labelledby="final-round-title">
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
