import type { Rng } from "@riddlebook/rules";
import type { AuthLimits } from "../auth/auth-limits";
import type { PasswordHasher } from "../auth/passwords";
import type { EventBus } from "../bus/bus";
import type { Config } from "../config";
import type { Db } from "../db/schema";
import type { Clock, IdGenerator } from "../deps";
import type { GameService } from "../game/game-service";
import type { Metrics } from "../metrics/metrics";
import type { UserPush } from "../realtime/user-channel";
import type { GameLimits } from "./game-limits";

/** What route modules receive from `buildApp`. */
export interface RouteContext {
  config: Config;
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  bus: EventBus;
  passwords: PasswordHasher;
  limits: AuthLimits;
  games: GameService;
  gameLimits: GameLimits;
  /** The app's one source of randomness (ADR 012: injected like the clock). */
  rng: Rng;
  /** Pushes a message to every socket a user has open on `/ws/user`, on any instance. */
  push: UserPush;
  /** The app's Prometheus metrics (rate-limit refusals are counted there). */
  metrics: Metrics;
}
