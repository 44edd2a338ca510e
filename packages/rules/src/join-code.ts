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
 * A random join code (spec 9): a word plus a number from 1 to 99, e.g. SUNSET42. Codes repeat;
 * the server checks uniqueness among games that are not complete and draws again.
 */
export function generateJoinCode(gameMode: GameMode, rng: Rng): string {
  return `${pick(rng, joinCodeWords(gameMode))}${randomInt(rng, JOIN_CODE_NUMBER.min, JOIN_CODE_NUMBER.max)}`;
}

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
