import http from "node:http";

/** Latency percentiles in milliseconds from a list of samples. */
export function percentiles(samples: number[], ps: number[]): Record<string, number> {
  const sorted = [...samples].sort((a, b) => a - b);
  const out: Record<string, number> = {};
  for (const p of ps) {
    const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    out[`p${p}`] = Number((sorted[idx] ?? Number.NaN).toFixed(3));
  }
  return out;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Answers by status code ("0": the connection failed). */
  statuses: Record<string, number>;
  seconds: number;
  rps: number;
  latencyMs: Record<string, number>;
}

/**
 * Closed-loop HTTP load: `connections` keep-alive clients each send the next request as soon as the
 * previous answer is read, for `seconds` (or until `signal` aborts). Bounded in time; talks to the given
 * loopback URL only, from `localAddress` when given (any of 127.0.0.0/8 on Linux).
 */
export async function runLoad(opts: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  expectStatus?: number;
  localAddress?: string;
  signal?: AbortSignal;
}): Promise<LoadResult> {
  const target = new URL(opts.url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(target.hostname)) {
    throw new Error(`load tests only talk to loopback, not ${target.hostname}`);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let requests = 0;
  let errors = 0;
  const statuses: Record<string, number> = {};
  const count = (status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;

  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          agent,
          headers: opts.headers,
          localAddress: opts.localAddress,
        },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => {
            latencies.push(performance.now() - t0);
            requests++;
            count(res.statusCode ?? 0);
            if (res.statusCode !== (opts.expectStatus ?? 200)) errors++;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        count(0);
        resolve();
      });
      req.end();
    });

  const worker = async () => {
    while (performance.now() < deadline && !opts.signal?.aborted) await one();
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return {
    requests,
    errors,
    statuses,
    seconds: Number(seconds.toFixed(2)),
    rps: Math.round(requests / seconds),
    latencyMs: percentiles(latencies, [50, 95, 99]),
  };
}
