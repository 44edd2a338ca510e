/**
 * What a decided tournament's bracket says (docs/decisions/033-tournaments.md): its champion and its
 * final places. The prizes of those places are in tournament-prizes.ts.
 */
import type { BotDifficulty } from "./constants";
import { type Bracket, type BracketMatch, BYE } from "./tournament";
import { standings } from "./tournament-round-robin";

/** A bot entrant's seeding rating by difficulty; a person's is their battle rating (1200 at first). */
export const TOURNAMENT_BOT_RATINGS = {
  easy: 1000,
  medium: 1150,
  hard: 1300,
  expert: 1450,
} as const satisfies Record<BotDifficulty, number>;

/** The champion once the bracket is decided, else null. */
export function championOf(
  bracket: Bracket,
  points?: ReadonlyMap<string, { winner: number; loser: number }>,
): string | null {
  if (bracket.matches.some((m) => m.status === "pending" || m.status === "ready")) return null;
  if (bracket.format === "round_robin") return standings(bracket, points)[0]?.id ?? null;
  if (bracket.format === "single_elimination")
    return bracket.matches[bracket.matches.length - 1]?.winner ?? null;
  const reset = bracket.matches.find((m) => m.stage === "reset") as BracketMatch;
  if (reset.status === "void") return bracket.matches.find((m) => m.stage === "grand_final")?.winner ?? null;
  return reset.winner;
}

/** A final place. */
export interface Placement {
  entrantId: string;
  place: 1 | 2 | 3;
}

const lastOf = (matches: readonly BracketMatch[]) => matches[matches.length - 1];

/**
 * The first three places of a decided bracket (empty while undecided). Single elimination: the
 * final's winner and loser, then both losing semi-finalists as joint thirds. Double elimination: the
 * champion, the loser of the last grand final played, then the loser of the losers' final. Round
 * robin: the top three of the standings (`points` as for `standings`). Byes never place.
 */
export function placements(
  bracket: Bracket,
  points?: ReadonlyMap<string, { winner: number; loser: number }>,
): Placement[] {
  const champion = championOf(bracket, points);
  if (champion === null) return [];
  const places: Placement[] = [{ entrantId: champion, place: 1 }];
  const add = (entrantId: string | null | undefined, place: 2 | 3) => {
    if (entrantId && entrantId !== BYE && !places.some((p) => p.entrantId === entrantId))
      places.push({ entrantId, place });
  };
  if (bracket.format === "round_robin") {
    const table = standings(bracket, points);
    add(table[1]?.id, 2);
    add(table[2]?.id, 3);
    return places;
  }
  const winners = bracket.matches.filter((m) => m.stage === "winners");
  const lastRound = Math.max(...winners.map((m) => m.round));
  if (bracket.format === "single_elimination") {
    add(lastOf(winners)?.loser, 2);
    for (const semi of winners.filter((m) => m.round === lastRound - 1)) add(semi.loser, 3);
    return places;
  }
  const reset = bracket.matches.find((m) => m.stage === "reset");
  const final = bracket.matches.find((m) => m.stage === "grand_final");
  add(reset?.status === "done" ? reset.loser : final?.loser, 2);
  add(lastOf(bracket.matches.filter((m) => m.stage === "losers"))?.loser, 3);
  return places;
}
