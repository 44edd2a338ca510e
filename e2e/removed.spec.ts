import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import {
  chooseFromHand,
  createGameViaApi,
  hostChoosesPage,
  newPlayer,
  RIDDLES,
  startBotGame,
} from "./support/game";

/**
 * Removed and disconnected players (issue 31 items 5 to 7): a player the host removed is told so,
 * in setup and mid-game, live and after a reload, and offered neither a seat nor Rejoin nor Watch;
 * a player who goes offline is told at once, and an action that cannot reach the server fails
 * clearly and keeps what they wrote.
 */

const players = (page: Page) => page.getByRole("list", { name: "Players" });

/** The host, and two more players seated through the API, each on the game's page. */
async function tableOfThree(browser: Browser) {
  const host = await newPlayer(browser, "Hana");
  const guest = await newPlayer(browser, "Gus");
  const kicked = await newPlayer(browser, "Kit");
  const game = await createGameViaApi(host);
  for (const player of [guest, kicked]) {
    const join = await player.page.request.post("/api/players", {
      data: { gameId: game.id, name: player.name },
    });
    expect(join.status(), await join.text()).toBe(201);
  }
  for (const player of [host, guest, kicked]) {
    await player.page.goto(`/game/${game.id}`);
    await expect(players(player.page)).toContainText(kicked.name);
  }
  const close = () => Promise.all([host.context.close(), guest.context.close(), kicked.context.close()]);
  return { host, guest, kicked, game, close };
}

/** The host removes `name` through the player list's Remove button and its confirmation. */
async function hostRemoves(host: Page, name: string): Promise<void> {
  await players(host)
    .getByRole("button", { name: `Remove ${name}` })
    .click();
  await host
    .getByRole("dialog", { name: `Remove ${name}?` })
    .getByRole("button", { name: "Remove Player" })
    .click();
}

test.describe("removed and disconnected players", () => {
  test("a player removed in setup is told so at once, with no Join form and no Watch", async ({
    browser,
  }) => {
    const { host, kicked, close } = await tableOfThree(browser);
    await hostRemoves(host.page, kicked.name);

    // Live, without a reload: the server's reason, not a form to join the game again.
    await expect(kicked.page.getByTestId("game-refused")).toHaveText("The host removed you from this game.");
    await expect(kicked.page.getByRole("heading", { name: "Join this game" })).toHaveCount(0);
    await expect(kicked.page.getByRole("button", { name: "Watch", exact: true })).toHaveCount(0);
    await expect(kicked.page.getByText("Connection lost. Reconnecting...")).toHaveCount(0);
    await kicked.page.reload();
    await expect(kicked.page.getByTestId("game-refused")).toHaveText("The host removed you from this game.");
    await close();
  });

  test("a player removed mid-game is told so, with no Rejoin, live and after a reload", async ({
    browser,
  }) => {
    test.slow(); // three players' sign-ups and a started game
    const { host, guest, kicked, close } = await tableOfThree(browser);
    await hostChoosesPage(host.page, 1);
    for (const player of [host, guest, kicked])
      await player.page.getByRole("button", { name: "Mark Ready" }).click();
    for (const player of [host, guest, kicked])
      await expect(player.page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();

    await hostRemoves(host.page, kicked.name);
    const removed = kicked.page.getByRole("heading", { name: "You were removed from this game" });
    await expect(removed).toBeVisible();
    await expect(kicked.page.getByTestId("removed-from-game")).toContainText("The host removed you");
    await expect(kicked.page.getByRole("button", { name: "Rejoin" })).toHaveCount(0);
    await expect(kicked.page.getByRole("heading", { name: "You left this game" })).toHaveCount(0);
    await kicked.page.reload();
    await expect(removed).toBeVisible();
    await expect(kicked.page.getByRole("button", { name: "Rejoin" })).toHaveCount(0);
    await kicked.page.getByRole("link", { name: "Go Home" }).click();
    await expect(kicked.page).toHaveURL(/\/$/);
    await close();
  });

  test("a player who goes offline is told at once; a submit fails clearly and keeps the riddle", async ({
    browser,
  }) => {
    const player = await newPlayer(browser, "Ofelia");
    const { page, context } = player;
    await startBotGame(player, { name: "Offline riddles", totalRounds: 1, bots: ["Auntie"] });
    await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
    await chooseFromHand(page);
    const riddle = page.getByRole("textbox", { name: "Your riddle" });
    await riddle.fill(RIDDLES[0]);
    const banner = page.getByTestId("connection-banner");
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await expect(banner).toHaveText(/^You're offline\./);
    const submit = page.getByRole("button", { name: "Submit Riddle" });
    await submit.click();
    await expect(page.getByText("You're offline", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Nothing was sent. What you wrote is kept").first()).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(riddle).toHaveValue(RIDDLES[0]);

    // Back online: the banner goes once the socket is back, and the same riddle goes through.
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await submit.click();
    await expect(
      page
        .getByText("Riddle submitted! Waiting for the other players...")
        .or(page.getByRole("heading", { name: "Read and guess" })),
    ).toBeVisible();
    await context.close();
  });
});
