/**
 * Headless Chromium for the benchmarks that drive it over the DevTools protocol (bench:web), with a
 * throwaway profile that is gone once it stops. Chromium's helpers (renderer, GPU, network) may
 * still be writing into the profile for a moment after the browser is told to stop, and removing
 * the folder then failed with ENOTEMPTY (issue 31 item 22): so `stop` ends the browser's whole
 * process group, waits for it to exit, and removes the folder with retries.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Chromium {
  port: number;
  stop(): Promise<void>;
}

/** Sends `signal` to the child's process group (it was spawned detached: it leads one). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal); // the group is already gone; the child itself, if still there
  }
}

/**
 * Stops a child spawned detached and resolves once it has exited: at once if it already has, and
 * with SIGKILL when SIGTERM has not ended it within `graceMs`.
 */
export function stopProcessGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  if (exited()) {
    signalGroup(child, "SIGKILL"); // helpers the browser left behind
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const kill = setTimeout(() => signalGroup(child, "SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(kill);
      signalGroup(child, "SIGKILL");
      resolve();
    });
    signalGroup(child, "SIGTERM");
  });
}

/**
 * Removes a folder, retrying while something still writes into it (ENOTEMPTY, EBUSY): `attempts`
 * tries `delayMs` apart. Never throws: a folder that cannot be removed is reported and left in the
 * temporary directory, as a benchmark's figures matter more than its litter. True once removed.
 */
export async function removeFolder(dir: string, attempts = 20, delayMs = 250): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      rmSync(dir, { recursive: true, force: true });
      return true;
    } catch (error) {
      if (attempt >= attempts) {
        console.warn(`Could not remove ${dir}: ${(error as Error).message}`);
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** Starts headless Chromium with a DevTools port and a throwaway profile. */
export async function startChromium(chromiumPath: string): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), "rb-lighthouse-"));
  const child: ChildProcess = spawn(
    chromiumPath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const stop = async () => {
    await stopProcessGroup(child);
    await removeFolder(profile);
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = "";
      const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${seen}`)), 30_000);
      child.stderr?.on("data", (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
