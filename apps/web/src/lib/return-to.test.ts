import { describe, expect, it } from "vitest";
import { loginHref, safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it("keeps this app's own pages, with their query", () => {
    expect(safeReturnTo("/join/SUNSET42")).toBe("/join/SUNSET42");
    expect(safeReturnTo("/game/abc-123?invite=SUNSET42")).toBe("/game/abc-123?invite=SUNSET42");
    expect(safeReturnTo("/")).toBe("/");
  });

  it("normalises dot segments without leaving the origin", () => {
    expect(safeReturnTo("/join/../game/x")).toBe("/game/x");
  });

  it.each([
    ["nothing", null],
    ["undefined", undefined],
    ["empty", ""],
    ["absolute URL", "https://evil.example/join/X"],
    ["another scheme", "javascript:alert(1)"],
    ["protocol-relative", "//evil.example/path"],
    ["backslash host", "/\\evil.example"],
    ["backslashes", "\\\\evil.example"],
    ["relative without slash", "join/SUNSET42"],
    ["tab inside", "/\t/evil.example"],
    ["newline inside", "/join\n/x"],
    ["a space", "/ /evil.example"],
    ["the login page", "/login?next=/x"],
    ["too long", `/${"a".repeat(600)}`],
  ])("refuses %s", (_label, raw) => {
    expect(safeReturnTo(raw)).toBeNull();
  });
});

describe("loginHref", () => {
  it("carries the destination and the mode", () => {
    expect(loginHref("/join/SUNSET42")).toBe("/login?next=%2Fjoin%2FSUNSET42");
    expect(loginHref("/game/x?invite=A1", "signin")).toBe(
      "/login?mode=signin&next=%2Fgame%2Fx%3Finvite%3DA1",
    );
  });

  it("drops a destination that is not this app's page", () => {
    expect(loginHref("//evil.example")).toBe("/login");
  });
});
