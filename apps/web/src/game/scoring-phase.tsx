import { roundAt } from "@riddlebook/rules";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button, Card } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { patchGame } from "../lib/game-api";
import { scoringRuleText, writingSeconds } from "../lib/game-logic";
import { SoundToggle } from "../sound/sound-toggle";
import { playSound } from "../sound/sounds";
import { toast } from "../toast/toast-store";
import { playerName, useGame } from "./context";
import { Countdown } from "./countdown";
import { phaseHeadingProps } from "./phase-header";
import { announce, revealSteps } from "./reveal/reveal-steps";
import { type RevealState, useReveal } from "./reveal/use-reveal";
import { RoundResults } from "./round-results";
import { Scoreboard } from "./scoreboard";
import { WatcherCount } from "./spectator-count";

/**
 * What the polite live region says: each step as the timer brings it (the first one just after the
 * screen appears), "All results shown." after Show all, and nothing for a reveal that was over
 * before the screen appeared.
 */
function RevealAnnouncer({ reveal, texts }: { reveal: RevealState; texts: string[] }) {
  const t = gameText.useT();
  const [ready, setReady] = useState(false);
  // A live region announces changes, not what it held when it appeared: fill it after mounting.
  useEffect(() => setReady(true), []);
  let text = "";
  if (ready && reveal.skipped) text = t("scoring.allShown");
  else if (ready && !reveal.startedDone) text = texts[reveal.shown - 1] ?? "";
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="reveal-live">
      {text}
    </p>
  );
}

/** Scoring: the round's results, revealed step by step, the scoreboard and the host's Continue. */
export function ScoringPhase() {
  const t = gameText.useT();
  const { view, isHost, offset } = useGame();
  const { game } = view;
  const round = roundAt(view.rounds, game.currentRound);
  const last = game.currentRound >= game.totalRounds;
  const steps = useMemo(() => (round ? revealSteps(round) : []), [round]);
  const texts = steps.map((step) => announce(step, (id) => playerName(view, id)));
  const reveal = useReveal(
    steps.length,
    { phaseStartedAt: game.phaseStartedAt, deadline: game.deadline, offset },
    (index) => {
      const step = steps[index];
      if (step?.kind === "word" || (step?.kind === "guess" && step.guess.isCorrect)) playSound("chime");
      else if (step?.kind === "guess") playSound("tick");
    },
  );
  const results = useRef<HTMLDivElement>(null);
  const showAll = () => {
    reveal.showAll();
    // The button goes away: keep keyboard focus on what it revealed.
    results.current?.focus();
  };
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
      toast(
        last
          ? { title: t("final.title"), description: t("scoring.overText") }
          : {
              title: t("scoring.nextStarted"),
              description: t("scoring.nextBegins", { round: game.currentRound + 1 }),
            },
      ),
    failureText: t("scoring.nextFailed"),
    showServerMessage: false,
  });

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card aria-labelledby="results-title" className="min-w-0 lg:col-span-2">
        <h2 id="results-title" {...phaseHeadingProps} className="text-xl font-bold text-slate-900">
          {t("scoring.title", { round: game.currentRound })}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{scoringRuleText()}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {reveal.done ? null : (
            <Button variant="secondary" size="sm" onClick={showAll}>
              {t("scoring.showAll")}
            </Button>
          )}
          <SoundToggle />
        </div>
        <RevealAnnouncer reveal={reveal} texts={texts} />
        <div ref={results} tabIndex={-1} className="mt-4">
          {round ? <RoundResults round={round} shown={reveal.shown} /> : null}
        </div>
      </Card>
      <div className="grid min-w-0 content-start gap-6">
        <Card aria-labelledby="scoreboard-title">
          <h2 id="scoreboard-title" className="font-semibold text-slate-900">
            {t("scoreboard.title")}
          </h2>
          <div className="mt-2">
            <WatcherCount gameId={game.id} className="mb-2" />
            <Scoreboard roundPoints={round?.result?.points} hold={!reveal.done} />
          </div>
        </Card>
        <Card aria-labelledby="next-title">
          <h2 id="next-title" className="font-semibold text-slate-900">
            {last
              ? t("scoring.lastDone")
              : t("scoring.nextRound", { round: game.currentRound + 1, total: game.totalRounds })}
          </h2>
          {isHost ? (
            <Button size="lg" className="mt-3 w-full" onClick={() => next.mutate()} disabled={next.isPending}>
              {last ? t("scoring.seeFinal") : t("scoring.continue")}
            </Button>
          ) : (
            <p className="mt-2 text-slate-700">{t("scoring.waitingHost")}</p>
          )}
          <Countdown
            className="mt-3"
            deadline={game.deadline}
            startedAt={game.phaseStartedAt}
            offset={offset}
            label={last ? t("scoring.finalIn") : t("scoring.continuesIn")}
          />
        </Card>
      </div>
    </div>
  );
}
