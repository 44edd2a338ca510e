import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import {
  createGameViaApi,
  guessAll,
  handList,
  hostChoosesPage,
  newPlayer,
  RIDDLES,
  readHand,
  writeRiddle,
} from "./support/game";

// Dealt hands and page rotation: docs/decisions/018-dealt-hands-and-page-rotation.md.

const HAND_SIZE = 4;

interface SeatView {
  game: { totalRounds: number; currentPhase: string; gameMode: string };
  viewerId: string | null;
  me: { hand: string[] } | null;
  rounds: { round: number; pageNumber: number | null }[];
}

/** The game as this player's session sees it (GET /api/games/:id). */
async function viewOf(page: Page, gameId: string): Promise<SeatView> {
  const res = await page.request.get(`/api/games/${gameId}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as SeatView;
}

/** The page number in the writing screen's heading, "1. Choose your secret word from page N: …". */
async function pageInHeading(page: Page): Promise<number> {
  const heading = page.getByRole("heading", { name: /^1\. Choose your secret word from page \d+: / });
  await expect(heading).toBeVisible();
  const match = /from page (\d+):/.exec((await heading.textContent()) ?? "");
  expect(match, "a page number in the heading").not.toBeNull();
  return Number(match?.[1]);
}

test.describe("dealt hands", () => {
  test("three players each see only their own hand, round 2 moves to another page and no word is dealt twice", async ({
    browser,
  }) => {
    test.slow();
    const players = await Promise.all([
      newPlayer(browser, "Hana"),
      newPlayer(browser, "Ben"),
      newPlayer(browser, "Cleo"),
    ]);
    const [host, ...guests] = players;
    const game = await createGameViaApi(host, { totalRounds: 2, name: "E2E Hands" });
    for (const guest of guests) {
      const join = await guest.page.request.post("/api/players", {
        data: { gameId: game.id, name: guest.name },
      });
      expect(join.status(), await join.text()).toBe(201);
    }
    await Promise.all(players.map((player) => player.page.goto(`/game/${game.id}`)));
    await expect(host.page.getByRole("list", { name: "Players" }).getByRole("listitem")).toHaveCount(3);
    await hostChoosesPage(host.page, 1);
    for (const guest of guests) {
      await guest.page.getByRole("button", { name: "Mark Ready" }).click();
      await expect(guest.page.getByRole("button", { name: "Ready", pressed: true })).toBeVisible();
    }
    await host.page.getByRole("button", { name: "Start Game" }).click();

    const pageDifficulty = new Map<number, string>(
      (
        (await (await host.page.request.get("/api/wordbook")).json()) as {
          pageNumber: number;
          difficulty: string;
        }[]
      ).map((p) => [p.pageNumber, p.difficulty]),
    );
    const dealt: string[] = [];
    const pageOfRound: number[] = [];
    for (const round of [1, 2]) {
      for (const player of players) {
        await expect(player.page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
        await expect(player.page.getByText(`Round ${round} of 2`)).toBeVisible();
      }

      // Every player's list holds exactly the hand the server dealt them, and nobody else's words.
      const hands = new Map<string, string[]>();
      for (const player of players) {
        const shown = await readHand(player.page);
        const view = await viewOf(player.page, game.id);
        expect([...shown].sort(), `${player.name}'s hand on screen`).toEqual(
          [...(view.me?.hand ?? [])].sort(),
        );
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThanOrEqual(HAND_SIZE);
        hands.set(player.name, shown);
      }
      const sizes = new Set([...hands.values()].map((hand) => hand.length));
      expect(sizes.size, "every hand is the same size").toBe(1);
      for (const player of players) {
        const list = handList(player.page);
        for (const [other, hand] of hands) {
          if (other === player.name) continue;
          for (const word of hand)
            await expect(list.getByRole("button", { name: word, exact: true })).toHaveCount(0);
        }
      }
      dealt.push(...[...hands.values()].flat());

      // The round's page, as the writing screen names it and as the server has it.
      const pageNumber = await pageInHeading(host.page);
      for (const guest of guests) expect(await pageInHeading(guest.page)).toBe(pageNumber);
      const rounds = (await viewOf(host.page, game.id)).rounds;
      expect(rounds.find((r) => r.round === round)?.pageNumber).toBe(pageNumber);
      pageOfRound.push(pageNumber);

      // In the wordbook, only the player's own hand can be chosen on the round's page.
      const [first] = guests;
      await first.page.getByRole("button", { name: "Open Wordbook" }).click();
      const dialog = first.page.getByRole("dialog", { name: "Wordbook" });
      const words = dialog.getByRole("list", { name: `Words on page ${pageNumber}` });
      await expect(words.getByRole("listitem").first()).toBeVisible();
      const choosable = (await words.getByRole("button").allTextContents()).map((t) => t.trim());
      expect(choosable.sort()).toEqual([...(hands.get(first.name) ?? [])].sort());
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();

      // Everyone writes and guesses, so the phases end without waiting for their deadlines.
      const wordOf: Record<string, string> = {};
      await Promise.all(
        players.map(async (player, i) => {
          wordOf[player.name] = await writeRiddle(player.page, RIDDLES[i] ?? "");
        }),
      );
      for (const player of players) expect(hands.get(player.name)).toContain(wordOf[player.name]);
      // Round 2 is guessed unevenly, so the podium has three different places: Cleo misses every
      // riddle and Ben misses the host's.
      const misses: Record<string, (author: string) => boolean> = {
        [guests[1].name]: () => round === 2,
        [guests[0].name]: (word) => round === 2 && word === wordOf[host.name],
      };
      await Promise.all(
        players.map((player) =>
          guessAll(player.page, wordOf, 3, (word) => (misses[player.name]?.(word) ? "quixotic" : word)),
        ),
      );
      for (const player of players)
        await expect(player.page.getByRole("heading", { name: `Round ${round} Results` })).toBeVisible();
      if (round === 2) await watchTheReveal(host.page, guests[1].page, Object.values(wordOf));
      await host.page
        .getByRole("button", { name: round === 1 ? "Continue to Next Round" : "See Final Results" })
        .click();
    }

    const [firstPage, secondPage] = pageOfRound;
    expect(firstPage).toBe(1);
    expect(secondPage, "round 2 is played on another page").not.toBe(firstPage);
    expect(pageDifficulty.get(secondPage ?? 0), "of the same difficulty").toBe(pageDifficulty.get(1));
    expect(
      dealt.filter((word, i) => dealt.indexOf(word) !== i),
      "words dealt twice",
    ).toEqual([]);
    for (const player of players) {
      await expect(player.page.getByRole("heading", { name: "Final Results" })).toBeVisible();
      await expect(player.page.getByRole("list", { name: "Podium" })).toBeVisible();
    }
    await screenshot(host.page, "podium.png");

    // Play again: the host starts the next game with the same settings; the others are shown the way
    // in live and find their seats already there.
    for (const guest of guests)
      await expect(guest.page.getByText("Waiting for the host to play again…")).toBeVisible();
    await host.page.getByRole("button", { name: "Play again" }).click();
    await expect(host.page).not.toHaveURL(new RegExp(`/game/${game.id}$`));
    const nextUrl = host.page.url();
    const nextId = decodeURIComponent(nextUrl.split("/game/")[1] ?? "");
    expect(nextId).not.toBe(game.id);
    for (const guest of guests) {
      await guest.page.getByRole("link", { name: "Join the new game" }).click();
      await expect(guest.page).toHaveURL(nextUrl);
    }
    for (const player of players) {
      await expect(player.page.getByRole("heading", { name: "E2E Hands" })).toBeVisible();
      await expect(player.page.getByRole("list", { name: "Players" }).getByRole("listitem")).toHaveCount(3);
      const seat = await viewOf(player.page, nextId);
      expect(seat.viewerId, `${player.name} is seated in the new game`).not.toBeNull();
      expect(seat.game).toMatchObject({ totalRounds: 2, currentPhase: "setup", gameMode: "standard" });
    }
    // The host may change the settings before starting; everyone sees the change.
    await host.page.getByLabel("Number of rounds").selectOption("5");
    for (const guest of guests) {
      await expect
        .poll(async () => (await viewOf(guest.page, nextId)).game.totalRounds, { message: "rounds" })
        .toBe(5);
      await expect(guest.page.getByRole("heading", { name: "E2E Hands" }).locator("..")).toContainText(
        "5 rounds",
      );
    }
    await Promise.all(players.map((player) => player.context.close()));
  });
});

/**
 * The scoring reveal: on one screen it runs by itself, step by step, until every riddle's word is
 * out and "Show all" goes away; on another, Show all ends it at once and says so.
 */
async function watchTheReveal(watcher: Page, skipper: Page, words: string[]): Promise<void> {
  const live = watcher.getByTestId("reveal-live");
  await expect(live).not.toBeEmpty();
  const first = (await live.textContent()) ?? "";
  // A few steps in: the first riddle and its first guesses.
  await expect(live).not.toHaveText(first);
  await expect(watcher.getByText(/“quixotic”|: “/).first()).toBeVisible();
  await screenshot(watcher, "reveal.png");
  await skipper.getByRole("button", { name: "Show all" }).click();
  await expect(skipper.getByTestId("reveal-live")).toHaveText("All results shown.");
  await expect(skipper.getByRole("button", { name: "Show all" })).toHaveCount(0);
  await expect(watcher.getByRole("button", { name: "Show all" })).toHaveCount(0, { timeout: 60_000 });
  const results = watcher.getByRole("heading", { name: "Round 2 Results" }).locator("..");
  for (const word of words) await expect(results).toContainText(word);
}

/**
 * With E2E_SCREENSHOTS set to a folder, saves the page there (how docs/screenshots are made), after
 * closing the toasts that would cover it.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const close of await page.getByRole("region").getByRole("button", { name: "Close" }).all())
    await close.click();
  await page.screenshot({ path: `${folder}/${name}`, fullPage: true });
}
