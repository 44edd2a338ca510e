import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test, wholeWord } from "./support/fixtures";
import { createGameViaApi, newPlayer } from "./support/game";

// Spectators (issue 11): a visitor without a seat watches a public game live, read-only, and the
// players see how many watch. The players act through the API here (their own sessions), so the
// test is about what the spectator's and the players' screens show, not about the writing screen.

/** Riddle texts that break no rule whatever word was dealt. */
const TEXTS = [
  "You have met me before, although perhaps you never noticed.",
  "I am not what you expect, yet I am exactly what I seem.",
] as const;

/** A JSON call in the page's own session; fails the test unless it succeeds. */
async function apiCall(page: Page, method: "GET" | "POST" | "PATCH", url: string, data?: unknown) {
  const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  // biome-ignore lint/suspicious/noExplicitAny: the game's view, read field by field
  return (await res.json()) as any;
}

/** What a spectator must never have on screen: any control to choose, write or guess. */
async function expectNoActionControls(page: Page): Promise<void> {
  const view = page.getByTestId("spectator-view");
  await expect(view.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Your words" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Submit|Guess|Ready|Start Game|Leave/ })).toHaveCount(0);
}

test.describe("spectators", () => {
  test("a spectator watches a public game live without any action controls, and the players see 1 watching", async ({
    browser,
  }) => {
    test.slow();
    const [host, guest, watcher] = await Promise.all([
      newPlayer(browser, "Hana"),
      newPlayer(browser, "Ben"),
      newPlayer(browser, "Wes"),
    ]);
    const game = await createGameViaApi(host, { totalRounds: 1, isPublic: true, name: "Watched Game" });
    const seats = [
      {
        player: host,
        playerId: (await apiCall(host.page, "GET", `/api/games/${game.id}`)).viewerId as string,
      },
      {
        player: guest,
        playerId: (await apiCall(guest.page, "POST", "/api/players", { gameId: game.id, name: guest.name }))
          .id as string,
      },
    ];
    for (const { player } of seats) {
      await player.page.goto(`/game/${game.id}`);
      await expect(player.page.getByRole("list", { name: "Players" })).toContainText(guest.name);
      await expect(player.page.getByTestId("watcher-count")).toHaveCount(0);
    }

    // In setup a visitor without a seat may join, or watch.
    await watcher.page.goto(`/game/${game.id}`);
    await expect(watcher.page.getByRole("heading", { name: "Join this game" })).toBeVisible();
    await watcher.page.getByRole("button", { name: "Watch", exact: true }).click();
    const watched = watcher.page.getByTestId("spectator-view");
    await expect(watched).toContainText("Watching");
    await expect(watched.getByRole("heading", { name: "Waiting for the game to start" })).toBeVisible();
    for (const { player } of seats)
      await expect(player.page.getByTestId("watcher-count")).toHaveText(/1 watching/);
    // Stopping watching takes the spectator off the count; watching again puts them back.
    await watcher.page.getByRole("button", { name: "Stop Watching" }).click();
    await expect(watched).toHaveCount(0);
    for (const { player } of seats) await expect(player.page.getByTestId("watcher-count")).toHaveCount(0);
    await watcher.page.getByRole("button", { name: "Watch", exact: true }).click();
    for (const { player } of seats)
      await expect(player.page.getByTestId("watcher-count")).toHaveText(/1 watching/);

    // The game starts: the spectator follows it into writing, with the countdown and no controls.
    await apiCall(host.page, "PATCH", `/api/games/${game.id}`, { currentPageNumber: 1 });
    for (const { player, playerId } of seats)
      await apiCall(player.page, "PATCH", `/api/players/${playerId}`, { isReady: true });
    await expect(watcher.page.getByTestId("phase-label")).toContainText("Writing");
    await expect(
      watched.getByRole("heading", { name: "The players are writing their riddles" }),
    ).toBeVisible();
    await expect(watched.getByRole("timer")).toBeVisible();
    await expect(watcher.page.getByRole("heading", { name: "Join this game" })).toHaveCount(0);
    await expectNoActionControls(watcher.page);
    for (const { player } of seats) {
      await expect(player.page.getByRole("heading", { name: /Write your riddle/ })).toBeVisible();
      await expect(player.page.getByTestId("watcher-count")).toHaveText(/1 watching/);
    }

    // Each player writes for a word of their own hand; the spectator reads the riddles, not the words.
    const words: string[] = [];
    for (const [i, { player, playerId }] of seats.entries()) {
      const word = (await apiCall(player.page, "GET", `/api/games/${game.id}`)).me.hand[0] as string;
      words.push(word);
      await apiCall(player.page, "POST", `/api/games/${game.id}/choose-word`, { word });
      await apiCall(player.page, "POST", "/api/riddles", {
        gameId: game.id,
        playerId,
        round: 1,
        selectedWord: word,
        riddleText: TEXTS[i],
      });
    }
    await expect(watcher.page.getByTestId("phase-label")).toContainText("Reading");
    await expect(watched.getByRole("heading", { name: "The players are guessing" })).toBeVisible();
    const riddles = watched.getByRole("list", { name: "Riddles" });
    for (const text of TEXTS) await expect(riddles).toContainText(text);
    for (const word of words) await expect(watched).not.toHaveText(wholeWord(word));
    await expectNoActionControls(watcher.page);
    await expectNoA11yViolations(watcher.page);

    // Everyone guesses right: the spectator sees the round's results with the words.
    const view = await apiCall(host.page, "GET", `/api/games/${game.id}`);
    for (const [i, { player, playerId }] of seats.entries()) {
      const other = view.rounds[0].riddles.find((r: { playerId: string }) => r.playerId !== playerId);
      await apiCall(player.page, "POST", "/api/guesses", {
        riddleId: other.id,
        guesserId: playerId,
        guess: words[1 - i],
      });
    }
    await expect(watcher.page.getByTestId("phase-label")).toContainText("Scoring");
    await expect(watched.getByRole("heading", { name: "Round 1 Results" })).toBeVisible();
    const results = watched.getByRole("list", { name: "Round 1 riddles" });
    for (const word of words) await expect(results).toContainText(word, { ignoreCase: true });
    await expectNoActionControls(watcher.page);
    await Promise.all([host.context.close(), guest.context.close(), watcher.context.close()]);
  });
});
