import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { newPlayer } from "./support/game";

// Tournaments' other formats (docs/product.md §21, docs/decisions/026-tournament-brackets.md and
// 033-tournaments.md): a double elimination and a round robin, each created from the Tournaments tab,
// filled with four bots by a creator who then leaves it, started early and played through to a
// champion on the live page. Every match is a bot-vs-bot game, unattended: the test-mode server
// (playwright.config.ts) runs bots at BOT_SPEED and sweeps tournaments every TOURNAMENT_SWEEP_MS.
// The two tournaments play at the same time, each on its own page of the creator's.
//
// With four entrants, double elimination draws a 4-place bracket (two winners' matches, a winners'
// final, two losers' rounds, a grand final and a reset played only if the losers' side wins the first);
// round robin draws three rounds of two matches, everyone meeting everyone once.

const BOTS = ["expert", "hard", "medium", "easy"] as const;

/**
 * Creates a tournament of `format` from the Tournaments tab, leaves it (the creator keeps the
 * controls), fills four places with bots and starts it early. Returns its page's path.
 */
async function createAndStart(page: Page, name: string, format: string): Promise<string> {
  await page.goto("/advanced-modes?tab=tournaments");
  await page.getByRole("button", { name: "Create Tournament" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a Tournament" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("combobox", { name: "Format" }).selectOption(format);
  await expect(dialog.getByRole("combobox", { name: "Rounds per match" })).toHaveValue("3");
  await dialog.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/tournaments\/[^/]+$/);
  const url = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("live-status")).toHaveText("Live");

  // The creator leaves: every match is then between bots, played with nobody at the table.
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  await expect(page.getByTestId("registration-standing")).toHaveText("You are not entered yet.");
  await expect(page.getByRole("heading", { name: "Players (0/8)" })).toBeVisible();
  const start = page.getByRole("button", { name: "Start Now" });
  for (const [i, difficulty] of BOTS.entries()) {
    await page.getByRole("combobox", { name: "Bot difficulty" }).selectOption(difficulty);
    await page.getByRole("button", { name: "Add Bot" }).click();
    await expect(page.getByRole("heading", { name: `Players (${i + 1}/8)` })).toBeVisible();
  }
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByTestId("tournament-status")).toHaveText("In progress");
  return url;
}

/** Waits for the champion, then checks no match is left being played. Returns the champion's name. */
async function champion(page: Page): Promise<string> {
  await expect(page.getByTestId("champion-name")).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId("tournament-status")).toHaveText("Finished");
  await expect(
    page.getByTestId("tournament-match").locator('[data-testid="match-status"]', { hasText: "Playing now" }),
  ).toHaveCount(0);
  return ((await page.getByTestId("champion-name").textContent()) ?? "").replace(/ won the tournament!$/, "");
}

test.describe("tournament formats", () => {
  test("a double elimination and a round robin of bots are created, started early and played to champions on their live pages", async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const ava = await newPlayer(browser, "Ava");
    const double = ava.page;
    const league = await ava.context.newPage();
    const tag = ava.name.slice(4, 10);
    const doubleName = `Double Cup ${tag}`;
    const leagueName = `League Cup ${tag}`;
    await createAndStart(double, doubleName, "double_elimination");
    await createAndStart(league, leagueName, "round_robin");

    // Double elimination: the winners' bracket, the losers' bracket and the grand final (with its
    // reset), drawn live without a reload; the first two matches are being played, open to watch.
    await expect(double.getByRole("heading", { name: "Winners' bracket" })).toBeVisible();
    await expect(double.getByRole("heading", { name: "Losers' bracket" })).toBeVisible();
    await expect(double.getByRole("heading", { name: "Grand final", exact: true }).first()).toBeVisible();
    await expect(double.getByTestId("bracket-losers")).toBeVisible();
    await expect(double.getByTestId("bracket-finals")).toBeVisible();
    await expect(double.getByTestId("tournament-match")).toHaveCount(7);
    for (const id of ["W1-1", "W1-2"]) {
      await expect(
        double.locator(`[data-match-id="${id}"]`).getByRole("link", { name: "Watch" }),
      ).toBeVisible();
    }
    await expect(double.locator('[data-match-id="GF"]')).toHaveAttribute("data-status", "pending");
    await expectNoA11yViolations(double);

    // Round robin: the standings table (everyone at 0 played) and the schedule of three rounds.
    const table = league.getByRole("table");
    await expect(league.getByRole("heading", { name: "Standings" })).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(5);
    await expect(league.getByRole("heading", { name: "Schedule" })).toBeVisible();
    for (const round of [1, 2, 3]) {
      await expect(league.getByRole("heading", { name: `Round ${round}` })).toBeVisible();
    }
    await expect(league.getByTestId("tournament-match")).toHaveCount(6);
    await expectNoA11yViolations(league);

    // Results appear live in the table as the league's first round is played: every bot has played.
    const playedCells = table.locator("tbody tr td:nth-child(3)");
    await expect(playedCells).toHaveText([/[1-3]/, /[1-3]/, /[1-3]/, /[1-3]/], { timeout: 120_000 });
    // The losers' bracket fills live: the winners' first-round losers meet in it.
    await expect(double.locator('[data-match-id="L1-1"]')).toHaveAttribute("data-status", /playing|done/, {
      timeout: 120_000,
    });

    // Both are played through to a champion, without a reload.
    const [doubleChampion, leagueChampion] = await Promise.all([champion(double), champion(league)]);
    await expect(double.locator('[data-match-id="GF"]')).toHaveAttribute("data-status", "done");
    for (const id of ["W2-1", "L1-1", "L2-1"]) {
      await expect(double.locator(`[data-match-id="${id}"]`)).toHaveAttribute("data-status", "done");
    }
    // Every bot played three league games; the champion heads the table.
    await expect(playedCells).toHaveText(["3", "3", "3", "3"]);
    await expect(table.locator("tbody tr").first().getByRole("rowheader")).toHaveText(leagueChampion);
    await expect(league.locator('[data-testid="tournament-match"][data-status="done"]')).toHaveCount(6);
    await expectNoHorizontalScroll(double);
    await expectNoA11yViolations(double);
    await expectNoA11yViolations(league);

    // The list shows both finished with their champions, and when they actually started.
    await double.goto("/advanced-modes?tab=tournaments");
    for (const [name, winner] of [
      [doubleName, doubleChampion],
      [leagueName, leagueChampion],
    ] as const) {
      const row = double.getByTestId("tournament-row").filter({ hasText: name });
      await expect(row).toContainText("Finished");
      await expect(row.getByTestId("tournament-fill")).toHaveText("4/8");
      await expect(row).toContainText(`Champion: ${winner}`);
      await expect(row.getByTestId("tournament-start")).toContainText("Started");
    }
    await ava.context.close();
  });
});
