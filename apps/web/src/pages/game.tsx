import { type ReactNode, useEffect } from "react";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { GameHeading } from "../game/game-heading";
import { GameInProgress } from "../game/game-in-progress";
import { GameNotFound, GameRefused, GameUnreachable } from "../game/game-not-found";
import { JoinHere } from "../game/join-here";
import { SeatedGame } from "../game/seated-game";
import { useGameView } from "../hooks/use-game-view";
import { pagesText } from "../i18n/en/pages";
import { errorStatus, serverMessage } from "../lib/api";
import { phaseLabel } from "../lib/game-logic";

/** The game screen: header with the phase, then the screen for the phase the server says. */
export default function Game({ params }: { params: { gameId?: string } }) {
  const t = pagesText.useT();
  const gameId = params.gameId ?? "";
  const game = useGameView(gameId);
  const view = game.data;
  const phase = view?.game.currentPhase;

  useEffect(() => {
    if (view) {
      document.title = pagesText.t("game.documentTitle", {
        name: view.game.name,
        phase: phaseLabel(view.game.currentPhase),
      });
    }
    return () => {
      document.title = "Riddlebook";
    };
  }, [view]);

  let body: ReactNode;
  if (game.isPending && gameId !== "") {
    body = (
      <PageMain>
        <p role="status" className="text-lg text-slate-700">
          {t("game.loading")}
        </p>
      </PageMain>
    );
  } else if (!view) {
    // No status means the request never got an answer: the network, so trying again may help.
    const status = game.error ? errorStatus(game.error) : undefined;
    const refusal = status === 403 ? serverMessage(game.error) : undefined;
    if (game.error && status === undefined) body = <GameUnreachable onRetry={() => void game.refetch()} />;
    else if (refusal) body = <GameRefused message={refusal} />;
    else body = <GameNotFound />;
  } else {
    body = (
      <PageMain>
        <GameHeading game={view.game} />
        {view.viewerId !== null ? (
          <SeatedGame view={view} />
        ) : view.game.currentPhase === "setup" ? (
          <JoinHere
            gameId={view.game.id}
            playerCount={view.game.playerCount}
            maxPlayers={view.game.maxPlayers}
          />
        ) : (
          <GameInProgress phase={view.game.currentPhase} />
        )}
      </PageMain>
    );
  }

  return (
    <>
      <AppHeader links={["dashboard", "profile"]}>
        {phase ? (
          // The logo never shrinks; a long phase name wraps onto a second line on a phone.
          <p
            className="min-w-0 flex-1 text-center text-sm leading-tight font-semibold break-words text-brand-dark"
            data-testid="phase-label"
          >
            <span className="sr-only">{t("game.phase")}</span>
            {phaseLabel(phase)}
          </p>
        ) : null}
      </AppHeader>
      {body}
    </>
  );
}
