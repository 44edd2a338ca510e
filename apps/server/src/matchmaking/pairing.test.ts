import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pairSeekers, type Seeker } from "./pairing";

const seeker = (userId: string, over: Partial<Seeker> = {}): Seeker => ({
  userId,
  gameMode: "standard",
  preferredRounds: 7,
  skillLevel: "any",
  joinedAt: 0,
  ...over,
});

describe("pairSeekers", () => {
  it("pairs two seekers of the same mode, the longer-waiting one hosting", () => {
    const pairs = pairSeekers([seeker("b", { joinedAt: 5 }), seeker("a", { joinedAt: 1 })], 10, 5000);
    expect(pairs.map((p) => [p.host.userId, p.guest.userId])).toEqual([["a", "b"]]);
  });

  it("never pairs across game modes, however long they wait", () => {
    const pairs = pairSeekers([seeker("a"), seeker("b", { gameMode: "head_to_head" })], 60_000, 5000);
    expect(pairs).toEqual([]);
  });

  it("prefers a seeker whose preferences agree over an older one whose do not", () => {
    const pairs = pairSeekers(
      [
        seeker("old", { joinedAt: 0, preferredRounds: 10, skillLevel: "advanced" }),
        seeker("me", { joinedAt: 2000, preferredRounds: 5, skillLevel: "beginner" }),
        seeker("fit", { joinedAt: 3000, preferredRounds: 5, skillLevel: "any" }),
      ],
      4000,
      5000,
    );
    expect(pairs.map((p) => [p.host.userId, p.guest.userId])).toEqual([["me", "fit"]]);
  });

  it("relaxes skill and rounds only once both seekers have waited long enough", () => {
    const a = seeker("a", { joinedAt: 0, preferredRounds: 10, skillLevel: "advanced" });
    const b = seeker("b", { joinedAt: 1000, preferredRounds: 5, skillLevel: "beginner" });
    expect(pairSeekers([a, b], 5500, 5000)).toEqual([]);
    const pairs = pairSeekers([a, b], 6000, 5000);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ host: a, guest: b, relaxed: true });
  });

  it("treats a skill of any as agreeing with every level", () => {
    const pairs = pairSeekers([seeker("a", { skillLevel: "advanced" }), seeker("b")], 0, 5000);
    expect(pairs).toHaveLength(1);
  });

  it("puts every seeker in at most one pair, never with themself, and leaves at most one per mode unpaired once all have relaxed", () => {
    const arbitrarySeeker = fc.record({
      userId: fc.constantFrom("u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8", "u9"),
      gameMode: fc.constantFrom("standard", "head_to_head"),
      preferredRounds: fc.constantFrom(3, 5, 7, 10),
      skillLevel: fc.constantFrom("any", "beginner", "intermediate", "advanced"),
      joinedAt: fc.integer({ min: 0, max: 20_000 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitrarySeeker, { selector: (s) => s.userId, maxLength: 9 }), (list) => {
        const pairs = pairSeekers(list, 30_000, 5000);
        const seen = new Set<string>();
        for (const { host, guest } of pairs) {
          expect(host.userId).not.toBe(guest.userId);
          expect(host.gameMode).toBe(guest.gameMode);
          expect(host.joinedAt).toBeLessThanOrEqual(guest.joinedAt);
          for (const id of [host.userId, guest.userId]) {
            expect(seen.has(id)).toBe(false);
            seen.add(id);
          }
        }
        for (const mode of ["standard", "head_to_head"]) {
          const left = list.filter((s) => s.gameMode === mode && !seen.has(s.userId));
          expect(left.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
