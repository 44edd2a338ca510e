import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, type NewAccount, newAccount, signUpViaApi } from "./fixtures";

/** One signed-up player in their own browser context. Their default player name is their username. */
export interface Player {
  context: BrowserContext;
  page: Page;
  account: NewAccount;
  name: string;
}

export async function newPlayer(
  browser: Browser,
  firstName: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<Player> {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  const page = await context.newPage();
  const account = await signUpViaApi(page, newAccount(firstName));
  return { context, page, account, name: account.username };
}

export interface CreatedGame {
  id: string;
  joinCode: string;
  name: string;
}

/**
 * Creates a game through the API (the Create tab offers 5, 7 or 10 rounds; tests want shorter games)
 * with the player's username as their name.
 */
export async function createGameViaApi(
  player: Player,
  options: { totalRounds?: number; gameMode?: string; isPublic?: boolean; name?: string } = {},
): Promise<CreatedGame> {
  const name = options.name ?? `${player.name}'s Game`;
  const res = await player.page.request.post("/api/games", {
    data: {
      name,
      playerName: player.name,
      isPublic: options.isPublic ?? false,
      gameMode: options.gameMode ?? "standard",
      totalRounds: options.totalRounds ?? 2,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { game: { id: string; joinCode: string; name: string } };
  return { id: body.game.id, joinCode: body.game.joinCode, name: body.game.name };
}

/** The words of a wordbook page, from the public API. */
export async function pageWords(page: Page, pageNumber: number): Promise<string[]> {
  const res = await page.request.get(`/api/wordbook/page/${pageNumber}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { words: string[] }).words;
}

/** The host picks a wordbook page in the setup screen. */
export async function hostChoosesPage(host: Page, pageNumber: number): Promise<void> {
  await host.getByRole("combobox", { name: "Wordbook page" }).selectOption(String(pageNumber));
  await host.getByRole("button", { name: "Choose Page" }).click();
  await expect(host.getByTestId("chosen-page")).toContainText(`Page ${pageNumber}`);
}

/** The host adds a bot through the bot-choice dialog. */
export async function hostAddsBot(
  host: Page,
  type: "Auntie" | "Grandpa" | "Random" = "Auntie",
): Promise<void> {
  await host.getByRole("button", { name: "Add Bot" }).click();
  const dialog = host.getByRole("dialog", { name: "Add a Bot" });
  await dialog.getByRole("radio", { name: new RegExp(type) }).check();
  await dialog.getByRole("button", { name: `Add ${type}` }).click();
  await expect(host.getByText("Bot Added!", { exact: true }).first()).toBeVisible();
}

/** Chooses a secret word and writes and submits a riddle. */
export async function writeRiddle(page: Page, word: string, text: string): Promise<void> {
  await page
    .getByRole("list", { name: "Words on this page" })
    .getByRole("button", { name: word, exact: true })
    .click();
  await expect(page.getByTestId("secret-word")).toContainText(word, { ignoreCase: true });
  await page.getByRole("textbox", { name: "Your riddle" }).fill(text);
  await expect(page.getByTestId("riddle-indicator")).toHaveText(/^\d+\/500$/);
  await page.getByRole("button", { name: "Submit Riddle" }).click();
  // The last player to submit goes straight on to reading.
  await expect(
    page
      .getByText("Riddle submitted! Waiting for the other players...")
      .or(page.getByRole("heading", { name: "Read and guess" })),
  ).toBeVisible();
}

/**
 * Guesses every other player's riddle: `wordOf` maps an author's name to their word. Walks the
 * riddles with "Next Riddle", guessing with Enter. The last guess of the round moves everyone on to
 * scoring, so the walk stops as soon as the reading screen is gone.
 */
export async function guessAll(
  page: Page,
  wordOf: Record<string, string>,
  riddleCount: number,
  /** The text to type for an author's word; by default the word itself. */
  guessFor: (word: string) => string = (word) => word,
): Promise<void> {
  const reading = page.getByRole("heading", { name: "Read and guess" });
  const results = page.getByRole("heading", { name: /^Round \d+ Results$/ });
  await expect(reading).toBeVisible();
  for (let i = 0; i < riddleCount; i++) {
    if (!(await reading.isVisible())) return;
    // The round may end at any moment (the last guess of another player), so never wait long here.
    const heading = await page
      .getByRole("heading", { name: /Riddle by / })
      .textContent({ timeout: 2000 })
      .catch(() => null);
    if (heading === null) return;
    const author = heading.replace(/^.*Riddle by /, "").trim();
    const guessBox = page.getByRole("textbox", { name: "Your guess" });
    if (await guessBox.isVisible()) {
      const word = wordOf[author];
      expect(word, `a word for ${author}`).toBeTruthy();
      await guessBox.fill(guessFor(word ?? ""));
      await guessBox.press("Enter");
      await expect(page.getByText(/^Guess submitted/).or(results)).toBeVisible();
    }
    if (i < riddleCount - 1 && (await reading.isVisible())) {
      await page
        .getByRole("button", { name: "Next Riddle" })
        .click({ timeout: 5000 })
        .catch(() => undefined);
    }
  }
}
