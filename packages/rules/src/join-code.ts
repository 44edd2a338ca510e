import {
  ADVANCED_GAME_MODES,
  ADVANCED_JOIN_CODE_WORDS,
  type GameMode,
  HOME_JOIN_CODE_WORDS,
  JOIN_CODE_NUMBER,
} from "./constants";
import { pick, type Rng, randomInt } from "./random";

/** The words a join code for this mode is drawn from: advanced words for advanced modes. */
export function joinCodeWords(gameMode: GameMode): readonly string[] {
  return (ADVANCED_GAME_MODES as readonly string[]).includes(gameMode)
    ? ADVANCED_JOIN_CODE_WORDS
    : HOME_JOIN_CODE_WORDS;
}

/**
 * A random join code (docs/product.md §4, "Join codes"): a word plus a number from 1 to 99, e.g.
 * SUNSET42. Codes repeat; the server checks uniqueness among games that are not complete and draws
 * again.
 */
export function generateJoinCode(gameMode: GameMode, rng: Rng): string {
  return `${pick(rng, joinCodeWords(gameMode))}${randomInt(rng, JOIN_CODE_NUMBER.min, JOIN_CODE_NUMBER.max)}`;
}

/**
 * A join code for a new game of `gameMode` that is not in `used`, or null when every code of the
 * mode is in use. Random draws first (cheap while most codes are free), then a scan from a random
 * start, so the answer is found in bounded time however full the space is. The chosen code is
 * added to `used`, so one set can allocate several codes in a row.
 */
export function pickFreeJoinCode(gameMode: GameMode, used: Set<string>, rng: Rng): string | null {
  const words = joinCodeWords(gameMode);
  const span = JOIN_CODE_NUMBER.max - JOIN_CODE_NUMBER.min + 1;
  const total = words.length * span;
  const codeAt = (i: number) => `${words[Math.floor(i / span)]}${JOIN_CODE_NUMBER.min + (i % span)}`;
  const claim = (code: string) => {
    used.add(code);
    return code;
  };
  for (let attempt = 0; attempt < RANDOM_DRAWS; attempt++) {
    const code = codeAt(Math.floor(rng() * total));
    if (!used.has(code)) return claim(code);
  }
  const start = Math.floor(rng() * total);
  for (let k = 0; k < total; k++) {
    const code = codeAt((start + k) % total);
    if (!used.has(code)) return claim(code);
  }
  return null;
}

/** Random draws `pickFreeJoinCode` makes before it scans. */
const RANDOM_DRAWS = 8;

/** A typed join code as stored: trimmed and upper case (lookups are case-insensitive). */
export function normalizeJoinCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether `code` (after normalising) has the shape of a join code: a known word and 1 to 99. */
export function isJoinCode(code: string): boolean {
  const match = /^([A-Z]+)([1-9][0-9]?)$/.exec(normalizeJoinCode(code));
  if (!match) return false;
  const word = match[1] as string;
  return (
    (HOME_JOIN_CODE_WORDS as readonly string[]).includes(word) ||
    (ADVANCED_JOIN_CODE_WORDS as readonly string[]).includes(word)
  );
}
