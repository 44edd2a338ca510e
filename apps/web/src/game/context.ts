import type { ClientMessage } from "@riddlebook/protocol";
import type { GameView, PlayerInfo } from "@riddlebook/rules";
import { createContext, useContext } from "react";

/** Everything a phase screen needs: the view (as the server censored it for us) and the channel. */
export interface GameContextValue {
  view: GameView;
  /** Our seat. */
  me: PlayerInfo;
  isHost: boolean;
  /** Server clock minus ours, in ms. */
  offset: number;
  /** The draft the server kept for us, from the latest snapshot, and a counter of snapshots. */
  draft: string | null;
  draftRound: number;
  snapshots: number;
  send: (message: ClientMessage) => void;
  /**
   * After an action: takes the view the call answered with (when newer than ours), or re-reads
   * GET /api/games/:id, so the screen moves on even when the socket is slow or down.
   */
  refresh: (view?: unknown) => void;
}

export const GameContext = createContext<GameContextValue | null>(null);

export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error("useGame outside a seated game screen");
  return value;
}

export function playerName(view: GameView, playerId: string): string {
  return view.players.find((p) => p.id === playerId)?.name ?? "A player who left";
}
