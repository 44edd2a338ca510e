import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./support/fixtures";
import {
  chooseFromHand,
  createGameViaApi,
  handList,
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
  test("focus goes where the player acts next in each phase, and no phase has an axe violation", async ({
    browser,
  }) => {
    test.slow();
    const host = await newPlayer(browser, "Fay");
    const { page } = host;
    const game = await createGameViaApi(host, { totalRounds: 2, name: "Focus Game" });
    await page.goto(`/game/${game.id}`);
    // Two bots: the host has two riddles to guess, so a guess does not end the round.
    await hostAddsBot(page, "Auntie");
    await hostAddsBot(page, "Grandpa");
    await hostChoosesPage(page, 1);
    await expect(page.getByTestId("phase-label")).toContainText("Setup");
    await expectNoA11yViolations(page);
    // The bot is always ready: the host's ready starts the game.
    await page.getByRole("button", { name: "Mark Ready" }).click();

    const firstWord = handList(page).getByRole("button").first();
    const riddleBox = page.getByRole("textbox", { name: "Your riddle" });
    const guess = page.getByRole("textbox", { name: "Your guess" });
    const next = page.getByRole("button", { name: "Next Riddle" });
    for (const round of [1, 2]) {
      // setup → writing, then scoring → writing: focus on the first dealt word (issue 31 item 9).
      await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
      await expect(firstWord).toBeFocused();
      await expect(page.getByText(`Round ${round} of 2`)).toBeVisible();
      await expectNoA11yViolations(page);
      if (round === 1) {
        // Entering the game (here by a reload) starts focus there too, not on the page's body.
        await page.reload();
        await expect(firstWord).toBeFocused();
        // A chosen word moves focus on to the riddle box; a reload then starts there.
        await chooseFromHand(page);
        await expect(riddleBox).toBeFocused();
        await page.reload();
        await expect(riddleBox).toBeFocused();
      }

      // writing → reading: the bots write within seconds; whoever submits last moves the game on.
      await writeRiddle(page, RIDDLES[round - 1] ?? "");
      await expect(page.getByRole("heading", { name: "Read and guess" })).toBeVisible({ timeout: 30_000 });
      await expectFocusOnHeading(page, "reading-title", "Read and guess");
      await expectNoA11yViolations(page);

      // A guess moves focus to Next Riddle (the guess box goes away), and Next Riddle into the next
      // riddle's guess box (past the host's own riddle, which has none). The second guess ends the
      // round, unless the bots are still guessing.
      await guess.fill("teapot");
      await guess.press("Enter");
      await expect(next).toBeFocused();
      await next.press("Enter");
      if (!(await guess.isVisible())) {
        await expect(next).toBeFocused();
        await next.press("Enter");
      }
      await expect(guess).toBeFocused();
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
