import { roundAt, SCORING_RULE_TEXT } from "@riddlebook/rules";
import { Button, Card } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { patchGame } from "../lib/game-api";
import { writingSeconds } from "../lib/game-logic";
import { toast } from "../toast/toast-store";
import { useGame } from "./context";
import { Countdown } from "./countdown";
import { RoundResults } from "./round-results";
import { Scoreboard } from "./scoreboard";

/** Scoring: the round's results, the scoreboard and the host's Continue, with the auto-continue clock. */
export function ScoringPhase() {
  const { view, isHost, offset } = useGame();
  const { game } = view;
  const round = roundAt(view.rounds, game.currentRound);
  const last = game.currentRound >= game.totalRounds;
  const next = useGameAction({
    gameId: game.id,
    // currentRound must be the current round + 1, so a double click advances once.
    call: () =>
      patchGame(game.id, {
        currentRound: game.currentRound + 1,
        currentPhase: "writing",
        timeRemaining: writingSeconds(game),
      }),
    onAccepted: () =>
      toast({
        title: "Next Round Started!",
        description: last ? "Here are the final results." : `Round ${game.currentRound + 1} begins.`,
      }),
    failureText: "Failed to start next round. Please try again.",
    showServerMessage: false,
  });

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card aria-labelledby="results-title" className="lg:col-span-2">
        <h2 id="results-title" className="text-xl font-bold text-slate-900">
          Round {game.currentRound} Results
        </h2>
        <p className="mt-1 text-sm text-slate-700">{SCORING_RULE_TEXT}</p>
        <div className="mt-4">{round ? <RoundResults round={round} /> : null}</div>
      </Card>
      <div className="grid content-start gap-6">
        <Card aria-labelledby="scoreboard-title">
          <h2 id="scoreboard-title" className="font-semibold text-slate-900">
            Scoreboard
          </h2>
          <div className="mt-2">
            <Scoreboard roundPoints={round?.result?.points} />
          </div>
        </Card>
        <Card aria-labelledby="next-title">
          <h2 id="next-title" className="font-semibold text-slate-900">
            {last ? "Last round done" : `Round ${game.currentRound + 1} of ${game.totalRounds} next`}
          </h2>
          {isHost ? (
            <Button size="lg" className="mt-3 w-full" onClick={() => next.mutate()} disabled={next.isPending}>
              {last ? "See Final Results" : "Continue to Next Round"}
            </Button>
          ) : (
            <p className="mt-2 text-slate-700">Waiting for the host…</p>
          )}
          <Countdown
            className="mt-3"
            deadline={game.deadline}
            offset={offset}
            label={last ? "Final results in" : "Continues automatically in"}
          />
        </Card>
      </div>
    </div>
  );
}
