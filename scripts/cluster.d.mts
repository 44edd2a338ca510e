// Types of scripts/cluster.mjs for the TypeScript that uses it (bench/scale.ts, e2e/scale.spec.ts).

export interface ClusterOptions {
  /** How many server instances. */
  instances: number;
  /** nginx's port; instance n listens on port + n. 0 or absent: free ports are picked. */
  port?: number;
  /** Added to every instance's environment, on top of this process's (DATABASE_URL, REDIS_URL, …). */
  env?: Record<string, string>;
  /** nginx worker processes (default "auto": one per core). */
  nginxWorkers?: number | "auto";
  /** Addresses or CIDR ranges spared nginx's per-client caps (a load generator on 127.0.0.0/8). */
  unlimitedClients?: string[];
  /** Sees every line the processes print; `source` is "instance <n>" or "nginx". */
  onOutput?: (source: string, line: string, stream: "stdout" | "stderr") => void;
  /** How long an instance or nginx may take to answer /healthz (default 60 s). */
  startTimeoutMs?: number;
}

export interface ClusterInstance {
  /** 1-based: instance n listens on the cluster's port + n, and rb_instance=n pins a browser to it. */
  readonly index: number;
  readonly port: number;
  readonly url: string;
  /** host:port, as nginx names it in X-Upstream. */
  readonly address: string;
  /** 0 before it was started. */
  readonly pid: number;
  readonly alive: boolean;
  /** Its last lines of output. */
  readonly output: readonly string[];
  /** Resolves when the process (as last started) exits. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Cluster {
  /** nginx's address, e.g. http://127.0.0.1:8080. */
  readonly url: string;
  readonly port: number;
  readonly instances: readonly ClusterInstance[];
  readonly nginxPid: number;
  /** Starts instance n again (after a stop or kill), on its port; resolves once it is healthy. */
  startInstance(index: number): Promise<void>;
  /** SIGTERM (a graceful drain); resolves once it exited. */
  stopInstance(index: number): Promise<void>;
  /** Sends `signal` (default SIGKILL; for SIGKILL, resolves once it is gone). */
  killInstance(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** The instance an X-Upstream header names (its last address), or undefined. */
  instanceOf(header: string | null | undefined): number | undefined;
  /** The last lines of every process, for a failure message. */
  describe(): string;
  /** Stops nginx, then every instance, and removes the cluster's files. */
  stop(): Promise<void>;
}

/** Reasons a cluster cannot start here (nginx missing, server not built); empty when it can. */
export function clusterPrerequisites(): string[];

export function nginxBinary(): string;

export function startCluster(options: ClusterOptions): Promise<Cluster>;
