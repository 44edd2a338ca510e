import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { waitFor } from "./wait-for";

/**
 * The server as a real child process, `node --import tsx apps/server/src/main.ts`, so that a test
 * can hit it with real signals: SIGKILL (no shutdown code runs), SIGSTOP/SIGCONT (the whole process,
 * its worker threads included, freezes and thaws). Used by the process fault tests
 * (docs/reliability.md F1, F2, F4).
 *
 * The child listens on 127.0.0.1 port 0; its address is read from its own "Riddlebook is listening"
 * log line (so there is no window in which another process could take a port picked beforehand).
 * Every child started here is tracked: `stopAllChildServers()` in an `afterAll`/`afterEach` thaws
 * and kills whatever is left, and the test process kills them on its own exit too, so no stopped or
 * orphaned server ever outlives its test.
 */

const REPO_ROOT = resolve(import.meta.dirname, "../../../..");
const MAIN = join(REPO_ROOT, "apps/server/src/main.ts");
/** Lines of the child's output kept for the error message of a failed start or a failed test. */
const KEPT_LINES = 200;

interface ChildServerOptions {
  /** A label for diagnostics ("A", "B", ...). */
  name: string;
  /**
   * Environment of the server (apps/server/src/config.ts names), on top of the defaults below:
   * HOST=127.0.0.1, PORT=0, LOG_LEVEL=info (the listening line is read from the log), an empty
   * WEB_DIST_DIR, SCRYPT_LOG_N=10, TEST_MODE off, RATE_LIMIT_SCALE=100, a fresh DATA_DIR.
   */
  env?: Record<string, string>;
  /** How long the child may take to listen and answer /healthz. */
  startTimeoutMs?: number;
}

interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const running = new Set<ChildServer>();
/** Temporary folders made for children (data and an empty web build), removed by `stopAllChildServers`. */
const madeDirs = new Set<string>();

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  madeDirs.add(dir);
  return dir;
}

export class ChildServer {
  /** e.g. http://127.0.0.1:41234, known once the child logged that it listens. */
  url = "";
  /** The child's last lines of output (stdout and stderr), for diagnostics. */
  readonly output: string[] = [];
  readonly exited: Promise<ChildExit>;
  private exit: ChildExit | null = null;
  private paused = false;

  private constructor(
    readonly name: string,
    readonly dataDir: string,
    private readonly child: ChildProcess,
  ) {
    this.exited = new Promise((resolveExit) => {
      child.once("exit", (code, signal) => {
        this.exit = { code, signal };
        running.delete(this);
        resolveExit(this.exit);
      });
    });
  }

  /** Starts a server and resolves once it listens and answers `GET /healthz` with 200. */
  static async start(options: ChildServerOptions): Promise<ChildServer> {
    const dataDir = options.env?.DATA_DIR ?? tempDir(`rb-child-${options.name}-`);
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      WEB_DIST_DIR: tempDir("rb-no-web-"),
      SCRYPT_LOG_N: "10",
      TEST_MODE: "0",
      // Every test client comes from 127.0.0.1: the per-client limits must not mistake them for one flood.
      RATE_LIMIT_SCALE: "100",
      ...options.env,
      DATA_DIR: dataDir,
    };
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      cwd: REPO_ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const server = new ChildServer(options.name, dataDir, child);
    running.add(server);
    const listening = new Promise<string>((resolveUrl) => {
      const keep = (line: string) => {
        server.output.push(line);
        if (server.output.length > KEPT_LINES) server.output.shift();
        if (server.url) return;
        const url = listeningUrl(line);
        if (url) {
          server.url = url;
          resolveUrl(url);
        }
      };
      if (child.stdout) createInterface({ input: child.stdout }).on("line", keep);
      if (child.stderr) createInterface({ input: child.stderr }).on("line", keep);
    });
    const timeoutMs = options.startTimeoutMs ?? 60_000;
    try {
      await Promise.race([
        listening,
        server.exited.then((exit) => {
          throw new Error(`exited before listening (${JSON.stringify(exit)})`);
        }),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`not listening after ${timeoutMs} ms`)), timeoutMs).unref(),
        ),
      ]);
      await server.waitUntilReady(timeoutMs);
    } catch (error) {
      await server.stop();
      throw new Error(
        `child server ${options.name} failed to start: ${error instanceof Error ? error.message : String(error)}\n${server.output.join("\n")}`,
      );
    }
    return server;
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** Whether the process is still there (running or stopped). */
  get alive(): boolean {
    return this.exit === null;
  }

  /** Polls `GET /healthz` until it answers 200. Each poll gives up after a second (a paused child never answers). */
  async waitUntilReady(timeoutMs = 30_000): Promise<void> {
    await waitFor(
      async () => {
        if (!this.alive) throw new Error(`child server ${this.name} exited: ${JSON.stringify(this.exit)}`);
        try {
          const res = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(1000) });
          await res.body?.cancel();
          return res.status === 200;
        } catch {
          return false;
        }
      },
      timeoutMs,
      `child server ${this.name} to answer /healthz`,
    );
  }

  /** Sends a signal. SIGKILL resolves once the process is gone. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    if (!this.alive) return;
    if (signal === "SIGSTOP") this.paused = true;
    if (signal === "SIGCONT") this.paused = false;
    this.child.kill(signal);
    if (signal === "SIGKILL") await this.exited;
  }

  /** Freezes the whole process (SIGSTOP): it runs no code and answers nothing until `resume`. */
  pause(): Promise<void> {
    return this.kill("SIGSTOP");
  }

  /** Thaws a paused process (SIGCONT). */
  resume(): Promise<void> {
    return this.kill("SIGCONT");
  }

  get isPaused(): boolean {
    return this.paused && this.alive;
  }

  /** Thaws (a stopped process cannot die until it runs) and kills the process; resolves once it is gone. */
  async stop(): Promise<void> {
    if (!this.alive) return;
    this.child.kill("SIGCONT");
    this.paused = false;
    this.child.kill("SIGKILL");
    await this.exited;
  }

  /** For a failing test's message: the child's last log lines. */
  describe(): string {
    return `--- child server ${this.name} (pid ${this.pid}, ${this.url}) ---\n${this.output.slice(-40).join("\n")}`;
  }
}

/** The address in the server's "Riddlebook is listening" pino line (apps/server/src/main.ts). */
function listeningUrl(line: string): string | null {
  if (!line.includes("Riddlebook is listening")) return null;
  try {
    const record = JSON.parse(line) as { url?: unknown };
    return typeof record.url === "string" ? record.url : null;
  } catch {
    return null;
  }
}

/**
 * Thaws and kills every child server still running, then removes the temporary folders made for
 * them (a data folder handed to a restart is removed only here); for `afterAll` / `afterEach`.
 */
export async function stopAllChildServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
  for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true });
  madeDirs.clear();
}

// Should the test process end without its hooks running (a crash, a timeout), take the children with it.
process.once("exit", () => {
  for (const server of running) {
    try {
      process.kill(server.pid, "SIGCONT");
      process.kill(server.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
});
