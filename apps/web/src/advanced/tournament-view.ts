import {
  TOURNAMENT_BYE,
  type TournamentDetail,
  type TournamentEntrant,
  type TournamentMatch,
  type TournamentMatchStatus,
} from "@riddlebook/protocol";
import { type MatchStage, prizesOf, type TournamentFormat, type TournamentSize } from "@riddlebook/rules";

/**
 * The pure part of the tournament screens (docs/decisions/026-tournament-brackets.md for the bracket's
 * shape): how matches group into sections and rounds, who a side is, which match is the viewer's,
 * and where a match's game opens. No React and no texts: the components translate the kinds here.
 */

/** One round of a stage, its matches in bracket order. */
export interface BracketRound {
  round: number;
  matches: TournamentMatch[];
}

/** A part of the bracket shown as its own box: the winners' or losers' bracket, the finals, a league. */
export interface BracketSection {
  kind: "winners" | "losers" | "finals" | "league";
  rounds: BracketRound[];
}

const SECTION_OF: Record<MatchStage, BracketSection["kind"]> = {
  winners: "winners",
  losers: "losers",
  grand_final: "finals",
  reset: "finals",
  league: "league",
};

const SECTION_ORDER: readonly BracketSection["kind"][] = ["winners", "losers", "finals", "league"];

/**
 * The matches as sections (winners' bracket, losers' bracket, finals; or the league) of rounds in
 * order. The finals section has one "round" per match: the grand final, then its reset.
 */
export function bracketSections(matches: readonly TournamentMatch[]): BracketSection[] {
  const sections = new Map<BracketSection["kind"], Map<number, TournamentMatch[]>>();
  for (const match of matches) {
    const kind = SECTION_OF[match.stage];
    const rounds = sections.get(kind) ?? new Map<number, TournamentMatch[]>();
    sections.set(kind, rounds);
    // The grand final and its reset are both "round 1" of their stages: keep them apart.
    const round = match.stage === "reset" ? 2 : match.round;
    rounds.set(round, [...(rounds.get(round) ?? []), match]);
  }
  return SECTION_ORDER.filter((kind) => sections.has(kind)).map((kind) => ({
    kind,
    rounds: [...(sections.get(kind) ?? new Map<number, TournamentMatch[]>()).entries()]
      .sort(([a], [b]) => a - b)
      .map(([round, list]) => ({ round, matches: [...list].sort((a, b) => a.order - b.order) })),
  }));
}

/**
 * What a winners'-bracket round is called, counted from the last: the final, the semi-finals, the
 * quarter-finals, else its number.
 */
type RoundName =
  | { kind: "final" }
  | { kind: "semiFinals" }
  | { kind: "quarterFinals" }
  | { kind: "round"; round: number };

export function winnersRoundName(round: number, lastRound: number): RoundName {
  const fromLast = lastRound - round;
  if (fromLast === 0) return { kind: "final" };
  if (fromLast === 1) return { kind: "semiFinals" };
  if (fromLast === 2) return { kind: "quarterFinals" };
  return { kind: "round", round };
}

/** One side of a match as the screen shows it: an entrant, a bye, or not known yet. */
export type SideView = { kind: "entrant"; entrant: TournamentEntrant } | { kind: "bye" } | { kind: "open" };

export function sideView(detail: Pick<TournamentDetail, "entrants">, side: string | null): SideView {
  if (side === null) return { kind: "open" };
  if (side === TOURNAMENT_BYE) return { kind: "bye" };
  const entrant = detail.entrants.find((e) => e.id === side);
  return entrant ? { kind: "entrant", entrant } : { kind: "open" };
}

/** The viewer's entrant in the tournament, if they are entered. */
export function myEntrant(
  detail: Pick<TournamentDetail, "entrants">,
  userId: string | undefined,
): TournamentEntrant | undefined {
  return userId === undefined ? undefined : detail.entrants.find((e) => e.userId === userId);
}

/** Whether an entrant plays in this match. */
export function plays(match: TournamentMatch, entrantId: string | undefined): boolean {
  return entrantId !== undefined && match.sides.includes(entrantId);
}

/** The viewer's match being played now (its game exists), if any: the one to "Play your match". */
export function myLiveMatch(
  detail: Pick<TournamentDetail, "matches">,
  entrantId: string | undefined,
): TournamentMatch | undefined {
  return detail.matches.find((m) => m.status === "playing" && m.gameId !== null && plays(m, entrantId));
}

/** The match game's page: its players play there, anyone else watches (match games are public). */
export function matchGameHref(match: Pick<TournamentMatch, "gameId">): string | null {
  return match.gameId === null ? null : `/game/${encodeURIComponent(match.gameId)}`;
}

/** An entrant's name by id, or null when unknown (or no id). */
export function entrantName(detail: Pick<TournamentDetail, "entrants">, id: string | null): string | null {
  if (id === null) return null;
  return detail.entrants.find((e) => e.id === id)?.name ?? null;
}

/**
 * A `datetime-local` input's value for an epoch time, in this device's time zone
 * ("2031-04-05T18:30"); the input shows it in the user's own format.
 */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The epoch time of a `datetime-local` value (read in this device's time zone), or NaN when empty. */
export function fromLocalInput(value: string): number {
  return value === "" ? Number.NaN : new Date(value).getTime();
}

/**
 * The create form's first times: registration closes in an hour (on a whole five minutes), and the
 * tournament starts a quarter of an hour later.
 */
export function defaultTimes(now: number): { registrationDeadline: number; startsAt: number } {
  const step = 5 * 60_000;
  const registrationDeadline = Math.ceil((now + 60 * 60_000) / step) * step;
  return { registrationDeadline, startsAt: registrationDeadline + 15 * 60_000 };
}

/**
 * Whether an entrant can still play: not knocked out of an elimination bracket (one loss in single,
 * two in double elimination), and the tournament not over. A round robin knocks nobody out.
 */
export function stillIn(
  detail: Pick<TournamentDetail, "format" | "matches" | "status">,
  entrantId: string,
): boolean {
  if (detail.status !== "running") return false;
  if (detail.format === "round_robin") return true;
  const losses = detail.matches.filter((m) => m.loser === entrantId).length;
  return losses < (detail.format === "double_elimination" ? 2 : 1);
}

/**
 * What each place wins, fixed by the size (`prizesOf` in the rules, ADR 046): single elimination's
 * two losing semi-finalists are joint thirds and share the third's part.
 */
export function prizeSplit(
  format: TournamentFormat,
  size: TournamentSize,
): { first: number; second: number; third: number; jointThirds: boolean } {
  const jointThirds = format === "single_elimination";
  const places = [1, 2, 3, ...(jointThirds ? [3] : [])].map((place, i) => ({
    entrantId: String(i),
    place: place as 1 | 2 | 3,
  }));
  const [first = 0, second = 0, third = 0] = prizesOf(size, places);
  return { first, second, third, jointThirds };
}

/**
 * The status a match card shows. A round robin plays its earliest open round only (ADR 033), so a
 * later round's match, though both sides are known (`ready`), shows as waiting, not "Next up"
 * (issue 31 item 19).
 */
export function shownStatus(
  detail: Pick<TournamentDetail, "format" | "matches">,
  match: TournamentMatch,
): TournamentMatchStatus {
  if (detail.format !== "round_robin" || match.status !== "ready") return match.status;
  const open = detail.matches
    .filter((m) => m.status === "ready" || m.status === "playing")
    .map((m) => m.round);
  return match.round > Math.min(...open) ? "pending" : "ready";
}
