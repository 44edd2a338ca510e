import { RIDDLE_MAX_LENGTH } from "./constants";
import type { RiddleCheck } from "./context";
import type { RiddleViolation } from "./rejection";
import { normalizeRiddleText } from "./text";

/**
 * The length of a riddle as the 500-character limit counts it: Unicode code points of the
 * normalised text. Code points (not UTF-16 units, not graphemes) because they count every letter
 * of every script as one, are the same in every runtime without a segmenter, and match what
 * databases call the length of a string. An emoji built with joiners counts as several.
 */
export function riddleLength(text: string): number {
  let count = 0;
  for (const _ of normalizeRiddleText(text)) count++;
  return count;
}

/** C0/C1 controls except tab and newline, plus the bidirectional overrides that can disguise text. */
function isForbiddenCharacter(code: number): boolean {
  if (code === 0x09 || code === 0x0a) return false;
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** UTF-16 offset of the first forbidden character, or -1. */
function findForbiddenCharacter(text: string): number {
  for (let i = 0; i < text.length; i++) {
    if (isForbiddenCharacter(text.charCodeAt(i))) return i;
  }
  return -1;
}

/**
 * The rules about the text itself, whatever the word: not empty after trimming, at most 500 code
 * points, no control characters other than newline and tab. Always applied by `submitRiddle`.
 */
export function checkRiddleStructure(text: string): RiddleViolation[] {
  const normalized = normalizeRiddleText(text);
  const violations: RiddleViolation[] = [];
  if (normalized.length === 0) {
    violations.push({ rule: "empty", message: "Write your riddle first.", start: 0, end: 0 });
    return violations;
  }
  const length = riddleLength(normalized);
  if (length > RIDDLE_MAX_LENGTH) {
    // Point at the part past the limit, in UTF-16 offsets.
    const within = [...normalized].slice(0, RIDDLE_MAX_LENGTH).join("").length;
    violations.push({
      rule: "too_long",
      message: `Riddles can be at most ${RIDDLE_MAX_LENGTH} characters (this one has ${length}).`,
      start: within,
      end: normalized.length,
    });
  }
  const bad = findForbiddenCharacter(normalized);
  if (bad >= 0) {
    violations.push({
      rule: "control_character",
      message: "Riddles can't contain control characters.",
      start: bad,
      end: bad + 1,
    });
  }
  return violations;
}

/**
 * The baseline checker (docs/product.md §5, last paragraph): the structural rules, plus "must not
 * contain the selected word", as a case-insensitive substring. The words package replaces the
 * substring test with a word-aware one (docs/product.md §5; ADR 003); pass it as `ctx.checkRiddle`.
 */
export function defaultCheckRiddle(word: string, text: string): RiddleCheck {
  const normalized = normalizeRiddleText(text);
  const violations = checkRiddleStructure(normalized);
  const needle = word.trim().toLowerCase();
  if (needle.length > 0) {
    const index = normalized.toLowerCase().indexOf(needle);
    // toLowerCase can change lengths for a few characters; only report offsets that line up.
    if (index >= 0) {
      const aligned = normalized.toLowerCase().length === normalized.length;
      violations.push({
        rule: "contains_word",
        message: "Don't use the secret word in your riddle.",
        start: aligned ? index : 0,
        end: aligned ? index + needle.length : normalized.length,
      });
    }
  }
  return { ok: violations.length === 0, violations, warnings: [] };
}
