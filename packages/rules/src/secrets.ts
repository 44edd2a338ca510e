import type { GameState } from "./game-state";
import { normalizeGuess } from "./guess-match";
import { isRoundScored } from "./public-info";

/**
 * The secret words `viewerId` must not be shown yet: every word chosen by, or dealt to, another
 * player in a round that is not scored. `viewerId` null means a spectator: every unscored word. Left out, because
 * seeing them proves nothing: words inside the viewer's own guesses (a right guess is the viewer's
 * own text), and words already revealed by an earlier scored round (pages repeat words, and a
 * scored round shows every guess, so a word someone once guessed may be dealt later).
 * Use it to deep-scan views, events and messages in tests.
 */
export function secretWordsHiddenFrom(state: GameState, viewerId: string | null): string[] {
  const secrets = new Set<string>();
  const seenGuesses: string[] = [];
  const revealed = new Set<string>();
  for (const round of state.rounds) {
    for (const guess of round.guesses) {
      if (guess.guesserId === viewerId || isRoundScored(round)) seenGuesses.push(guess.guess.toLowerCase());
    }
    for (const riddle of round.result?.riddles ?? []) revealed.add(normalizeGuess(riddle.word));
  }
  const excused = (word: string) =>
    revealed.has(normalizeGuess(word)) || seenGuesses.some((guess) => guess.includes(word.toLowerCase()));
  for (const round of state.rounds) {
    if (isRoundScored(round)) continue;
    const others = Object.values(round.words).filter((c) => c.playerId !== viewerId);
    const words = [
      ...others.filter((c) => c.word !== null).map((c) => c.word as string),
      ...others.flatMap((c) => c.hand ?? []),
      ...round.riddles.filter((r) => r.playerId !== viewerId).map((r) => r.word),
    ];
    for (const word of words) {
      if (!excused(word)) secrets.add(word);
    }
  }
  return [...secrets];
}

/** The secret words found in `value` (deep, as JSON text, ignoring case). Empty means no leak. */
export function findLeakedWords(value: unknown, secrets: readonly string[]): string[] {
  if (secrets.length === 0) return [];
  const text = JSON.stringify(value).toLowerCase();
  return secrets.filter((secret) => text.includes(secret.toLowerCase()));
}
