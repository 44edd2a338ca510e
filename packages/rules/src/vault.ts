/**
 * The Riddle Vault and the riddle of the day (docs/decisions/021-community-riddles-moderation.md;
 * docs/decisions/041-feature-modules.md): the pure decisions of a solver's attempt at a published
 * riddle (how many tries, when it is over, what it scores and how it is shared), a riddle's measured
 * difficulty, and the daily streaks. The server's vault and daily features store and read; they
 * decide nothing of this themselves.
 */

/** Tries per riddle in the Vault and for the daily riddle. */
export const VAULT_TRIES = 3;

/** Vault difficulty, from the measured solve rate (correct / total guesses). */
export const VAULT_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type VaultDifficulty = (typeof VAULT_DIFFICULTIES)[number];

/**
 * The difficulty bands, in integers so SQL can filter by them without a division: below
 * `minMeasuredGuesses` guesses a solve rate says little and the riddle counts as medium; from
 * `easyFromTenths`/10 solved it is easy, below `hardBelowTenths`/10 it is hard.
 */
export const VAULT_DIFFICULTY_BANDS = {
  minMeasuredGuesses: 5,
  easyFromTenths: 6,
  hardBelowTenths: 3,
} as const;

/** Vault difficulty from the measured solve rate: easy ≥ 0.6, hard < 0.3, medium between (or too few guesses). */
export function vaultDifficultyOf(totalGuesses: number, correctGuesses: number): VaultDifficulty {
  const { minMeasuredGuesses, easyFromTenths, hardBelowTenths } = VAULT_DIFFICULTY_BANDS;
  if (totalGuesses < minMeasuredGuesses) return "medium";
  if (correctGuesses * 10 >= totalGuesses * easyFromTenths) return "easy";
  if (correctGuesses * 10 < totalGuesses * hardBelowTenths) return "hard";
  return "medium";
}

/** Right guesses per guess, 0–1; null before any guess. */
export const solveRateOf = (totalGuesses: number, correctGuesses: number): number | null =>
  totalGuesses === 0 ? null : correctGuesses / totalGuesses;

/** One guess of a solver's attempt, judged when it was made. */
export interface VaultGuess {
  guess: string;
  correct: boolean;
}

/** Why a guess is refused: the attempt is over. */
export type VaultGuessRefusal = "already_solved" | "no_tries_left";

/** Whether the attempt is solved: one of its guesses was right. */
export const isVaultSolved = (guesses: readonly VaultGuess[]): boolean => guesses.some((g) => g.correct);

/** Whether the attempt is over: solved, or every try used. Its word is shown then, never before. */
export const isVaultFinished = (guesses: readonly VaultGuess[]): boolean =>
  isVaultSolved(guesses) || guesses.length >= VAULT_TRIES;

/** Tries the solver still has. */
export const vaultTriesLeft = (guesses: readonly VaultGuess[]): number =>
  Math.max(0, VAULT_TRIES - guesses.length);

/** Why one more guess on this attempt is refused, or null when it may be made. */
export function vaultGuessRefusal(guesses: readonly VaultGuess[]): VaultGuessRefusal | null {
  if (isVaultSolved(guesses)) return "already_solved";
  if (guesses.length >= VAULT_TRIES) return "no_tries_left";
  return null;
}

/** The attempt after one more guess (which `vaultGuessRefusal` allowed). */
export function afterVaultGuess(
  seen: readonly VaultGuess[],
  guess: VaultGuess,
): { guesses: VaultGuess[]; solved: boolean; finished: boolean } {
  const guesses = [...seen, guess];
  return { guesses, solved: isVaultSolved(guesses), finished: isVaultFinished(guesses) };
}

/**
 * What a finished attempt scores, as the share grid says it: the tries it took ("2"), or "X" when
 * every try missed. Null while the attempt is not over.
 */
export function vaultScoreOf(guesses: readonly VaultGuess[]): string | null {
  if (!isVaultFinished(guesses)) return null;
  return isVaultSolved(guesses) ? String(guesses.length) : "X";
}

/**
 * The daily riddle's share text: 🟥 per wrong guess, 🟩 for the right one, then n/3 or X/3, and the
 * daily page's address. Never the word or the riddle; empty until the attempt is over.
 */
export function dailyShareText(number: number, guesses: readonly VaultGuess[], dailyUrl: string): string {
  const score = vaultScoreOf(guesses);
  if (score === null) return "";
  const squares = guesses.map((g) => (g.correct ? "🟩" : "🟥")).join("");
  return `Riddlebook #${number} ${squares} ${score}/${VAULT_TRIES}\n${dailyUrl}`;
}

/** A riddle of the day is chosen first among unused riddles rated at least this on average. */
export const DAILY_WELL_RATED_AVERAGE = 3.5;

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * Dates are counted in whole days since 1970-01-01 with the proleptic Gregorian calendar's civil
 * arithmetic (eras of 400 years), so the rules need no clock or `Date` (they stay pure).
 */

/** Days since 1970-01-01 of a civil date. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The civil date of a count of days since 1970-01-01. */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day: dayOfYear - Math.floor((153 * mp + 2) / 5) + 1 };
}

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

/** The UTC date of an instant, YYYY-MM-DD: the day a riddle of the day belongs to. */
export function utcDateOf(ms: number): string {
  const { year, month, day } = civilFromDays(Math.floor(ms / DAY_MS));
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The instant a YYYY-MM-DD date starts, in UTC. */
function dateMs(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return daysFromCivil(year, month, day) * DAY_MS;
}

/** Riddlebook #N: days since the first riddle of the day, from 1. */
export const dailyNumberOf = (firstDate: string, date: string): number =>
  Math.round((dateMs(date) - dateMs(firstDate)) / DAY_MS) + 1;

/** One day that had a riddle of the day, as one solver met it. */
export interface DailyDay {
  /** YYYY-MM-DD. */
  date: string;
  /** The solver wrote that day's riddle. */
  ownRiddle: boolean;
  /** When the solver first guessed at that day's riddle (in the Vault or on the daily page), or null. */
  startedAt: number | null;
  /** When the solver solved that day's riddle (wherever they played it), or null. */
  solvedAt: number | null;
}

/**
 * A solver's daily streaks up to `today` over the days that had a riddle, oldest first: consecutive
 * days whose riddle was solved by the end of its day. A day whose riddle the solver wrote is skipped
 * (it neither breaks nor extends a streak); so is a day whose riddle they had played before the day
 * began, in the Vault (issue 31 item 18, docs/decisions/050-daily-riddle-played-before.md: it opens
 * as they left it, so it earns nothing); and today while unsolved.
 */
export function dailyStreaksOf(
  days: readonly DailyDay[],
  today: string,
): { current: number; longest: number } {
  let current = 0;
  let longest = 0;
  for (const day of days) {
    const playedBefore = day.startedAt !== null && day.startedAt < dateMs(day.date);
    if (day.date > today || day.ownRiddle || playedBefore) continue;
    const solvedInTime = day.solvedAt !== null && day.solvedAt < dateMs(day.date) + DAY_MS;
    if (solvedInTime) {
      current += 1;
      longest = Math.max(longest, current);
    } else if (day.date !== today) {
      current = 0;
    }
  }
  return { current, longest };
}
