import { randomBytes, type ScryptOptions, timingSafeEqual } from "node:crypto";
import { HttpError } from "../http/errors";
import { ScryptWorkers } from "./scrypt-workers";

/**
 * Hashes and verifies passwords with scrypt. Hashes are self-describing
 * (`scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>`), so a hash made at one cost still verifies after the
 * default cost changes. Hashes run on low-priority worker threads (`ScryptWorkers`), so a burst of
 * sign-ins takes only CPU time the game does not need. The work goes through a `HashingQueue`: a few hashes at once so a burst of
 * sign-ins cannot starve the rest of the server (ADR 004), a bounded wait beyond which callers get
 * 503 `busy`, and queued work for a client that has gone is dropped (docs/reliability.md A33).
 * `signal` is that client's "gone" signal.
 */
export interface PasswordHasher {
  hash(password: string, signal?: AbortSignal): Promise<string>;
  /** Constant-time comparison; false for a wrong password or an unreadable hash. */
  verify(password: string, stored: string, signal?: AbortSignal): Promise<boolean>;
  /** Spends the same work as a real verification, for unknown accounts, so timing does not leak them. */
  verifyDummy(password: string, signal?: AbortSignal): Promise<void>;
}

/** Seconds a sign-in refused for a full hashing queue is told to wait. */
const HASHING_BUSY_RETRY_AFTER_SECONDS = 2;

/** 503 `busy` with Retry-After: the hashing queue is full. */
const hashingBusy = () =>
  new HttpError(503, "busy", "The server is busy signing people in. Please try again in a moment.", {
    "retry-after": String(HASHING_BUSY_RETRY_AFTER_SECONDS),
  });

/** Thrown (to the caller only) when the client went away before its hash started; the work is skipped. */
export class ClientGoneError extends Error {
  override name = "ClientGoneError";
  constructor() {
    super("the client went away before its password hash started");
  }
}

interface Waiting {
  start(): void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
}

/**
 * Runs at most `concurrency` tasks at once; up to `maxQueued` more wait in FIFO order, and a task
 * offered beyond that is refused at once with `refuse()` (503 `busy` by default). A waiting task whose
 * signal aborts leaves the queue without running. The card drawing threads use it too.
 */
export class HashingQueue {
  private active = 0;
  private readonly waiting: Waiting[] = [];
  /** Tasks that have started (run or running), for tests and metrics. */
  started = 0;

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
    private readonly refuse: () => Error = hashingBusy,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new RangeError("HashingQueue concurrency must be a positive integer");
    if (!Number.isInteger(maxQueued) || maxQueued < 0)
      throw new RangeError("HashingQueue maxQueued must be a whole number");
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new ClientGoneError();
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw this.refuse();
      await new Promise<void>((resolve, reject) => {
        const entry: Waiting = { start: resolve, signal, onAbort: undefined };
        if (signal) {
          entry.onAbort = () => {
            const at = this.waiting.indexOf(entry);
            if (at !== -1) this.waiting.splice(at, 1);
            reject(new ClientGoneError());
          };
          signal.addEventListener("abort", entry.onAbort, { once: true });
        }
        this.waiting.push(entry);
      });
    } else {
      this.active++;
    }
    this.started++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the slot straight to the next waiter so `active` never drops below the real count.
      if (next) {
        if (next.onAbort) next.signal?.removeEventListener("abort", next.onAbort);
        next.start();
      } else this.active--;
    }
  }
}

interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/**
 * The OWASP Password Storage Cheat Sheet's scrypt settings, which it rates as equal in the defence
 * they give: N = 2^17 with p = 1 (128 MiB a hash), 2^16 with p = 2, 2^15 with 3, 2^14 with 5, and
 * 2^13 with 10 (8 MiB a hash), all with r = 8. By log2 N.
 */
const OWASP_PARALLELISM: Readonly<Record<number, number>> = { 17: 1, 16: 2, 15: 3, 14: 5, 13: 10 };

/**
 * The scrypt cost for a log2 N: OWASP's setting for that N, or p = 1 outside their table (tests hash
 * at N = 2^10 for speed).
 */
export function owaspScryptCost(logN: number): ScryptCost {
  return { logN, r: 8, p: OWASP_PARALLELISM[logN] ?? 1 };
}

/** Lowest log2 N that is one of OWASP's settings (main.ts warns below it in production). */
export const OWASP_MIN_SCRYPT_LOG_N = 13;

/**
 * The default: OWASP's 8 MiB setting (N = 2^13, r = 8, p = 10). The same work as 2^17 with p = 1 but
 * a sixteenth of the memory, so a burst of sign-ins no longer floods the memory bus and the caches
 * that the game's own threads need (docs/decisions/039-scrypt-memory.md, docs/reliability.md L3).
 */
export const DEFAULT_SCRYPT_COST: ScryptCost = owaspScryptCost(OWASP_MIN_SCRYPT_LOG_N);
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/** The hashing threads of this process, shared by every hasher (they start when first used). */
const workers = new ScryptWorkers();

function scryptAsync(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  // scrypt needs about 128 * N * r bytes; leave headroom so Node does not refuse the call.
  const options: ScryptOptions = {
    N,
    r: cost.r,
    p: cost.p,
    maxmem: 128 * N * cost.r * (cost.p + 1) + 16 * 1024 * 1024,
  };
  return workers.hash(password.normalize("NFC"), salt, KEY_BYTES, options);
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

/** Reads a stored hash; null if it is not one of ours. Exported for tests that inspect the cost. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [logN, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const valid = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (!valid(logN, 1, 22) || !valid(r, 1, 32) || !valid(p, 1, 16)) return null;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const key = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length === 0 || key.length === 0) return null;
  return { cost: { logN, r, p }, salt, key };
}

export function createPasswordHasher(
  options: {
    cost?: ScryptCost;
    /** Hashes at once (default 2); ignored when `queue` is given. */
    maxConcurrent?: number;
    /** Hashes allowed to wait (default 64); ignored when `queue` is given. */
    maxQueued?: number;
    /** The queue to run in (tests pass one to watch it). */
    queue?: HashingQueue;
  } = {},
): PasswordHasher {
  const cost = options.cost ?? DEFAULT_SCRYPT_COST;
  const queue = options.queue ?? new HashingQueue(options.maxConcurrent ?? 2, options.maxQueued ?? 64);
  let dummyHash: Promise<string> | undefined;

  const hash = (password: string, signal?: AbortSignal) =>
    queue.run(async () => {
      const salt = randomBytes(SALT_BYTES);
      const key = await scryptAsync(password, salt, cost);
      return ["scrypt", cost.logN, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
    }, signal);

  const verify = (password: string, stored: string, signal?: AbortSignal) =>
    queue.run(async () => {
      const parsed = parsePasswordHash(stored);
      if (!parsed) return false;
      const key = await scryptAsync(password, parsed.salt, parsed.cost);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    }, signal);

  return {
    hash,
    verify,
    async verifyDummy(password, signal) {
      // The dummy hash is made once for everyone, so no one client's signal may cancel it.
      dummyHash ??= hash(randomBytes(18).toString("base64"));
      let stored: string;
      try {
        stored = await dummyHash;
      } catch (error) {
        dummyHash = undefined;
        throw error;
      }
      await verify(password, stored, signal);
    },
  };
}
