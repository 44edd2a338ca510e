import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** A free loopback port, found by binding port 0 and releasing it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningServer {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/server/dist/main.js) on a fresh SQLite data dir. Its standard output
 * (the pino log at LOG_LEVEL, default warn) is dropped unless BENCH_SERVER_LOG names a file to append it to.
 * `root` is the checkout whose build runs (this one unless given: another build, for a comparison).
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  root: string = repoRoot,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "rb-bench-"));
  const logPath = process.env.BENCH_SERVER_LOG;
  const stdout = logPath ? openSync(logPath, "a") : "ignore";
  const child = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", stdout, "inherit"],
  });
  if (typeof stdout === "number") closeSync(stdout);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/healthz`);
  return {
    port,
    baseUrl,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** Starts a plain node script that prints `listening <port>`. */
export async function startScript(path: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path, String(port)], { stdio: ["ignore", "ignore", "inherit"] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(baseUrl);
  return {
    port,
    baseUrl,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
