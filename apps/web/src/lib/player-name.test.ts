import { describe, expect, it } from "vitest";
import { defaultPlayerName, welcomeName } from "./player-name";

const blank = { username: null, firstName: null, lastName: null, email: null };

describe("defaultPlayerName", () => {
  it("uses the username when there is one", () => {
    expect(defaultPlayerName({ ...blank, username: "wordsmith", firstName: "Ada", email: "a@b.c" })).toBe(
      "wordsmith",
    );
  });

  it("falls back to first and last name", () => {
    expect(defaultPlayerName({ ...blank, firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(defaultPlayerName({ ...blank, firstName: "Ada" })).toBe("Ada");
  });

  it("falls back to the part of the e-mail before the @", () => {
    expect(defaultPlayerName({ ...blank, email: "riddler@example.com" })).toBe("riddler");
  });

  it('says "Player" when nothing is known', () => {
    expect(defaultPlayerName(blank)).toBe("Player");
    expect(defaultPlayerName({ ...blank, username: "  ", email: "@example.com" })).toBe("Player");
    expect(defaultPlayerName(null)).toBe("Player");
  });
});

describe("welcomeName", () => {
  it("prefers the first name, then the username, then Player", () => {
    expect(welcomeName({ ...blank, firstName: "Ada", username: "ada_l" })).toBe("Ada");
    expect(welcomeName({ ...blank, username: "ada_l" })).toBe("ada_l");
    expect(welcomeName(blank)).toBe("Player");
  });
});
