/**
 * bench:brackets — the time to generate a tournament bracket and to play it to a champion one result
 * at a time (issue 14; the rules' pure bracket logic, docs/decisions/026-tournament-brackets.md), for
 * every format at 32 entrants. Each result makes a new bracket, as the server does per finished match.
 */
import { createBracket, readyMatches, recordResult, TOURNAMENT_FORMATS } from "@riddlebook/rules";

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const entrants = Array.from({ length: 32 }, (_, i) => ({
  id: `player-${i + 1}`,
  rating: 1500 + ((i * 37) % 400),
}));

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(3)} ms`;

console.log(`bench:brackets: 32 entrants, ${RUNS} runs per format (Node ${process.version})`);
console.log(
  "| Format | Matches | Games | Generate p50 / p99 | One result p50 / p99 | Whole tournament p50 |",
);
console.log("|---|---|---|---|---|---|");
for (const format of TOURNAMENT_FORMATS) {
  const generate: number[] = [];
  const advance: number[] = [];
  const whole: number[] = [];
  let matches = 0;
  let games = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    let bracket = createBracket(format, entrants);
    const t1 = performance.now();
    generate.push(t1 - t0);
    matches = bracket.matches.length;
    games = 0;
    for (let ready = readyMatches(bracket); ready.length > 0; ready = readyMatches(bracket)) {
      const match = ready[(run + games) % ready.length];
      if (!match) break;
      const winner = match.sides[(run + games) % 2] as string;
      const s = performance.now();
      const result = recordResult(bracket, match.id, winner);
      advance.push(performance.now() - s);
      if (!result.ok) throw new Error(result.reason);
      bracket = result.bracket;
      games++;
    }
    whole.push(performance.now() - t0);
  }
  for (const list of [generate, advance, whole]) list.sort((a, b) => a - b);
  console.log(
    `| ${format} | ${matches} | ${games} | ${ms(quantile(generate, 0.5))} / ${ms(quantile(generate, 0.99))} | ${ms(quantile(advance, 0.5))} / ${ms(quantile(advance, 0.99))} | ${ms(quantile(whole, 0.5))} |`,
  );
}
