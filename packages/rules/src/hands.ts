import { HAND_SIZE } from "./constants";
import type { WordbookLookup } from "./context";
import type { GameState } from "./game-state";
import { normalizeGuess } from "./guess-match";
import type { Rng } from "./random";
import { randomInt } from "./random";

// Dealt hands and page rotation: docs/decisions/018-dealt-hands-and-page-rotation.md.

/** Every word dealt (or, in games from before hands, chosen) so far in the game, normalised. */
export function wordsUsedInGame(state: GameState): Set<string> {
  const used = new Set<string>();
  for (const round of state.rounds) {
    for (const choice of Object.values(round.words)) {
      for (const word of choice.hand ?? []) used.add(normalizeGuess(word));
      if (choice.word !== null) used.add(normalizeGuess(choice.word));
    }
  }
  return used;
}

/** The words of `page` not yet used in the game. */
function freshWords(wordbook: WordbookLookup, page: number, used: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const fresh: string[] = [];
  for (const word of wordbook.wordsOf(page)) {
    const key = normalizeGuess(word);
    if (used.has(key) || seen.has(key)) continue;
    seen.add(key);
    fresh.push(word);
  }
  return fresh;
}

/** Whether `page` still has a fresh word for every player of the game. */
export function hasFreshWordsFor(state: GameState, page: number, wordbook: WordbookLookup): boolean {
  return freshWords(wordbook, page, wordsUsedInGame(state)).length >= Math.max(state.players.length, 1);
}

/**
 * The page round `round` is played on. Round 1, and any round whose page the host picked during
 * the scoring before it, keep `state.currentPageNumber`. Otherwise the game moves on to the next
 * page of the same difficulty (in page order, wrapping) that it has not played yet and that still
 * has a fresh word for every player; then to such a page of the same difficulty that it has
 * played; then, once the difficulty is used up, to such a page of any difficulty; failing all
 * that, it stays on the current page.
 */
export function pageForRound(
  state: GameState,
  round: number,
  wordbook: WordbookLookup,
  players: number,
): number | null {
  const current = state.currentPageNumber;
  if (current === null || round <= 1 || state.pageChosenForRound === round) return current;
  const used = wordsUsedInGame(state);
  const played = new Set(state.rounds.map((r) => r.pageNumber));
  const alike = wordbook.pagesLike(current);
  const start = alike.indexOf(current);
  const ordered = [...alike.slice(start + 1), ...alike.slice(0, Math.max(start, 0) + 1)];
  const roomy = (page: number) => freshWords(wordbook, page, used).length >= Math.max(players, 1);
  return (
    ordered.find((page) => !played.has(page) && roomy(page)) ??
    ordered.find(roomy) ??
    wordbook.allPages().find((page) => !played.has(page) && roomy(page)) ??
    wordbook.allPages().find(roomy) ??
    current
  );
}

/**
 * Deals each of `playerIds` a private hand from `page`: the same number of words each (at most
 * `HAND_SIZE`, at least one while the page has a fresh word per player), drawn with `rng`,
 * disjoint from each other and from every word used earlier in the game. When the page has fewer
 * fresh words than players, the game's earlier words are dealt again rather than leave a player
 * without a hand; that takes a game longer than the wordbook allows on one difficulty.
 */
export function dealHands(
  state: GameState,
  page: number,
  playerIds: readonly string[],
  wordbook: WordbookLookup,
  rng: Rng,
): Record<string, string[]> {
  let pool = freshWords(wordbook, page, wordsUsedInGame(state));
  if (pool.length < playerIds.length) pool = freshWords(wordbook, page, new Set());
  const deck = shuffled(pool, rng);
  const size = Math.min(HAND_SIZE, Math.floor(deck.length / Math.max(playerIds.length, 1)));
  const hands: Record<string, string[]> = {};
  playerIds.forEach((id, i) => {
    hands[id] = deck.slice(i * size, (i + 1) * size);
  });
  return hands;
}

/** A copy of `items` in random order (Fisher–Yates with `rng`). */
function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
