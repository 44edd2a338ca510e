import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { Semaphore } from "../lib/semaphore";

/**
 * Hashes and verifies passwords with scrypt. Hashes are self-describing
 * (`scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>`), so a hash made at one cost still verifies after the
 * default cost changes. At most `maxConcurrent` hashes run at once so a burst of sign-ins cannot starve
 * the rest of the server.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time comparison; false for a wrong password or an unreadable hash. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same work as a real verification, for unknown accounts, so timing does not leak them. */
  verifyDummy(password: string): Promise<void>;
}

export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1. */
export const OWASP_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;

function scryptAsync(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  // scrypt needs about 128 * N * r bytes; leave headroom so Node does not refuse the call.
  const options: ScryptOptions = {
    N,
    r: cost.r,
    p: cost.p,
    maxmem: 128 * N * cost.r * (cost.p + 1) + 16 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
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
  options: { cost?: ScryptCost; maxConcurrent?: number } = {},
): PasswordHasher {
  const cost = options.cost ?? OWASP_SCRYPT_COST;
  const gate = new Semaphore(options.maxConcurrent ?? 2);
  let dummyHash: Promise<string> | undefined;

  const hash = (password: string) =>
    gate.run(async () => {
      const salt = randomBytes(SALT_BYTES);
      const key = await scryptAsync(password, salt, cost);
      return ["scrypt", cost.logN, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
    });

  const verify = (password: string, stored: string) =>
    gate.run(async () => {
      const parsed = parsePasswordHash(stored);
      if (!parsed) return false;
      const key = await scryptAsync(password, parsed.salt, parsed.cost);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    });

  return {
    hash,
    verify,
    async verifyDummy(password) {
      dummyHash ??= hash(randomBytes(18).toString("base64"));
      await verify(password, await dummyHash);
    },
  };
}
