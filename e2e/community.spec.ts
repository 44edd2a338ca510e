import type { Page } from "@playwright/test";
import { grantAdmin } from "./support/admin";
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
  wholeWord,
} from "./support/fixtures";
import { chooseFromHand, guessEveryRiddle, newPlayer, RIDDLES, startBotGame } from "./support/game";
import { expectTouchTargets } from "./support/layout";

// Community riddles: docs/decisions/021-community-riddles-moderation.md. The test-mode server's data
// lives under e2e/.data/PORT/test-mode (playwright.config.ts); an admin is made there with the operator's
// command, as in production (docs/product.md: `npm run admin -- grant EMAIL`).

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The toast on screen with this title (the store shows one at a time). */
function toastTitled(page: Page, title: string) {
  return page.locator(".toast-root").getByText(title, { exact: true }).first();
}

test.describe("community riddles", () => {
  test("a riddle published in a game is approved by a moderator, solved and rated in the Vault, and solved as the daily riddle", async ({
    browser,
  }) => {
    test.slow();
    const riddleText = RIDDLES[0];

    // Ann plays a one-round game against a bot and offers her riddle to the community.
    const ann = await newPlayer(browser, "Ann");
    await startBotGame(ann, { totalRounds: 1, name: "E2E Community", bots: ["Auntie"] });
    await expect(ann.page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
    const word = await chooseFromHand(ann.page);
    await ann.page.getByRole("textbox", { name: "Your riddle" }).fill(riddleText);
    await ann.page.getByRole("checkbox", { name: "Submit my riddle for community review" }).check();
    await ann.page.getByRole("button", { name: "Submit Riddle" }).click();
    await expect(toastTitled(ann.page, "Riddle Submitted for Review")).toBeVisible();
    await guessEveryRiddle(ann.page, 1);

    // An admin (granted by the operator's command) makes Mo a moderator on the admin page.
    const ada = await newPlayer(browser, "Ada");
    grantAdmin(ada.account.email);
    const mo = await newPlayer(browser, "Mo");
    await ada.page.goto("/admin");
    await expect(ada.page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
    await ada.page.getByLabel("Search by name or e-mail").fill(mo.account.email);
    await ada.page.getByRole("button", { name: "Search" }).click();
    const moRow = ada.page.getByTestId(/^user-/).filter({ hasText: mo.account.email });
    await expect(moRow).toHaveCount(1);
    await moRow.getByRole("button", { name: `Make moderator: ${mo.name}` }).click();
    await expect(toastTitled(ada.page, "Role Changed")).toBeVisible();
    await expect(moRow.getByRole("button", { name: `Remove moderator: ${mo.name}` })).toBeVisible();
    await expect(ada.page.getByTestId("audit-entry").first()).toContainText(
      `${ada.name}: player → moderator`,
    );
    await expectNoA11yViolations(ada.page);

    // Mo finds Ann's riddle in the queue (it entered once its round was scored) and approves it with a note.
    await mo.page.goto("/");
    await mo.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Review" }).click();
    await expect(mo.page.getByRole("heading", { name: "Riddle Review", level: 1 })).toBeVisible();
    const pending = mo.page.getByRole("list", { name: "Pending Review riddles" });
    const card = pending.getByRole("button").filter({ hasText: riddleText });
    await card.click();
    await expect(card).toHaveAttribute("aria-current", "true");
    const detail = mo.page.getByTestId("review-detail");
    await expect(detail).toContainText(word, { ignoreCase: true });
    await expect(detail).toContainText(ann.name);
    await expect(detail).toContainText("Standard");
    await expectNoA11yViolations(mo.page);
    await mo.page.getByLabel("Review notes").fill("Lovely imagery, well hidden.");
    await mo.page.getByRole("button", { name: "Approve" }).click();
    await expect(toastTitled(mo.page, "Review Submitted")).toBeVisible();
    await expect(pending.getByRole("button").filter({ hasText: riddleText })).toHaveCount(0);
    await mo.page.getByRole("tab", { name: /^Approved/ }).click();
    await mo.page
      .getByRole("list", { name: "Approved riddles" })
      .getByRole("button")
      .filter({ hasText: riddleText })
      .click();
    await expect(detail).toContainText(`by ${mo.name}`);
    await expect(detail).toContainText("Lovely imagery, well hidden.");

    // Ann sees the verdict and the note on her profile.
    await ann.page.goto("/profile");
    const mine = ann.page.getByRole("list", { name: "My published riddles" }).getByRole("listitem");
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("Approved");
    await expect(mine).toContainText("Lovely imagery, well hidden.");

    // Sol, on a phone, solves it in the Vault with the page's word and rates it.
    const sol = await newPlayer(browser, "Sol", PHONE);
    await sol.page.goto("/vault");
    const solver = sol.page.getByTestId("riddle-solver");
    await expect(solver).toContainText(riddleText);
    await expect(sol.page.getByTestId("tries-left")).toHaveText("Tries left: 3 of 3");
    await expect(solver).not.toContainText("The word was");
    await expectTouchTargets(sol.page, "vault");
    await expectNoHorizontalScroll(sol.page);
    await expectNoA11yViolations(sol.page);
    await sol.page
      .getByRole("list", { name: "The page's words" })
      .getByRole("button", { name: word, exact: true })
      .click();
    await expect(sol.page.getByTestId("solver-result")).toHaveText(`Solved! The word was ${word}.`);
    await sol.page.getByRole("radio", { name: "5 stars" }).check();
    await sol.page.getByRole("button", { name: "Submit rating" }).click();
    await expect(sol.page.getByTestId("my-rating")).toHaveText("You rated it 5 of 5.");
    await expect(sol.page.getByTestId("average-rating")).toHaveText("Average rating: 5.0 ★ (1 rating)");
    await expectTouchTargets(sol.page, "vault, solved");
    await expectNoA11yViolations(sol.page);

    // A player who is not a moderator gets the 403 page, not the queue.
    await sol.page.goto("/admin/riddle-review");
    await expect(sol.page.getByRole("heading", { name: "403: Access denied", level: 1 })).toBeVisible();
    await expect(sol.page.getByText("You need to be a moderator to review riddles.")).toBeVisible();
    await expect(sol.page.getByRole("tab")).toHaveCount(0);
    await expectNoA11yViolations(sol.page);

    // Dee solves the riddle of the day (the one approved riddle) on her second try and copies the share text.
    const dee = await newPlayer(browser, "Dee", PHONE);
    await dee.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await dee.page.goto("/daily");
    await expect(dee.page.getByTestId("riddle-solver")).toContainText(riddleText);
    const choices = dee.page.getByRole("list", { name: "The page's words" }).getByRole("button");
    const wrong = (await choices.allTextContents()).map((t) => t.trim()).find((w) => w !== word);
    expect(wrong, "a wrong word on the page").toBeTruthy();
    await choices.filter({ hasText: new RegExp(`^${wrong}$`) }).click();
    await expect(dee.page.getByTestId("tries-left")).toHaveText("Tries left: 2 of 3");
    await expect(dee.page.getByTestId("share-text")).toHaveCount(0);

    // A refresh keeps the used try: the server holds it.
    await dee.page.reload();
    await expect(dee.page.getByTestId("tries-left")).toHaveText("Tries left: 2 of 3");
    await dee.page
      .getByRole("list", { name: "The page's words" })
      .getByRole("button", { name: word, exact: true })
      .click();
    await expect(dee.page.getByTestId("solver-result")).toHaveText(`Solved! The word was ${word}.`);
    const share = dee.page.getByTestId("share-text");
    await expect(share).toHaveText(/^Riddlebook #1 🟥🟩 2\/3\s+http:\/\/127\.0\.0\.1:\d+\/daily$/);
    // The word must not appear as a word: "book", a page word, is inside "Riddlebook" (CI once dealt it).
    await expect(share).not.toHaveText(wholeWord(word));
    await expect(dee.page.getByTestId("daily-streak")).toHaveText("Daily streak: 1 day");
    await dee.page.getByRole("button", { name: "Copy" }).click();
    await expect(toastTitled(dee.page, "Copied!")).toBeVisible();
    await expect(dee.page.getByRole("button", { name: "Copied!" })).toBeVisible();
    const copied = await dee.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await share.textContent());
    await expectTouchTargets(dee.page, "daily, solved");
    await expectNoHorizontalScroll(dee.page);
    await expectNoA11yViolations(dee.page);

    for (const player of [ann, ada, mo, sol, dee]) await player.context.close();
  });
});
