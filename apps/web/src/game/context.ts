import type { ClientMessage } from "@riddlebook/protocol";
import type { GameView, PlayerInfo } from "@riddlebook/rules";
import { createContext, useContext } from "react";
import { gameText } from "../i18n/en/game";

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
  /** Sends a message on the game socket (dropped while it is not open). */
  send: (message: ClientMessage) => void;
}

export const GameContext = createContext<GameContextValue | null>(null);

/** The seated game screen's context; only phase screens, which render inside it, call this. */
export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error("useGame outside a seated game screen");
  return value;
}

/** A player's name in the view, or a placeholder for a seat that is no longer listed. */
export function playerName(view: GameView, playerId: string): string {
  return view.players.find((p) => p.id === playerId)?.name ?? gameText.t("playerWhoLeft");
}
