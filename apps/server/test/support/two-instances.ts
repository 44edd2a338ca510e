import { afterAll, beforeAll, describe } from "vitest";
import type { Config } from "../../src/config";
import type { RunningServer } from "../../src/server";
import { startLiveServer } from "./live-server";
import { createTempPostgresDatabase, type TempPostgresDatabase } from "./postgres";
import { optionalServiceUrl } from "./services";
import { standIn } from "./stand-in";

/** A live server as startLiveServer answers it: its config says which database and Redis it uses. */
type LiveServer = RunningServer & { config: Config };

/**
 * `a` and `b` stand for the suite's two servers; they are read when used, so use them inside tests
 * and hooks. A suite's own afterAll hooks run before the servers close (Vitest's default "stack"
 * order of after-hooks), so it may end its sockets there.
 */
type SuiteBody = (a: LiveServer, b: LiveServer) => void;

/**
 * Declares the suite `suite` on two live servers sharing one throw-away PostgreSQL database and one
 * Redis (TEST_DATABASE_URL, TEST_REDIS_URL): both start, on `config` (startLiveServer's overrides),
 * before its first case, and close and the database is dropped after its last. Without either URL it
 * prints the SKIPPED line of services.ts and skips the suite (and fails it when CI=true).
 */
export function twoInstances(suite: string, body: SuiteBody): void;
export function twoInstances(suite: string, config: Partial<Config>, body: SuiteBody): void;
export function twoInstances(
  suite: string,
  configOrBody: Partial<Config> | SuiteBody,
  maybeBody?: SuiteBody,
): void {
  const config = typeof configOrBody === "function" ? {} : configOrBody;
  const body = typeof configOrBody === "function" ? configOrBody : (maybeBody as SuiteBody);
  const pgUrl = optionalServiceUrl("TEST_DATABASE_URL", suite);
  const redisUrl = optionalServiceUrl("TEST_REDIS_URL", suite);

  describe.skipIf(pgUrl === undefined || redisUrl === undefined)(suite, () => {
    let temp: TempPostgresDatabase;
    let a: LiveServer | undefined;
    let b: LiveServer | undefined;

    beforeAll(async () => {
      temp = await createTempPostgresDatabase(pgUrl ?? "");
      const shared = { ...config, databaseUrl: temp.url, redisUrl };
      a = await startLiveServer(shared);
      b = await startLiveServer(shared);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await temp?.drop();
    });

    body(
      standIn("server A", () => a),
      standIn("server B", () => b),
    );
  });
}
