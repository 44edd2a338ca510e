import type { Kysely, Migration } from "kysely";

/** The battle record's columns on `user_stats`, with their starting values. */
const COLUMNS = [
  ["battle_wins", 0],
  ["battle_losses", 0],
  ["battle_draws", 0],
  // Elo, from 1200 (packages/rules/src/battle.ts).
  ["battle_rating", 1200],
  // Battles against humans, the ones that moved the rating; a completing commit checks it did not move.
  ["battles_rated", 0],
] as const;

/**
 * The battle record (head-to-head games, docs/product.md §3): wins, losses, draws and the battle
 * rating, on each user's `user_stats` row, written only by the commit that completes a battle
 * (`repos/games/commit.ts`), like the rest of the stats.
 */
export const battleRecordMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema as it was then
  async up(db: Kysely<any>) {
    for (const [column, start] of COLUMNS) {
      await db.schema
        .alterTable("user_stats")
        .addColumn(column, "integer", (c) => c.notNull().defaultTo(start))
        .execute();
    }
  },
  // biome-ignore lint/suspicious/noExplicitAny: see up()
  async down(db: Kysely<any>) {
    for (const [column] of [...COLUMNS].reverse()) {
      await db.schema.alterTable("user_stats").dropColumn(column).execute();
    }
  },
};
