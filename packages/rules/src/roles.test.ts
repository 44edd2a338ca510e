import { describe, expect, it } from "vitest";
import { mayReview, moderationScopeRefusal, roleChangeRefusal } from "./roles";

describe("who may grant what (roleChangeRefusal)", () => {
  it("lets an admin move a player or a moderator between the two", () => {
    expect(roleChangeRefusal({ role: "player", isGuest: false }, "moderator")).toBeNull();
    expect(roleChangeRefusal({ role: "moderator", isGuest: false }, "player")).toBeNull();
    expect(roleChangeRefusal({ role: "player", isGuest: false }, "player")).toBeNull();
  });

  it("refuses to change an admin, whatever the new role: the operator changes admins", () => {
    expect(roleChangeRefusal({ role: "admin", isGuest: false }, "player")).toBe("admin");
    expect(roleChangeRefusal({ role: "admin", isGuest: false }, "moderator")).toBe("admin");
  });

  it("refuses to make a guest a moderator, but a guest stays a player", () => {
    expect(roleChangeRefusal({ role: "player", isGuest: true }, "moderator")).toBe("guest");
    expect(roleChangeRefusal({ role: "player", isGuest: true }, "player")).toBeNull();
  });
});

describe("who may act on whom (moderationScopeRefusal)", () => {
  const moderator = { id: "m1", role: "moderator" as const };
  const admin = { id: "a1", role: "admin" as const };

  it("never on oneself: one's own riddles and reports about oneself go to another moderator", () => {
    expect(moderationScopeRefusal(moderator, { id: "m1", role: "moderator" })).toBe("own");
    expect(moderationScopeRefusal(admin, { id: "a1", role: "admin" })).toBe("own");
  });

  it("never a moderator on a moderator or an admin; an admin on a moderator, not on an admin", () => {
    expect(moderationScopeRefusal(moderator, { id: "m2", role: "moderator" })).toBe("staff");
    expect(moderationScopeRefusal(moderator, { id: "a1", role: "admin" })).toBe("staff");
    expect(moderationScopeRefusal(admin, { id: "m2", role: "moderator" })).toBeNull();
    expect(moderationScopeRefusal(admin, { id: "a2", role: "admin" })).toBe("staff");
  });

  it("on players, and on targets nobody is known for (a bot's riddle)", () => {
    expect(moderationScopeRefusal(moderator, { id: "p1", role: "player" })).toBeNull();
    expect(moderationScopeRefusal(moderator, null)).toBeNull();
  });

  it("never lets a reviewer review their own riddle", () => {
    expect(mayReview("m1", "m1")).toBe(false);
    expect(mayReview("m1", "p1")).toBe(true);
    expect(mayReview("m1", null)).toBe(true);
  });
});
