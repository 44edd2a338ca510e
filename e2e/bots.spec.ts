import { expect, test } from "./support/fixtures";
import {
  createGameViaApi,
  guessEveryRiddle,
  hostAddsBot,
  hostChoosesPage,
  newPlayer,
  RIDDLES,
  showAllResults,
  startBotGame,
  writeRiddle,
} from "./support/game";

// The test-mode server runs bots at BOT_SPEED (playwright.config.ts), so they write and guess
// within seconds instead of over the whole phase.

test.describe("playing against bots", () => {
  test("the host adds two bots from the setup screen and plays a 2-round game against them to the final results", async ({
    browser,
  }) => {
    test.slow();
    const host = await newPlayer(browser, "Solo");
    const { page } = host;
    const game = await createGameViaApi(host, { totalRounds: 2, name: "E2E Bots" });
    await page.goto(`/game/${game.id}`);
    await expect(page.getByRole("heading", { name: "E2E Bots", level: 1 })).toBeVisible();

    await hostAddsBot(page, "Auntie");
    await hostAddsBot(page, "Grandpa");
    const players = page.getByRole("list", { name: "Players" });
    await expect(players.getByRole("listitem")).toHaveCount(3);
    await expect(players).toContainText("Auntie");
    await expect(players).toContainText("Grandpa");

    await hostChoosesPage(page, 1);
    // Bots are always ready: the host's ready starts the game.
    await page.getByRole("button", { name: "Mark Ready" }).click();

    for (const round of [1, 2]) {
      await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
      await expect(page.getByText(`Round ${round} of 2`)).toBeVisible();
      // Hands are disjoint: no bot can hold the word the host picks from their own hand.
      await writeRiddle(page, RIDDLES[round - 1] ?? "");
      // The bots submit their riddles too, and reading begins without anyone else.
      await guessEveryRiddle(page, round);
      const riddles = page.getByRole("list", { name: `Round ${round} riddles` });
      // The results reveal riddle by riddle, about 1.2 s a step (reveal-steps.ts): three riddles with
      // their guesses take longer than the default 10 s on a busy machine.
      await expect(riddles.locator(":scope > li")).toHaveCount(3, { timeout: 30_000 });
      await expect(riddles).toContainText("Auntie");
      await expect(riddles).toContainText("Grandpa");
      await expect(page.getByRole("table", { name: "Scoreboard" })).toBeVisible();
      await page
        .getByRole("button", { name: round === 1 ? "Continue to Next Round" : "See Final Results" })
        .click();
    }

    await expect(page.getByRole("heading", { name: "Final Results" })).toBeVisible();
    await expect(page.getByTestId("winner")).toContainText(/point/);
    await host.context.close();
  });

  test("in a Style Challenge game, the two bots' riddles follow the style prompt shown beside them", async ({
    browser,
  }) => {
    test.slow();
    const host = await newPlayer(browser, "Stylist");
    const { page } = host;
    await startBotGame(host, {
      totalRounds: 1,
      gameMode: "style_challenge",
      name: "E2E Style Bots",
      bots: ["Auntie", "Grandpa"],
      pageNumber: 2,
    });

    await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
    await writeRiddle(page, RIDDLES[0] ?? "");
    await guessEveryRiddle(page, 1);

    // The round's results show each riddle with the prompt it was written to, all at once after "Show all".
    await expect(page.getByRole("heading", { name: "Round 1 Results" })).toBeVisible({ timeout: 30_000 });
    await showAllResults(page);
    const riddles = page.getByRole("list", { name: "Round 1 riddles" }).locator(":scope > li");
    await expect(riddles).toHaveCount(3);
    /** What each style prompt asks, as a reader can see it in the riddle's text. */
    const follows: Record<string, (text: string) => boolean> = {
      Haiku: (text) => text.split("\n").length === 3,
      "Children's rhyme": (text) => text.split("\n").length % 2 === 0,
      "Detective noir": (text) =>
        /\b(?:case|suspect|rain|gumshoe|culprit|alley|dame|informant|neon)\b/i.test(text),
      "Ancient prophecy": (text) => /\b(?:foretold|prophecy|oracle|seers?|elders|scrolls)\b/i.test(text),
      "Romantic sonnet": (text) => /\b(?:thee|thy|love|beloved|darling|heart)\b/i.test(text),
      "Only one sentence": (text) => (text.match(/[.!?]/g) ?? []).length === 1,
      "No adjectives": (text) => text.trim().length > 0,
      "Include one lie": (text) => text.split("\n").length >= 3,
    };
    let botRiddles = 0;
    for (let i = 0; i < 3; i++) {
      const item = riddles.nth(i);
      await expect(item.getByText(/^Prompt: /)).toBeVisible();
      const heading = (await item.getByRole("heading").textContent()) ?? "";
      if (!/Auntie|Grandpa/.test(heading)) continue;
      botRiddles++;
      const prompt = ((await item.getByText(/^Prompt: /).textContent()) ?? "")
        .replace(/^Prompt: /, "")
        .trim();
      const text = (await item.locator("blockquote").textContent()) ?? "";
      expect(Object.keys(follows), `a style prompt, got "${prompt}"`).toContain(prompt);
      expect(follows[prompt]?.(text), `${heading} under "${prompt}":\n${text}`).toBe(true);
    }
    expect(botRiddles).toBe(2);
    await host.context.close();
  });
});
