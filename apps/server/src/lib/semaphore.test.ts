import { describe, expect, it } from "vitest";
import { Semaphore } from "./semaphore";

describe("Semaphore", () => {
  it("never runs more tasks at once than its limit and runs them all", async () => {
    const gate = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 5 }, (_, i) =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    // Release tasks one at a time as they start.
    for (let released = 0; released < 5; released++) {
      while (releases.length === 0) await Promise.resolve();
      expect(gate.running).toBeLessThanOrEqual(2);
      releases.shift()?.();
      await Promise.resolve();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(gate.running).toBe(0);
    expect(gate.queued).toBe(0);
  });

  it("frees the slot when a task fails", async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(async () => Promise.reject(new Error("nope")))).rejects.toThrow("nope");
    await expect(gate.run(async () => "ok")).resolves.toBe("ok");
    expect(gate.running).toBe(0);
  });
});
