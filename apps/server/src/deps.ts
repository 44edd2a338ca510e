import { randomUUID } from "node:crypto";
import type { FastifyServerOptions } from "fastify";
import type { PasswordHasher } from "./auth/passwords";
import type { EventBus } from "./bus/bus";
import type { Config } from "./config";
import type { Db } from "./db/schema";

/** The source of "now" for everything time-based (sessions, rate limits, deadlines). Epoch milliseconds. */
export interface Clock {
  now(): number;
}

/** Generates ids for new rows. Ids are opaque, unique strings. */
export interface IdGenerator {
  newId(): string;
}

/** Everything `buildApp` needs from the outside world. Tests inject fakes for clock, ids and db. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  bus: EventBus;
  /** Fastify logger options (pino); `false` for silence. Defaults to the config's level. */
  logger?: FastifyServerOptions["logger"];
  /** Overrides the password hasher built from `config.scryptLogN`. */
  passwords?: PasswordHasher;
  /** Uniform random numbers in [0, 1) for everything random (tests pass a seeded one). Defaults to Math.random. */
  rng?: () => number;
}

export const systemClock: Clock = { now: () => Date.now() };

export const uuidIds: IdGenerator = { newId: () => randomUUID() };
