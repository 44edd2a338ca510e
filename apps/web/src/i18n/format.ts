import { decorate, i18n, LANGUAGES } from "./i18n";

/**
 * Dates, times and numbers through Intl, in the active language (docs/decisions/034-i18n.md). English
 * follows the browser's own English (en-GB players read "5 March 2025"); the pseudo-locale formats as
 * English and then marks the result, so a screen shows its dates went through here.
 */

/** The Intl locale for the active language. */
function intlLocale(): string {
  if (i18n.language === LANGUAGES.pseudo) return LANGUAGES.english;
  const languages = typeof navigator === "undefined" ? [] : (navigator.languages ?? []);
  return languages.find((tag) => /^en(-|$)/i.test(tag)) ?? LANGUAGES.english;
}

type DateInput = Date | string | number;

function toDate(value: DateInput | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A date ("March 5, 2025" by default; pass Intl options for another style), or undefined when the
 * value is missing or not a date.
 */
export function formatDate(
  value: DateInput | null | undefined,
  options: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" },
): string | undefined {
  const date = toDate(value);
  return date ? decorate(new Intl.DateTimeFormat(intlLocale(), options).format(date)) : undefined;
}

/** A date with its time ("Mar 5, 2025, 3:04 PM"), or undefined when the value is not a date. */
export function formatDateTime(value: DateInput | null | undefined): string | undefined {
  return formatDate(value, { dateStyle: "medium", timeStyle: "short" });
}

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** How long ago or from now a moment is ("3 minutes ago", "in 2 days", "now"), from `now`. */
export function formatRelativeTime(value: DateInput, now: number = Date.now()): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, span]) => Math.abs(seconds) >= span) ?? ["second", 1];
  const format = new Intl.RelativeTimeFormat(intlLocale(), { numeric: "auto" });
  return decorate(format.format(Math.round(seconds / size), unit));
}

/** A number with the active language's grouping and decimals ("12,345", "0.5"). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(value);
}
