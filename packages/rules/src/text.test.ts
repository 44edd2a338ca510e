import { describe, expect, it } from "vitest";
import { checkDisplayText, nameKey, textProblem } from "./text";

describe("textProblem (docs/reliability.md A20)", () => {
  it.each([
    ["a right-to-left override", "Host\u202Egnp.exe", "direction_control"],
    ["a left-to-right embedding", "\u202AHost", "direction_control"],
    ["a right-to-left isolate", "Host\u2067x", "direction_control"],
    ["a pop directional isolate", "Host\u2069", "direction_control"],
    ["a right-to-left mark", "Host\u200F", "direction_control"],
    ["a left-to-right mark", "\u200EHost", "direction_control"],
    ["an Arabic letter mark", "Host\u061C", "direction_control"],
    ["a NUL", "Ho\u0000st", "control_character"],
    ["an escape", "Host\u001B[31m", "control_character"],
    ["a DEL", "Host\u007F", "control_character"],
    ["a C1 control", "Host\u0085", "control_character"],
    ["a lone high surrogate", "Host\uD800", "broken_character"],
    ["a lone low surrogate", "\uDC00Host", "broken_character"],
    ["only zero-width spaces", "\u200B\u200B", "invisible"],
    ["only joiners and a word joiner", "\u200C\u200D\u2060", "invisible"],
    ["only a byte-order mark", "\uFEFF", "invisible"],
    ["only a Hangul filler", "\u3164", "invisible"],
    ["only Hangul choseong and jungseong fillers", "\u115F\u1160", "invisible"],
    ["only a half-width Hangul filler", "\uFFA0", "invisible"],
    ["only a Braille blank", "\u2800", "invisible"],
    ["only spaces of several widths", "\u2003\u3000\u00A0", "invisible"],
    ["only a soft hyphen", "\u00AD", "invisible"],
  ])("refuses %s", (_, text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it.each([
    ["plain letters", "Hana"],
    ["accents, composed or not", "Zoe\u0301 Rene\u0301e"],
    ["right-to-left script without controls", "\u05E9\u05DC\u05D5\u05DD"],
    ["an emoji made with a zero-width joiner", "Team \u{1F469}\u200D\u{1F4BB}"],
    ["a surrogate pair", "\u{1F600}"],
    ["Korean syllables", "\uD55C\uAE00"],
    ["the empty string (a field's own rule decides whether it may be empty)", ""],
  ])("accepts %s", (_, text) => {
    expect(textProblem(text)).toBeNull();
  });

  it("lets a multi-line text keep its line feeds and tabs, but no other control", () => {
    expect(textProblem("line one\n\tline two", { multiline: true })).toBeNull();
    expect(textProblem("line one\nline two")).toBe("control_character");
    expect(textProblem("bell\u0007", { multiline: true })).toBe("control_character");
    expect(textProblem("\u202Eevil", { multiline: true })).toBe("direction_control");
  });

  it.each([
    ["a zero-width space inside a name", "Ha\u200Bna"],
    ["a zero-width joiner between letters", "Ha\u200Dna"],
    ["tag characters", "Hana\u{E0041}\u{E0042}"],
    ["a soft hyphen inside a name", "Ha\u00ADna"],
    ["a Hangul filler after a name", "Hana\u3164"],
    ["a variation selector on a letter", "Ha\uFE0Fna"],
  ])("refuses %s in a one-line text (A41)", (_, text) => {
    expect(textProblem(text)).toBe("hidden_character");
  });

  it("refuses more than 2 combining marks on one letter in a one-line text, and allows 2 (A41)", () => {
    expect(textProblem(`Ha${"\u0301".repeat(49)}na`)).toBe("stacked_marks");
    expect(textProblem("Hx\u0301\u0302\u0303na")).toBe("stacked_marks");
    expect(textProblem("Vie\u0323\u0302t")).toBeNull();
    expect(textProblem("\u2764\uFE0F Hana \u{1F44D}\u{1F3FD}")).toBeNull();
    expect(checkDisplayText("Ha\u200Bna", "First name")).toBe(
      "First name may not contain invisible characters (such as zero-width spaces).",
    );
    expect(checkDisplayText(`a${"\u0300".repeat(3)}`, "Your name")).toBe(
      "Your name may not stack more than 2 accents or marks on one letter.",
    );
  });

  it("names the field in its message", () => {
    expect(checkDisplayText("\u202EHost", "Your name")).toBe(
      "Your name may not contain characters that change the text direction.",
    );
    expect(checkDisplayText("\u200B", "Bio")).toBe("Bio must contain visible characters.");
    expect(checkDisplayText("a\u0000", "The game name")).toBe(
      "The game name may not contain control characters.",
    );
    expect(checkDisplayText("a\uD800", "Username")).toBe(
      "Username contains a broken character. Please type it again.",
    );
    expect(checkDisplayText("Hana", "Your name")).toBeNull();
  });
});

describe("nameKey", () => {
  it("makes names that look alike equal: case, width, composition, zero-width characters, spacing", () => {
    const key = nameKey("Host");
    for (const alike of ["host", "HOST", " host ", "\uFF28\uFF4F\uFF53\uFF54", "Ho\u200Bst", "Ho\u2060st"]) {
      expect(nameKey(alike)).toBe(key);
    }
    expect(nameKey("Zoe\u0301")).toBe(nameKey("Zo\u00E9"));
    expect(nameKey("Pat  Player")).toBe(nameKey("pat player"));
    expect(nameKey("Hosts")).not.toBe(key);
  });
});
