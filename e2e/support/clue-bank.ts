import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { guessEveryRiddle, readHand, writeRiddle } from "./game";

// The bots' own clue bank (packages/bots/clue-bank, docs/decisions/019-clue-bank-and-stricter-word-rules.md),
// for specs whose player must score against bots: they write a plain clue for their word, and read
// each bot's riddle for the word whose clues it quotes, as a person who knows the clues would.

interface BankClue {
  text: string;
  difficulty: number;
}

const bankDir = fileURLToPath(new URL("../../packages/bots/clue-bank/", import.meta.url));
/** Every wordbook word's clues, by page. */
const PAGES = new Map<number, Map<string, BankClue[]>>();
for (const file of readdirSync(bankDir)) {
  const pageNumber = Number(/^page-(\d+)\.json$/.exec(file)?.[1]);
  if (!pageNumber) continue;
  const page = JSON.parse(readFileSync(`${bankDir}${file}`, "utf8")) as { words: Record<string, BankClue[]> };
  PAGES.set(pageNumber, new Map(Object.entries(page.words)));
}
const ALL_WORDS = new Map([...PAGES.values()].flatMap((words) => [...words]));

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim()} `;

/**
 * The word whose clues the riddle quotes the most (bots dress their clues in a persona's lines):
 * among the words of `pageNumber` when given (the round's page), else of every page.
 */
function wordOfRiddle(riddle: string, pageNumber?: number): string {
  const text = normalise(riddle);
  const tokens = new Set(text.trim().split(" "));
  const candidates = (pageNumber !== undefined ? PAGES.get(pageNumber) : undefined) ?? ALL_WORDS;
  let best = { word: "", score: -1 };
  for (const [word, clues] of candidates) {
    let score = 0;
    for (const clue of clues) {
      const clueText = normalise(clue.text);
      if (text.includes(clueText)) score += 100;
      else
        score += clueText
          .trim()
          .split(" ")
          .filter((t) => t.length > 3 && tokens.has(t)).length;
    }
    if (score > best.score) best = { word, score };
  }
  return best.word;
}

/** Writes a riddle of plain clues of a word from the player's own hand. Returns the word. */
export async function writeWithClue(page: Page): Promise<string> {
  const plainClues = (word: string) =>
    (ALL_WORDS.get(word) ?? []).filter((c) => c.difficulty === 1).map((c) => c.text);
  const hand = await readHand(page);
  const word = hand.find((w) => plainClues(w).length > 0) ?? hand[0] ?? "";
  return writeRiddle(page, plainClues(word).slice(0, 2).join(" "), () => word);
}

/** The wordbook page of the round the player's game is in, from their own view of the game. */
async function roundPageOf(page: Page): Promise<number | undefined> {
  const gameId = /\/game\/([^/?#]+)/.exec(page.url())?.[1];
  expect(gameId, "the player is on a game's page").toBeTruthy();
  const res = await page.request.get(`/api/games/${gameId}`);
  expect(res.status(), await res.text()).toBe(200);
  const view = (await res.json()) as { game: { currentPageNumber: number | null } };
  return view.game.currentPageNumber ?? undefined;
}

/**
 * Guesses every bot's riddle of the round with the word of the round's page (pages rotate after
 * round 1, docs/decisions/018-dealt-hands-and-page-rotation.md) whose clues it quotes the most.
 */
export async function guessWithClues(page: Page, round: number): Promise<void> {
  const pageNumber = await roundPageOf(page);
  await guessEveryRiddle(page, round, (riddle) => wordOfRiddle(riddle, pageNumber));
}
