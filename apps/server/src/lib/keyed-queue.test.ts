import { describe, expect, it } from "vitest";
import { KeyedQueue } from "./keyed-queue";

describe("KeyedQueue", () => {
  it("runs tasks with the same key one at a time, in order, even when one fails", async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await new Promise((resolve) => setImmediate(resolve));
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run("g", task("a")),
      queue.run("g", task("b", true)),
      queue.run("g", task("c")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    await queue.drain();
    expect(queue.size).toBe(0);
  });

  it("lets different keys run at the same time", async () => {
    const queue = new KeyedQueue();
    let release: () => void = () => {};
    const blocked = queue.run("a", () => new Promise<void>((resolve) => (release = resolve)));
    await expect(queue.run("b", async () => "b done")).resolves.toBe("b done");
    release();
    await blocked;
  });
});
