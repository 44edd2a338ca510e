import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  signUpViaApi,
  test,
} from "./support/fixtures";
import {
  chooseFromHand,
  createGameViaApi,
  guessAll,
  hostAddsBot,
  hostChoosesPage,
  inflectionsOf,
  newPlayer,
  RIDDLES,
  showAllResults,
  writeRiddle,
} from "./support/game";

test.describe("playing a game", () => {
  test("three players create, join by code, play two rounds and see the final results", async ({
    browser,
  }) => {
    test.slow();
    // The third player is on a 375 px phone.
    const players = await Promise.all([
      newPlayer(browser, "Hana"),
      newPlayer(browser, "Ben"),
      newPlayer(browser, "Cleo", { viewport: { width: 375, height: 740 } }),
    ]);
    const [host, second, third] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const game = await createGameViaApi(host, { totalRounds: 2, name: "E2E Two Rounds" });

    await host.page.goto(`/game/${game.id}`);
    await expect(host.page.getByRole("heading", { name: "E2E Two Rounds", level: 1 })).toBeVisible();
    await expect(host.page.getByTestId("join-code")).toHaveText(game.joinCode);
    await expect(host.page.getByTestId("phase-label")).toContainText("Setup");

    for (const player of [second, third]) {
      await player.page.goto("/");
      await player.page.getByRole("tab", { name: "Join Code" }).click();
      const code = player.page.getByRole("textbox", { name: "Join code" });
      await code.fill(game.joinCode.toLowerCase());
      await expect(code).toHaveValue(game.joinCode);
      await player.page.getByRole("button", { name: "Join Game" }).click();
      await expect(player.page).toHaveURL(new RegExp(`/game/${game.id}$`));
      await expect(player.page.getByRole("list", { name: "Players" })).toContainText(player.name);
    }
    await expect(host.page.getByRole("list", { name: "Players" }).getByRole("listitem")).toHaveCount(3);

    // Start needs a page first.
    await host.page.getByRole("button", { name: "Start Game" }).click();
    await expect(host.page.getByText("Select Wordbook Page", { exact: true }).first()).toBeVisible();
    await hostChoosesPage(host.page, 1);
    for (const player of [second, third]) {
      await player.page.getByRole("button", { name: "Mark Ready" }).click();
      await expect(player.page.getByRole("button", { name: "Ready", pressed: true })).toBeVisible();
    }
    await host.page.getByRole("button", { name: "Start Game" }).click();

    for (const round of [1, 2]) {
      for (const player of players) {
        await expect(player.page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
        await expect(player.page.getByText(`Round ${round} of 2`)).toBeVisible();
        await expect(player.page.getByRole("timer")).toBeVisible();
      }
      // Each player picks from their own hand; the others guess by the author's word.
      const wordOf: Record<string, string> = {};
      // In round 1 (page 1) the host picks a word with an inflection, which the third player guesses.
      const hostPick =
        round === 1 ? (hand: string[]) => hand.find((w) => inflectionsOf(1, w).length > 0) : undefined;
      if (round === 2) {
        // A refresh mid-writing lands back in the same phase with the submission intact.
        wordOf[host.name] = await writeRiddle(host.page, RIDDLES[0]);
        await host.page.reload();
        await expect(host.page.getByText("Riddle submitted! Waiting for the other players...")).toBeVisible();
        await expect(host.page.getByText(RIDDLES[0])).toBeVisible();
      }
      await Promise.all(
        players.map(async (player, i) => {
          if (round === 2 && player === host) return;
          wordOf[player.name] = await writeRiddle(
            player.page,
            RIDDLES[i] ?? "",
            player === host ? hostPick : undefined,
          );
        }),
      );
      if (round === 1) {
        await expect(third.page.getByRole("heading", { name: "Read and guess" })).toBeVisible();
        await expectNoHorizontalScroll(third.page);
        await expectNoA11yViolations(third.page);
      }
      // In round 1 the third player guesses an inflection of the host's word: a form counts.
      const hostWord = wordOf[host.name] ?? "";
      const hostForm = round === 1 ? (inflectionsOf(1, hostWord)[0] ?? "") : hostWord;
      const asThird = (word: string) => (word === hostWord ? hostForm : word);
      await Promise.all(
        players.map((player) => guessAll(player.page, wordOf, 3, player === third ? asThird : undefined)),
      );
      for (const player of players) {
        await expect(player.page.getByRole("heading", { name: `Round ${round} Results` })).toBeVisible();
        // The reveal steps through the riddles one at a time, as long as the host allows: end it.
        await showAllResults(player.page);
        const results = player.page.getByRole("list", { name: `Round ${round} riddles` });
        for (const word of Object.values(wordOf))
          await expect(results).toContainText(word, { ignoreCase: true });
        await expect(player.page.getByRole("table", { name: "Scoreboard" })).toBeVisible();
        if (round === 1)
          await expect(results).toContainText(
            `“${hostForm}”: accepted as a form of ${hostWord.toUpperCase()}`,
          );
      }
      // Everyone guessed everything right: 2 × 2 points for guesses, 5 for the riddle.
      await expect(
        host.page
          .getByRole("row", { name: new RegExp(host.name) })
          .getByRole("cell")
          .last(),
      ).toHaveText(String(9 * round));
      if (round === 1) {
        await expectNoHorizontalScroll(third.page);
        await expectNoA11yViolations(third.page);
      }
      await expect(second.page.getByText("Waiting for the host…")).toBeVisible();
      await expect(second.page.getByRole("timer")).toBeVisible();
      await host.page
        .getByRole("button", { name: round === 1 ? "Continue to Next Round" : "See Final Results" })
        .click();
      // The last Continue announces the final results, not another round.
      const toastTitle = round === 1 ? "Next Round Started!" : "Final Results";
      await expect(
        host.page.locator(".toast-root").getByText(toastTitle, { exact: true }).first(),
      ).toBeVisible();
    }

    for (const player of players) {
      await expect(player.page.getByRole("heading", { name: "Final Results" })).toBeVisible();
      await expect(player.page.getByTestId("winner")).toContainText("18 points");
    }
    await expectNoHorizontalScroll(third.page);
    await expectNoA11yViolations(third.page);
    await host.page.getByRole("button", { name: "Start New Game" }).click();
    await expect(host.page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await Promise.all(players.map((player) => player.context.close()));
  });

  test("a player joins a public game from the Browse tab", async ({ browser }) => {
    const host = await newPlayer(browser, "Bree");
    const guest = await newPlayer(browser, "Otto");
    const game = await createGameViaApi(host, { isPublic: true, name: `Browse ${Date.now()}` });

    await guest.page.goto("/");
    await guest.page.getByRole("tab", { name: "Browse" }).click();
    const list = guest.page.getByRole("list", { name: "Public games" });
    const row = list.getByRole("listitem").filter({ hasText: game.name });
    await expect(row).toContainText(game.joinCode);
    await expect(row).toContainText("1/8 players");
    await expect(row).toContainText("Standard");
    await row.getByRole("button", { name: `Join ${game.name}` }).click();
    await expect(guest.page).toHaveURL(new RegExp(`/game/${game.id}$`));
    await expect(guest.page.getByRole("list", { name: "Players" })).toContainText(host.name);
    await expect(guest.page.getByRole("list", { name: "Players" })).toContainText(guest.name);

    // The host sees the new player without reloading, and the guest now has a Rejoin tab.
    await host.page.goto(`/game/${game.id}`);
    await expect(host.page.getByRole("list", { name: "Players" })).toContainText(guest.name);
    await guest.page.goto("/");
    await expect(guest.page.getByRole("tab", { name: "Rejoin (1)" })).toBeVisible();

    // The host adds a bot from the Rejoin tab.
    await host.page.goto("/");
    await host.page.getByRole("tab", { name: "Rejoin (1)" }).click();
    const mine = host.page.getByRole("list", { name: "Your active games" }).getByRole("listitem");
    await expect(mine).toContainText(game.name);
    await expect(mine).toContainText("Setup");
    await expect(mine).toContainText("Not started · 2 rounds");
    await expect(mine).not.toContainText("Round 0");
    await mine.getByRole("button", { name: `Add a bot to ${game.name}` }).click();
    const dialog = host.page.getByRole("dialog", { name: "Add a Bot" });
    await dialog.getByRole("radio", { name: /Grandpa/ }).check();
    await dialog.getByRole("button", { name: "Add Grandpa" }).click();
    await expect(host.page.getByText("Bot Added!", { exact: true }).first()).toBeVisible();
    await mine.getByRole("button", { name: `Rejoin ${game.name}` }).click();
    await expect(host.page.getByRole("list", { name: "Players" })).toContainText("Grandpa");

    // A game that does not exist.
    await guest.page.goto("/game/no-such-game");
    await expect(guest.page.getByRole("heading", { name: "Game Not Found" })).toBeVisible();
    await expect(
      guest.page.getByText("The game you're looking for doesn't exist or has ended."),
    ).toBeVisible();
    await Promise.all([host.context.close(), guest.context.close()]);
  });

  test("the host removes a player who then cannot rejoin, then leaves, and hosting passes on", async ({
    browser,
  }) => {
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
    await host.page.goto(`/game/${game.id}`);
    await guest.page.goto(`/game/${game.id}`);
    await kicked.page.goto(`/game/${game.id}`);
    const players = (page: typeof host.page) => page.getByRole("list", { name: "Players" });

    // The host removes Kit, after confirming; Kit's screen drops the seat, and joining again is refused.
    await players(host.page)
      .getByRole("button", { name: `Remove ${kicked.name}` })
      .click();
    const confirm = host.page.getByRole("dialog", { name: `Remove ${kicked.name}?` });
    await confirm.getByRole("button", { name: "Remove Player" }).click();
    await expect(players(guest.page)).not.toContainText(kicked.name);
    await expect(players(guest.page).getByRole("button", { name: /^Remove / })).toHaveCount(0);
    await kicked.page.reload();
    await expect(kicked.page.getByTestId("game-refused")).toHaveText("The host removed you from this game.");
    const again = await kicked.page.request.post("/api/players", {
      data: { gameId: game.id, name: kicked.name },
    });
    expect(again.status()).toBe(403);

    // The host leaves; the guest sees it live and now hosts.
    const guestRow = players(guest.page).getByRole("listitem").filter({ hasText: guest.name });
    await expect(guestRow).not.toContainText("Host");
    await host.page.getByRole("button", { name: "Leave Game" }).click();
    const dialog = host.page.getByRole("dialog", { name: "Leave this game?" });
    await expect(dialog).toContainText("Hosting passes to the longest-seated player still here.");
    await dialog.getByRole("button", { name: "Leave Game" }).click();
    await expect(host.page.getByText("You left the game", { exact: true }).first()).toBeVisible();
    await expect(players(guest.page)).not.toContainText(host.name);
    await expect(guestRow).toContainText("Host");
    await Promise.all([host.context.close(), guest.context.close(), kicked.context.close()]);
  });

  test("a forbidden form of the word is highlighted, Submit is disabled, and the draft survives a refresh", async ({
    page,
  }) => {
    test.slow();
    const account = await signUpViaApi(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Create Game" }).click();
    await expect(page.getByText("Game Created & Joined!", { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/game\/[^/]+$/);
    await expect(page.getByRole("heading", { name: `${account.username}'s Game`, level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);

    await hostAddsBot(page);
    await hostChoosesPage(page, 1);
    // The bot is always ready: once the host is ready too, the game starts on its own.
    await page.getByRole("button", { name: "Mark Ready" }).click();
    await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();

    // A word of the player's own hand, and a form of it from page 1's checker data.
    const word = await chooseFromHand(page, (hand) => hand.find((w) => inflectionsOf(1, w).length > 0));
    const form = inflectionsOf(1, word)[0] ?? "";
    const riddle = page.getByRole("textbox", { name: "Your riddle" });
    await riddle.fill(`Four legs I have, like all my ${form}, yet I never walk the stairs.`);
    await expect(page.getByTestId("riddle-indicator")).toHaveText(new RegExp(`^Check rules: .*${form}`));
    await expect(page.getByRole("list", { name: "Rule problems" }).locator("mark")).toHaveText(form);
    await expect(page.getByRole("button", { name: "Submit Riddle" })).toBeDisabled();
    await expect(riddle).toHaveAttribute("aria-invalid", "true");
    await expectNoA11yViolations(page);

    const fixed = "Four legs I have, yet I never walk the stairs.";
    await riddle.fill(fixed);
    await expect(page.getByTestId("riddle-indicator")).toHaveText(`${fixed.length}/500`);
    await expect(page.getByRole("button", { name: "Submit Riddle" })).toBeEnabled();

    // The draft is saved to the server (throttled to once a second) and restored after a refresh:
    // reload once the server holds it (the account export shows a saved draft).
    await expect
      .poll(async () => {
        const exported = (await (await page.request.get("/api/account/export")).json()) as {
          games: { draft: { text: string } | null }[];
        };
        return exported.games.map((game) => game.draft?.text);
      })
      .toContain(fixed);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your riddle" })).toHaveValue(fixed);
    await expect(page.getByTestId("secret-word")).toContainText(word, { ignoreCase: true });
  });

  test("a style challenge shows its prompt, re-rolls it with New Challenge, and fits a phone", async ({
    browser,
  }) => {
    const host = await newPlayer(browser, "Sol", { viewport: { width: 375, height: 740 } });
    const { page } = host;
    await page.goto("/");
    await page.getByRole("combobox", { name: "Game mode" }).selectOption("style_challenge");
    await page.getByRole("button", { name: "Create Game" }).click();
    await expect(page).toHaveURL(/\/game\/[^/]+$/);
    await expect(page.getByText("Mode: Style Challenge")).toBeVisible();
    await expectNoHorizontalScroll(page);

    await hostAddsBot(page, "Grandpa");
    await hostChoosesPage(page, 4);
    await page.getByRole("button", { name: "Mark Ready" }).click();
    await expect(page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
    await expectNoHorizontalScroll(page);

    const prompt = page.getByTestId("writing-prompt");
    await expect(prompt).not.toHaveText("Being assigned...");
    const first = (await prompt.textContent()) ?? "";
    expect([
      "Haiku",
      "Children's rhyme",
      "Detective noir",
      "Ancient prophecy",
      "Romantic sonnet",
      "Only one sentence",
      "No adjectives",
      "Include one lie",
    ]).toContain(first);
    await page.getByRole("button", { name: "New Challenge" }).click();
    await expect(prompt).not.toHaveText(first);
    await expectNoA11yViolations(page);
    await host.context.close();
  });
});
