/** Every knob of a benchmark is a BENCH_* environment variable; these read them once, with defaults. */

/** A numeric setting, or `fallback` when unset or empty; anything else that is not a number stops the run. */
export function numberSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, not "${raw}"`);
  return value;
}

/** A yes/no setting: "1" or "true" is on, "0" or "false" is off. */
function flagSetting(name: string, fallback: boolean): boolean {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  throw new Error(`${name} must be 1 or 0, not "${raw}"`);
}

/** The settings shared by every benchmark that plays full games of 6 (docs/reliability.md L1, L3–L5). */
export interface GameSettings {
  players: number;
  games: number;
  rounds: number;
  writingSeconds: number;
  readingSeconds: number;
  scoringSeconds: number;
  /** Games start at random moments within this many seconds of each other. */
  startSpreadSeconds: number;
  /** The whole run is cut off after this. */
  maxSeconds: number;
  /** RATE_LIMIT_SCALE of the server under test. */
  rateLimitScale: number;
  /** Each game's players come from their own loopback address, as households behind different IPs. */
  spreadAddresses: boolean;
}

export const GAME_SIZE = 6;

/** Reads BENCH_PLAYERS, BENCH_ROUNDS, … with L1's defaults unless a benchmark passes its own. */
export function gameSettings(defaults: Partial<Omit<GameSettings, "games">> = {}): GameSettings {
  const players = numberSetting("BENCH_PLAYERS", defaults.players ?? 5000);
  return {
    players,
    games: Math.max(1, Math.floor(players / GAME_SIZE)),
    rounds: numberSetting("BENCH_ROUNDS", defaults.rounds ?? 2),
    writingSeconds: numberSetting("BENCH_WRITING_SECONDS", defaults.writingSeconds ?? 60),
    readingSeconds: numberSetting("BENCH_READING_SECONDS", defaults.readingSeconds ?? 60),
    scoringSeconds: numberSetting("BENCH_SCORING_SECONDS", defaults.scoringSeconds ?? 5),
    startSpreadSeconds: numberSetting("BENCH_START_SPREAD_SECONDS", defaults.startSpreadSeconds ?? 20),
    maxSeconds: numberSetting("BENCH_MAX_SECONDS", defaults.maxSeconds ?? 600),
    rateLimitScale: numberSetting("BENCH_RATE_LIMIT_SCALE", defaults.rateLimitScale ?? 10_000),
    spreadAddresses: flagSetting("BENCH_SPREAD_ADDRESSES", defaults.spreadAddresses ?? false),
  };
}

/** One line naming the load, for the top of a benchmark's output. */
export function describeGames(s: GameSettings): string {
  return `${s.games} games of ${GAME_SIZE} (${s.games * GAME_SIZE} players), ${s.rounds} rounds, writing ${s.writingSeconds} s, reading ${s.readingSeconds} s, scoring ${s.scoringSeconds} s, rate-limit scale ${s.rateLimitScale}, ${s.spreadAddresses ? "one loopback address per game" : "all from 127.0.0.1"}, node ${process.version}`;
}
