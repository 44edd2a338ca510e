import type { RoundView } from "@riddlebook/rules";
import { Badge } from "../components/ui";
import { playerName, useGame } from "./context";

/** Each riddle of a scored round: word, author, who guessed right (and how), and the points. */
export function RoundResults({ round }: { round: RoundView }) {
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
