import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime, formatNumber, formatRelativeTime } from "./format";
import { i18n, LANGUAGES } from "./i18n";

const MARCH_5 = new Date(2025, 2, 5, 15, 4);

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage(LANGUAGES.english);
});

describe("Intl formatting in the active language", () => {
  it("formats dates, times and numbers as English", () => {
    expect(formatDate(MARCH_5)).toBe("March 5, 2025");
    expect(formatDate(MARCH_5.getTime(), { dateStyle: "medium" })).toBe("Mar 5, 2025");
    expect(formatDateTime(MARCH_5.toISOString())).toBe("Mar 5, 2025, 3:04 PM");
    expect(formatNumber(12345.5)).toBe("12,345.5");
  });

  it("says nothing for a missing or invalid date", () => {
    expect(formatDate(null)).toBeUndefined();
    expect(formatDate("")).toBeUndefined();
    expect(formatDate("not a date")).toBeUndefined();
    expect(formatRelativeTime("not a date")).toBeUndefined();
  });

  it("reads a moment relative to now in the largest whole unit", () => {
    const now = MARCH_5.getTime();
    expect(formatRelativeTime(now - 3 * 60_000, now)).toBe("3 minutes ago");
    expect(formatRelativeTime(now + 2 * 24 * 3600_000, now)).toBe("in 2 days");
    expect(formatRelativeTime(now - 24 * 3600_000, now)).toBe("yesterday");
    expect(formatRelativeTime(now, now)).toBe("now");
  });

  it("follows the browser's own English, and plain English in the pseudo-locale", async () => {
    vi.stubGlobal("navigator", { languages: ["de-DE", "en-GB"] });
    expect(formatDate(MARCH_5)).toBe("5 March 2025");
    await i18n.changeLanguage(LANGUAGES.pseudo);
    expect(formatDate(MARCH_5)).toBe("March 5, 2025");
  });
});
