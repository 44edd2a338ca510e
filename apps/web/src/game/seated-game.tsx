import type { GameView } from "@riddlebook/rules";
import { useEffect, useMemo } from "react";
import { useGameSocket } from "../hooks/use-game-socket";
import { rememberSeat } from "../lib/seat-memory";
import { GameContext, type GameContextValue } from "./context";
import { LeaveGameButton } from "./leave-game-button";
import { LiveSocketContext } from "./live-socket";
import { PhaseScreen } from "./phase-screen";
import { RejoinCard } from "./rejoin-card";

/**
 * The game for a player who holds a seat: the socket runs while they play (not after they left or
 * once the game is complete), and the screen for the phase the server says.
 */
export function SeatedGame({ view }: { view: GameView }) {
  const me = view.players.find((p) => p.id === view.viewerId);
  const playing = me !== undefined && !me.hasLeft && view.game.currentPhase !== "complete";
  const socket = useGameSocket(view.game.id, playing && me ? me.id : null);
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
  if (me.hasLeft && view.game.currentPhase !== "complete") return <RejoinCard gameId={view.game.id} />;

  return (
    <LiveSocketContext.Provider value={socket.isOpen}>
      <GameContext.Provider value={value}>
        {socket.status === "closed" && playing ? (
          <p role="status" className="mb-4 rounded-lg bg-amber-100 p-3 text-sm text-amber-950">
            Connection lost. Reconnecting...
          </p>
        ) : null}
        <PhaseScreen phase={view.game.currentPhase} round={view.game.currentRound} />
        {playing ? (
          <div className="mt-6 flex justify-end">
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
