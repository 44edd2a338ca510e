import { randomBytes } from "node:crypto";
import pg from "pg";

/** A throwaway database on the server behind `adminUrl`; drop it when the test file is done. */
export interface TempPostgresDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTempPostgresDatabase(adminUrl: string): Promise<TempPostgresDatabase> {
  const name = `rb_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
