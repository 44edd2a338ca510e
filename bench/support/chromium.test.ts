// bench:web's Chromium handling (issue 31 item 22): the profile folder goes even while the browser's
// helpers still write into it, and stopping the browser ends its helpers and never hangs.
import { spawn } from "node:child_process";
import * as fs from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("node:fs", async (original) => {
  const real = await original<typeof import("node:fs")>();
  return { ...real, rmSync: vi.fn(real.rmSync) };
});

const { removeFolder, stopProcessGroup } = await import("./chromium");

afterEach(() => {
  vi.mocked(fs.rmSync).mockClear();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("removeFolder", () => {
  it("retries while the folder is still being written to (ENOTEMPTY), then removes it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rb-bench-test-"));
    fs.writeFileSync(join(dir, "Cache"), "x");
    const notEmpty = Object.assign(new Error(`ENOTEMPTY: directory not empty, rmdir '${dir}/Cache'`), {
      code: "ENOTEMPTY",
    });
    const rm = vi.mocked(fs.rmSync);
    rm.mockImplementationOnce(() => {
      throw notEmpty;
    }).mockImplementationOnce(() => {
      throw notEmpty;
    });
    await expect(removeFolder(dir, 5, 10)).resolves.toBe(true);
    expect(rm).toHaveBeenCalledTimes(3);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("never throws: a folder that cannot go is reported and left", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.mocked(fs.rmSync).mockImplementation(() => {
      throw Object.assign(new Error("EBUSY"), { code: "EBUSY" });
    });
    await expect(removeFolder("/nowhere", 3, 1)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    vi.mocked(fs.rmSync).mockReset();
    warn.mockRestore();
  });
});

describe("stopProcessGroup", () => {
  it("ends the browser and the helpers it started, and waits for the browser to exit", async () => {
    // A stand-in browser: it starts a helper that outlives it unless its process group is ended.
    const browser = spawn(
      process.execPath,
      [
        "-e",
        `const h = require("node:child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
         console.log(h.pid); setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "ignore"], detached: true },
    );
    const helper = await new Promise<number>((resolve) =>
      browser.stdout?.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    expect(alive(helper)).toBe(true);
    await stopProcessGroup(browser);
    expect(browser.exitCode !== null || browser.signalCode !== null).toBe(true);
    await vi.waitFor(() => expect(alive(helper)).toBe(false), { timeout: 5_000 });
  });

  it("resolves at once for a browser that has already exited", async () => {
    const gone = spawn(process.execPath, ["-e", ""], { stdio: "ignore", detached: true });
    await new Promise((resolve) => gone.once("exit", resolve));
    await expect(stopProcessGroup(gone)).resolves.toBeUndefined();
  });
});
