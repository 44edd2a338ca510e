import { type RoundView, SCORING_RULE_TEXT, WRITING_SECONDS } from "@riddlebook/rules";
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { Badge, Button, Card } from "../components/ui";
import { continueGame } from "../lib/game-api";
import { rankByScore } from "../lib/game-logic";
import { toast } from "../toast/toast-store";
import { playerName, useGame } from "./context";
import { Countdown } from "./countdown";
import { Avatar } from "./player-list";

/** Each riddle of a scored round: word, author, who guessed right (and how), and the points. */
function RoundResults({ round }: { round: RoundView }) {
  const { view } = useGame();
  const result = round.result;
  if (!result) return null;
  return (
    <ul aria-label={`Round ${round.round} riddles`} className="grid gap-3">
      {result.riddles.map((riddle) => {
        const formGuesses = round.guesses.filter(
          (g) => g.riddleId === riddle.riddleId && g.isCorrect && g.matchKind === "form",
        );
        return (
          <li key={riddle.riddleId} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                <span className="text-xl tracking-wide uppercase">{riddle.word}</span>
                <span className="font-normal text-slate-700"> by {playerName(view, riddle.playerId)}</span>
              </h3>
              <Badge tone={riddle.authorPoints > 0 ? "green" : "brand"}>
                {riddle.authorPoints === 1 ? "+1 point" : `+${riddle.authorPoints} points`} for the author
              </Badge>
            </div>
            {riddle.prompt ? <p className="mt-1 text-sm text-amber-900">Prompt: {riddle.prompt}</p> : null}
            <blockquote className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{riddle.text}</blockquote>
            <p className="mt-2 text-sm text-slate-800">
              {riddle.correctGuesserIds.length === 0
                ? `Nobody guessed it (${riddle.guessCount} ${riddle.guessCount === 1 ? "guess" : "guesses"}).`
                : `Guessed right by ${riddle.correctGuesserIds.map((id) => playerName(view, id)).join(", ")}.`}
            </p>
            {formGuesses.length > 0 ? (
              <ul className="mt-1 text-sm text-slate-700">
                {formGuesses.map((g) => (
                  <li key={g.guesserId}>
                    {playerName(view, g.guesserId)}'s “{g.guess}”: accepted as a form of{" "}
                    {riddle.word.toUpperCase()}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Scoreboard({ roundPoints }: { roundPoints?: Record<string, number> | undefined }) {
  const { view } = useGame();
  const ranked = rankByScore(view.players);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Scoreboard</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-2 pr-2 font-semibold">
            Player
          </th>
          {roundPoints ? (
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              This round
            </th>
          ) : null}
          <th scope="col" className="py-2 text-right font-semibold">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {ranked.map((player) => (
          <tr key={player.id} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
              <span className="flex items-center gap-2">
                <Avatar player={player} size="h-7 w-7" />
                <span className="break-words">
                  {player.name}
                  {player.id === view.viewerId ? " (you)" : ""}
                </span>
              </span>
            </th>
            {roundPoints ? (
              <td className="py-2 pr-2 text-right font-mono">+{roundPoints[player.id] ?? 0}</td>
            ) : null}
            <td className="py-2 text-right font-mono font-semibold">{player.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Scoring (spec 2): the round's results, the scoreboard and the host's Continue, with the auto-continue clock. */
export function ScoringPhase() {
  const { view, isHost, offset, refresh } = useGame();
  const { game } = view;
  const round = view.rounds[game.currentRound - 1];
  const last = game.currentRound >= game.totalRounds;
  const next = useMutation({
    mutationFn: () => continueGame(game.id, game.currentRound + 1, WRITING_SECONDS),
    onSuccess: (answer) => {
      toast({
        title: "Next Round Started!",
        description: last ? "Here are the final results." : `Round ${game.currentRound + 1} begins.`,
      });
      refresh(answer);
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to start next round. Please try again.",
        variant: "destructive",
      }),
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

/** After the last round (spec 2): "Final Results", the winner, and "Start New Game" (home). */
export function FinalResults() {
  const { view } = useGame();
  const [, navigate] = useLocation();
  const ranked = rankByScore(view.players);
  const top = ranked[0]?.score ?? 0;
  const winners = ranked.filter((p) => p.score === top);
  const lastScored = [...view.rounds].reverse().find((r) => r.result);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card aria-labelledby="final-title" className="lg:col-span-2">
        <h2 id="final-title" className="text-2xl font-bold text-slate-900">
          Final Results
        </h2>
        <p className="mt-3 text-lg text-slate-900" data-testid="winner">
          {winners.length === 1 ? "Winner: " : "Winners: "}
          <strong>{winners.map((w) => w.name).join(" & ")}</strong> with {top}{" "}
          {top === 1 ? "point" : "points"}
          {winners.some((w) => w.id === view.viewerId) ? " — congratulations!" : ""}
        </p>
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
