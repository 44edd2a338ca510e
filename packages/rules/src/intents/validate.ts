import { normalizeInline } from "../text";

/** A usable id: a non-empty string of at most 200 characters. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 200;
}

/** A name trimmed and checked: non-empty, at most `max` code points, no control characters. */
export function cleanName(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const name = normalizeInline(value);
  if (name.length === 0 || [...name].length > max) return null;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return null;
  }
  return name;
}
