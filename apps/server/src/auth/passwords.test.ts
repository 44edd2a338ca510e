import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors";
import {
  ClientGoneError,
  createPasswordHasher,
  DEFAULT_SCRYPT_COST,
  HashingQueue,
  owaspScryptCost,
  parsePasswordHash,
} from "./passwords";

const fast = createPasswordHasher({ cost: { logN: 10, r: 8, p: 1 } });

describe("password hashing", () => {
  it("uses OWASP's 8 MiB scrypt setting by default, and such a hash verifies", async () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ logN: 13, r: 8, p: 10 });
    const hasher = createPasswordHasher();
    const stored = await hasher.hash("correct horse battery");
    const parsed = parsePasswordHash(stored);
    expect(parsed?.cost).toEqual({ logN: 13, r: 8, p: 10 });
    expect(parsed?.salt.length).toBe(16);
    expect(parsed?.key.length).toBe(64);
    expect(await hasher.verify("correct horse battery", stored)).toBe(true);
    expect(await hasher.verify("correct horse batterY", stored)).toBe(false);
  });

  it("salts every hash differently", async () => {
    const [a, b] = await Promise.all([fast.hash("same password"), fast.hash("same password")]);
    expect(a).not.toBe(b);
    expect(await fast.verify("same password", a)).toBe(true);
    expect(await fast.verify("same password", b)).toBe(true);
  });

  it("takes p from OWASP's table of equal settings for each N, and 1 outside it", () => {
    expect([17, 16, 15, 14, 13].map((logN) => owaspScryptCost(logN).p)).toEqual([1, 2, 3, 5, 10]);
    expect(owaspScryptCost(10)).toEqual({ logN: 10, r: 8, p: 1 });
  });

  it("still verifies a hash made at the old default (N = 2^17, p = 1), reading the cost from the hash", async () => {
    const old = createPasswordHasher({ cost: owaspScryptCost(17) });
    const stored = await old.hash("an older account");
    expect(parsePasswordHash(stored)?.cost).toEqual({ logN: 17, r: 8, p: 1 });
    expect(await createPasswordHasher().verify("an older account", stored)).toBe(true);
    expect(await createPasswordHasher().verify("an older accounT", stored)).toBe(false);
  });

  it("verifies a hash made at another cost, reading the cost from the hash", async () => {
    const other = createPasswordHasher({ cost: { logN: 11, r: 8, p: 1 } });
    const stored = await other.hash("pässwörd ünicode");
    expect(await fast.verify("pässwörd ünicode", stored)).toBe(true);
  });

  it("treats unreadable stored hashes as a wrong password", async () => {
    for (const stored of [
      "",
      "plain",
      "scrypt$17$8$1$$",
      "bcrypt$2b$10$abc",
      "scrypt$99$8$1$c2FsdA==$a2V5",
    ]) {
      expect(await fast.verify("anything", stored)).toBe(false);
    }
  });

  it("completes a dummy verification without throwing", async () => {
    await expect(fast.verifyDummy("whatever")).resolves.toBeUndefined();
  });
});

describe("HashingQueue (docs/reliability.md A33)", () => {
  function deferred() {
    let resolve: () => void = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  }

  it("runs `concurrency` tasks at once and starts the waiting ones in order", async () => {
    const queue = new HashingQueue(1, 5);
    const order: string[] = [];
    const first = deferred();
    const a = queue.run(async () => {
      order.push("a");
      await first.promise;
    });
    const b = queue.run(async () => {
      order.push("b");
    });
    const c = queue.run(async () => {
      order.push("c");
    });
    expect(queue.running).toBe(1);
    expect(queue.queued).toBe(2);
    first.resolve();
    await Promise.all([a, b, c]);
    expect(order).toEqual(["a", "b", "c"]);
    expect(queue.started).toBe(3);
    expect(queue.running).toBe(0);
  });

  it("refuses a task beyond the wait limit at once with 503 busy and Retry-After", async () => {
    const queue = new HashingQueue(1, 1);
    const hold = deferred();
    const running = queue.run(() => hold.promise);
    const waiting = queue.run(async () => "ran");
    const refused = queue.run(async () => "never");
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      code: "busy",
      headers: { "retry-after": expect.stringMatching(/^[1-9][0-9]*$/) },
    });
    hold.resolve();
    await running;
    await expect(waiting).resolves.toBe("ran");
  });

  it("drops a waiting task whose client went away without running it, and frees its place", async () => {
    const queue = new HashingQueue(1, 1);
    const hold = deferred();
    const running = queue.run(() => hold.promise);
    const gone = new AbortController();
    let ran = false;
    const dropped = queue.run(async () => {
      ran = true;
    }, gone.signal);
    gone.abort();
    await expect(dropped).rejects.toBeInstanceOf(ClientGoneError);
    expect(queue.queued).toBe(0);
    const next = queue.run(async () => "next");
    hold.resolve();
    await running;
    await expect(next).resolves.toBe("next");
    expect(ran).toBe(false);
    expect(queue.started).toBe(2);
  });

  it("refuses at once a task whose client has already gone", async () => {
    const queue = new HashingQueue(1, 1);
    const gone = new AbortController();
    gone.abort();
    await expect(queue.run(async () => "x", gone.signal)).rejects.toBeInstanceOf(ClientGoneError);
    expect(queue.started).toBe(0);
  });

  it("does not let one client's abort cancel the shared dummy hash", async () => {
    const hasher = createPasswordHasher({ cost: { logN: 10, r: 8, p: 1 }, maxConcurrent: 1, maxQueued: 4 });
    const gone = new AbortController();
    const first = hasher.verifyDummy("a", gone.signal);
    gone.abort();
    await first.catch(() => {});
    await expect(hasher.verifyDummy("b")).resolves.toBeUndefined();
  });
});
