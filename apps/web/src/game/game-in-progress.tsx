import type { GamePhase } from "@riddlebook/rules";
import { Link, useParams } from "wouter";
import { buttonClass, Card } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { phaseLabel } from "../lib/game-logic";
import { SpectatorGame, useWatchedView } from "./spectator-game";

/**
 * A game we hold no seat in that has already started: we watch it live as a spectator (the public
 * view the screen read, kept current by the spectator's socket). Without that view, nothing to do
 * here but go home.
 */
export function GameInProgress({ phase }: { phase: GamePhase }) {
  const t = gameText.useT();
  const { gameId = "" } = useParams<{ gameId?: string }>();
  const view = useWatchedView(gameId);
  if (view && view.viewerId === null) return <SpectatorGame view={view} />;
  return (
    <Card aria-labelledby="in-progress-title" className="max-w-lg">
      <h2 id="in-progress-title" className="text-xl font-bold text-slate-900">
        {t("inProgress.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("inProgress.text", { phase: phaseLabel(phase) })}</p>
      <Link href="/" className={buttonClass("primary", "md", "mt-4")}>
        {t("goHome")}
      </Link>
    </Card>
  );
}
