import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { expect, type NewAccount, newAccount, signUpViaApi } from "./fixtures";

/** One signed-up player in their own browser context. Their default player name is their username. */
interface Player {
  context: BrowserContext;
  page: Page;
  account: NewAccount;
  name: string;
}

export async function newPlayer(
  browser: Browser,
  firstName: string,
  options: Pick<BrowserContextOptions, "viewport" | "isMobile" | "hasTouch"> = {},
): Promise<Player> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const account = await signUpViaApi(page, newAccount(firstName));
  return { context, page, account, name: account.username };
}

/**
 * Riddle texts that pass the rule checker whatever word is dealt: none holds a word (or a form of
 * one) of any wordbook page, checked against every page with `checkRiddle` from packages/words.
 * Hands are dealt at random (docs/decisions/018-dealt-hands-and-page-rotation.md), so a test cannot
 * write for a word it chose in advance.
 */
export const RIDDLES = [
  "Quiet I sit where the evening is spent, guess what I am and where I was meant.",
  "Early or late I am close to you, little and humble, yet part of the plan.",
  "Ask me no question, I'll tell you no lie: I live in your home and I never say why.",
  "Guess me if you can: I am humble and quiet.",
] as const;

interface CreatedGame {
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

/**
 * A word's forms from the wordbook page's checker data (what the browser loads to run the checker):
 * its inflections are forbidden in riddles and accepted as guesses.
 */
export function inflectionsOf(pageNumber: number, word: string): string[] {
  const file = fileURLToPath(
    new URL(`../../packages/words/generated/page-${pageNumber}.json`, import.meta.url),
  );
  const data = JSON.parse(readFileSync(file, "utf8")) as { words: { word: string; inflections: string[] }[] };
  const forms = data.words.find((w) => w.word === word);
  expect(forms, `${word} on page ${pageNumber}`).toBeTruthy();
  return (forms?.inflections ?? []).filter((f) => f !== word);
}

/**
 * A game against bots, started: created through the API, opened in the player's browser, the bots
 * added through the setup screen, the page chosen, and the host ready (bots always are), so round 1
 * begins. Returns the game.
 */
export async function startBotGame(
  player: Player,
  options: {
    name: string;
    totalRounds: number;
    isPublic?: boolean;
    gameMode?: string;
    bots: readonly ("Auntie" | "Grandpa" | "Random")[];
    pageNumber?: number;
  },
): Promise<CreatedGame> {
  const { page } = player;
  const game = await createGameViaApi(player, {
    name: options.name,
    totalRounds: options.totalRounds,
    ...(options.isPublic !== undefined ? { isPublic: options.isPublic } : {}),
    ...(options.gameMode !== undefined ? { gameMode: options.gameMode } : {}),
  });
  await page.goto(`/game/${game.id}`);
  await expect(page.getByRole("heading", { name: options.name, level: 1 })).toBeVisible();
  for (const bot of options.bots) await hostAddsBot(page, bot);
  await hostChoosesPage(page, options.pageNumber ?? 1);
  await page.getByRole("button", { name: "Mark Ready" }).click();
  return game;
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

/** The chips of the words dealt to this player this round ("Your words" in the writing screen). */
export function handList(page: Page) {
  return page.getByRole("list", { name: "Your words" });
}

/**
 * The words dealt to this player this round, read from their own "Your words" list
 * (docs/decisions/018-dealt-hands-and-page-rotation.md: only the holder sees a hand).
 */
export async function readHand(page: Page): Promise<string[]> {
  const chips = handList(page).getByRole("button");
  await expect(chips.first()).toBeVisible();
  return (await chips.allTextContents()).map((t) => t.trim());
}

/**
 * Chooses a secret word from the player's own hand (the first chip, or the one `pick` returns) and
 * waits until it is the chosen word. Returns the word.
 */
export async function chooseFromHand(
  page: Page,
  pick: (hand: string[]) => string | undefined = (hand) => hand[0],
): Promise<string> {
  const word = pick(await readHand(page));
  expect(word, "a word to pick from the hand").toBeTruthy();
  await handList(page)
    .getByRole("button", { name: word ?? "", exact: true })
    .click();
  await expect(page.getByTestId("secret-word")).toContainText(word ?? "", { ignoreCase: true });
  return word ?? "";
}

/**
 * Chooses a word from the player's own hand, then writes and submits a riddle. The riddle's text
 * must pass the checker for whichever word is dealt: no word of any wordbook page in it. Returns the
 * chosen word, for the other players' guesses.
 */
export async function writeRiddle(
  page: Page,
  text: string,
  pick?: (hand: string[]) => string | undefined,
): Promise<string> {
  const word = await chooseFromHand(page, pick);
  await page.getByRole("textbox", { name: "Your riddle" }).fill(text);
  await expect(page.getByTestId("riddle-indicator")).toHaveText(/^\d+\/500$/);
  await page.getByRole("button", { name: "Submit Riddle" }).click();
  // The last player to submit goes straight on to reading.
  await expect(
    page
      .getByText("Riddle submitted! Waiting for the other players...")
      .or(page.getByRole("heading", { name: "Read and guess" })),
  ).toBeVisible();
  return word;
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
  const riddleHeading = page.getByRole("heading", { name: /Riddle by / });
  await expect(reading).toBeVisible();
  for (let i = 0; i < riddleCount; i++) {
    // The round may end at any moment (the last guess of another player): wait for this riddle or
    // the results, whichever comes, and read the heading without waiting for it.
    // (The results screen has "Riddle by" headings too: whichever shows first.)
    await expect(riddleHeading.or(results).first()).toBeVisible();
    const [heading] = await riddleHeading.allTextContents();
    if (heading === undefined || !(await reading.isVisible())) return;
    const author = heading.replace(/^.*Riddle by /, "").trim();
    const guessBox = page.getByRole("textbox", { name: "Your guess" });
    if (await guessBox.isVisible()) {
      const word = wordOf[author];
      expect(word, `a word for ${author}`).toBeTruthy();
      await guessBox.fill(guessFor(word ?? ""));
      await guessBox.press("Enter");
      await expect(page.getByText(/^Guess submitted/).or(results)).toBeVisible();
    }
    if (i < riddleCount - 1 && (await pressIfShown(page.getByRole("button", { name: "Next Riddle" })))) {
      // The next riddle, or the results if the round ended meanwhile.
      await expect(riddleHeading.filter({ hasNotText: heading }).or(results).first()).toBeVisible();
    }
  }
}

/**
 * Presses the button if it shows at this moment, and says whether it did. Seeing it and pressing it
 * are one step in the page, so a button that goes away meanwhile (the phase moved on) is no
 * failure and no wait: for buttons whose screen may end at any moment.
 */
async function pressIfShown(button: Locator): Promise<boolean> {
  const pressed = await button.evaluateAll((found) =>
    found.filter((element): element is HTMLButtonElement => {
      if (!(element instanceof HTMLButtonElement) || element.disabled) return false;
      element.click();
      return true;
    }),
  );
  return pressed.length > 0;
}

/**
 * Ends the round's reveal on the results screen (it steps through the riddles one at a time, for as
 * long as the scoring phase allows): presses "Show all" unless the reveal has already ended, then
 * waits until it has. `name` is the button's name (another in the pseudo-locale).
 */
export async function showAllResults(page: Page, name = "Show all"): Promise<void> {
  const showAll = page.getByRole("button", { name });
  await pressIfShown(showAll);
  await expect(showAll).toHaveCount(0);
}

/**
 * Guesses every other riddle of the round, walking them with "Next Riddle" and Enter, until the
 * round's results show. `guessFor` answers a riddle's text with the guess; without it every guess
 * is "teapot" (a word that is on no page the tests play).
 */
export async function guessEveryRiddle(
  page: Page,
  round: number,
  guessFor?: (riddle: string) => string,
): Promise<void> {
  const reading = page.getByRole("heading", { name: "Read and guess" });
  const results = page.getByRole("heading", { name: `Round ${round} Results` });
  // Bots reveal their riddles one step at a time: on a busy machine that takes a while.
  await expect(reading.or(results)).toBeVisible({ timeout: 30_000 });
  for (let step = 0; step < 6 && (await reading.isVisible()); step++) {
    const guessBox = page.getByRole("textbox", { name: "Your guess" });
    if (await guessBox.isVisible()) {
      let guess = "teapot";
      if (guessFor) {
        // Read without waiting: the round may have ended meanwhile.
        const [riddle] = await page.getByTestId("riddle-text").allTextContents();
        guess = guessFor(riddle ?? "") || guess;
      }
      await guessBox.fill(guess);
      await guessBox.press("Enter");
      await expect(page.getByText(/^Guess submitted/).or(results)).toBeVisible();
    }
    const [shown] = await page.getByTestId("riddle-text").allTextContents();
    if (await pressIfShown(page.getByRole("button", { name: "Next Riddle" }))) {
      // The next riddle, or the results if the round ended meanwhile.
      const next = page.getByTestId("riddle-text").filter({ hasNotText: shown ?? "" });
      await expect(next.or(results).first()).toBeVisible();
    }
  }
  await expect(results).toBeVisible({ timeout: 30_000 });
}
