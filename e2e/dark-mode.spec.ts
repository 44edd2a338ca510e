import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, signUpViaApi, test } from "./support/fixtures";
import {
  createGameViaApi,
  hostAddsBot,
  hostChoosesPage,
  newPlayer,
  RIDDLES,
  writeRiddle,
} from "./support/game";

/**
 * The dark theme (apps/web/src/index.css): it follows the system's colour scheme unless the header's
 * theme switch says otherwise, and every screen keeps WCAG AA contrast in it.
 */

/** The page's background as the eye sees it: <body>'s colour over <html>'s, as sRGB 0–255. */
async function pageBackground(page: Page): Promise<[number, number, number]> {
  return page.evaluate(() => {
    const probe = document.createElement("canvas").getContext("2d");
    if (!probe) throw new Error("no 2d canvas");
    probe.canvas.width = 1;
    probe.canvas.height = 1;
    // An unpainted <html> shows the browser's light canvas.
    probe.fillStyle = "#fff";
    probe.fillRect(0, 0, 1, 1);
    for (const el of [document.documentElement, document.body]) {
      probe.fillStyle = getComputedStyle(el).backgroundColor;
      probe.fillRect(0, 0, 1, 1);
    }
    const [r = 0, g = 0, b = 0] = probe.getImageData(0, 0, 1, 1).data;
    return [r, g, b];
  });
}

/** WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white). */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

async function expectDark(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(luminance(await pageBackground(page))).toBeLessThan(0.05);
}

async function expectLight(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(luminance(await pageBackground(page))).toBeGreaterThan(0.8);
}

/** Checks the page is dark and has no axe violation (contrast included). */
async function expectDarkAndAccessible(page: Page): Promise<void> {
  await expectDark(page);
  await expectNoA11yViolations(page);
}

test.describe("dark mode", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
  });

  test("follows the system's dark scheme on the landing and login pages, without violations", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Where Words Become Puzzles" })).toBeVisible();
    await expectDarkAndAccessible(page);
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toBeVisible();
    await expectDarkAndAccessible(page);
  });

  test("the theme is set before the app's own code runs, so a dark page never flashes white", async ({
    page,
  }) => {
    // With the app's bundle blocked, only index.html and its first-paint script are left.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/");
    await expectDark(page);
  });

  test("home, profile, friends and the vault are dark and have no violations", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await expectDarkAndAccessible(page);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Game Stats" })).toBeVisible();
    await expectDarkAndAccessible(page);
    await page.goto("/friends");
    await expect(page.getByRole("heading", { name: "Friends & Challenges", level: 1 })).toBeVisible();
    await expectDarkAndAccessible(page);
    await page.goto("/vault");
    await expect(page.getByRole("heading", { name: "The Riddle Vault", level: 1 })).toBeVisible();
    await expectDarkAndAccessible(page);
  });

  test("a game against a bot is dark and has no violations in setup (with a dialog open), writing, reading and results", async ({
    browser,
  }) => {
    test.slow();
    const host = await newPlayer(browser, "Dot");
    const { page } = host;
    await page.emulateMedia({ colorScheme: "dark" });
    const game = await createGameViaApi(host, { totalRounds: 1, name: "Dark Game" });
    await page.goto(`/game/${game.id}`);
    // A dialog over the dark page: its backdrop and its own colours.
    await page.getByRole("button", { name: "Add Bot" }).click();
    await expect(page.getByRole("dialog", { name: "Add a Bot" })).toBeVisible();
    await expectDarkAndAccessible(page);
    await page.keyboard.press("Escape");
    await hostAddsBot(page);
    await hostChoosesPage(page, 1);
    await expect(page.getByTestId("phase-label")).toContainText("Setup");
    await expectDarkAndAccessible(page);

    // The bot is always ready: the host's ready starts the game.
    await page.getByRole("button", { name: "Mark Ready" }).click();
    await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
    await expectDarkAndAccessible(page);

    await writeRiddle(page, RIDDLES[0]);
    await expect(page.getByRole("heading", { name: "Read and guess" })).toBeVisible({ timeout: 30_000 });
    await expectDarkAndAccessible(page);

    const guess = page.getByRole("textbox", { name: "Your guess" });
    await guess.fill("teapot");
    await guess.press("Enter");
    await expect(page.getByRole("heading", { name: "Round 1 Results" })).toBeVisible({ timeout: 30_000 });
    await expectDarkAndAccessible(page);

    await page.getByRole("button", { name: "See Final Results" }).click();
    await expect(page.getByRole("heading", { name: "Final Results" })).toBeVisible();
    await expectDarkAndAccessible(page);
    await host.context.close();
  });

  test("the header's switch overrides the system scheme and is remembered after a reload", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    const header = page.getByRole("banner");
    await expectDark(page);

    // System → Light: light although the system is dark, also after a reload.
    await header.getByRole("button", { name: "Theme: system" }).click();
    await expect(header.getByRole("button", { name: "Theme: light" })).toBeVisible();
    await expectLight(page);
    await page.reload();
    await expect(header.getByRole("button", { name: "Theme: light" })).toBeVisible();
    await expectLight(page);
    await expectNoA11yViolations(page);

    // Light → Dark: dark although the system is now light, also after a reload.
    await page.emulateMedia({ colorScheme: "light" });
    await header.getByRole("button", { name: "Theme: light" }).click();
    await expectDark(page);
    await page.reload();
    await expect(header.getByRole("button", { name: "Theme: dark" })).toBeVisible();
    await expectDark(page);

    // Dark → System: the system's light scheme again, and its changes are followed live.
    await header.getByRole("button", { name: "Theme: dark" }).click();
    await expect(header.getByRole("button", { name: "Theme: system" })).toBeVisible();
    await expectLight(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expectDark(page);

    // The signed-out pages carry the same switch, with the same remembered choice.
    await header.getByRole("button", { name: "Theme: system" }).click();
    await page.context().clearCookies();
    for (const path of ["/", "/login"]) {
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("button", { name: "Theme: light" })).toBeVisible();
      await expectLight(page);
    }
  });
});
