/**
 * Counts the metrics read at scrape time (docs/deploy.md, "Metrics"). Each reads an index only: games
 * by phase (`games_phase_updated_at`, ADR 013) and waiting quick-match entries
 * (`matchmaking_entries_status_joined`), however many finished games are kept.
 */
import type { Db } from "../schema";

/** How many games are in each of `phases`; a phase without games is absent. */
export async function countLiveGamesByPhase(db: Db, phases: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("games")
    .select(["phase", (eb) => eb.fn.countAll<number | string | bigint>().as("count")])
    .where("phase", "in", phases)
    .groupBy("phase")
    .execute();
  return new Map(rows.map((row) => [row.phase, Number(row.count)]));
}

/** Quick-match seekers still waiting: not matched, and seen since `seenAfter` (epoch ms). */
export async function countWaitingSeekers(db: Db, seenAfter: number): Promise<number> {
  const row = await db
    .selectFrom("matchmaking_entries")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("status", "=", "waiting")
    .where("last_seen_at", ">=", seenAfter)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
