import type { GameView } from "@riddlebook/rules";
import { useEffect, useMemo } from "react";
import { TurnAlertsToggle } from "../alerts/turn-alerts-toggle";
import { useGameAlerts } from "../alerts/use-game-alerts";
import { useGameSocket } from "../hooks/use-game-socket";
import { useOnline } from "../hooks/use-online";
import { gameText } from "../i18n/en/game";
import { rememberSeat } from "../lib/seat-memory";
import { GameContext, type GameContextValue } from "./context";
import { LeaveGameButton } from "./leave-game-button";
import { LiveSocketContext } from "./live-socket";
import { PhaseScreen } from "./phase-screen";
import { RejoinCard, RemovedCard } from "./rejoin-card";
import { WatchLinkButton } from "./watch-link-button";

/**
 * The game for a player who holds a seat: the socket runs while they play and, once the game is
 * complete, until the host starts the next one (not after they left), and the screen for the phase
 * the server says.
 */
export function SeatedGame({ view }: { view: GameView }) {
  const t = gameText.useT();
  const me = view.players.find((p) => p.id === view.viewerId);
  const seated = me !== undefined && !me.hasLeft;
  const playing = seated && view.game.currentPhase !== "complete";
  // After the last round the socket stays open until the host starts the next game, so every player
  // sees "Join the new game" appear live (docs/product.md §3, "Play again").
  const listening = playing || (seated && view.game.nextGameId === null);
  const socket = useGameSocket(view.game.id, listening && me ? me.id : null);
  const online = useOnline();
  // Title flashes and notifications while the tab is in the background (src/alerts).
  useGameAlerts(playing ? view : null, socket.offset);
  useEffect(() => {
    if (me) rememberSeat(view.game.id, me);
  }, [view.game.id, me]);

  const value = useMemo<GameContextValue | null>(
    () =>
      me
        ? {
            view,
            me,
            isHost: view.game.hostId === me.id,
            offset: socket.offset,
            draft: socket.draft,
            draftRound: socket.draftRound,
            snapshots: socket.snapshots,
            send: socket.send,
          }
        : null,
    [view, me, socket.offset, socket.draft, socket.draftRound, socket.snapshots, socket.send],
  );
  if (!me || !value) return null;
  if (me.hasLeft && view.game.currentPhase !== "complete")
    return me.removed ? <RemovedCard /> : <RejoinCard gameId={view.game.id} />;

  return (
    <LiveSocketContext.Provider value={socket.isOpen}>
      <GameContext.Provider value={value}>
        {(socket.status === "closed" || !online) && playing ? (
          <p
            role="status"
            className="mb-4 rounded-lg bg-amber-100 p-3 text-sm text-amber-950"
            data-testid="connection-banner"
          >
            {online ? t("connectionLost") : t("offline")}
          </p>
        ) : null}
        <PhaseScreen phase={view.game.currentPhase} round={view.game.currentRound} />
        {playing ? (
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <TurnAlertsToggle />
            {view.game.currentPhase === "setup" ? null : (
              <WatchLinkButton gameId={view.game.id} joinCode={view.game.joinCode} />
            )}
            <LeaveGameButton
              gameId={view.game.id}
              inSetup={view.game.currentPhase === "setup"}
              isHost={value.isHost}
            />
          </div>
        ) : null}
      </GameContext.Provider>
    </LiveSocketContext.Provider>
  );
}
