import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./support/fixtures";
import { guessAll, newPlayer, RIDDLES, writeRiddle } from "./support/game";
import { expectTouchTargets } from "./support/layout";

// Friends, presence, challenges and leaderboards: docs/decisions/020-friends-presence-challenges-leaderboards.md.

/** The toast on screen with this title (the store shows one at a time). */
function toastTitled(page: Page, title: string) {
  return page.locator(".toast-root").getByText(title, { exact: true }).first();
}

/** A friend's card on the Friends tab, by their name. */
function friendCard(page: Page, name: string) {
  return page.getByTestId(/^friend-/).filter({ has: page.getByText(name, { exact: true }) });
}

test.describe("friends and challenges", () => {
  test("two players become friends, see each other online, play a challenge and see its result and the leaderboard", async ({
    browser,
  }) => {
    test.slow();
    const ann = await newPlayer(browser, "Ann");
    const ben = await newPlayer(browser, "Ben");
    await Promise.all([ann.page.goto("/friends"), ben.page.goto("/friends")]);
    // Both user sockets are open, so what follows reaches them live.
    for (const page of [ann.page, ben.page])
      await expect(page.locator("html[data-user-socket='open']")).toHaveCount(1);

    // Ann asks Ben by e-mail; the button waits for an address.
    const send = ann.page.getByRole("button", { name: "Send Request" });
    await expect(send).toBeDisabled();
    await ann.page.getByLabel("Friend's e-mail").fill(ben.account.email);
    await send.click();
    await expect(toastTitled(ann.page, "Friend Request Sent")).toBeVisible();
    await expect(ann.page.getByRole("region", { name: "Your requests" })).toContainText(ben.account.email);

    // Ben hears of it live and accepts.
    await expect(toastTitled(ben.page, "Friend Request")).toBeVisible();
    await ben.page.getByRole("button", { name: /^Accept / }).click();

    // Each sees the other as a friend, online, without reloading.
    await expect(friendCard(ben.page, ann.name)).toContainText("Online");
    await expect(friendCard(ann.page, ben.name)).toContainText("Online");
    await expect(friendCard(ann.page, ben.name)).toContainText(ben.account.email);

    // Ann challenges Ben to a 3-round speed round.
    await friendCard(ann.page, ben.name)
      .getByRole("button", { name: /^Challenge / })
      .click();
    await expect(ann.page.getByRole("heading", { name: "Send a challenge" })).toBeVisible();
    const sendChallenge = ann.page.getByRole("button", { name: "Send Challenge" });
    await expect(sendChallenge).toBeDisabled();
    await ann.page.getByLabel("Game mode").selectOption("speed_round");
    await expect(ann.page.getByLabel("Rounds")).toHaveValue("3");
    await ann.page.getByLabel("Message (optional)").fill("Best of three?");
    await sendChallenge.click();
    await expect(toastTitled(ann.page, "Challenge Sent")).toBeVisible();

    // Ben sees it on his Challenges tab (counted on the tab) and accepts: he lands in the game.
    await expect(toastTitled(ben.page, "New Challenge")).toBeVisible();
    await ben.page.getByRole("tab", { name: /^Challenges/ }).click();
    const offer = ben.page.getByTestId(/^challenge-/).filter({ hasText: `${ann.name} challenged you` });
    await expect(offer).toContainText("Speed Round, 3 rounds");
    await expect(offer).toContainText("Best of three?");
    await offer.getByRole("button", { name: "Accept" }).click();
    await expect(ben.page).toHaveURL(/\/game\/[^/]+$/);
    const gameUrl = ben.page.url();

    // Ann is told on her page and follows to the same game.
    await expect(ann.page.getByText(`${ben.name} accepted your challenge`).first()).toBeVisible();
    await ann.page.getByRole("main").getByRole("button", { name: "Go to game" }).first().click();
    await expect(ann.page).toHaveURL(gameUrl);

    // Three rounds; Ben misses Ann's riddle in round 1, so Ben wins 19 to 16 (author 5 when guessed,
    // 2 per correct guess, docs/product.md).
    const players = [ann, ben];
    for (const round of [1, 2, 3]) {
      for (const player of players) {
        await expect(player.page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
        await expect(player.page.getByText(`Round ${round} of 3`)).toBeVisible();
      }
      const wordOf: Record<string, string> = {};
      await Promise.all(
        players.map(async (player, i) => {
          wordOf[player.name] = await writeRiddle(player.page, RIDDLES[i] ?? "");
        }),
      );
      await Promise.all([
        guessAll(ann.page, wordOf, 1),
        guessAll(ben.page, wordOf, 1, (word) => (round === 1 ? "xylophonez" : word)),
      ]);
      for (const player of players) {
        await expect(player.page.getByRole("heading", { name: `Round ${round} Results` })).toBeVisible();
      }
      await ann.page
        .getByRole("button", { name: round < 3 ? "Continue to Next Round" : "See Final Results" })
        .click();
    }
    for (const player of players) {
      await expect(player.page.getByRole("heading", { name: "Final Results" })).toBeVisible();
      await expect(player.page.getByTestId("winner")).toContainText("19 points");
    }

    // The result is on both Challenges tabs.
    await Promise.all(players.map((p) => p.page.goto("/friends?tab=challenges")));
    await expect(ann.page.getByTestId("challenge-result")).toHaveText(
      `${ben.name} won · You 16 – ${ben.name} 19`,
    );
    await expect(ben.page.getByTestId("challenge-result")).toHaveText(`You won · You 19 – ${ann.name} 16`);
    await expect(ann.page.getByTestId(/^challenge-/).first()).toContainText("completed");

    // The friends leaderboard: the two play from one address (every browser test signs in from
    // 127.0.0.1), so their challenge counts on no board (docs/decisions/045-what-counts-on-leaderboards.md).
    await ann.page.getByRole("tab", { name: "Leaderboard" }).click();
    await ann.page
      .getByRole("tablist", { name: "Whose board" })
      .getByRole("tab", { name: "Friends" })
      .click();
    await expect(
      ann.page.getByRole("tablist", { name: "Whose board" }).getByRole("tab", { name: "Friends" }),
    ).toHaveAttribute("aria-selected", "true");
    await expect(ann.page.getByRole("row").filter({ hasText: ben.name })).toHaveCount(0);

    await Promise.all(players.map((p) => p.context.close()));
  });

  test("the friends page works on a phone: 44 px targets, no sideways scroll, no axe violation", async ({
    browser,
  }) => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
    const mo = await newPlayer(browser, "Mo", phone);
    const di = await newPlayer(browser, "Di");
    // A friend, a request and a challenge, so every kind of row is on screen.
    const asked = await di.page.request.post("/api/friends/request", {
      data: { friendEmail: mo.account.email },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    await mo.page.goto("/friends");
    await mo.page.getByRole("button", { name: /^Accept / }).click();
    await expect(friendCard(mo.page, di.name)).toBeVisible();
    await expectTouchTargets(mo.page, "friends tab");
    await expectNoA11yViolations(mo.page);
    await friendCard(mo.page, di.name)
      .getByRole("button", { name: /^Challenge / })
      .click();
    await mo.page.getByLabel("Game mode").selectOption("standard");
    await mo.page.getByRole("button", { name: "Send Challenge" }).click();
    await expect(mo.page.getByTestId(/^challenge-/)).toHaveCount(1);
    await expectTouchTargets(mo.page, "challenges tab");
    await expectNoA11yViolations(mo.page);
    await mo.page.getByRole("tab", { name: "Leaderboard" }).click();
    await expect(mo.page.getByRole("tablist", { name: "Whose board" })).toBeVisible();
    await expectTouchTargets(mo.page, "leaderboard tab");
    await expectNoA11yViolations(mo.page);
    const overflow = await mo.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await Promise.all([mo.context.close(), di.context.close()]);
  });
});
