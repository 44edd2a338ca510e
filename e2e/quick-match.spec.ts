import { expect, test } from "./support/fixtures";
import { newPlayer } from "./support/game";

// The test-mode server offers the bot after MATCH_BOT_OFFER_SECONDS=3 (playwright.config.ts), not 15.

test.describe("quick match", () => {
  test("two players who press Quick Match land in the same new game, already writing", async ({
    browser,
  }) => {
    const [ana, ben] = await Promise.all([newPlayer(browser, "Ana"), newPlayer(browser, "Ben")]);
    for (const player of [ana, ben]) {
      await player.page.goto("/");
      await player.page.getByRole("tab", { name: "Quick Match" }).click();
      await expect(player.page.getByRole("combobox", { name: "Game mode" })).toHaveValue("standard");
    }

    // A name is required, as on every tab.
    const name = ana.page.getByRole("textbox", { name: "Your name" });
    await name.fill("");
    await ana.page.getByRole("button", { name: "Find Match" }).click();
    await expect(ana.page.getByText("Please enter your name").first()).toBeVisible();
    await name.fill(ana.name);

    await ana.page.getByRole("button", { name: "Find Match" }).click();
    await expect(ana.page.getByText("Searching for Opponents", { exact: true }).first()).toBeVisible();
    await expect(ana.page.getByRole("timer", { name: "Time searching" })).toBeVisible();
    // A reload keeps the search: status "waiting" brings back the searching view.
    await ana.page.reload();
    await expect(ana.page.getByRole("heading", { name: "Searching for opponents..." })).toBeVisible();
    await expect(ana.page.getByRole("button", { name: "Leave Queue" })).toBeVisible();

    await ben.page.getByRole("button", { name: "Find Match" }).click();
    await expect(ben.page).toHaveURL(/\/game\/[^/?#]+$/);
    const gameId = new URL(ben.page.url()).pathname.split("/").pop() ?? "";
    await expect(ana.page).toHaveURL(new RegExp(`/game/${gameId}$`));
    await expect(ana.page.getByText("Match Found!", { exact: true }).first()).toBeVisible();
    for (const player of [ana, ben]) {
      await expect(player.page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
    }
    const game = await (await ana.page.request.get(`/api/games/${gameId}`)).json();
    expect(game.game).toMatchObject({ name: "Quick Match", isPublic: false, currentPhase: "writing" });
    expect(game.players.map((p: { name: string }) => p.name).sort()).toEqual([ana.name, ben.name].sort());
  });

  test("a lone seeker can leave the queue, and after a wait accepts the bot offer and starts a game", async ({
    browser,
  }) => {
    const cleo = await newPlayer(browser, "Cleo");
    const page = cleo.page;
    await page.goto("/");
    await page.getByRole("tab", { name: "Quick Match" }).click();
    // Head-to-head, so the pair in the other test never finds Cleo.
    await page.getByRole("combobox", { name: "Game mode" }).selectOption("head_to_head");
    await expect(page.getByRole("combobox", { name: "Preferred rounds" })).toHaveValue("3");
    await page.getByRole("combobox", { name: "Skill level" }).selectOption("beginner");

    await page.getByRole("button", { name: "Find Match" }).click();
    await page.getByRole("button", { name: "Leave Queue" }).click();
    await expect(page.getByText("Left Queue", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Find Match" })).toBeVisible();
    expect(await (await page.request.get("/api/matchmaking/status")).json()).toEqual({ status: "idle" });

    await page.getByRole("button", { name: "Find Match" }).click();
    const offer = page.getByRole("button", { name: "Play with a bot instead" });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await offer.click();
    await expect(page).toHaveURL(/\/game\/[^/?#]+$/);
    await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
    const gameId = new URL(page.url()).pathname.split("/").pop() ?? "";
    const game = await (await page.request.get(`/api/games/${gameId}`)).json();
    expect(game.game).toMatchObject({ gameMode: "head_to_head", totalRounds: 3, currentPhase: "writing" });
    expect(game.players).toEqual([
      expect.objectContaining({ name: cleo.name, isHost: true, isBot: false }),
      expect.objectContaining({ isBot: true, botDifficulty: "medium" }),
    ]);
  });
});
