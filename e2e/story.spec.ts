import { guessWithClues, writeWithClue } from "./support/clue-bank";
import { expect, test } from "./support/fixtures";
import { newPlayer } from "./support/game";
import { expectTouchTargets } from "./support/layout";

// Story mode (packages/rules/src/story.ts): chapter 1 is two easy bots over three rounds with a
// target of 1 point, and completing a chapter adds 150 story points, enough for chapter 2. The player
// writes and reads riddles with the bots' own clue bank (support/clue-bank.ts).

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
    await guessWithClues(page, round);
    await page
      .getByRole("button", { name: round === 3 ? "See Final Results" : "Continue to Next Round" })
      .click();
  }

  await expect(page.getByRole("heading", { name: "Final Results" })).toBeVisible();
  const finishedGame = page.url();
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

  // "Play again" on the chapter's final results replays the chapter: a new story game of it against
  // its bots, started at once (not a copy of the game waiting in setup).
  await page.goto(finishedGame);
  await expect(page.getByRole("heading", { name: "Final Results" })).toBeVisible();
  await page.getByRole("button", { name: "Play again" }).click();
  await expect(page).not.toHaveURL(finishedGame);
  await expect(page).toHaveURL(/\/game\//);
  await expect(
    page.getByRole("heading", { name: "Chapter 1: The Lighthouse Attic", level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Round 1 of 3")).toBeVisible();
  const replayId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const replay = await page.request.get(`/api/story/games/${replayId}`);
  expect(replay.status(), await replay.text()).toBe(200);
  expect(await replay.json()).toMatchObject({ chapterId: "attic", finalScore: null });
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
