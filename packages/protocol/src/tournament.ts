/**
 * Tournaments (docs/product.md §21; docs/decisions/033-tournaments.md; the bracket logic is
 * `@riddlebook/rules` tournament*.ts, ADR 026; the routes' contracts in routes/tournaments.ts). Every
 * call needs a signed-in user (a guest too); bodies and queries are parsed with the schemas in
 * `tournament-schema.ts`.
 *
 * - `POST /api/tournaments` `CreateTournamentBody` → 201 `TournamentDetail` (the creator is entered).
 *   Honours an `Idempotency-Key`.
 * - `GET /api/tournaments?status=&mine=&cursor=&limit=` → `TournamentListResponse`.
 * - `GET /api/tournaments/{id}` → `TournamentDetail`.
 * - `POST /api/tournaments/{id}/join` and `/leave` → `TournamentDetail`.
 * - `POST /api/tournaments/{id}/bots` `AddTournamentBotBody` → 201 `TournamentDetail` (creator only).
 * - `POST /api/tournaments/{id}/start` → `TournamentDetail` (creator only, at least 4 entrants).
 *
 * Live updates: `GET /ws/tournament?tournamentId=…` (`TOURNAMENT_SOCKET_PATH`) upgrades to a socket
 * that receives `TournamentStateMessage` at once and after every change, for entrants and
 * spectators alike. The user socket (`/ws/user`) carries `TournamentUserMessage`s: a match ready to
 * play, a tournament cancelled, started or finished.
 *
 * Types and constants only (no zod), so a page that needs a constant does not load zod.
 */
import type { BotDifficulty, MatchStage, TournamentFormat } from "@riddlebook/rules";

export type { TournamentFormat } from "@riddlebook/rules";

/** The socket of one tournament's live state. */
export const TOURNAMENT_SOCKET_PATH = "/ws/tournament";

export const TOURNAMENT_STATUSES = ["registering", "running", "complete", "cancelled"] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** Limits of the create form (the server says the same in its 400 messages). */
export const TOURNAMENT_LIMITS = {
  nameMin: 3,
  nameMax: 60,
  descriptionMax: 500,
  /** The registration deadline and the start time are at most this far ahead (30 days). */
  maxLeadMs: 30 * 24 * 60 * 60 * 1000,
  listLimitDefault: 20,
  listLimitMax: 50,
} as const;

/** One entrant: a person (with their user id) or a bot the creator added. */
export interface TournamentEntrant {
  /** The entrant's id in this tournament (bracket sides name entrants by it). */
  id: string;
  /** Null for a bot. */
  userId: string | null;
  name: string;
  isBot: boolean;
  difficulty: BotDifficulty | null;
  /** Battle rating: a person's at joining (refreshed at the start), a bot's by its difficulty. */
  rating: number;
  /** 1 = top seed; null until the tournament starts. */
  seed: number | null;
}

/**
 * How a decided match was decided: `score` (the higher game score), `draw_seed` (equal scores, the
 * higher seed goes on), `forfeit` (the other side did not show in time), `no_show` (neither showed:
 * the higher seed goes on).
 */
export type TournamentMatchDecision = "score" | "draw_seed" | "forfeit" | "no_show";

/**
 * A match's status: `pending` (a side is not known yet), `ready` (both known, its game not made yet:
 * a round-robin match waits for its round), `playing` (its game exists), `done`, `walkover` (a bye
 * on one side: no game), `void` (two byes, or a grand-final reset that was not needed).
 */
export type TournamentMatchStatus = "pending" | "ready" | "playing" | "done" | "walkover" | "void";

/** The bye marker in `sides`, `winner` and `loser` (the rules' `BYE`). */
export const TOURNAMENT_BYE = "(bye)";

export interface TournamentMatch {
  /** `W1-1` (winners' round 1, match 1), `L2-1`, `GF`, `GF2` (the reset), `R3-2` (league). */
  id: string;
  stage: MatchStage;
  round: number;
  order: number;
  /** Entrant ids, `TOURNAMENT_BYE`, or null while not known. */
  sides: [string | null, string | null];
  status: TournamentMatchStatus;
  winner: string | null;
  loser: string | null;
  /** The head-to-head game once made (players open it to play, others to watch). */
  gameId: string | null;
  /** Final game scores by side, once the game finished; null otherwise (a forfeit has none). */
  scores: [number, number] | null;
  /** When a player who has not opened the game forfeits (epoch ms); null when not playing. */
  noShowDeadline: number | null;
  decidedBy: TournamentMatchDecision | null;
}

/** A round-robin line (tie-break: wins, game-point difference, head to head of two, seed; ADR 026). */
export interface TournamentStanding {
  entrantId: string;
  played: number;
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
}

/**
 * A final place and the prize points it earned (`prizeSchedule` in `@riddlebook/rules`, fixed by the
 * size; joint thirds share the third's), 0 for a bot or for who lost a match without playing it
 * (docs/decisions/046-tournament-prizes.md).
 */
export interface TournamentPlacement {
  entrantId: string;
  place: number;
  prize: number;
  /**
   * Whether the prize was added to the person's total score and the global leaderboards: only when
   * enough distinct established accounts played (`prizesReachBoards`); else it stays on this page.
   */
  onBoards: boolean;
}

/** Fields shared by the list and the detail. */
export interface TournamentSummary {
  id: string;
  name: string;
  format: TournamentFormat;
  size: 8 | 16 | 32;
  roundsPerMatch: 3 | 5 | 7;
  /** What its places pay in all, fixed by its size (`prizeTotal` in `@riddlebook/rules`). */
  prizePool: number;
  status: TournamentStatus;
  entrantCount: number;
  /** Epoch ms. Joining closes then. */
  registrationDeadline: number;
  /** Epoch ms. It starts by itself then with at least 4 entrants, else it is cancelled. */
  startsAt: number;
  /** Epoch ms when it actually started (early or at `startsAt`); null until it starts. */
  startedAt: number | null;
  creator: { userId: string; name: string };
  /** The champion's name once complete. */
  championName: string | null;
  createdAt: number;
}

/** GET /api/tournaments/{id}, and every live `tournament_state`. The same for every viewer. */
export interface TournamentDetail extends TournamentSummary {
  description: string;
  completedAt: number | null;
  cancelledAt: number | null;
  /** Why it was cancelled, in words; null otherwise. */
  cancelReason: string | null;
  entrants: TournamentEntrant[];
  /** Empty until it starts. */
  matches: TournamentMatch[];
  championId: string | null;
  /** Round robin only (else null), once started. */
  standings: TournamentStanding[] | null;
  /** Once complete: 1st, 2nd and 3rd (two thirds in single elimination) with their prizes. */
  placements: TournamentPlacement[];
  /** Grows with every change; a client keeps the highest it has seen. */
  version: number;
}

export interface TournamentListResponse {
  tournaments: TournamentSummary[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** On `/ws/tournament`: the whole public state, at once and after every change. */
export interface TournamentStateMessage {
  type: "tournament_state";
  tournament: TournamentDetail;
}

/** On `/ws/user`, to a person whose tournament match is ready: open `gameId` to play. */
export interface TournamentMatchMessage {
  type: "tournament_match";
  tournamentId: string;
  tournamentName: string;
  matchId: string;
  gameId: string;
  opponentName: string;
  /** Not opened by then: the match is forfeited (epoch ms). */
  noShowDeadline: number;
}

/** On `/ws/user`, to every person entered: the tournament started, finished or was cancelled. */
export interface TournamentUpdateMessage {
  type: "tournament_started" | "tournament_complete" | "tournament_cancelled";
  tournamentId: string;
  tournamentName: string;
  /** `tournament_complete`: the champion's name; `tournament_cancelled`: why. Else null. */
  detail: string | null;
}

export type TournamentUserMessage = TournamentMatchMessage | TournamentUpdateMessage;
