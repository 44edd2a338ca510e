import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./support/fixtures";
import {
  createGameViaApi,
  hostAddsBot,
  hostChoosesPage,
  newPlayer,
  RIDDLES,
  writeRiddle,
} from "./support/game";

/**
 * Waits until keyboard focus is on the phase's heading: an h2 with `id` and this text (each phase
 * marks its heading with `phaseHeadingProps`, and the phase screen focuses it on a phase change).
 */
async function expectFocusOnHeading(page: Page, id: string, text: string | RegExp): Promise<void> {
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el
        ? `${el.tagName.toLowerCase()}#${el.id}: ${(el.textContent ?? "").trim().slice(0, 40)}`
        : "nothing";
    });
  await expect.poll(focused, { message: `focus on the ${id} heading` }).toMatch(new RegExp(`^h2#${id}: `));
  await expect(page.locator(`h2#${id}`)).toHaveText(text);
  await expect(page.locator(`h2#${id}`)).toBeFocused();
}

test.describe("phase changes", () => {
  test("focus lands on each new phase's heading, and no phase has an axe violation", async ({ browser }) => {
    test.slow();
    const host = await newPlayer(browser, "Fay");
    const { page } = host;
    const game = await createGameViaApi(host, { totalRounds: 2, name: "Focus Game" });
    await page.goto(`/game/${game.id}`);
    await hostAddsBot(page);
    await hostChoosesPage(page, 1);
    await expect(page.getByTestId("phase-label")).toContainText("Setup");
    await expectNoA11yViolations(page);
    // The bot is always ready: the host's ready starts the game.
    await page.getByRole("button", { name: "Mark Ready" }).click();

    for (const round of [1, 2]) {
      // setup → writing, then scoring → writing.
      await expectFocusOnHeading(page, "writing-title", "Write your riddle");
      await expect(page.getByText(`Round ${round} of 2`)).toBeVisible();
      await expectNoA11yViolations(page);

      // writing → reading: the bot writes within seconds; whoever submits last moves the game on.
      await writeRiddle(page, RIDDLES[round - 1] ?? "");
      await expect(page.getByRole("heading", { name: "Read and guess" })).toBeVisible({ timeout: 30_000 });
      await expectFocusOnHeading(page, "reading-title", "Read and guess");
      await expectNoA11yViolations(page);

      // reading → scoring: the host's guess at the bot's riddle (the bot guesses too).
      const guess = page.getByRole("textbox", { name: "Your guess" });
      await guess.fill("teapot");
      await guess.press("Enter");
      await expect(page.getByRole("heading", { name: `Round ${round} Results` })).toBeVisible({
        timeout: 30_000,
      });
      await expectFocusOnHeading(page, "results-title", `Round ${round} Results`);
      await expectNoA11yViolations(page);

      // scoring → writing (round 2) or the final results.
      await page
        .getByRole("button", { name: round === 1 ? "Continue to Next Round" : "See Final Results" })
        .click();
    }
    await expectFocusOnHeading(page, "final-title", "Final Results");
    await expectNoA11yViolations(page);
    await host.context.close();
  });
});
