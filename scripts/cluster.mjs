#!/usr/bin/env node
// `npm run cluster -- --instances N [--port P]`: N built server instances (apps/server/dist/main.js;
// `npm run build` builds it) on 127.0.0.1 ports P+1 … P+N, behind one nginx on port P configured from
// deploy/nginx/riddlebook.conf.template (docs/deploy.md, "Several instances"). The instances share
// DATABASE_URL (PostgreSQL) and REDIS_URL from the environment, which is passed on to them whole;
// they run with TRUST_PROXY=1, since every request reaches them through that one nginx. nginx runs
// as a child process (daemon off) with its files in a temporary folder, never as the system service.
// Ctrl-C or SIGTERM stops everything.
//
// bench/scale.ts and e2e/scale.spec.ts use the same code through `startCluster` (types in
// cluster.d.mts): start, stop or kill instance n (1-based, the n of the rb_instance cookie).
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  clusterPrerequisites,
  freePortRange,
  HOST,
  mainConfig,
  nginxBinary,
  renderSiteConfig,
  repoRoot,
  SERVER_MAIN,
  sleep,
  TEMPLATE,
} from "./cluster-nginx.mjs";

export { clusterPrerequisites, nginxBinary } from "./cluster-nginx.mjs";

/** Lines of each process's output kept for diagnostics. */
const KEPT_LINES = 200;
/** How long an instance may take to stop after SIGTERM before it is killed (the server's own limit is 10 s). */
const STOP_GRACE_MS = 12_000;

/** A child process whose output lines are kept (and handed to `onLine`), with a promise of its exit. */
function track(child, label, keep, onLine) {
  const exited = new Promise((resolveExit) =>
    child.once("exit", (code, signal) => resolveExit({ code, signal })),
  );
  for (const [stream, name] of [
    [child.stdout, "stdout"],
    [child.stderr, "stderr"],
  ]) {
    if (!stream) continue;
    createInterface({ input: stream }).on("line", (line) => {
      keep.push(line);
      if (keep.length > KEPT_LINES) keep.shift();
      onLine?.(label, line, name);
    });
  }
  return exited;
}

async function waitForHealthy(url, isDead, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const dead = isDead();
    if (dead) throw new Error(dead);
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs} ms`);
}

const running = new Set();
process.once("exit", () => {
  for (const cluster of running) cluster.killNow();
});

class Instance {
  child = null;
  exited = Promise.resolve({ code: 0, signal: null });
  exit = null;
  output = [];

  constructor(index, port, dataDir) {
    this.index = index;
    this.port = port;
    this.dataDir = dataDir;
    this.url = `http://${HOST}:${port}`;
    this.address = `${HOST}:${port}`;
  }

  get pid() {
    return this.child?.pid ?? 0;
  }

  get alive() {
    return this.child !== null && this.exit === null;
  }
}

class Cluster {
  constructor(options, port, dir) {
    this.options = options;
    this.port = port;
    this.dir = dir;
    this.url = `http://${HOST}:${port}`;
    this.instances = Array.from(
      { length: options.instances },
      (_, i) => new Instance(i + 1, port + i + 1, join(dir, `data-${i + 1}`)),
    );
    this.nginx = null;
    this.nginxExit = null;
    this.nginxOutput = [];
    this.stopping = null;
  }

  get nginxPid() {
    return this.nginx?.pid ?? 0;
  }

  instance(index) {
    const instance = this.instances[index - 1];
    if (!instance) throw new Error(`no instance ${index} (1 to ${this.instances.length})`);
    return instance;
  }

  async startInstance(index) {
    const instance = this.instance(index);
    if (instance.alive) return;
    mkdirSync(instance.dataDir, { recursive: true });
    const child = spawn(process.execPath, [SERVER_MAIN], {
      cwd: repoRoot,
      env: {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
        TRUST_PROXY: "1",
        ...this.options.env,
        PORT: String(instance.port),
        HOST,
        DATA_DIR: instance.dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    instance.child = child;
    instance.exit = null;
    instance.exited = track(child, `instance ${index}`, instance.output, this.options.onOutput).then(
      (exit) => {
        instance.exit = exit;
        return exit;
      },
    );
    await waitForHealthy(
      instance.url,
      () => instance.exit && `instance ${index} exited: ${JSON.stringify(instance.exit)}`,
      this.options.startTimeoutMs ?? 60_000,
    );
  }

  async stopInstance(index) {
    const instance = this.instance(index);
    if (!instance.alive) return;
    instance.child.kill("SIGTERM");
    const timer = setTimeout(() => instance.child.kill("SIGKILL"), STOP_GRACE_MS);
    await instance.exited;
    clearTimeout(timer);
  }

  async killInstance(index, signal = "SIGKILL") {
    const instance = this.instance(index);
    if (!instance.alive) return;
    instance.child.kill(signal);
    if (signal === "SIGKILL") await instance.exited;
  }

  async startNginx() {
    const conf = join(this.dir, "nginx.conf");
    const child = spawn(nginxBinary(), ["-p", this.dir, "-c", conf, "-e", join(this.dir, "error.log")], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.nginx = child;
    const exited = track(child, "nginx", this.nginxOutput, this.options.onOutput);
    this.nginxExited = exited.then((exit) => {
      this.nginxExit = exit;
      return exit;
    });
    await waitForHealthy(
      this.url,
      () => this.nginxExit && `nginx exited: ${JSON.stringify(this.nginxExit)}\n${this.nginxLog()}`,
      this.options.startTimeoutMs ?? 60_000,
    );
  }

  /** The instance an `X-Upstream` header names (the last address, when nginx tried several). */
  instanceOf(header) {
    const last = (header ?? "").split(",").pop()?.trim();
    return this.instances.find((instance) => instance.address === last)?.index;
  }

  nginxLog() {
    const file = join(this.dir, "error.log");
    const log = existsSync(file) ? readFileSync(file, "utf8").split("\n").slice(-30).join("\n") : "";
    return [...this.nginxOutput, log].join("\n");
  }

  /** For a failing test's message: the last lines of every process. */
  describe() {
    const parts = this.instances.map(
      (i) => `--- instance ${i.index} (${i.address}, pid ${i.pid}) ---\n${i.output.slice(-30).join("\n")}`,
    );
    return [...parts, `--- nginx (${this.url}) ---\n${this.nginxLog()}`].join("\n");
  }

  stop() {
    this.stopping ??= (async () => {
      // nginx first (a fast shutdown: it closes its clients' connections), so no client is sent to
      // an instance that is stopping.
      if (this.nginx && this.nginxExit === null) {
        this.nginx.kill("SIGTERM");
        await this.nginxExited;
      }
      await Promise.all(this.instances.map((instance) => this.stopInstance(instance.index)));
      running.delete(this);
      rmSync(this.dir, { recursive: true, force: true });
    })();
    return this.stopping;
  }

  /** On the test or bench process's own exit: no child outlives it. */
  killNow() {
    for (const child of [this.nginx, ...this.instances.map((i) => i.child)]) {
      try {
        if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      } catch {
        // already gone
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Starts `instances` built servers and nginx in front of them; resolves once every instance and
 * nginx answer /healthz. `port` is nginx's (instance n listens on port + n); 0 or absent picks free
 * ports. `env` is added to every instance's environment (DATABASE_URL, REDIS_URL, …, on top of
 * this process's own). `unlimitedClients` are spared nginx's per-client caps (a load generator on
 * 127.0.0.0/8). `onOutput(source, line, stream)` sees every line the processes print.
 */
export async function startCluster(options) {
  const missing = clusterPrerequisites();
  if (missing.length > 0) throw new Error(`cannot start a cluster: ${missing.join("; ")}`);
  const count = options.instances;
  if (!Number.isInteger(count) || count < 1) throw new Error("instances must be a whole number ≥ 1");
  const port = options.port || (await freePortRange(count + 1));
  const dir = mkdtempSync(join(tmpdir(), "rb-cluster-"));
  // nginx's workers run as nobody when it is started by root: they must reach its files.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, "temp"));
  const template = readFileSync(TEMPLATE, "utf8");
  writeFileSync(
    join(dir, "riddlebook.conf"),
    renderSiteConfig(template, {
      listen: `${HOST}:${port}`,
      ports: Array.from({ length: count }, (_, i) => port + i + 1),
      cacheDir: join(dir, "cache"),
      unlimitedClients: options.unlimitedClients ?? [],
    }),
  );
  writeFileSync(join(dir, "nginx.conf"), mainConfig(dir, options.nginxWorkers ?? "auto"));
  const cluster = new Cluster(options, port, dir);
  running.add(cluster);
  try {
    // One at a time: each migrates the database on start, and the first does the work.
    for (const instance of cluster.instances) await cluster.startInstance(instance.index);
    await cluster.startNginx();
  } catch (error) {
    const detail = cluster.describe();
    await cluster.stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${detail}`);
  }
  return cluster;
}

async function main() {
  const { values } = parseArgs({
    options: {
      instances: { type: "string", short: "n", default: "2" },
      port: { type: "string", short: "p", default: "8080" },
    },
  });
  const instances = Number(values.instances);
  const port = Number(values.port);
  const problems = clusterPrerequisites();
  if (instances > 1 && !process.env.DATABASE_URL) problems.push("DATABASE_URL is not set (PostgreSQL)");
  if (instances > 1 && !process.env.REDIS_URL) problems.push("REDIS_URL is not set (Redis)");
  if (!Number.isInteger(port) || port < 1 || port + instances > 65535) problems.push("--port is not a port");
  if (problems.length > 0) {
    console.error(`npm run cluster: ${problems.join("; ")}.`);
    console.error("Several instances play as one only on a shared PostgreSQL and Redis (docs/deploy.md).");
    process.exit(1);
  }
  const echo = (source, line) => console.log(`[${source}] ${line}`);
  let cluster;
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log("stopping…");
    await cluster?.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  try {
    cluster = await startCluster({ instances, port, onOutput: echo });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(`Riddlebook on ${cluster.url} (nginx, pid ${cluster.nginxPid}); instances:`);
  for (const instance of cluster.instances)
    console.log(`  ${instance.index}: ${instance.url} (pid ${instance.pid})`);
  console.log("Ctrl-C stops everything.");
  for (const instance of cluster.instances) {
    void instance.exited.then((exit) => {
      if (!stopping)
        console.log(`instance ${instance.index} exited (${JSON.stringify(exit)}); nginx skips it`);
    });
  }
  void cluster.nginxExited.then((exit) => {
    if (stopping) return;
    console.error(`nginx exited (${JSON.stringify(exit)}):\n${cluster.nginxLog()}`);
    void stop(1);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
