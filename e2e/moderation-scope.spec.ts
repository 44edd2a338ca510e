import type { Page } from "@playwright/test";
import { grantAdmin } from "./support/admin";
import { expect, expectNoA11yViolations, test } from "./support/fixtures";
import { chooseFromHand, guessEveryRiddle, newPlayer, RIDDLES, startBotGame } from "./support/game";

// Moderators never act on themselves nor on moderators or admins (issue 29 findings 6 and 13;
// docs/reliability.md A45, A47, A48): the web offers only the actions the server would take. A
// moderator's own riddles and the reports about them are not in their lists at all; a report about
// another moderator is listed without buttons; an admin gets the buttons and the server takes them.

type Player = Awaited<ReturnType<typeof newPlayer>>;

const idOf = async (player: Player): Promise<string> =>
  (await (await player.page.request.get("/api/auth/user")).json()).id;

/** The review page's tab, once its list has loaded (the tab then shows its count). */
async function openReview(page: Page, tab: "pending" | "reports"): Promise<void> {
  await page.goto(`/admin/riddle-review?tab=${tab}`);
  await expect(page.getByRole("heading", { name: "Riddle Review", level: 1 })).toBeVisible();
  const name = tab === "pending" ? /^Pending Review \(/ : /^Reports \(/;
  await expect(page.getByRole("tab", { name })).toBeVisible();
}

const buttonsOf = (page: Page, testId: string) =>
  page.getByTestId(testId).getByRole("button").allTextContents();

test("a moderator is offered no action the server would refuse: not on their own riddle or name, nor on another moderator", async ({
  browser,
}) => {
  test.slow();
  // Mo writes a riddle in a game against a bot and offers it for review.
  const mo = await newPlayer(browser, "Mo");
  await startBotGame(mo, { totalRounds: 1, name: "E2E Scope", bots: ["Auntie"] });
  await expect(mo.page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
  await chooseFromHand(mo.page);
  await mo.page.getByRole("textbox", { name: "Your riddle" }).fill(RIDDLES[1]);
  await mo.page.getByRole("checkbox", { name: "Submit my riddle for community review" }).check();
  await mo.page.getByRole("button", { name: "Submit Riddle" }).click();
  await guessEveryRiddle(mo.page, 1);

  // An admin makes Mo and Max moderators; Pat reports Mo's, Max's and Ron's names.
  const ada = await newPlayer(browser, "Ada");
  grantAdmin(ada.account.email);
  const [max, pat, ron] = [
    await newPlayer(browser, "Max"),
    await newPlayer(browser, "Pat"),
    await newPlayer(browser, "Ron"),
  ];
  const ids = { mo: await idOf(mo), max: await idOf(max), ron: await idOf(ron) };
  for (const id of [ids.mo, ids.max]) {
    const res = await ada.page.request.patch(`/api/admin/users/${id}/role`, { data: { role: "moderator" } });
    expect(res.status(), await res.text()).toBe(200);
  }
  for (const id of [ids.mo, ids.max, ids.ron]) {
    const res = await pat.page.request.post("/api/reports", {
      data: { targetType: "user", targetId: id, reason: "offensive" },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const moCard = (page: Page) => page.getByTestId(/^review-card-/).filter({ hasText: `by ${mo.name}` });

  // Max sees Mo's riddle and may approve it: it is not his.
  await openReview(max.page, "pending");
  await moCard(max.page).click();
  await expect(max.page.getByTestId("review-detail")).toContainText(RIDDLES[1]);
  // Mo's own riddle is not in Mo's queue, so there is nothing of his to approve.
  await openReview(mo.page, "pending");
  await expect(moCard(mo.page)).toHaveCount(0);

  // Mo's reports: none about himself; Max's name without a button; Ron's with both.
  await openReview(mo.page, "reports");
  await expect(mo.page.getByTestId(`report-user-${ids.ron}`)).toBeVisible();
  expect(await buttonsOf(mo.page, `report-user-${ids.ron}`)).toEqual(["Reset username", "Dismiss"]);
  await expect(mo.page.getByTestId(`report-user-${ids.mo}`)).toHaveCount(0);
  const aboutMax = mo.page.getByTestId(`report-user-${ids.max}`);
  await expect(aboutMax).toContainText("an admin handles it");
  expect(await buttonsOf(mo.page, `report-user-${ids.max}`)).toEqual([]);
  await expectNoA11yViolations(mo.page);

  // The admin gets the buttons on Mo's name, and the server takes the action.
  await openReview(ada.page, "reports");
  expect(await buttonsOf(ada.page, `report-user-${ids.mo}`)).toEqual(["Reset username", "Dismiss"]);
  await ada.page.getByTestId(`report-user-${ids.mo}`).getByRole("button", { name: "Dismiss" }).click();
  await ada.page.getByRole("dialog").getByRole("button", { name: "Dismiss" }).click();
  await expect(
    ada.page.locator(".toast-root").getByText("Action Taken", { exact: true }).first(),
  ).toBeVisible();
  await expect(ada.page.getByTestId(`report-user-${ids.mo}`)).toHaveCount(0);

  // And Max's approval of Mo's riddle is taken too.
  await max.page.getByRole("button", { name: "Approve" }).click();
  await expect(
    max.page.locator(".toast-root").getByText("Review Submitted", { exact: true }).first(),
  ).toBeVisible();
});
