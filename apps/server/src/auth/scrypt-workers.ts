import type { ScryptOptions } from "node:crypto";
import { Worker } from "node:worker_threads";

/**
 * The worker's code. It lowers its own thread's scheduling priority first: on Linux the nice value
 * belongs to the thread, so hashing then takes only CPU time that the event loop, the SQLite worker
 * and the rest do not want (docs/decisions/004-accounts-sessions-and-abuse-limits.md, "Hashing";
 * docs/reliability.md L3). Elsewhere the call may fail, and hashing runs at normal priority.
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
try { require("node:os").setPriority(19); } catch {}
parentPort.on("message", ({ probe, password, salt, keyLength, options }) => {
  if (probe) {
    parentPort.postMessage({ priority: require("node:os").getPriority() });
    return;
  }
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ key: new Uint8Array(key) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Reply = { key: Uint8Array } | { error: string } | { priority: number };

/**
 * scrypt on a few low-priority worker threads, one hash per worker at a time. Workers start when
 * first needed and never keep the process alive. The caller bounds how many hashes run at once
 * (`HashingQueue`); a worker that fails is replaced.
 */
export class ScryptWorkers {
  private readonly idle: Worker[] = [];

  async hash(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    const reply = await this.ask({ password, salt: new Uint8Array(salt), keyLength, options });
    if ("error" in reply) throw new Error(reply.error);
    if (!("key" in reply)) throw new Error("the hashing thread answered without a key");
    return Buffer.from(reply.key);
  }

  /** The scheduling priority (nice value) a hashing thread runs at, as that thread reads it. */
  async threadPriority(): Promise<number> {
    const reply = await this.ask({ probe: true });
    if (!("priority" in reply)) throw new Error("the hashing thread did not say its priority");
    return reply.priority;
  }

  private async ask(message: unknown): Promise<Reply> {
    const worker = this.idle.pop() ?? this.spawn();
    let healthy = true;
    try {
      return await new Promise<Reply>((resolve, reject) => {
        const onError = (error: Error) => {
          healthy = false;
          worker.off("message", onMessage);
          reject(error);
        };
        const onMessage = (message: Reply) => {
          worker.off("error", onError);
          resolve(message);
        };
        worker.once("message", onMessage);
        worker.once("error", onError);
        worker.postMessage(message);
      });
    } finally {
      if (healthy) this.idle.push(worker);
      else void worker.terminate();
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    return worker;
  }
}
