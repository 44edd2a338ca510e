import { type RiddleView, roundAt } from "@riddlebook/rules";
import { useState } from "react";
import { Button, Card } from "../components/ui";
import { ShareRiddleButton } from "../share/share-riddle";
import { playerName, useGame } from "./context";
import { GuessForm } from "./guess-form";
import { PageHint } from "./page-hint";
import { PhaseHeader } from "./phase-header";
import { PlayerList } from "./player-list";
import { RiddleCard } from "./riddle-card";

/** Under a riddle: the guess form, or why there is none (it is ours, or we already guessed it). */
function GuessOrStatus({ riddle }: { riddle: RiddleView }) {
  const { view } = useGame();
  if (riddle.isOwn) {
    return (
      <div className="mt-4 grid justify-items-start gap-2">
        <p className="w-full rounded-lg bg-slate-100 p-3 text-slate-800" role="status">
          This is your riddle, so you can't guess it. Your word:{" "}
          <strong className="uppercase">{riddle.word}</strong>
        </p>
        {riddle.text ? (
          <ShareRiddleButton
            riddle={{
              gameId: view.game.id,
              gameName: view.game.name,
              round: riddle.round,
              playerId: riddle.playerId,
              text: riddle.text,
              authorName: playerName(view, riddle.playerId),
              mine: true,
            }}
          />
        ) : null}
      </div>
    );
  }
  if (view.me?.guessedRiddleIds.includes(riddle.id)) {
    const round = roundAt(view.rounds, view.game.currentRound);
    const mine = round?.guesses.find((g) => g.riddleId === riddle.id && g.guesserId === view.viewerId);
    return (
      <p className="mt-4 rounded-lg bg-green-50 p-3 text-green-900" role="status">
        Guess submitted{mine?.guess ? `: “${mine.guess}”` : ""}! Waiting for the other players...
      </p>
    );
  }
  return <GuessForm key={riddle.id} riddle={riddle} />;
}

/** Reading and guessing: one riddle at a time, "Next Riddle" moves on; the server ends it. */
export function ReadingPhase() {
  const { view, offset, isHost } = useGame();
  const { game } = view;
  const riddles = roundAt(view.rounds, game.currentRound)?.riddles ?? [];
  const guessed = new Set(view.me?.guessedRiddleIds ?? []);
  const [index, setIndex] = useState(() => {
    const first = riddles.findIndex((r) => !r.isOwn && !guessed.has(r.id));
    return first === -1 ? 0 : first;
  });
  const shown = Math.min(index, riddles.length - 1);
  const riddle = riddles[shown];
  const left = riddles.filter((r) => !r.isOwn && !guessed.has(r.id)).length;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <Card aria-labelledby="reading-title">
          <PhaseHeader id="reading-title" title="Read and guess" deadline={game.deadline} offset={offset} />
          {view.me?.draftResult ? (
            <p
              role="status"
              data-testid="draft-result"
              className={`mt-3 rounded-lg p-3 text-sm ${
                view.me.draftResult.submitted ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"
              }`}
            >
              {view.me.draftResult.message}
            </p>
          ) : null}
          {!riddle ? (
            <p className="mt-4 text-slate-700">Nobody submitted a riddle this round.</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-700" aria-live="polite">
                Riddle {shown + 1} of {riddles.length}
                {left > 0 ? ` · ${left} left to guess` : " · all guessed"}
              </p>
              <RiddleCard riddle={riddle} />
              <GuessOrStatus riddle={riddle} />
              {riddles.length > 1 ? (
                <div className="mt-4">
                  <Button variant="outline" onClick={() => setIndex((i) => (i + 1) % riddles.length)}>
                    Next Riddle
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </Card>
      </div>
      <Card aria-labelledby="reading-players-title" className="content-start">
        <h2 id="reading-players-title" className="font-semibold text-slate-900">
          Players
        </h2>
        <div className="mt-2">
          <PlayerList
            players={view.players}
            viewerId={view.viewerId}
            phase="reading"
            {...(isHost ? { kickFrom: view.game.id } : {})}
          />
        </div>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <PageHint
            pageNumber={roundAt(view.rounds, game.currentRound)?.pageNumber ?? game.currentPageNumber}
            shown={game.showPageWhileGuessing}
          />
        </div>
      </Card>
    </div>
  );
}
