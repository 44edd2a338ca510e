import type { Locator, Page } from "@playwright/test";
import { expect, test, wholeWord } from "./support/fixtures";
import { guessEveryRiddle, newPlayer, RIDDLES, startBotGame, writeRiddle } from "./support/game";

// The share dialog (apps/web/src/game/share-dialog.tsx) and shared links with image cards
// (apps/server/src/cards/README.md): four targets (the clipboard with "Copied!", X's web intent,
// Facebook's sharer, the Web Share API), share texts without secret words, and a link that opens a
// page with Open Graph tags and a PNG card, also for a signed-out visitor.

declare global {
  interface Window {
    __shares: ShareData[];
  }
}

/**
 * Checks the open dialog's four targets against its text and link, and answers both: X's and
 * Facebook's URLs, Copy ("Copied!" and the clipboard) and the native share sheet (stubbed).
 */
async function expectFourTargets(page: Page, dialog: Locator, urlPattern: RegExp) {
  const urlLine = dialog.getByTestId("share-dialog-url");
  await expect(urlLine).toHaveText(urlPattern);
  const url = (await urlLine.textContent())?.trim() ?? "";
  const text = (await dialog.getByTestId("share-dialog-text").textContent()) ?? "";
  expect(text.length).toBeGreaterThan(10);

  const x = new URL((await dialog.getByRole("link", { name: "Post on X" }).getAttribute("href")) ?? "");
  expect(`${x.origin}${x.pathname}`).toBe("https://x.com/intent/post");
  expect(x.searchParams.get("text")).toBe(text);
  expect(x.searchParams.get("url")).toBe(url);
  await expect(dialog.getByRole("link", { name: "Post on X" })).toHaveAttribute("target", "_blank");

  const fb = new URL(
    (await dialog.getByRole("link", { name: "Share on Facebook" }).getAttribute("href")) ?? "",
  );
  expect(`${fb.origin}${fb.pathname}`).toBe("https://www.facebook.com/sharer/sharer.php");
  expect(fb.searchParams.get("u")).toBe(url);

  await dialog.getByRole("button", { name: "Copy to Clipboard" }).click();
  await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${text}\n\n${url}`);

  const before = await page.evaluate(() => window.__shares.length);
  await dialog.getByRole("button", { name: "Share..." }).click();
  await expect.poll(() => page.evaluate(() => window.__shares.length)).toBe(before + 1);
  const shared = await page.evaluate(() => window.__shares.at(-1));
  expect(shared).toEqual({ title: "Riddlebook", text, url });
  return { url, text };
}

test.describe("sharing", () => {
  test("the share dialog offers the clipboard, X, Facebook and the share sheet, and the link shows a card", async ({
    browser,
  }) => {
    test.slow();
    const host = await newPlayer(browser, "Shay");
    const { page, context } = host;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The Web Share API, recorded: headless Chromium on Linux has none.
    await page.addInitScript(() => {
      window.__shares = [];
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          window.__shares.push(data);
        },
      });
    });
    const game = await startBotGame(host, {
      totalRounds: 1,
      name: "E2E Share",
      isPublic: false,
      bots: ["Auntie"],
    });
    await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
    const word = await writeRiddle(page, RIDDLES[0]);
    await guessEveryRiddle(page, 1);
    await page.getByRole("button", { name: "See Final Results" }).click();
    await expect(page.getByRole("heading", { name: "Final Results" })).toBeVisible();

    // The result: the podium text and a link to its card.
    await page.getByRole("button", { name: "Share results" }).click();
    const resultDialog = page.getByRole("dialog", { name: "Share the results" });
    const result = await expectFourTargets(
      page,
      resultDialog,
      new RegExp(`^http://[^/]+/share/result/${game.id}\\?s=[A-Za-z0-9_-]{22}$`),
    );
    // "Final results of …" with the podium, or "We played … Nobody scored" when the bots missed too.
    expect(result.text).toMatch(/^(Final results of|We played) “E2E Share” on Riddlebook/);
    await resultDialog.getByRole("button", { name: "Close" }).click();

    // The host's own riddle from the round's results: its text, never its word.
    const riddles = page.getByRole("list", { name: "Round 1 riddles" });
    const own = riddles.locator(":scope > li").filter({ hasText: `by ${host.name}` });
    await own.getByRole("button", { name: "Share" }).click();
    const riddleDialog = page.getByRole("dialog", { name: "Share your riddle" });
    const riddle = await expectFourTargets(
      page,
      riddleDialog,
      new RegExp(`^http://[^/]+/share/riddle/${game.id}/1/[^/?]+\\?s=[A-Za-z0-9_-]{22}$`),
    );
    expect(riddle.text).toBe(
      `Can you guess my riddle?\n\n“${RIDDLES[0]}”\n\n— played on Riddlebook (E2E Share)`,
    );
    // As a word: the text ends "played on Riddlebook", and "book" may be dealt.
    expect(riddle.text).not.toMatch(wholeWord(word));
    await riddleDialog.getByRole("button", { name: "Close" }).click();

    // The link, opened signed out: Open Graph tags for crawlers, and the card on the page.
    const visitor = await browser.newContext();
    const phone = await visitor.newPage();
    const html = await (await phone.request.get(result.url)).text();
    expect(html).toContain('<meta property="og:title" content="E2E Share: final results · Riddlebook">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const image =
      html.match(/<meta property="og:image" content="([^"]+)">/)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const png = await phone.request.get(image);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    await phone.goto(result.url);
    await expect(phone.getByRole("heading", { name: "Results from a Riddlebook game" })).toBeVisible();
    const card = phone.getByRole("img", { name: "The shared Riddlebook card" });
    await expect(card).toBeVisible();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    // A private game's card without the link's share id is not there.
    const bare = await phone.request.get(`/api/cards/result/${game.id}.png`);
    expect(bare.status()).toBe(404);
    await visitor.close();
  });
});
