import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { newPlayer, RIDDLES, writeRiddle } from "./support/game";
import { expectTouchTargets } from "./support/layout";

// Tournaments (docs/product.md §21, docs/decisions/026-tournament-brackets.md): two people and six
// bots in an 8-player single elimination, played to a champion while both people watch the live
// bracket. The test-mode server (playwright.config.ts) runs bots at BOT_SPEED, sweeps tournament
// deadlines every TOURNAMENT_SWEEP_MS and gives a person TOURNAMENT_NO_SHOW_SECONDS to open a match.
//
// Seeding is by battle rating: new people have 1200, bots have their difficulty's (easy 1000, medium
// 1150, hard 1300, expert 1450). With one expert, two hard, one medium and two easy bots the two
// people are seeds 4 and 5, who meet in the first round (1 v 8, 4 v 5, 2 v 7, 3 v 6).

/** A common phone: 390×844 CSS px, touch, mobile viewport rules. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const BOTS = ["expert", "hard", "hard", "medium", "easy", "easy"] as const;

/**
 * Plays one head-to-head match game to its final results, whatever the other side does: writes a
 * riddle each round, guesses the other's (any word: winning is not the point), and continues after
 * each round when this player hosts (otherwise the host or the round's countdown does).
 */
async function playMatch(page: Page): Promise<void> {
  const final = page.getByRole("heading", { name: "Final Results" });
  const riddleBox = page.getByRole("textbox", { name: "Your riddle" });
  const guessBox = page.getByRole("textbox", { name: "Your guess" });
  const next = page.getByRole("button", { name: /^(Continue to Next Round|See Final Results)$/ });
  let round = 0;
  for (;;) {
    await expect(final.or(riddleBox).or(guessBox).or(next)).toBeVisible({ timeout: 60_000 });
    if (await final.isVisible()) return;
    if (await riddleBox.isVisible()) {
      await writeRiddle(page, RIDDLES[round % RIDDLES.length] ?? "");
      round += 1;
    } else if (await guessBox.isVisible()) {
      await guessBox.fill("teapot");
      await guessBox.press("Enter");
      await expect(guessBox).toBeHidden();
    } else if (await next.isVisible()) {
      await next.click().catch(() => undefined);
      await expect(next).toBeHidden();
    }
  }
}

/**
 * One person's part, from the tournament's page: play every match the bracket gives them ("Play your
 * match" appears live), coming back to the bracket after each, until the tournament has a champion.
 * Returns how many matches they played.
 */
async function followTournament(page: Page, url: string): Promise<number> {
  const champion = page.getByTestId("champion-name");
  const play = page.getByTestId("your-match").getByRole("link", { name: "Play your match" });
  let played = 0;
  for (;;) {
    await expect(page.getByTestId("live-status")).toHaveText("Live");
    await expect(champion.or(play)).toBeVisible({ timeout: 150_000 });
    if (await champion.isVisible()) return played;
    await play.click();
    await expect(page).toHaveURL(/\/game\//);
    await playMatch(page);
    played += 1;
    await page.goto(url);
  }
}

test.describe("tournaments", () => {
  test("an 8-player single elimination with two people and six bots is created, filled, started early and played to a champion on the live bracket", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const ava = await newPlayer(browser, "Ava");
    const ben = await newPlayer(browser, "Ben", PHONE);
    await ben.page.emulateMedia({ colorScheme: "dark" });
    const name = `Riddle Cup ${ava.name.slice(4, 10)}`;

    // Ava creates it from the Tournaments tab; the form shows the server's own messages.
    await ava.page.goto("/advanced-modes?tab=tournaments");
    await expect(ava.page.getByRole("heading", { name: "Tournaments", exact: true })).toBeVisible();
    await ava.page.getByRole("button", { name: "Create Tournament" }).click();
    const dialog = ava.page.getByRole("dialog", { name: "Create a Tournament" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("ab");
    await dialog.getByRole("button", { name: "Create Tournament" }).click();
    await expect(dialog.getByText("Tournament names must be 3 to 60 characters.")).toBeVisible();
    await expectNoA11yViolations(ava.page);
    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    await dialog.getByRole("textbox", { name: "Description (optional)" }).fill("Two people, six bots.");
    await expect(dialog.getByRole("combobox", { name: "Size" })).toHaveValue("8");
    await expect(dialog.getByRole("combobox", { name: "Format" })).toHaveValue("single_elimination");
    // No prize pool to type: the size's fixed prizes are shown (ADR 046).
    await expect(dialog.getByTestId("tournament-prizes")).toHaveText(
      "Prizes, fixed by the size: 1st 60, 2nd 30, each losing semi-finalist 10 points.",
    );
    await dialog.getByRole("button", { name: "Create Tournament" }).click();
    await expect(ava.page).toHaveURL(/\/tournaments\/[^/]+$/);
    const url = new URL(ava.page.url()).pathname;
    await expect(ava.page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(ava.page.getByTestId("live-status")).toHaveText("Live");
    await expect(ava.page.getByTestId("registration-standing")).toHaveText("You are entered.");

    // Ben finds it in the list (1 of 8 places taken) on his phone and joins; Ava sees him live.
    await ben.page.goto("/advanced-modes?tab=tournaments");
    const row = ben.page.getByTestId("tournament-row").filter({ hasText: name });
    await expect(row.getByTestId("tournament-fill")).toHaveText("1/8");
    await expect(row).toContainText("Registration open");
    await expect(row).toContainText("Single elimination");
    await expectNoHorizontalScroll(ben.page);
    await expectNoA11yViolations(ben.page);
    await row.getByRole("link", { name }).click();
    await expect(ben.page).toHaveURL(url);
    await expect(ben.page.getByTestId("live-status")).toHaveText("Live");
    await ben.page.getByRole("button", { name: "Join Tournament" }).click();
    await expect(ben.page.getByTestId("registration-standing")).toHaveText("You are entered.");
    await expect(ava.page.getByRole("heading", { name: "Players (2/8)" })).toBeVisible();
    await expect(ava.page.getByTestId("entrants")).toContainText(ben.name);

    // Ava adds six bots; she may start once there are four, and the eight fill it.
    const start = ava.page.getByRole("button", { name: "Start Now" });
    await expect(start).toBeDisabled();
    for (const [i, difficulty] of BOTS.entries()) {
      await ava.page.getByRole("combobox", { name: "Bot difficulty" }).selectOption(difficulty);
      await ava.page.getByRole("button", { name: "Add Bot" }).click();
      await expect(ava.page.getByRole("heading", { name: `Players (${i + 3}/8)` })).toBeVisible();
    }
    await expect(ava.page.getByRole("button", { name: "Add Bot" })).toBeDisabled();
    await expect(ben.page.getByRole("heading", { name: "Players (8/8)" })).toBeVisible();
    await expect(start).toBeEnabled();
    await start.click();

    // The bracket appears on both pages without a reload: seeded, with the two people meeting first.
    for (const { page } of [ava, ben]) {
      await expect(page.getByTestId("tournament-status")).toHaveText("In progress");
      await expect(page.getByRole("heading", { name: "Quarter-finals" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Semi-finals" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Final", exact: true })).toBeVisible();
      await expect(page.getByTestId("tournament-match")).toHaveCount(7);
      const peopleMatch = page.locator('[data-match-id="W1-2"]');
      await expect(peopleMatch).toContainText(ava.name);
      await expect(peopleMatch).toContainText(ben.name);
      await expect(
        page.getByTestId("your-match").getByRole("link", { name: "Play your match" }),
      ).toBeVisible();
    }
    // The bot matches are being played already; anyone may watch them.
    await expect(
      ava.page.locator('[data-match-id="W1-1"]').getByRole("link", { name: "Watch" }),
    ).toBeVisible();
    await expectNoA11yViolations(ava.page);
    // On the phone the bracket scrolls inside its own box, never the page; dark and accessible too.
    await expectNoHorizontalScroll(ben.page);
    await expectTouchTargets(ben.page, "tournament page");
    await expectNoA11yViolations(ben.page);

    // Both play what the bracket gives them, until it has a champion.
    const [avaPlayed, benPlayed] = await Promise.all([
      followTournament(ava.page, url),
      followTournament(ben.page, url),
    ]);
    expect(avaPlayed + benPlayed).toBeGreaterThanOrEqual(3);

    for (const { page } of [ava, ben]) {
      await expect(page.getByTestId("tournament-status")).toHaveText("Finished");
      await expect(page.getByTestId("champion")).toBeVisible();
      await expect(page.locator('[data-match-id="W3-1"]')).toHaveAttribute("data-status", "done");
      await expect(
        page
          .getByTestId("tournament-match")
          .locator('[data-testid="match-status"]', { hasText: "Playing now" }),
      ).toHaveCount(0);
    }
    const champion = ((await ava.page.getByTestId("champion-name").textContent()) ?? "").replace(
      / won the tournament!$/,
      "",
    );
    await expectNoHorizontalScroll(ben.page);
    await expectNoA11yViolations(ben.page);

    // The list shows it finished, full, with its champion.
    await ava.page.goto("/advanced-modes?tab=tournaments");
    const done = ava.page.getByTestId("tournament-row").filter({ hasText: name });
    await expect(done).toContainText("Finished");
    await expect(done.getByTestId("tournament-fill")).toHaveText("8/8");
    await expect(done).toContainText(`Champion: ${champion}`);
    await ava.context.close();
    await ben.context.close();
  });
});
