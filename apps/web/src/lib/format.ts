/** A readable date ("March 5, 2025"), or undefined when the value is missing or not a date. */
export function formatDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}

/** "nature" → "Nature". */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * A duration as players read it: whole minutes from two minutes up ("3 minutes", "2 minutes 30
 * seconds"), seconds below ("60 seconds", "1 second").
 */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (seconds < 120) return plural(seconds, "second");
  const rest = seconds % 60;
  const minutes = plural(Math.floor(seconds / 60), "minute");
  return rest === 0 ? minutes : `${minutes} ${plural(rest, "second")}`;
}
