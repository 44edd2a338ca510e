import type { GamePhase } from "@riddlebook/rules";
import type { ReactNode } from "react";
import { Card } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { useGame } from "./context";
import { PlayerList } from "./player-list";

/**
 * The table beside a phase's screen: every player with this phase's progress (the host can remove
 * players), and whatever the phase adds under it.
 */
export function PlayersCard({
  titleId,
  phase,
  className = "",
  children,
}: {
  titleId: string;
  phase: GamePhase;
  className?: string;
  children?: ReactNode;
}) {
  const t = gameText.useT();
  const { view, isHost } = useGame();
  return (
    <Card aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="font-semibold text-slate-900">
        {t("players.title")}
      </h2>
      <div className="mt-2">
        <PlayerList
          players={view.players}
          viewerId={view.viewerId}
          phase={phase}
          {...(isHost ? { kickFrom: view.game.id } : {})}
        />
      </div>
      {children}
    </Card>
  );
}
