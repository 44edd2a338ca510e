// The shapes bench/lib/game-players.ts plays with: a seat, a game and the players' options.
import type { ReconnectBackoff } from "@riddlebook/protocol";
import type { WebSocket } from "ws";
import type { HttpClient } from "../support/http-client";
import type { Stats } from "./game-players";

export interface Seat {
  cookie: string;
  playerId: string;
  index: number;
  ws?: WebSocket;
  /** The view this seat's socket holds, kept as the web client keeps it (whole views and patches). */
  view?: BenchView;
  /** Reconnect schedule of its socket, once it dropped (`GamePlayers.reconnect`). */
  backoff?: ReconnectBackoff;
}

export interface BenchView {
  game: { version: number; currentPageNumber?: number | null };
  me?: { round?: number; hand?: string[]; riddleIdsToGuess?: string[] } | null;
}

export interface Game {
  index: number;
  id: string;
  seats: Seat[];
  done: boolean;
  /** The loopback address its players send from (undefined: the default, 127.0.0.1). */
  address: string | undefined;
}

export interface GamePlayersOptions {
  baseUrl: string;
  /** Words to guess with when the round's page is not known. */
  words: readonly string[];
  stats: Stats;
  rounds: number;
  writingSeconds: number;
  readingSeconds: number;
  /** Sign-in, create and join requests. */
  setupHttp: HttpClient;
  /** Game intents during play (may be the same client as `setupHttp`). */
  playHttp: HttpClient;
  spreadAddresses: boolean;
  /** Games are created public (their cards open without a link) when set. */
  isPublic?: boolean;
  /** The name seat `i` plays under (default: "Host", "Player 2", …). */
  seatName?: (i: number) => string;
  /** The riddle a seat writes in a round (default: one that suits every word of the wordbook). */
  riddleText?: (seat: Seat, round: number) => string;
}
