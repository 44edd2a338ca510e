import { setFlagsFromString } from "node:v8";
import { OWASP_MIN_SCRYPT_LOG_N } from "./auth/passwords";
import { loadConfigOrExit } from "./config";
import { startServer } from "./server";

/** Entry point: parse the environment, start, and shut down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // V8 reads this factor each time it resizes the old space, so setting it at boot takes effect for
  // the whole run (docs/decisions/038-heap-growth.md).
  if (config.heapGrowingPercent > 0)
    setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
  const server = await startServer(config);
  server.app.log.info(
    {
      url: server.url,
      database: config.databaseUrl ? "postgres" : "sqlite",
      bus: config.redisUrl ? "redis" : "memory",
      ...(server.metricsUrl ? { metrics: `${server.metricsUrl}/metrics` } : {}),
    },
    "Riddlebook is listening",
  );
  if (config.isProduction && config.scryptLogN < OWASP_MIN_SCRYPT_LOG_N) {
    server.app.log.warn(
      { scryptLogN: config.scryptLogN },
      "SCRYPT_LOG_N is below the OWASP cost in production",
    );
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, "shutting down");
    // A hung shutdown must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  process.stderr.write(
    `Riddlebook failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
