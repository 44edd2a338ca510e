/**
 * Who goes on from a match, and which matches are played now (docs/decisions/033-tournaments.md,
 * docs/decisions/041-feature-modules.md): no-shows, forfeits and advancement, as pure functions of
 * the bracket and of what the match's game says about its two seats. The tournament service asks
 * these and decides nothing of its own.
 */
import { type Bracket, type BracketMatch, readyMatches, recordResult } from "./tournament";

/** How a match was decided (see `TournamentMatchDecision` in the protocol). */
export type MatchDecision = "score" | "draw_seed" | "forfeit" | "no_show";

/** The side seeded higher (a lower seed number); `a` when neither is seeded. */
export function higherSeed(bracket: Bracket, a: string, b: string): string {
  const seedA = bracket.seeds.indexOf(a);
  const seedB = bracket.seeds.indexOf(b);
  if (seedB === -1) return a;
  if (seedA === -1) return b;
  return seedA <= seedB ? a : b;
}

/**
 * Who goes on from a ready match whose game finished with `scores` (by side): the higher score, or
 * on equal scores the higher seed.
 */
export function winnerByScore(
  bracket: Bracket,
  match: BracketMatch,
  scores: readonly [number, number],
): { winner: string; decidedBy: MatchDecision } {
  const [a, b] = match.sides as [string, string];
  if (scores[0] !== scores[1]) return { winner: scores[0] > scores[1] ? a : b, decidedBy: "score" };
  return { winner: higherSeed(bracket, a, b), decidedBy: "draw_seed" };
}

/**
 * Who goes on when the match's game was not played through in time: the side that showed, or the
 * higher seed when neither did (a bracket match needs a winner). `showed` is by side.
 */
export function winnerByShowing(
  bracket: Bracket,
  match: BracketMatch,
  showed: readonly [boolean, boolean],
): { winner: string; decidedBy: MatchDecision } {
  const [a, b] = match.sides as [string, string];
  if (showed[0] !== showed[1]) return { winner: showed[0] ? a : b, decidedBy: "forfeit" };
  return { winner: higherSeed(bracket, a, b), decidedBy: "no_show" };
}

/** What a match game says about one of its seats (the game's `Player`). */
export interface MatchSeat {
  isBot: boolean;
  isReady: boolean;
  connected: boolean;
  hasLeft: boolean;
  isIdle?: boolean | undefined;
  score: number;
}

/** A person showed for their match by opening its game (or pressing Ready); a bot always shows. */
export const showedUp = (seat: MatchSeat | undefined): boolean =>
  seat !== undefined && (seat.isBot || seat.isReady || seat.connected);

/** Still at the table when the game ended: neither left nor idle. */
const stayed = (seat: MatchSeat | undefined): boolean => seat !== undefined && !seat.hasLeft && !seat.isIdle;

/** A match's recorded result: who goes on, how it was decided, and the game's scores if it was played. */
export interface MatchOutcome {
  winner: string;
  decidedBy: MatchDecision;
  scores: [number, number] | null;
}

/**
 * The result of a ready match whose game is over, from its round and its two seats (by side). A game
 * that ended in setup (round 0) is a no-show: the side that showed goes on (`winnerByShowing`). A
 * played game: a side that left (or went idle) and so ended it forfeits, whatever the score; else the
 * score decides (`winnerByScore`).
 */
export function matchOutcome(
  bracket: Bracket,
  match: BracketMatch,
  game: { currentRound: number; seats: readonly [MatchSeat | undefined, MatchSeat | undefined] },
): MatchOutcome {
  const [a, b] = game.seats;
  if (game.currentRound === 0)
    return { ...winnerByShowing(bracket, match, [showedUp(a), showedUp(b)]), scores: null };
  const scores: [number, number] = [a?.score ?? 0, b?.score ?? 0];
  if (stayed(a) !== stayed(b)) {
    return { winner: match.sides[stayed(a) ? 0 : 1] as string, decidedBy: "forfeit", scores };
  }
  return { ...winnerByScore(bracket, match, scores), scores };
}

/** A person who opened their match game in setup and is not marked ready yet: they are readied. */
export const shownNotReady = (seat: Pick<MatchSeat, "isBot" | "connected" | "isReady">): boolean =>
  !seat.isBot && seat.connected && !seat.isReady;

/** Whether a match's people must show by a deadline: yes unless both sides are bots. */
export const needsNoShowDeadline = (sides: readonly [{ isBot: boolean }, { isBot: boolean }]): boolean =>
  !(sides[0].isBot && sides[1].isBot);

/**
 * Advancement: the bracket with every recorded result in it (`results` by match id, a winner or null
 * while undecided); `changed` when one of them was not in it yet.
 */
export function withResults(
  bracket: Bracket,
  results: readonly { matchId: string; winnerId: string | null }[],
): { bracket: Bracket; changed: boolean } {
  let next = bracket;
  let changed = false;
  for (const { matchId, winnerId } of results) {
    if (winnerId === null) continue;
    const recorded = recordResult(next, matchId, winnerId);
    if (recorded.ok) {
      next = recorded.bracket;
      changed = true;
    }
  }
  return { bracket: next, changed };
}

/**
 * The matches to play now: every ready one in an elimination bracket; in round robin, those of the
 * earliest round not yet decided (a person plays one game at a time).
 */
export function playableMatches(bracket: Bracket): BracketMatch[] {
  const ready = readyMatches(bracket);
  if (bracket.format !== "round_robin") return ready;
  const round = leagueRoundInPlay(bracket);
  return round === null ? [] : ready.filter((m) => m.round === round);
}

/** The round robin's round being played: the earliest with a match not decided yet; null when none. */
export function leagueRoundInPlay(bracket: Bracket): number | null {
  const open = bracket.matches.filter((m) => m.status === "ready").map((m) => m.round);
  return open.length === 0 ? null : Math.min(...open);
}

/**
 * The entrants who lost a match without playing it out (a no-show, or a forfeit: they did not show or
 * they left), by the stored decision of each match (`decisions` by match id).
 */
export function lostWithoutPlaying(
  bracket: Bracket,
  decisions: ReadonlyMap<string, MatchDecision>,
): Set<string> {
  const out = new Set<string>();
  for (const m of bracket.matches) {
    const decision = decisions.get(m.id);
    if (m.status === "done" && m.loser && (decision === "forfeit" || decision === "no_show"))
      out.add(m.loser);
  }
  return out;
}

/**
 * The entrants who played at least one match: both sides of a match played out (decided by score or,
 * on equal scores, by seed), and the side that showed in a forfeit.
 */
export function entrantsWhoPlayed(
  bracket: Bracket,
  decisions: ReadonlyMap<string, MatchDecision>,
): Set<string> {
  const out = new Set<string>();
  for (const m of bracket.matches) {
    const decision = decisions.get(m.id);
    if (m.status !== "done" || !decision) continue;
    if (decision === "score" || decision === "draw_seed") {
      for (const side of m.sides) if (side) out.add(side);
    } else if (decision === "forfeit" && m.winner) out.add(m.winner);
  }
  return out;
}
