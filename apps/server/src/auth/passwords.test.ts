import { describe, expect, it } from "vitest";
import { createPasswordHasher, OWASP_SCRYPT_COST, parsePasswordHash } from "./passwords";

const fast = createPasswordHasher({ cost: { logN: 10, r: 8, p: 1 } });

describe("password hashing", () => {
  it("uses the OWASP scrypt cost by default, and such a hash verifies", async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ logN: 17, r: 8, p: 1 });
    const hasher = createPasswordHasher();
    const stored = await hasher.hash("correct horse battery");
    const parsed = parsePasswordHash(stored);
    expect(parsed?.cost).toEqual({ logN: 17, r: 8, p: 1 });
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
