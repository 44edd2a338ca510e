import type { Locator, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import {
  chooseFromHand,
  createGameViaApi,
  handList,
  hostAddsBot,
  hostChoosesPage,
  newPlayer,
  RIDDLES,
  showAllResults,
} from "./support/game";
import {
  expectHeaderIntact,
  expectPlaceholderFits,
  expectTouchTargets,
  settleAnimations,
  typeWatchingCountdown,
} from "./support/layout";

/** A common phone: 390×844 CSS px, touch, mobile viewport rules. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
/** The same phone with the on-screen keyboard up, which takes roughly the lower 40% of the screen. */
const KEYBOARD_UP = { width: 390, height: 500 } as const;

/** Everything a phone screen must get right in one phase; `label` is the header's phase label. */
async function expectPhoneScreen(page: Page, where: string, label?: string): Promise<void> {
  await expectHeaderIntact(page, label);
  await expectTouchTargets(page, where);
  // Also checks 360 and 390 px, both themes, and words broken across lines (support/layout.ts).
  await expectNoA11yViolations(page);
}

/** Splits a text into `n` consecutive pieces (typed one at a time). */
function pieces(text: string, n: number): string[] {
  const size = Math.ceil(text.length / n);
  return Array.from({ length: n }, (_, i) => text.slice(i * size, (i + 1) * size));
}

test.describe("on a 390 px phone", () => {
  test("a one-round game against a bot keeps the header, the clock and 44 px targets in every phase", async ({
    browser,
  }) => {
    test.slow();
    const host = await newPlayer(browser, "Pia", PHONE);
    const { page } = host;
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Game" })).toBeVisible();
    // The play panel comes first: it and its tabs show without scrolling.
    await expectInFirstScreen(page.getByRole("tablist").first(), "the play panel's tabs on home");
    await expectPhoneScreen(page, "home, Create tab");

    // The Create tab offers 5, 7 or 10 rounds; one round is enough here (the API allows it).
    const game = await createGameViaApi(host, { totalRounds: 1, name: "Phone Game" });
    await page.goto(`/game/${game.id}`);
    await expect(page.getByRole("heading", { name: "Phone Game", level: 1 })).toBeVisible();
    await hostAddsBot(page);
    await hostChoosesPage(page, 1);
    await expectPhoneScreen(page, "setup", "Setup");
    await expectInFirstScreen(page.getByTestId("join-code"), "the join code in setup");

    // Writing: the word chips, then the riddle typed with the countdown in view throughout. Mark
    // Ready sits low in setup, so the page is scrolled down when writing begins: the new screen
    // still opens with the words, the riddle box and Submit in view, none under the sticky clock,
    // and focus on the first word (issue 31 items 1 and 9).
    await page.getByRole("button", { name: "Mark Ready" }).click();
    await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
    const firstWord = handList(page).getByRole("button").first();
    await expect(firstWord).toBeFocused();
    const riddle = page.getByRole("textbox", { name: "Your riddle" });
    const review = page.getByRole("checkbox", { name: "Submit my riddle for community review" });
    const submit = page.getByRole("button", { name: "Submit Riddle" });
    await expectClearOnScreen(page, {
      "the first word": firstWord,
      "the riddle box": riddle,
      Submit: submit,
    });
    await expectPhoneScreen(page, "writing", "Writing");
    // A toast never covers what the player is using: Submit before a word is chosen explains why
    // not, away from Submit, the riddle box and the review tick box (issue 31 item 3).
    await submit.click();
    const warning = page.locator(".toast-root").filter({ hasText: "Please select a word first" });
    await expect(warning).toBeVisible();
    await expectNotCovered(page, warning, {
      "the riddle box": riddle,
      "the review tick box": review,
      Submit: submit,
    });
    await warning.getByRole("button", { name: "Close" }).click();
    await expect(warning).toHaveCount(0);
    // Choosing a word moves focus on to the riddle box, where the player writes next (item 9).
    await chooseFromHand(page);
    await expect(riddle).toBeFocused();
    await expectTouchTargets(page, "writing, word chosen");
    const clock = page.getByTestId("phase-header").getByRole("timer");
    const [fullScreen = "", keyboardUp = ""] = pieces(RIDDLES[0], 2);
    await typeWatchingCountdown(page, riddle, clock, pieces(fullScreen, 3), "the riddle");
    await page.setViewportSize(KEYBOARD_UP);
    await typeWatchingCountdown(page, riddle, clock, pieces(keyboardUp, 3), "the riddle, keyboard up");
    await page.setViewportSize(PHONE.viewport);
    await expect(riddle).toHaveValue(RIDDLES[0]);
    await expect(page.getByTestId("riddle-indicator")).toHaveText(/^\d+\/500$/);
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Submit Riddle" }).click();

    // Reading: the bot's riddle and the guess, typed with the countdown in view.
    await expect(page.getByRole("heading", { name: "Read and guess" })).toBeVisible({ timeout: 30_000 });
    const guess = page.getByRole("textbox", { name: "Your guess" });
    await expect(guess).toBeVisible();
    await expectPhoneScreen(page, "reading", "Reading & Guessing");
    await expectPlaceholderFits(guess, "the guess box");
    await typeWatchingCountdown(page, guess, clock, ["tea", "p", "ot"], "the guess");
    await page.setViewportSize(KEYBOARD_UP);
    await typeWatchingCountdown(page, guess, clock, ["s", "", ""], "the guess, keyboard up");
    await page.setViewportSize(PHONE.viewport);
    await expect(guess).toHaveValue("teapots");
    await expectNoHorizontalScroll(page);
    await guess.press("Enter");

    // Scoring, while the results are revealed and once they all show.
    await expect(page.getByRole("heading", { name: "Round 1 Results" })).toBeVisible({ timeout: 30_000 });
    await expectPhoneScreen(page, "scoring", "Scoring");
    await showAllResults(page);
    await expect(page.getByRole("list", { name: "Round 1 riddles" }).locator(":scope > li")).toHaveCount(2);
    await expectPhoneScreen(page, "scoring, all results shown", "Scoring");

    await page.getByRole("button", { name: "See Final Results" }).click();
    await expect(page.getByRole("heading", { name: "Final Results" })).toBeVisible();
    await expectPhoneScreen(page, "final results", "Complete");
    await host.context.close();
  });
});

/**
 * Fails unless each element lies wholly inside the viewport and below the sticky phase header
 * (the clock), so the player sees it without scrolling.
 */
async function expectClearOnScreen(page: Page, targets: Record<string, Locator>): Promise<void> {
  await settleAnimations(page);
  const header = await page.getByTestId("phase-header").boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  for (const [what, target] of Object.entries(targets)) {
    const box = await target.boundingBox();
    expect(box, `${what} is rendered`).not.toBeNull();
    if (!box || !header) continue;
    expect
      .soft(box.y, `${what} starts below the sticky clock`)
      .toBeGreaterThanOrEqual(header.y + header.height - 0.5);
    expect
      .soft(box.y + box.height, `${what} ends above the bottom of the screen`)
      .toBeLessThanOrEqual(height);
  }
}

/** Fails when `cover` overlaps any of the targets on screen. */
async function expectNotCovered(page: Page, cover: Locator, targets: Record<string, Locator>): Promise<void> {
  await settleAnimations(page);
  const over = await cover.boundingBox();
  expect(over, "the cover is rendered").not.toBeNull();
  for (const [what, target] of Object.entries(targets)) {
    const box = await target.boundingBox();
    expect(box, `${what} is rendered`).not.toBeNull();
    if (!box || !over) continue;
    const apart =
      box.x >= over.x + over.width ||
      over.x >= box.x + box.width ||
      box.y >= over.y + over.height ||
      over.y >= box.y + box.height;
    expect.soft(apart, `the toast does not cover ${what}`).toBe(true);
  }
}

/** Fails unless the element lies wholly inside the first screen of a phone, before any scrolling. */
async function expectInFirstScreen(target: Locator, what: string): Promise<void> {
  const page = target.page();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await target.boundingBox();
  expect(box, `${what} is rendered`).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), `${what} ends above the fold`).toBeLessThanOrEqual(
    PHONE.viewport.height,
  );
}
