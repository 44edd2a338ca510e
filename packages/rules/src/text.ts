/**
 * Text as the rules store and compare it: Unicode NFC with surrounding whitespace trimmed. Every
 * submitted string (names, words, riddles, guesses) goes through this before it is checked, so the
 * server, the bots and the browser count and compare the same characters.
 */
export function normalizeText(text: string): string {
  return text.normalize("NFC").trim();
}

/** `normalizeText` with every run of inner whitespace collapsed to one space (names, guesses). */
export function normalizeInline(text: string): string {
  return normalizeText(text).replace(/\s+/g, " ");
}

/**
 * A riddle as stored and checked: line breaks unified to "\n", then `normalizeText`. Clients count
 * and check this same form.
 */
export function normalizeRiddleText(text: string): string {
  return normalizeText(text.replace(/\r\n?/g, "\n"));
}

/** Why a name, game name or bio is refused (docs/product.md §10, §15). */
export type TextProblem =
  | "broken_character"
  | "direction_control"
  | "control_character"
  | "invisible"
  | "hidden_character"
  | "stacked_marks";

/** Half of a UTF-16 surrogate pair on its own: not a character at all. */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the
 * left-to-right and right-to-left marks (U+200E, U+200F) and the Arabic letter mark (U+061C). They
 * reorder the text around them, so a name could display as something else than it is.
 */
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** C0 controls (NUL included), DEL and C1 controls; a multi-line text may keep line feeds and tabs. */
function isControl(codePoint: number, multiline: boolean): boolean {
  if (multiline && (codePoint === 0x0a || codePoint === 0x09)) return false;
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
}

/** Whitespace, format characters (zero-width space, joiners, word joiner, byte-order mark, …) and controls. */
const INVISIBLE_CLASS = /^[\s\p{Cf}\p{Cc}\p{Z}]$/u;
/**
 * Other characters that show nothing on their own: the combining grapheme joiner, Hangul fillers,
 * invisible Khmer vowels, Mongolian variation selectors, the Braille blank and variation selectors.
 */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x034f, 0x034f],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xffa0, 0xffa0],
  [0xe0100, 0xe01ef],
];

function isInvisible(char: string): boolean {
  if (INVISIBLE_CLASS.test(char)) return true;
  const codePoint = char.codePointAt(0) ?? 0;
  return INVISIBLE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/**
 * An emoji with its variation selector and zero-width joiners ("❤️", "👩‍🚀"): the only place a
 * one-line text may hold those default-ignorable characters.
 */
const EMOJI_SEQUENCE =
  /\p{Extended_Pictographic}\p{Emoji_Modifier}?\uFE0F?(?:\u200D\p{Extended_Pictographic}\p{Emoji_Modifier}?\uFE0F?)*/gu;
/** Unicode's default-ignorable characters: zero-width spaces and joiners, tag characters, fillers… */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/** More than 2 combining marks on one letter (as stored, NFC): text that spills over the lines around it. */
const STACKED_MARKS = /\p{M}{3,}/u;

/**
 * What is wrong with a piece of display text, or null: a lone surrogate, a direction control, a
 * control character (a multi-line text may keep line feeds and tabs), or only invisible characters.
 * A one-line text (a name of any kind) also may not hide a default-ignorable character inside a
 * visible one (emoji sequences aside) nor stack more than 2 combining marks on one letter
 * (docs/reliability.md A41). The empty string has no problem here: whether a field may be empty is
 * the field's own rule.
 */
export function textProblem(text: string, options: { multiline?: boolean } = {}): TextProblem | null {
  if (LONE_SURROGATE.test(text)) return "broken_character";
  if (DIRECTION_CONTROL.test(text)) return "direction_control";
  const chars = [...text];
  if (chars.some((char) => isControl(char.codePointAt(0) ?? 0, options.multiline === true))) {
    return "control_character";
  }
  if (chars.length > 0 && chars.every(isInvisible)) return "invisible";
  if (options.multiline === true) return null;
  if (DEFAULT_IGNORABLE.test(text.replace(EMOJI_SEQUENCE, ""))) return "hidden_character";
  if (STACKED_MARKS.test(text)) return "stacked_marks";
  return null;
}

/** The sentence a player is shown for `problem` in the field called `label` ("Your name", "Bio"). */
export function textProblemMessage(label: string, problem: TextProblem): string {
  switch (problem) {
    case "broken_character":
      return `${label} contains a broken character. Please type it again.`;
    case "direction_control":
      return `${label} may not contain characters that change the text direction.`;
    case "control_character":
      return `${label} may not contain control characters.`;
    case "invisible":
      return `${label} must contain visible characters.`;
    case "hidden_character":
      return `${label} may not contain invisible characters (such as zero-width spaces).`;
    case "stacked_marks":
      return `${label} may not stack more than 2 accents or marks on one letter.`;
  }
}

/** `textProblem` as the message for the field called `label`, or null when the text is fine. */
export function checkDisplayText(
  text: string,
  label: string,
  options: { multiline?: boolean } = {},
): string | null {
  const problem = textProblem(text, options);
  return problem === null ? null : textProblemMessage(label, problem);
}

/**
 * The key two player names are compared by, so that a table never seats two players whose names
 * look alike (docs/product.md §3): compatibility-normalised (NFKC, so full-width letters equal
 * plain ones), without format characters (zero-width ones included), inner whitespace collapsed,
 * lower case.
 */
export function nameKey(name: string): string {
  return normalizeInline(name.normalize("NFKC").replace(/\p{Cf}/gu, "")).toLowerCase();
}
