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
