import type { Rng, Timings } from "@riddlebook/rules";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/schema";
import type { Clock, IdGenerator } from "../../deps";
import type { GameService } from "../../game/game-service";
import type { TournamentPushes } from "./pushes";

/** What the tournaments feature is given by the app (docs/decisions/033-tournaments.md). */
export interface TournamentDeps {
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  games: GameService;
  /** Pushes to users' own sockets (`/ws/user`). */
  pushes: TournamentPushes;
  /** Tells every instance's live view that a tournament changed. */
  changed(tournamentId: string): Promise<void>;
  log: FastifyBaseLogger;
  rng: Rng;
  /** Phase timings of the match games (the configuration's overrides). */
  timings: Partial<Timings>;
  /** How long a person has to open their match's game (TOURNAMENT_NO_SHOW_SECONDS). */
  noShowMs: number;
  /** How often the sweep runs (TOURNAMENT_SWEEP_MS). */
  sweepMs: number;
}
