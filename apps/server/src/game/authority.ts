import { findPlayer, findPlayerByUser, type GameState, type Intent, type Player } from "@riddlebook/rules";
import { DomainError } from "../lib/domain-error";

/**
 * Who asks for a change to a game:
 * - `user`: a signed-in person, through an HTTP route or their socket;
 * - `bot`: a bot seated in the game, played by this server (ADR 006);
 * - `system`: the server itself (deadlines, quick match's setup).
 */
export type Caller = { kind: "user"; userId: string } | { kind: "bot"; botId: string } | { kind: "system" };

/** The server acting on its own behalf. */
export const SYSTEM: Caller = { kind: "system" };

/** Options of one `act`. */
export interface ActOptions {
  /**
   * The seat the call names (a riddle's `playerId`, a guess's `guesserId`): it must be the caller's
   * own. Without it, a user's seat is found by their user id.
   */
  seat?: string;
  /** The version the caller saw; a different current version is refused with 409 `stale_version`. */
  expectedVersion?: number;
}

/** Builds the intent from the caller's checked seat (undefined when they have none) and the state. */
export type Build = (seat: Player | undefined, state: GameState) => Intent | null;

/**
 * What `act` did: `applied` (committed at `state.version`), `replayed` (the state already shows
 * this exact intent done, so nothing changed) or `skipped` (the builder had nothing to do).
 */
export interface Acted {
  state: GameState;
  seat: Player | undefined;
  outcome: "applied" | "replayed" | "skipped";
}

export const notAPlayer = () => new DomainError("player_not_found", "You are not a player in this game.");
export const notYourSeat = () => new DomainError("forbidden", "That player is not you.");

/** The caller's seat in `state`, checked: a named seat must exist and be the caller's. */
export function resolveSeat(caller: Caller, state: GameState, options: ActOptions): Player | undefined {
  switch (caller.kind) {
    case "user": {
      if (options.seat === undefined) return findPlayerByUser(state, caller.userId);
      const named = findPlayer(state, options.seat);
      if (!named) throw notAPlayer();
      if (named.userId !== caller.userId) throw notYourSeat();
      return named;
    }
    case "bot": {
      const bot = findPlayer(state, caller.botId);
      if (!bot?.isBot) throw notAPlayer();
      return bot;
    }
    case "system":
      return undefined;
  }
}

/**
 * The intent must be the caller's to send: a person or bot acts only for their own seat, and joins
 * only as themself; `tick` and `expire` come only from the system. The system may act for any seat.
 */
export function checkCaller(caller: Caller, seat: Player | undefined, intent: Intent): void {
  if (caller.kind === "system") return;
  // The system intents (SYSTEM_INTENTS): only the server sends them.
  if (intent.type === "tick" || intent.type === "expire")
    throw new DomainError("forbidden", "Only the server keeps the clock.");
  if (intent.type === "join") {
    if (caller.kind !== "user" || intent.userId !== caller.userId) {
      throw new DomainError("forbidden", "You can only join as yourself.");
    }
    return;
  }
  if (!seat) throw notAPlayer();
  if (intent.playerId !== seat.id) throw notYourSeat();
}

/** A `Build` for intents that need the caller's seat: refused with 404 when the caller has none. */
export function seated(build: (seat: Player, state: GameState) => Intent | null): Build {
  return (seat, state) => {
    if (!seat) throw notAPlayer();
    return build(seat, state);
  };
}
