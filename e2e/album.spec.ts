import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { guessEveryRiddle, newPlayer, RIDDLES, startBotGame, writeRiddle } from "./support/game";

/** The parts of the album answer (packages/protocol/src/album.ts) this test reads. */
interface Album {
  rounds: {
    round: number;
    riddles: {
      id: string;
      word: string;
      text: string;
      author: { name: string; isBot: boolean };
      solvers: { name: string }[];
      solveRate: number | null;
    }[];
  }[];
  standings: { name: string; score: number }[];
}

// The album of a finished game (packages/protocol/src/album.ts): every riddle of every round with its
// word, author, solvers and solve rate, and the final standings; opened from the final results and
// from the profile's game history; a private game's album reaches others only through the host's
// share link, which the host can revoke. The test-mode server plays bots at BOT_SPEED
// (playwright.config.ts), so a game against two bots takes seconds.

/** Checks that the album page shows every riddle of `album`, round by round, with its word and author. */
async function expectEveryRiddle(page: Page, album: Album): Promise<void> {
  expect(album.rounds.map((r) => r.round)).toEqual([1, 2]);
  for (const round of album.rounds) {
    expect(round.riddles).toHaveLength(3);
    const list = page.getByRole("list", { name: `Round ${round.round} riddles` });
    await expect(list.locator(":scope > li")).toHaveCount(3);
    for (const riddle of round.riddles) {
      const entry = list.getByTestId(`album-riddle-${riddle.id}`);
      await expect(entry.getByTestId("album-word")).toHaveText(riddle.word);
      await expect(entry).toContainText(`by ${riddle.author.name}`);
      await expect(entry).toContainText(riddle.text);
      await expect(entry.getByTestId("album-solve-rate")).toHaveText(
        riddle.solveRate === null
          ? "Nobody guessed it"
          : new RegExp(`\\(${Math.round(riddle.solveRate * 100)}%\\)$`),
      );
      for (const solver of riddle.solvers) await expect(entry).toContainText(solver.name);
    }
  }
  const standings = page.getByRole("list", { name: "Final standings" });
  await expect(standings.getByRole("listitem")).toHaveCount(album.standings.length);
  for (const [i, standing] of album.standings.entries()) {
    await expect(standings.getByRole("listitem").nth(i)).toContainText(standing.name);
    await expect(standings.getByRole("listitem").nth(i)).toContainText(`${standing.score} point`);
  }
}

test.describe("the album of a finished game", () => {
  test("shows every riddle of a 2-round game from the final results and the profile, and shares a private album until revoked", async ({
    browser,
  }) => {
    test.slow();
    const host = await newPlayer(browser, "Alba");
    const { page } = host;
    const game = await startBotGame(host, {
      totalRounds: 2,
      name: "E2E Album",
      isPublic: false,
      bots: ["Auntie", "Grandpa"],
    });

    for (const round of [1, 2]) {
      await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
      await writeRiddle(page, RIDDLES[round - 1] ?? "");
      await guessEveryRiddle(page, round);
      await page
        .getByRole("button", { name: round === 1 ? "Continue to Next Round" : "See Final Results" })
        .click();
    }
    await expect(page.getByRole("heading", { name: "Final Results" })).toBeVisible();

    // From the final results to the album.
    await page.getByRole("link", { name: "View album" }).click();
    await expect(page).toHaveURL(new RegExp(`/game/${game.id}/album$`));
    await expect(page.getByRole("heading", { name: "E2E Album", level: 1 })).toBeVisible();
    await expect(page.getByTestId("album-meta")).toContainText("Private game");
    const res = await page.request.get(`/api/games/${game.id}/album`);
    expect(res.status()).toBe(200);
    const album = (await res.json()) as Album;
    await expectEveryRiddle(page, album);
    // The bots are authors under their names.
    const authors = album.rounds.flatMap((r) => r.riddles.map((riddle) => riddle.author));
    expect(authors.filter((a) => a.isBot).map((a) => a.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Auntie/), expect.stringMatching(/Grandpa/)]),
    );
    await expectNoA11yViolations(page);

    // A visitor on a phone, signed out, cannot open the private album without a link.
    const visitor = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const phone = await visitor.newPage();
    await phone.goto(`/game/${game.id}/album`);
    await expect(phone.getByRole("heading", { name: "Album not found" })).toBeVisible();

    // The host makes a share link; the visitor opens it and sees the whole album on the phone.
    await page.getByRole("button", { name: "Create Share Link" }).click();
    const link = (await page.getByTestId("album-share-link").textContent())?.trim() ?? "";
    expect(link).toMatch(new RegExp(`/game/${game.id}/album\\?token=[A-Za-z0-9_-]{22}$`));
    await phone.goto(link);
    await expect(phone.getByRole("heading", { name: "E2E Album", level: 1 })).toBeVisible();
    await expectEveryRiddle(phone, album);
    await expectNoHorizontalScroll(phone);
    await expect(phone.getByRole("button", { name: /Share Link|Revoke/ })).toHaveCount(0);
    await expectNoA11yViolations(phone);

    // Revoked, the link opens nothing.
    await page.getByRole("button", { name: "Revoke Link" }).click();
    await expect(page.getByRole("button", { name: "Create Share Link" })).toBeVisible();
    await phone.reload();
    await expect(phone.getByRole("heading", { name: "Album not found" })).toBeVisible();
    await visitor.close();

    // The profile's game history links to the same album.
    await page.goto("/profile");
    const history = page.getByRole("list", { name: "Finished games" });
    await expect(history).toContainText("E2E Album");
    await history.getByRole("link", { name: "View album of E2E Album" }).click();
    await expect(page).toHaveURL(new RegExp(`/game/${game.id}/album$`));
    await expectEveryRiddle(page, album);
    await host.context.close();
  });
});
