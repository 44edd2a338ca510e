/**
 * Quick match (docs/product.md §9, §11 and §12; ADR 007): HTTP bodies and answers of
 * `/api/matchmaking/*`, and the user-level socket that pushes `match_found`.
 *
 * Calls:
 * - `POST /api/matchmaking/join` {gameMode, preferredRounds, skillLevel, playerName?} → {matched, gameId}.
 *   Idempotent: re-posting while queued (the client does every 3 s) refreshes the one entry.
 * - `GET /api/matchmaking/status` → {status, gameId?, botOfferAvailable?, waitingSince?, preferences?};
 *   polled every 2 s while searching. "waiting" means queued.
 * - `DELETE /api/matchmaking/leave` → the status after leaving (idle unless already matched).
 * - `POST /api/matchmaking/play-with-bot` → {gameId}: only once the status carries `botOfferAvailable`.
 *
 * Socket: `GET /ws/user` upgrades to the signed-in user's own channel (session cookie, same-origin
 * `Origin`). It carries the user-level pushes (`UserPushMessage` in `realtime.ts`), among them
 * `match_found`, sent to both players the moment a match is made, alongside the polling. The client
 * may send `{"type":"ping"}` (answered with `pong`) and its presence (`social.ts`).
 *
 * Types and constants only: the join body's zod schema is in `matchmaking-schema.ts`, so a page that
 * needs a constant (the socket path, the round choices) does not load zod.
 */
import { CHALLENGE_ROUND_OPTIONS, HOME_ROUND_OPTIONS, roundChoices } from "@riddlebook/rules";

/** The modes a quick match can be played in. */
export const MATCHMAKING_GAME_MODES = ["standard", "head_to_head"] as const;
export type MatchmakingGameMode = (typeof MATCHMAKING_GAME_MODES)[number];

/** The skill a seeker wants to be matched at; "any" matches every level. */
export const MATCHMAKING_SKILL_LEVELS = ["any", "beginner", "intermediate", "advanced"] as const;
export type MatchmakingSkillLevel = (typeof MATCHMAKING_SKILL_LEVELS)[number];

/** Every round count a screen offers (home 5/7/10, battles 3/5/7). */
export const MATCHMAKING_ROUND_OPTIONS = [
  ...new Set([...CHALLENGE_ROUND_OPTIONS, ...HOME_ROUND_OPTIONS]),
].sort((a, b) => a - b) as readonly number[];

/** The round choices the Quick Match tab offers per mode, and their defaults: the rules' `roundChoices`. */
export const MATCHMAKING_ROUNDS_BY_MODE = {
  standard: roundChoices("standard"),
  head_to_head: roundChoices("head_to_head"),
} as const satisfies Record<MatchmakingGameMode, { options: readonly number[]; default: number }>;

/** The path of the user-level socket. */
export const USER_SOCKET_PATH = "/ws/user";

/** A seeker's preferences (docs/product.md §11, "Matchmaking"). */
export interface MatchmakingPreferences {
  gameMode: MatchmakingGameMode;
  preferredRounds: number;
  skillLevel: MatchmakingSkillLevel;
}

/** The join answer (docs/product.md §11, "Matchmaking"). `gameId` is null until matched. */
export interface MatchmakingJoinResponse {
  matched: boolean;
  gameId: string | null;
}

export const MATCHMAKING_STATUSES = ["idle", "waiting", "matched"] as const;
export type MatchmakingStatus = (typeof MATCHMAKING_STATUSES)[number];

/** The status (docs/product.md §11, "Matchmaking"). */
export interface MatchmakingStatusResponse {
  status: MatchmakingStatus;
  /** The match's game, when matched. */
  gameId?: string;
  /** While waiting: true once "Play with a bot instead" may be offered. */
  botOfferAvailable?: boolean;
  /** While waiting: when the search started (epoch ms, server clock). */
  waitingSince?: number;
  /** While waiting: what the search asked for, so a reloaded client can keep re-posting it. */
  preferences?: MatchmakingPreferences;
}

/** POST /api/matchmaking/play-with-bot. */
export interface PlayWithBotResponse {
  gameId: string;
}
