// Ids in test names such as (A33) are rows of docs/reliability.md. The password-hashing queue:
// ADR 004 (a few hashes at once) and ADR 014 (a bounded wait, and no work for clients that left).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPasswordHasher, HashingQueue } from "../../src/auth/passwords";
import { type RunningServer, startServer } from "../../src/server";
import { newSignup, testConfig } from "../support/test-app";
import { waitFor } from "../support/wait-for";

let server: RunningServer | undefined;
let release: (() => void) | undefined;
afterEach(async () => {
  release?.();
  await server?.close();
  server = undefined;
});

/** A live server whose password hashes run in `queue` (real scrypt, test cost). */
async function startWithQueue(queue: HashingQueue): Promise<RunningServer> {
  server = await startServer(
    testConfig({
      host: "127.0.0.1",
      port: 0,
      dataDir: mkdtempSync(join(tmpdir(), "rb-hash-")),
      // Many sign-ups from 127.0.0.1 in one test.
      rateLimitScale: 10,
    }),
    { logger: false, passwords: createPasswordHasher({ cost: { logN: 10, r: 8, p: 1 }, queue }) },
  );
  return server;
}

/** Takes the queue's only slot until `release()` is called, as a long hash would. */
function occupy(queue: HashingQueue): Promise<void> {
  return queue.run(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
}

const signUpRequest = (url: string, signal?: AbortSignal) =>
  fetch(`${url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(newSignup()),
    signal,
  });

describe("the password-hashing queue", () => {
  it("drops the queued hashes of sign-ups whose clients went away, so the next sign-up does not wait for them (A33)", async () => {
    const queue = new HashingQueue(1, 32);
    const live = await startWithQueue(queue);
    const held = occupy(queue);
    expect(queue.running).toBe(1);

    const abandoned = Array.from({ length: 20 }, () => new AbortController());
    const requests = abandoned.map((c) => signUpRequest(live.url, c.signal).catch((error: unknown) => error));
    await waitFor(() => queue.queued === 20, 30_000, "20 sign-ups queued");
    for (const c of abandoned) c.abort();
    await Promise.all(requests);
    await waitFor(() => queue.queued === 0, 30_000, "the abandoned hashes to leave the queue");

    release?.();
    await held;
    const res = await signUpRequest(live.url);
    expect(res.status).toBe(201);
    // The held task and the last sign-up ran; none of the 20 abandoned hashes did.
    expect(queue.started).toBe(2);
    expect((await fetch(`${live.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it("answers 503 busy with Retry-After when the queue is full, and serves the queued sign-ups (A33)", async () => {
    const queue = new HashingQueue(1, 2);
    const live = await startWithQueue(queue);
    const held = occupy(queue);
    const queued = [signUpRequest(live.url), signUpRequest(live.url)];
    await waitFor(() => queue.queued === 2, 30_000, "2 sign-ups queued");

    const refused = await signUpRequest(live.url);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: "The server is busy signing people in. Please try again in a moment.",
      code: "busy",
    });
    const login = await fetch(`${live.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "someone@example.com", password: "correct horse battery" }),
    });
    expect(login.status).toBe(503);
    expect(((await login.json()) as { code: string }).code).toBe("busy");

    release?.();
    await held;
    expect((await Promise.all(queued)).map((r) => r.status)).toEqual([201, 201]);
  }, 60_000);
});
