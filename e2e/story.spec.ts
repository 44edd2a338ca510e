import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { chooseFromHand, newPlayer, readHand } from "./support/game";
import { expectTouchTargets } from "./support/layout";

// Story mode (packages/rules/src/story.ts): chapter 1 is two easy bots over three rounds with a
// target of 1 point, and completing a chapter adds 150 story points, enough for chapter 2.
//
// The player here writes and reads riddles with the bots' own clue bank (packages/bots/clue-bank,
// docs/decisions/019-clue-bank-and-stricter-word-rules.md): a plain clue for their word, and for each
// bot's riddle the word whose clue it quotes, as a person who knows the clues would.

interface BankClue {
  text: string;
  difficulty: number;
}
const bankDir = fileURLToPath(new URL("../packages/bots/clue-bank/", import.meta.url));
/** Every wordbook word's clues, from every page of the bank. */
const CLUES = new Map<string, BankClue[]>();
for (const file of readdirSync(bankDir).filter((f) => /^page-\d+\.json$/.test(f))) {
  const page = JSON.parse(readFileSync(`${bankDir}${file}`, "utf8")) as { words: Record<string, BankClue[]> };
  for (const [word, clues] of Object.entries(page.words)) CLUES.set(word, clues);
}

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim()} `;

/** The word whose clue the riddle quotes the most of (bots dress their clues in a persona's lines). */
function wordOfRiddle(riddle: string): string {
  const text = normalise(riddle);
  const tokens = new Set(text.trim().split(" "));
  let best = { word: "", score: -1 };
  for (const [word, clues] of CLUES) {
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

/** Writes a riddle with a plain clue of a word from the player's own hand. */
async function writeWithClue(page: Page): Promise<void> {
  const hand = await readHand(page);
  const word = hand.find((w) => CLUES.get(w)?.some((c) => c.difficulty === 1)) ?? hand[0] ?? "";
  await chooseFromHand(page, () => word);
  const plain = (CLUES.get(word) ?? []).filter((c) => c.difficulty === 1).map((c) => c.text);
  await page.getByRole("textbox", { name: "Your riddle" }).fill(plain.slice(0, 2).join(" "));
  await page.getByRole("button", { name: "Submit Riddle" }).click();
  await expect(
    page
      .getByText("Riddle submitted! Waiting for the other players...")
      .or(page.getByRole("heading", { name: "Read and guess" })),
  ).toBeVisible();
}

/** Guesses every bot's riddle with the word whose clue it quotes, until the round's results show. */
async function guessEveryRiddle(page: Page, round: number): Promise<void> {
  const reading = page.getByRole("heading", { name: "Read and guess" });
  const results = page.getByRole("heading", { name: `Round ${round} Results` });
  await expect(reading.or(results)).toBeVisible({ timeout: 30_000 });
  for (let step = 0; step < 6 && (await reading.isVisible()); step++) {
    const guessBox = page.getByRole("textbox", { name: "Your guess" });
    if (await guessBox.isVisible()) {
      const riddle =
        (await page
          .getByTestId("riddle-text")
          .textContent({ timeout: 2000 })
          .catch(() => "")) ?? "";
      await guessBox.fill(wordOfRiddle(riddle) || "teapot");
      await guessBox.press("Enter");
      await expect(page.getByText(/^Guess submitted/).or(results)).toBeVisible();
    }
    if (await reading.isVisible()) {
      await page
        .getByRole("button", { name: "Next Riddle" })
        .click({ timeout: 2000 })
        .catch(() => undefined);
    }
  }
  await expect(results).toBeVisible({ timeout: 30_000 });
}

test("story chapter 1 is played against its bots and completed, which unlocks chapter 2 and shows the badge on the profile", async ({
  browser,
}) => {
  test.slow();
  const player = await newPlayer(browser, "Storyteller");
  const { page } = player;
  await page.goto("/advanced-modes?tab=story");
  await expect(page.getByRole("heading", { name: "Story Mode", level: 2 })).toBeVisible();
  await expect(page.getByTestId("story-score")).toHaveText("0");
  const chapters = page.getByRole("list", { name: "Chapters" });
  await expect(chapters.getByRole("listitem")).toHaveCount(6);
  const second = chapters.getByRole("listitem").nth(1);
  await expect(second).toContainText("Locked: needs a story score of 150");

  // A locked chapter's detail says what it needs instead of offering Play.
  await second.getByRole("button").click();
  await expect(page.getByRole("note")).toContainText("reach a story score of 150");
  await expect(page.getByRole("button", { name: "Play Chapter 2" })).toHaveCount(0);

  await chapters.getByRole("listitem").first().getByRole("button").click();
  await expect(page.getByRole("heading", { name: "The Lighthouse Attic" })).toBeVisible();
  await expect(page.getByTestId("chapter-target")).toContainText("at least 1 point");
  await page.getByRole("button", { name: "Play Chapter 1" }).click();
  await expect(page).toHaveURL(/\/game\//);
  await expect(
    page.getByRole("heading", { name: "Chapter 1: The Lighthouse Attic", level: 1 }),
  ).toBeVisible();

  for (const round of [1, 2, 3]) {
    await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Round ${round} of 3`)).toBeVisible();
    await writeWithClue(page);
    await guessEveryRiddle(page, round);
    await page
      .getByRole("button", { name: round === 3 ? "See Final Results" : "Continue to Next Round" })
      .click();
  }

  await expect(page.getByRole("heading", { name: "Final Results" })).toBeVisible();
  const result = page.getByTestId("story-result");
  await expect(result).toContainText("Chapter 1 completed! You earned the Lamp Lighter badge.");
  await expect(result).toContainText("Chapter 2 is unlocked.");

  await result.getByRole("link", { name: "Back to Story Mode" }).click();
  await expect(page.getByTestId("story-score")).not.toHaveText("0");
  const score = Number(await page.getByTestId("story-score").textContent());
  expect(score).toBeGreaterThanOrEqual(150);
  await expect(chapters.getByRole("listitem").first()).toContainText("Completed");
  await expect(chapters.getByRole("listitem").nth(1)).not.toContainText("Locked");
  // Chapter 2 is now the one to play.
  await expect(page.getByRole("button", { name: "Play Chapter 2" })).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByRole("list", { name: "Story badges" })).toContainText("Lamp Lighter");
  await player.context.close();
});

test("the story chapters read well on a phone: no sideways scrolling, touch-sized controls, the detail below the list", async ({
  browser,
}) => {
  const player = await newPlayer(browser, "Pocket", {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const { page } = player;
  await page.goto("/advanced-modes?tab=story");
  const chapters = page.getByRole("list", { name: "Chapters" });
  await expect(chapters.getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("button", { name: "Play Chapter 1" })).toBeVisible();
  await chapters.getByRole("listitem").nth(2).getByRole("button").tap();
  await expect(page.getByRole("heading", { name: "The Midnight Kitchen" })).toBeInViewport();
  await expect(page.getByRole("note")).toContainText("reach a story score of 300");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectTouchTargets(page, "story tab");
  await player.context.close();
});
