import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { openSqlite, SQLITE_FILE_NAME } from "../../src/db/connect";
import type { Db } from "../../src/db/schema";
import { newSignup, sessionCookieOf } from "./test-app";

/** A SQLite file database in a fresh folder, on its worker thread like the server's (ADR 010). */
export function openFileDb(): Db {
  return openSqlite(join(mkdtempSync(join(tmpdir(), "rb-disk-")), SQLITE_FILE_NAME));
}

async function pragmaNumber(db: Db, name: string): Promise<number> {
  const { rows } = await sql.raw<Record<string, number>>(`pragma ${name}`).execute(db);
  return Number(rows[0]?.[name]);
}

/**
 * Caps the database at its current size with `PRAGMA max_page_count` on the writing connection: from
 * then on every write that needs a page the file does not have fails inside SQLite with SQLITE_FULL,
 * the error a full disk gives (docs/decisions/015-admin-grants-durability-and-database-timeouts.md).
 * Nothing in the server is told.
 */
export async function capDatabaseSize(db: Db): Promise<void> {
  const pages = await pragmaNumber(db, "page_count");
  await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
}

/** Lifts the cap of `capDatabaseSize`: the disk has room again. */
export async function uncapDatabaseSize(db: Db): Promise<void> {
  await sql.raw("pragma max_page_count = 1073741823").execute(db);
}

/** `PRAGMA integrity_check` on the writing connection: "ok" for an undamaged file. */
export async function integrityCheck(db: Db): Promise<string> {
  const { rows } = await sql.raw<{ integrity_check: string }>("pragma integrity_check").execute(db);
  return rows.map((row) => row.integrity_check).join("\n");
}

/** What `fillUntilFull` did: the answer that failed, and the sessions of the users it created. */
interface Filled {
  failure: LightMyRequestResponse;
  cookies: string[];
}

/**
 * Signs users up and has each create a game, through the API, until an answer is not a success
 * (the database ran out of room). Throws if none fails within `maxUsers`. Needs a generous
 * `rateLimitScale`.
 */
export async function fillUntilFull(app: FastifyInstance, maxUsers = 400): Promise<Filled> {
  const cookies: string[] = [];
  for (let i = 0; i < maxUsers; i++) {
    const signup = await app.inject({ method: "POST", url: "/api/auth/signup", payload: newSignup() });
    if (signup.statusCode !== 201) return { failure: signup, cookies };
    const cookie = `rb_session=${sessionCookieOf(signup) ?? ""}`;
    cookies.push(cookie);
    const game = await app.inject({
      method: "POST",
      url: "/api/games",
      headers: { cookie },
      payload: { playerName: `Filler ${i}`, totalRounds: 1 },
    });
    if (game.statusCode !== 201) return { failure: game, cookies };
  }
  throw new Error(`the database still had room after ${maxUsers} users`);
}
