// PostgreSQL that stops answering (docs/reliability.md F5): requests fail fast with 503
// `database_unavailable` instead of hanging, the server recovers by itself, and a commit cut short
// leaves nothing half-written (docs/decisions/015-admin-grants-durability-and-database-timeouts.md).
import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server";
import { type LiveUser, signUpLive, startLiveServer } from "../support/live-server";
import { createTempPostgresDatabase, type TempPostgresDatabase } from "../support/postgres";
import { optionalServiceUrl } from "../support/services";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { waitFor } from "../support/wait-for";

const SUITE = "PostgreSQL timeouts and outages";
const PG = optionalServiceUrl("TEST_DATABASE_URL", SUITE);

/**
 * Far beyond the timeouts configured below (2–3 s): a request still unanswered by then is hanging,
 * which is the failure these tests look for. Not a timing assertion.
 */
const HANG_MS = 25_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are checked field by field
  body: any;
}

async function call(
  server: RunningServer,
  user: LiveUser | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(HANG_MS),
  });
  const text = await res.text();
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body: text ? JSON.parse(text) : null,
  };
}

function expectUnavailable(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({ code: "database_unavailable", message: expect.stringMatching(/database/) });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

describe.skipIf(PG === undefined)(SUITE, () => {
  let temp: TempPostgresDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;
  let direct: pg.Client | undefined;

  beforeAll(async () => {
    temp = await createTempPostgresDatabase(PG ?? "");
    const target = new URL(temp.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startLiveServer({
      databaseUrl: proxy.urlFor(temp.url),
      pgConnectTimeoutMs: 2000,
      pgStatementTimeoutMs: 2000,
      pgQueryTimeoutMs: 3000,
      pgIdleInTransactionTimeoutMs: 5000,
    });
  });
  afterEach(async () => {
    proxy.restore();
    await direct?.end().catch(() => {});
    direct = undefined;
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await temp?.drop();
  });

  it("answers 503 database_unavailable during a network partition, then recovers by itself (F5)", async () => {
    const ann = await signUpLive(server.url);
    expect((await call(server, ann, "GET", "/api/auth/user")).status).toBe(200);

    proxy.partition();
    // A pooled connection that no longer answers, then new connections that never complete.
    expectUnavailable(await call(server, ann, "GET", "/api/auth/user"));
    expectUnavailable(await call(server, ann, "POST", "/api/games", { playerName: "Ann", totalRounds: 1 }));
    expectUnavailable(await call(server, ann, "GET", "/api/auth/user"));
    const health = await call(server, null, "GET", "/healthz");
    expect(health).toMatchObject({ status: 503, body: { status: "degraded", code: "database_unavailable" } });

    proxy.restore();
    await waitFor(
      async () => (await call(server, ann, "GET", "/api/auth/user")).status === 200,
      30_000,
      "the server to reach PostgreSQL again",
    );
    expect((await call(server, null, "GET", "/healthz")).status).toBe(200);
    const created = await call(server, ann, "POST", "/api/games", { playerName: "Ann", totalRounds: 1 });
    expect(created.status).toBe(201);
  });

  it("cuts a commit short with the statement timeout: 503, and nothing of it is written (F5)", async () => {
    const host = await signUpLive(server.url);
    const guest = await signUpLive(server.url);
    const created = await call(server, host, "POST", "/api/games", { playerName: "Host", totalRounds: 1 });
    const gameId: string = created.body.game.id;
    direct = new pg.Client({ connectionString: temp.url });
    await direct.connect();
    const stored = async () => {
      const game = await direct?.query("select version from games where id = $1", [gameId]);
      const seats = await direct?.query("select count(*)::int as n from game_players where game_id = $1", [
        gameId,
      ]);
      return { version: Number(game?.rows[0]?.version), seats: Number(seats?.rows[0]?.n) };
    };
    const before = await stored();
    expect(before.seats).toBe(1);

    // Another session holds a lock that lets the commit update the game row but not add the seat.
    await direct.query("begin");
    await direct.query("lock table game_players in share mode");
    const joined = await call(server, guest, "POST", "/api/players", { gameId, name: "Guest" });
    await direct.query("rollback");
    expectUnavailable(joined);
    // The game row's update went back with the seat: the commit is one transaction.
    expect(await stored()).toEqual(before);

    const retried = await call(server, guest, "POST", "/api/players", { gameId, name: "Guest" });
    expect(retried.status).toBe(201);
    expect(await stored()).toEqual({ version: before.version + 1, seats: 2 });
  });

  it("answers 503 when PostgreSQL drops the connection in the middle of a commit, and stays up (F5)", async () => {
    const host = await signUpLive(server.url);
    const guest = await signUpLive(server.url);
    const created = await call(server, host, "POST", "/api/games", { playerName: "Host", totalRounds: 1 });
    const gameId: string = created.body.game.id;
    direct = new pg.Client({ connectionString: temp.url });
    await direct.connect();
    const client = direct;
    const seats = async () =>
      Number(
        (await client.query("select count(*)::int as n from game_players where game_id = $1", [gameId]))
          .rows[0]?.n,
      );
    const waiting = async () =>
      Number((await client.query("select count(*)::int as n from pg_locks where not granted")).rows[0]?.n) >
      0;

    await client.query("begin");
    await client.query("lock table game_players in share mode");
    const joining = call(server, guest, "POST", "/api/players", { gameId, name: "Guest" });
    // The commit is inside its transaction, waiting for the lock, when every connection is reset.
    await waitFor(waiting, 10_000, "the commit to wait for the lock");
    proxy.cut();
    const joined = await joining;
    await client.query("rollback");
    expectUnavailable(joined);
    expect(await seats()).toBe(1);

    proxy.restore();
    await waitFor(
      async () => (await call(server, guest, "GET", "/api/auth/user")).status === 200,
      30_000,
      "the server to reach PostgreSQL again",
    );
    expect((await call(server, guest, "POST", "/api/players", { gameId, name: "Guest" })).status).toBe(201);
    expect(await seats()).toBe(2);
  });

  it("sets the statement and idle-in-transaction timeouts on the server's connections", async () => {
    const statement = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(server.db);
    expect(statement.rows[0]?.statement_timeout).toBe("2s");
    const idle = await sql<{
      idle_in_transaction_session_timeout: string;
    }>`show idle_in_transaction_session_timeout`.execute(server.db);
    expect(idle.rows[0]?.idle_in_transaction_session_timeout).toBe("5s");
  });
});
