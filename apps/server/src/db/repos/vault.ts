import type { Db } from "../schema";

/**
 * Riddles' ratings as readers see them (docs/decisions/021-community-riddles-moderation.md): shared by
 * the Vault (apps/server/src/features/vault) and the review queue (`repos/review.ts`). The rest of
 * the Vault's storage is the feature's own repository.
 */

interface RatingSummary {
  /** The mean rating, to two decimals; null without ratings. */
  averageRating: number | null;
  ratingCount: number;
}

/** Average rating and count per riddle; riddles without ratings are absent from the map. */
export async function vaultRatingSummaries(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, RatingSummary>> {
  const summaries = new Map<string, RatingSummary>();
  if (ids.length === 0) return summaries;
  const rows = await db
    .selectFrom("riddle_ratings")
    .select((eb) => [
      "published_riddle_id",
      eb.fn.countAll<string | number>().as("n"),
      eb.fn.sum<string | number>("rating").as("total"),
    ])
    .where("published_riddle_id", "in", [...new Set(ids)])
    .groupBy("published_riddle_id")
    .execute();
  for (const row of rows) {
    const n = Number(row.n);
    summaries.set(row.published_riddle_id, {
      ratingCount: n,
      averageRating: n === 0 ? null : Math.round((Number(row.total) * 100) / n) / 100,
    });
  }
  return summaries;
}
