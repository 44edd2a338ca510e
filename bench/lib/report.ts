import { percentiles } from "../support/load";

/** The largest sample, or 0 for none (no spread, which overflows the stack on millions of samples). */
export function maxOf(samples: readonly number[]): number {
  let max = 0;
  for (const sample of samples) if (sample > max) max = sample;
  return max;
}

/** "p50 a  p95 b  p99 c  max d  (n samples)" in milliseconds, rounded for whole-ms samples. */
export function latencyLine(samples: number[], digits = 0): string {
  if (samples.length === 0) return "no samples";
  const p = percentiles(samples, [50, 95, 99]);
  const f = (v: number | undefined) => (v ?? Number.NaN).toFixed(digits);
  return `p50 ${f(p.p50)}  p95 ${f(p.p95)}  p99 ${f(p.p99)}  max ${f(maxOf(samples))}  (${samples.length})`;
}

/** The 95th percentile, or NaN without samples. */
export function p95(samples: number[]): number {
  return samples.length === 0 ? Number.NaN : (percentiles(samples, [95]).p95 ?? Number.NaN);
}

/** How much `after` differs from `before`, as a signed percentage ("+12.5 %"). */
export function percentChange(before: number, after: number): string {
  if (!Number.isFinite(before) || !Number.isFinite(after) || before === 0) return "n/a";
  const change = ((after - before) / before) * 100;
  return `${change >= 0 ? "+" : ""}${change.toFixed(1)} %`;
}

export const megabytes = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

/** Counts by key, sorted by key ("200 ×180, 503 ×20"). */
export function formatCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key} ×${count}`)
    .join(", ");
}

/** Counts of each value, formatted as `formatCounts` does. */
export function tally(values: readonly (string | number)[]): string {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return formatCounts(counts);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sleeps until the epoch-ms moment `at` (at once if it has passed). */
export const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));

/** The honest players' figures over one stretch: server → client events and game intents over HTTP. */
export function gameplayLines(events: number[], intents: number[], intentErrors: number): string[] {
  return [
    `events server→client ms: ${latencyLine(events)}`,
    `game intents HTTP ms:    ${latencyLine(intents, 1)}, ${intentErrors} error(s)`,
  ];
}

/** Runs a benchmark's main and exits: 0 when it finished, 1 (with the error) when it threw. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
