import { type GameView, isRoundScored, winnersOf } from "@riddlebook/rules";
import { Trans } from "react-i18next";
import { Link, useLocation } from "wouter";
import { albumPath } from "../album/album-api";
import { Button, buttonClass, Card } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { resultShareText } from "../share/share-text";
import { SoundToggle } from "../sound/sound-toggle";
import { BattleResults } from "./battle-results";
import { useGame } from "./context";
import { phaseHeadingProps } from "./phase-header";
import { Confetti } from "./reveal/confetti";
import { PlayAgain } from "./reveal/play-again";
import { Podium } from "./reveal/podium";
import { RoundResults } from "./round-results";
import { Scoreboard } from "./scoreboard";
import { ShareDialog } from "./share-dialog";
import { WatcherCount } from "./spectator-count";
import { StoryResult } from "./story-result";

/** The winners line: everyone on the top score, as the rules decide; nobody when nobody scored. */
function WinnerLine({ view }: { view: GameView }) {
  const t = gameText.useT();
  const ids = winnersOf(view.players);
  const winners = view.players.filter((p) => ids.includes(p.id));
  const top = winners[0]?.score ?? 0;
  return (
    <p className="mt-3 text-lg text-slate-900" data-testid="winner">
      {winners.length === 0 ? (
        t("final.noWinner")
      ) : (
        <>
          <Trans
            t={t}
            i18nKey="final.winners"
            count={winners.length}
            values={{
              names: winners.map((w) => w.name).join(" & "),
              points: t("points", { count: top }),
            }}
            components={{ strong: <strong /> }}
          />
          {ids.includes(view.viewerId ?? "") ? t("final.congratulations") : ""}
        </>
      )}
    </p>
  );
}

/**
 * After the last round: "Final Results", the winner, the podium with a burst of confetti (when
 * anyone scored), the scoreboard, "Play again", "Start New Game" (home) and, for players and on public
 * games, "View album" (every riddle of the game).
 */
export function FinalResults() {
  const t = gameText.useT();
  const { view } = useGame();
  const [, navigate] = useLocation();
  const lastScored = view.rounds.findLast(isRoundScored);
  const anyoneScored = winnersOf(view.players).length > 0;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card aria-labelledby="final-title" className="relative min-w-0 overflow-hidden lg:col-span-2">
        {anyoneScored ? <Confetti /> : null}
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="final-title" {...phaseHeadingProps} className="text-2xl font-bold text-slate-900">
            {t("final.title")}
          </h2>
          <SoundToggle />
        </div>
        <WinnerLine view={view} />
        {view.viewerId !== null && view.game.gameMode === "story_mode" ? (
          <StoryResult gameId={view.game.id} />
        ) : null}
        {anyoneScored ? (
          <div className="mt-4">
            <Podium players={view.players} viewerId={view.viewerId} />
          </div>
        ) : null}
        <div className="mt-4">
          <WatcherCount gameId={view.game.id} className="mb-2" />
          <Scoreboard />
        </div>
        {view.game.gameMode === "head_to_head" ? (
          <div className="mt-6">
            <BattleResults view={view} />
          </div>
        ) : null}
        <div className="mt-6">
          <PlayAgain />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="outline" size="lg" onClick={() => navigate("/")}>
            {t("final.newGame")}
          </Button>
          {view.viewerId !== null || view.game.isPublic ? (
            <Link href={albumPath(view.game.id)} className={buttonClass("outline", "lg")}>
              {t("final.viewAlbum")}
            </Link>
          ) : null}
          {view.viewerId !== null ? (
            <ShareDialog
              triggerLabel={t("final.shareTrigger")}
              title={t("final.shareTitle")}
              description={t("final.shareDescription")}
              text={resultShareText(view.game.name, view.players)}
              link={{ request: { kind: "result", gameId: view.game.id } }}
            />
          ) : null}
        </div>
      </Card>
      {lastScored ? (
        <Card aria-labelledby="final-round-title" className="min-w-0">
          <h2 id="final-round-title" className="font-semibold text-slate-900">
            {t("final.roundRiddles", { round: lastScored.round })}
          </h2>
          <div className="mt-2">
            <RoundResults round={lastScored} />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
