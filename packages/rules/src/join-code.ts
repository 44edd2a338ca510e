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

/** How many numbers a code can end with (1 to 999). */
const NUMBER_SPAN = JOIN_CODE_NUMBER.max - JOIN_CODE_NUMBER.min + 1;

/**
 * How many distinct join codes a game of `gameMode` can get: its words times the numbers
 * (49,950 for home games, 29,970 for battles and story mode; ADR 013).
 */
export function joinCodeSpaceSize(gameMode: GameMode): number {
  return joinCodeWords(gameMode).length * NUMBER_SPAN;
}

/**
 * A random join code (docs/product.md §4, "Join codes"): a word plus a number from 1 to 999, e.g.
 * SUNSET42. Codes repeat; the server checks uniqueness among games that are not complete and draws
 * again.
 */
export function generateJoinCode(gameMode: GameMode, rng: Rng): string {
  return `${pick(rng, joinCodeWords(gameMode))}${randomInt(rng, JOIN_CODE_NUMBER.min, JOIN_CODE_NUMBER.max)}`;
}

/**
 * A join code for a new game of `gameMode` that is not in `used`, or null when every code of the
 * mode is in use. Random draws first (cheap while most codes are free, which the size of the space
 * and the creation limits keep true, ADR 013), then a scan from a random start, so the answer is
 * found in bounded time however full the space is. The chosen code is added to `used`, so one set
 * can allocate several codes in a row. The one allocator for created and quick-match games.
 */
export function pickFreeJoinCode(gameMode: GameMode, used: Set<string>, rng: Rng): string | null {
  const words = joinCodeWords(gameMode);
  const total = words.length * NUMBER_SPAN;
  const codeAt = (i: number) =>
    `${words[Math.floor(i / NUMBER_SPAN)]}${JOIN_CODE_NUMBER.min + (i % NUMBER_SPAN)}`;
  const claim = (code: string) => {
    used.add(code);
    return code;
  };
  for (let attempt = 0; attempt < RANDOM_DRAWS; attempt++) {
    const code = codeAt(randomInt(rng, 0, total - 1));
    if (!used.has(code)) return claim(code);
  }
  const start = randomInt(rng, 0, total - 1);
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

/** A word, then a number without leading zeros of at most as many digits as the largest. */
const JOIN_CODE_SHAPE = new RegExp(`^([A-Z]+)([1-9][0-9]{0,${String(JOIN_CODE_NUMBER.max).length - 1}})$`);

/**
 * Whether `code` (after normalising) has the shape of a join code: a known word of either list and
 * a number from 1 to 999. Codes stored before the lists grew (an original word and 1 to 99) pass.
 */
export function isJoinCode(code: string): boolean {
  const match = JOIN_CODE_SHAPE.exec(normalizeJoinCode(code));
  if (!match) return false;
  const word = match[1] as string;
  const number = Number(match[2]);
  return (
    number >= JOIN_CODE_NUMBER.min &&
    number <= JOIN_CODE_NUMBER.max &&
    ((HOME_JOIN_CODE_WORDS as readonly string[]).includes(word) ||
      (ADVANCED_JOIN_CODE_WORDS as readonly string[]).includes(word))
  );
}
