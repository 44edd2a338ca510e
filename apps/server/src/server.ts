import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import type { PasswordHasher } from "./auth/passwords";
import { seedTestUsers } from "./auth/test-users";
import { warmUpBotsSoon } from "./bots/warm-up-bots";
import type { EventBus } from "./bus/bus";
import { createBus } from "./bus/create-bus";
import type { Config } from "./config";
import { openDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import type { Db } from "./db/schema";
import { type AppDeps, type Clock, type IdGenerator, systemClock, uuidIds } from "./deps";
import { listenForMetrics, type MetricsListener } from "./metrics/metrics-endpoint";

/**
 * Connections the kernel may hold before they are accepted (it caps this at net.core.somaxconn).
 * Node's default of 511 drops the connection attempts of a burst beyond it (a thousand players
 * pressing Quick Match at once), and each dropped SYN is retried only after a second.
 */
const LISTEN_BACKLOG = 4096;

/** A listening server and everything it owns. `close` stops it and releases db and bus. */
export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  bus: EventBus;
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  port: number;
  /** The metrics listener's address (METRICS_PORT), e.g. http://127.0.0.1:9464; undefined without one. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  ids?: IdGenerator;
  logger?: AppDeps["logger"];
  passwords?: PasswordHasher;
  /** Use this database instead of opening one from the config (it is still migrated, and closed with the server). */
  db?: Db;
  /** Use this bus instead of building one from the config (closed with the server). */
  bus?: EventBus;
}

/**
 * Opens the database (PostgreSQL or SQLite per config), migrates it, builds the bus, seeds test users in
 * test mode, builds the app and listens on `config.host:config.port` (port 0 picks a free one).
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const db = options.db ?? openDatabase(config).db;
  let bus: EventBus | undefined;
  let app: FastifyInstance | undefined;
  let metrics: MetricsListener | undefined;
  try {
    await migrateToLatest(db);
    if (config.testMode) await seedTestUsers(db, clock);
    bus = options.bus ?? createBus(config.redisUrl, { prefix: config.redisPrefix });
    app = buildApp({
      config,
      db,
      clock,
      ids: options.ids ?? uuidIds,
      bus,
      logger: options.logger,
      passwords: options.passwords,
    });
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    if (config.metricsPort !== undefined) {
      metrics = await listenForMetrics(app.metrics, {
        host: config.metricsHost,
        port: config.metricsPort,
        token: config.metricsToken,
        log: app.log,
      });
    }
    warmUpBotsSoon(app.log);
  } catch (error) {
    await metrics?.close().catch(() => {});
    await app?.close().catch(() => {});
    await bus?.close().catch(() => {});
    await db.destroy().catch(() => {});
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  const started = app;
  const startedBus = bus;
  const metricsListener = metrics;
  let closing: Promise<void> | undefined;
  return {
    app: started,
    db,
    bus: startedBus,
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    metricsUrl: metricsListener?.url,
    close() {
      closing ??= (async () => {
        await metricsListener?.close();
        await started.close();
        await startedBus.close();
        await db.destroy();
      })();
      return closing;
    },
  };
}
