import type { Browser, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, newAccount, test } from "./support/fixtures";
import { createGameViaApi, newPlayer } from "./support/game";
import { signUpWithForm } from "./support/sign-in";

/** The host's setup screen, waiting until its table is there. */
async function openSetup(page: Page, gameId: string): Promise<void> {
  await page.goto(`/game/${gameId}`);
  await expect(page.getByRole("heading", { name: /^Players \(\d+\/\d+\)$/ })).toBeVisible();
}

/** A visitor with no session, in a browser of their own. */
async function signedOutVisitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** The visitor is seated in the setup of the game: its URL, the table, and their own Ready button. */
async function expectSeatedInSetup(page: Page, gameId: string, name: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/game/${gameId}$`));
  await expect(page.getByRole("button", { name: "Mark Ready" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Players \(2\/\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Players" })).toContainText(`${name} (you)`);
}

test.describe("invite links", () => {
  test("a signed-out visitor opens an invite link, plays as a guest and lands in that game", async ({
    browser,
  }) => {
    const host = await newPlayer(browser, "Hosta");
    const game = await createGameViaApi(host);
    await openSetup(host.page, game.id);

    const visitor = await signedOutVisitor(browser);
    await visitor.page.goto(`/join/${game.joinCode}`);
    await expect(
      visitor.page.getByRole("heading", { name: "You're invited to a Riddlebook game" }),
    ).toBeVisible();
    await expect(visitor.page.getByTestId("invite-code")).toHaveText(game.joinCode);
    // The game the link invites to, read signed out (GET /api/invites/:code): its name, host and seats.
    const invited = visitor.page.getByTestId("invite-game");
    await expect(invited).toContainText(`${host.name} invites you to “${game.name}”`);
    await expect(invited).toContainText("1/8 players · Waiting for players · Private game");
    await expectNoA11yViolations(visitor.page);
    await visitor.page.getByRole("button", { name: "Play as a guest" }).click();

    await expect(visitor.page).toHaveURL(new RegExp(`/game/${game.id}$`));
    const me = (await (await visitor.page.request.get("/api/auth/user")).json()) as {
      username: string;
      isGuest: boolean;
    };
    expect(me.isGuest).toBe(true);
    await expectSeatedInSetup(visitor.page, game.id, me.username);
    // The host's table shows the guest without a reload (the game socket).
    await expect(host.page.getByRole("heading", { name: /^Players \(2\/\d+\)$/ })).toBeVisible();
    await expect(host.page.getByRole("list", { name: "Players" })).toContainText(me.username);

    await visitor.context.close();
    await host.context.close();
  });

  test("a signed-out visitor signs up from an invite link and lands in that game", async ({ browser }) => {
    const host = await newPlayer(browser, "Hostb");
    const game = await createGameViaApi(host);
    await openSetup(host.page, game.id);

    const visitor = await signedOutVisitor(browser);
    await visitor.page.goto(`/join/${game.joinCode}`);
    await visitor.page.getByRole("link", { name: "Sign up" }).click();
    await expect(visitor.page).toHaveURL(/\/login\?next=%2Fjoin%2F/);
    await expect(visitor.page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(visitor.page.getByTestId("login-destination")).toBeVisible();

    const account = newAccount("Newbie");
    await signUpWithForm(visitor.page, account);

    await expectSeatedInSetup(visitor.page, game.id, account.username);
    await expect(host.page.getByRole("list", { name: "Players" })).toContainText(account.username);

    await visitor.context.close();
    await host.context.close();
  });

  test("a game's own link works signed out too: guest play, then that game's page to join", async ({
    browser,
  }) => {
    const host = await newPlayer(browser, "Hostd");
    const game = await createGameViaApi(host);
    const visitor = await signedOutVisitor(browser);
    const watchLink = `/game/${game.id}?invite=${game.joinCode}`;
    await visitor.page.goto(watchLink);
    await expect(
      visitor.page.getByRole("heading", { name: "You're invited to a Riddlebook game" }),
    ).toBeVisible();
    // A private game's own link names it only with its code (`?invite=`); without, nothing is shown.
    await expect(visitor.page.getByTestId("invite-game")).toContainText(`“${game.name}”`);
    const bare = await visitor.context.newPage();
    const read = bare.waitForResponse((res) => res.url().endsWith(`/api/games/${game.id}/invite`));
    await bare.goto(`/game/${game.id}`);
    expect((await read).status()).toBe(404);
    await expect(bare.getByRole("button", { name: "Play as a guest" })).toBeVisible();
    await expect(bare.getByTestId("invite-game")).toHaveCount(0);
    await bare.close();
    await visitor.page.getByRole("button", { name: "Play as a guest" }).click();

    await expect(visitor.page.getByRole("heading", { name: "Join this game" })).toBeVisible();
    expect(new URL(visitor.page.url()).pathname + new URL(visitor.page.url()).search).toBe(watchLink);
    await visitor.page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(visitor.page.getByRole("button", { name: "Mark Ready" })).toBeVisible();
    await visitor.context.close();
    await host.context.close();
  });

  test("a login link never sends the visitor to another site", async ({ page, baseURL }) => {
    await page.goto("/login?next=//example.com/");
    await expect(page.getByTestId("login-destination")).toHaveCount(0);
    const account = newAccount("Safe");
    await signUpWithForm(page, account);
    await expect(page.getByRole("heading", { name: `Welcome, ${account.firstName}!` })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
  });

  test("an invite link to an unknown game says so at once, makes no account, and offers a way home", async ({
    browser,
  }) => {
    const visitor = await signedOutVisitor(browser);
    const accountCalls: string[] = [];
    visitor.page.on("request", (request) => {
      if (request.method() === "POST") accountCalls.push(new URL(request.url()).pathname);
    });
    await visitor.page.goto("/join/NOSUCH42");

    // The code is looked up first (GET /api/invites/:code): no invitation, no guest account.
    await expect(visitor.page.getByRole("heading", { name: "Game Not Found" })).toBeVisible();
    await expect(visitor.page.getByRole("button", { name: "Play as a guest" })).toHaveCount(0);
    expect(accountCalls).toEqual([]);
    expect((await visitor.context.cookies()).map((cookie) => cookie.name)).toEqual([]);
    await expect(visitor.page.getByTestId("join-problem")).toContainText("No game has that join code.");
    await visitor.page.getByRole("link", { name: "Back to home" }).click();
    await expect(visitor.page).toHaveURL(/\/$/);
    await visitor.context.close();
  });

  test("an invite link to a full game says so, offers to watch, and a way home", async ({ browser }) => {
    const host = await newPlayer(browser, "Hostc");
    const game = await createGameViaApi(host);
    // Bots fill every seat: the last one is refused because the table is full.
    let status = 201;
    for (let i = 0; i < 12 && status === 201; i++) {
      const res = await host.page.request.post(`/api/games/${game.id}/add-bot`, {
        data: { botType: "auntie" },
      });
      status = res.status();
      if (status !== 201) expect(await res.text()).toContain("This game is full.");
    }
    expect(status).toBe(409);

    const late = await newPlayer(browser, "Late");
    await late.page.goto(`/join/${game.joinCode}`);
    await expect(late.page.getByRole("heading", { name: "This Game Is Full" })).toBeVisible();
    await expect(late.page.getByTestId("join-problem")).toContainText("This game is full.");
    await expectNoA11yViolations(late.page);
    await expect(late.page.getByRole("link", { name: "Watch the game" })).toHaveAttribute(
      "href",
      `/game/${game.id}?invite=${game.joinCode}`,
    );
    await late.page.getByRole("link", { name: "Back to home" }).click();
    await expect(
      late.page.getByRole("heading", { name: `Welcome, ${late.account.firstName}!` }),
    ).toBeVisible();

    await late.context.close();
    await host.context.close();
  });

  test("the setup screen shows the invite link and its QR code; streamer mode hides them but Copy still copies", async ({
    browser,
    baseURL,
  }) => {
    const host = await newPlayer(browser, "Streamer");
    await host.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const game = await createGameViaApi(host);
    const page = host.page;
    const link = `${baseURL}/join/${game.joinCode}`;
    await openSetup(page, game.id);

    await expect(page.getByTestId("join-code")).toHaveText(game.joinCode);
    await expect(page.getByTestId("invite-link")).toHaveText(link);
    await expect(page.getByRole("img", { name: "QR code of the invite link" })).toBeVisible();
    await expectNoA11yViolations(page);

    const toggle = page.getByRole("button", { name: "Streamer mode" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    const hiddenScreen = async () => {
      await expect(page.getByTestId("join-code")).not.toContainText(game.joinCode);
      await expect(page.getByTestId("join-code")).toContainText("hidden in streamer mode");
      await expect(page.getByTestId("invite-link")).not.toContainText(game.joinCode);
      await expect(page.getByRole("img", { name: "QR code of the invite link" })).toHaveCount(0);
      // Nowhere on the page: not in a card, not in a toast.
      await expect(page.locator("body")).not.toContainText(game.joinCode);
    };
    await hiddenScreen();

    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Invite link copied.", { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.getByRole("button", { name: "Copy join code" }).click();
    await expect(page.getByText("Join code copied.", { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(game.joinCode);
    await hiddenScreen();

    // The choice is remembered across a reload.
    await page.reload();
    await expect(page.getByRole("heading", { name: /^Players \(\d+\/\d+\)$/ })).toBeVisible();
    await hiddenScreen();

    await page.getByRole("button", { name: "Streamer mode" }).click();
    await expect(page.getByTestId("join-code")).toHaveText(game.joinCode);
    await host.context.close();
  });
});
