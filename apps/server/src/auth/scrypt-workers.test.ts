import { scryptSync } from "node:crypto";
import { getPriority } from "node:os";
import { describe, expect, it } from "vitest";
import { ScryptWorkers } from "./scrypt-workers";

const OPTIONS = { N: 2 ** 10, r: 8, p: 1 };

describe("ScryptWorkers (L3)", () => {
  it("hashes exactly like scrypt in the main thread", async () => {
    const workers = new ScryptWorkers();
    const salt = Buffer.from("0123456789abcdef");
    const key = await workers.hash("correct horse", salt, 64, OPTIONS);
    expect(key.equals(scryptSync("correct horse", salt, 64, OPTIONS))).toBe(true);
  });

  it("hashes on a thread at the lowest priority while the main thread keeps its own", async () => {
    const workers = new ScryptWorkers();
    await workers.hash("x", Buffer.alloc(16), 64, OPTIONS);
    expect(await workers.threadPriority()).toBe(19);
    expect(getPriority()).toBe(0);
  });

  it("reports scrypt's own refusal as an error", async () => {
    const workers = new ScryptWorkers();
    await expect(workers.hash("x", Buffer.alloc(16), 64, { N: 3, r: 8, p: 1 })).rejects.toThrow();
    // The thread is still usable afterwards.
    expect((await workers.hash("x", Buffer.alloc(16), 64, OPTIONS)).length).toBe(64);
  });
});
