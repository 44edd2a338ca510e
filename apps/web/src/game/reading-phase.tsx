import { type RiddleView, roundAt } from "@riddlebook/rules";
import { useRef, useState } from "react";
import { Trans } from "react-i18next";
import { Button, Card } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { ShareRiddleButton } from "../share/share-riddle";
import { playerName, useGame } from "./context";
import { GuessForm } from "./guess-form";
import { PageHint } from "./page-hint";
import { PhaseHeader } from "./phase-header";
import { PlayersCard } from "./players-card";
import { RiddleCard } from "./riddle-card";

/** Under a riddle: the guess form, or why there is none (it is ours, or we already guessed it). */
function GuessOrStatus({
  riddle,
  focusOnShow,
  onGuessed,
}: {
  riddle: RiddleView;
  focusOnShow: boolean;
  onGuessed: () => void;
}) {
  const t = gameText.useT();
  const { view } = useGame();
  if (riddle.isOwn) {
    return (
      <div className="mt-4 grid justify-items-start gap-2">
        <p className="w-full rounded-lg bg-slate-100 p-3 text-slate-800" role="status">
          <Trans
            t={t}
            i18nKey="reading.ownRiddle"
            values={{ word: riddle.word ?? "" }}
            components={{ strong: <strong className="uppercase" /> }}
          />
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
        {mine?.guess ? t("reading.guessSubmittedWith", { guess: mine.guess }) : t("reading.guessSubmitted")}
      </p>
    );
  }
  return <GuessForm key={riddle.id} riddle={riddle} focusOnShow={focusOnShow} onGuessed={onGuessed} />;
}

/**
 * Reading and guessing: one riddle at a time, "Next Riddle" moves on; the server ends it. Focus
 * follows the player: after a guess it moves to "Next Riddle" (the guess box is going away), and
 * after "Next Riddle" into the next riddle's guess box when it has one.
 */
export function ReadingPhase() {
  const t = gameText.useT();
  const { view, offset } = useGame();
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
  const next = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLElement>(null);
  const [movedOn, setMovedOn] = useState(false);
  const onGuessed = () => {
    const target = next.current ?? card.current?.querySelector<HTMLElement>("[data-phase-heading]");
    target?.focus();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <Card aria-labelledby="reading-title" ref={card}>
          <PhaseHeader
            id="reading-title"
            title={t("reading.title")}
            deadline={game.deadline}
            startedAt={game.phaseStartedAt}
            offset={offset}
          />
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
            <p className="mt-4 text-slate-700">{t("reading.noRiddles")}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-700" aria-live="polite">
                {t("reading.riddleOf", { number: shown + 1, total: riddles.length })}
                {left > 0 ? t("reading.leftToGuess", { count: left }) : t("reading.allGuessed")}
              </p>
              <RiddleCard riddle={riddle} />
              <GuessOrStatus riddle={riddle} focusOnShow={movedOn} onGuessed={onGuessed} />
              {riddles.length > 1 ? (
                <div className="mt-4">
                  <Button
                    ref={next}
                    variant="outline"
                    onClick={() => {
                      setMovedOn(true);
                      setIndex((i) => (i + 1) % riddles.length);
                    }}
                  >
                    {t("reading.next")}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </Card>
      </div>
      <PlayersCard titleId="reading-players-title" phase="reading" className="content-start">
        <div className="mt-6 border-t border-slate-200 pt-4">
          <PageHint
            pageNumber={roundAt(view.rounds, game.currentRound)?.pageNumber ?? game.currentPageNumber}
            shown={game.showPageWhileGuessing}
          />
        </div>
      </PlayersCard>
    </div>
  );
}
