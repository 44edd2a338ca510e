// bench:scale's results (bench/scale.ts): what one instance count's run measured, and the table and
// kill report it prints.

import { percentiles } from "../support/load";
import type { Seat } from "./game-players";
import { formatCounts, maxOf } from "./report";

/** A dropped seat of the killed instance, and when it was back. */
export interface Drop {
  droppedAt: number;
  reopenedAt?: number;
  /** The first message on the new socket (its snapshot). */
  firstMessageAt?: number;
  /** The first event after the snapshot: live fan-out through Redis reaches it again. */
  liveAt?: number;
}

export interface KillReport {
  instance: number;
  atSecond: number;
  killedAt: number;
  drops: Map<Seat, Drop>;
  /** Counted from the kill to the end of the run. */
  httpErrors: number;
  httpStatuses: Record<string, number>;
  wsErrors: number;
  patchMisses: number;
  events: number[];
  gamesCompleted: number;
  gamesStarted: number;
}

export interface Outcome {
  instances: number;
  maxOpen: number;
  gamesCompleted: number;
  gamesStarted: number;
  playSeconds: number;
  /** Latencies and errors of play (before the kill, in the run with one). */
  events: number[];
  http: number[];
  httpErrors: number;
  wsErrors: number;
  patchMisses: number;
  instanceCpu: number[];
  nginxCpu: number;
  redisCpu: number;
  postgresCpu: number;
  loadCpu: number;
  kill?: KillReport;
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

function latencyTriple(samples: number[]): [number, number, number] {
  if (samples.length === 0) return [Number.NaN, Number.NaN, Number.NaN];
  const p = percentiles(samples, [50, 95, 99]);
  return [p.p50 ?? Number.NaN, p.p95 ?? Number.NaN, p.p99 ?? Number.NaN];
}

export function printTable(outcomes: Outcome[]): void {
  const one = outcomes.find((o) => o.instances === 1);
  const base = one ? latencyTriple(one.events) : undefined;
  const header = [
    "inst",
    "players",
    "games",
    "event ms p50/p95/p99",
    "added vs 1 (ms)",
    "HTTP p99",
    "errors H/W/P",
    "CPU s per instance",
    "nginx",
    "Redis",
    "PG",
    "loadgen",
    "play s",
  ];
  const rows = outcomes.map((o) => {
    const lat = latencyTriple(o.events);
    const added = base && o !== one ? lat.map((v, i) => fixed(v - (base[i] ?? 0), 0)).join("/") : "-";
    return [
      `${o.instances}${o.kill ? "*" : ""}`,
      String(o.maxOpen),
      `${o.gamesCompleted}/${o.gamesStarted}`,
      lat.map((v) => fixed(v, 0)).join("/"),
      added,
      fixed(latencyTriple(o.http)[2], 0),
      `${o.httpErrors}/${o.wsErrors}/${o.patchMisses}`,
      o.instanceCpu.map((c) => fixed(c)).join(" "),
      fixed(o.nginxCpu),
      fixed(o.redisCpu),
      fixed(o.postgresCpu),
      fixed(o.loadCpu),
      fixed(o.playSeconds, 0),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log("");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log("");
  console.log(
    "players: most sockets connected at once; games: completed/started; event: server→client latency (ms) of\n" +
      "every message but snapshots; added vs 1: the same percentiles minus the one-instance run's (the\n" +
      "cross-instance hop through Redis); HTTP p99: game intents (ms); errors: HTTP/WebSocket/patches that\n" +
      "did not fit; CPU in seconds over the play (instances in order; Redis and PG: the machine's processes).",
  );
  if (outcomes.some((o) => o.kill)) console.log("* latency and error columns: play before the kill (below).");
}

export function printKill(kill: KillReport): void {
  const drops = [...kill.drops.values()];
  const after = (at: number | undefined) => (at === undefined ? Number.NaN : (at - kill.killedAt) / 1000);
  const reopened = drops.filter((d) => d.reopenedAt !== undefined);
  const heard = drops.filter((d) => d.firstMessageAt !== undefined);
  const live = drops.filter((d) => d.liveAt !== undefined);
  const latest = (values: (number | undefined)[]) => maxOf(values.map(after).filter(Number.isFinite));
  console.log("");
  console.log(
    `Instance ${kill.instance} killed with SIGKILL after ${kill.atSecond.toFixed(1)} s of play: ${drops.length} players' sockets dropped`,
  );
  console.log(
    `  back on a socket through nginx: ${reopened.length} / ${drops.length}, the last ${fixed(latest(reopened.map((d) => d.reopenedAt)))} s after the kill`,
  );
  console.log(
    `  snapshot received:              ${heard.length} / ${drops.length}, the last ${fixed(latest(heard.map((d) => d.firstMessageAt)))} s after the kill`,
  );
  console.log(
    `  recovery (receiving events again): ${live.length} / ${drops.length}, the last ${fixed(latest(live.map((d) => d.liveAt)))} s after the kill` +
      (live.length < drops.length
        ? ` (${drops.length - live.length} heard no event after their snapshot: their game had ended, or the run did)`
        : ""),
  );
  const [p50, p95, p99] = latencyTriple(kill.events);
  console.log(
    `  event latency after the kill (ms): p50 ${fixed(p50, 0)}  p95 ${fixed(p95, 0)}  p99 ${fixed(p99, 0)}  max ${maxOf(kill.events)}`,
  );
  console.log(
    `  errors clients saw after the kill: HTTP ${kill.httpErrors}${kill.httpErrors ? ` (${formatCounts(kill.httpStatuses)}; 0: no answer)` : ""}, WebSocket ${kill.wsErrors} (failed opens), patches that did not fit ${kill.patchMisses}`,
  );
  console.log(`  games completed: ${kill.gamesCompleted} / ${kill.gamesStarted}`);
}
