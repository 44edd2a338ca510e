import { guessWithClues, writeWithClue } from "./support/clue-bank";
import { expect, expectNoA11yViolations, test } from "./support/fixtures";
import { newPlayer } from "./support/game";

// The test-mode server runs bots at BOT_SPEED (playwright.config.ts): a 3-round battle against a
// bot takes seconds a round.

test.describe("head-to-head battle", () => {
  test("a battle against an easy bot, started from Advanced Modes, is played to the end; the battle screen shows both players side by side and the result shows on the profile", async ({
    browser,
  }) => {
    test.slow();
    const player = await newPlayer(browser, "Duelist");
    const { page } = player;
    await page.goto("/advanced-modes");
    await expect(page.getByRole("heading", { name: "Head-to-Head Battle" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /3 rounds/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /A bot/ })).toBeChecked();
    await expectNoA11yViolations(page);
    await page.getByRole("radio", { name: /Easy/ }).check();
    await page.getByRole("button", { name: "Start Battle" }).click();
    await expect(page).toHaveURL(/\/game\//);

    const gameId = new URL(page.url()).pathname.split("/").pop() ?? "";
    // Only a story game's final results ask for its chapter's result (issue 31, item 13).
    const storyRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/story/games/")) storyRequests.push(request.url());
    });

    for (const round of [1, 2, 3]) {
      await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(`Round ${round} of 3`)).toBeVisible();
      // A riddle of the word's own plain clues, and a guess at the bot's riddle from the clues of the
      // round's page: points are scored, so the battle is decided by them and not a 0-0 draw.
      await writeWithClue(page);
      await guessWithClues(page, round);
      await page
        .getByRole("button", { name: round < 3 ? "Continue to Next Round" : "See Final Results" })
        .click();
    }

    await expect(page.getByRole("heading", { name: "Final Results" })).toBeVisible();
    const battle = page.getByTestId("battle-results");
    await expect(battle).toBeVisible();
    const sides = battle.getByTestId("battle-side");
    await expect(sides).toHaveCount(2);
    await expect(sides.first()).toContainText(player.name);
    await expect(sides.last()).toContainText("easy bot");
    // Side by side: the two sides share a row.
    const [left, right] = [await sides.first().boundingBox(), await sides.last().boundingBox()];
    expect(left && right && Math.abs(left.y - right.y) < 2 && left.x < right.x).toBe(true);
    // Every round, each player's riddle side by side, and the decisive riddle at the end.
    await expect(battle.getByRole("listitem")).toHaveCount(3);
    await expect(battle.getByTestId("battle-cell")).toHaveCount(6);
    await expect(battle.getByTestId("decisive-riddle")).toContainText("The decisive riddle");
    const result = (await sides.first().innerText()).match(/Winner|Defeated|Draw/)?.[0];
    expect(result).toBeDefined();
    await expectNoA11yViolations(page);
    expect(storyRequests).toEqual([]);

    // The player's points, as the game ended; some were scored.
    const view = (await (await page.request.get(`/api/games/${gameId}`)).json()) as {
      players: { name: string; score: number }[];
    };
    const score = view.players.find((p) => p.name === player.name)?.score ?? 0;
    expect(score).toBeGreaterThan(0);

    await page.goto("/profile");
    const stats = page.getByRole("region", { name: "Game Stats" });
    const totalScore = stats.locator("div").filter({ has: page.getByText("Total Score", { exact: true }) });
    await expect(totalScore.locator("dd")).toHaveText(String(score));
    const card = page.getByRole("region", { name: "Battle Record" });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("battle-wins")).toHaveText(result === "Winner" ? "1" : "0");
    await expect(card.getByTestId("battle-losses")).toHaveText(result === "Defeated" ? "1" : "0");
    await expect(card.getByTestId("battle-draws")).toHaveText(result === "Draw" ? "1" : "0");
    // A bot moves no rating.
    await expect(card.getByTestId("battle-rating")).toHaveText("1200");
    await player.context.close();
  });
});
