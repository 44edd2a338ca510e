import { Migrator } from "kysely";
import { migrations } from "./migrations/index";
import type { Db } from "./schema";

/** Brings the database to the latest schema. Safe to run on every start and from several instances. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(
      `Database migration ${failed ?? ""} failed: ${String((error as Error).message ?? error)}`,
      {
        cause: error,
      },
    );
  }
}
