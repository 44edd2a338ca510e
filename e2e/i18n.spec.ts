import type { Page } from "@playwright/test";
import { pseudoizeText } from "../apps/web/src/i18n/pseudo";
import { expect, signUpViaApi, test } from "./support/fixtures";
import { createGameViaApi, newPlayer, RIDDLES, showAllResults } from "./support/game";

/**
 * The pseudo-locale (docs/decisions/034-i18n.md) on every screen: each catalogue text shows accented
 * and in brackets ("[Ŝîĝñ îñ ~~~]"), so any English UI text left in a component, and any raw key,
 * stands out. Content (names, riddles, words, the wordbook pages' words) stays as written; the pages'
 * titles are catalogue texts (issue 31 item 21).
 */

/** A catalogue text as the pseudo-locale shows it; for finding buttons and headings by name. */
const ps = pseudoizeText;

/** A catalogue text with placeholders as the pseudo-locale shows it once filled in. */
function psWith(template: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.split(`{{${name}}}`).join(String(value)),
    pseudoizeText(template),
  );
}

/** Texts that are content, not UI: whatever the API says about the game, the user or the page. */
const CONTENT_FIELDS = new Set([
  "name",
  "text",
  "word",
  "words",
  "hand",
  "prompt",
  "guess",
  "message",
  "username",
  "firstName",
  "lastName",
  "email",
  "playerName",
  "title",
  "emoji",
  // Story chapters, Vault riddles and badges are server data.
  "choices",
  "riddleText",
  "answer",
  "description",
  "story",
  "theme",
  "badge",
]);

/** Every string under a content field of an API answer. */
function contentOf(value: unknown, field = ""): string[] {
  if (typeof value === "string") return CONTENT_FIELDS.has(field) && value.trim() !== "" ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => contentOf(item, field));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => contentOf(item, key));
  }
  return [];
}

/** The content of a few API reads (each answer's names, texts, words...), plus the brand name. */
async function readContent(page: Page, paths: readonly string[]): Promise<string[]> {
  const found = ["Riddlebook"];
  for (const path of paths) {
    const res = await page.request.get(path);
    if (res.ok()) found.push(...contentOf(await res.json()));
  }
  // Longest first, so a name is taken out before a shorter name inside it.
  return [...new Set(found)].sort((a, b) => b.length - a.length);
}

/**
 * Every text on the page (text nodes, and the aria-label, title, placeholder and alt attributes)
 * that still has English letters once the content is taken out and that is not inside a pseudo text
 * (an element whose whole text is "[...]", itself or up to two levels up: interpolated content).
 */
async function englishLeft(page: Page, content: readonly string[]): Promise<string[]> {
  return page.evaluate((known) => {
    const strip = (text: string) => known.reduce((rest, item) => rest.split(item).join(" "), text);
    const english = (text: string) => /[A-Za-z]{2,}/.test(strip(text));
    const pseudo = (text: string) => /^\s*\[[\s\S]*\]\s*$/.test(text);
    const insidePseudo = (element: Element | null) => {
      for (let e = element, level = 0; e && level < 3; e = e.parentElement, level++) {
        if (pseudo(e.textContent ?? "")) return true;
      }
      return false;
    };
    const left: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      const text = node.textContent ?? "";
      // A known text split by <wbr> (an e-mail, a link) is judged whole, from its parent.
      if (english(text) && english(parent.textContent ?? "") && !insidePseudo(parent)) left.push(text.trim());
    }
    for (const element of Array.from(
      document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]"),
    )) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value && english(value) && !pseudo(value)) left.push(`${name}="${value}"`);
      }
    }
    return left;
  }, content);
}

/** What the pseudo-locale checks on one screen: no English UI text, no raw key, no i18n error. */
async function expectAllPseudo(page: Page, screen: string, content: readonly string[]): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
  // Something of the screen is in the pseudo-locale at all.
  await expect(page.getByText(/^\s*\[.*~\]\s*$/).first()).toBeVisible();
  expect(await englishLeft(page, content), `English text left on ${screen}`).toEqual([]);
}

/** Opens a path in the pseudo-locale (the choice is remembered, so later paths need no ?lng). */
async function openPseudo(page: Page, path: string): Promise<void> {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=pseudo`);
}

/** Collects i18n's console errors (a missing key or placeholder), to be asserted empty. */
function watchI18nErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("i18n:")) errors.push(message.text());
  });
  return errors;
}

/**
 * Clicks every tab of the page's first tab list in turn and checks each panel, with the content of
 * `paths` read once the panel has loaded (other tests' public games come and go meanwhile).
 */
async function everyTab(page: Page, screen: string, paths: readonly string[]): Promise<void> {
  const tabs = page.getByRole("tablist").first().getByRole("tab");
  const count = await tabs.count();
  expect(count, `tabs on ${screen}`).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
    const panel = await tabs.nth(i).getAttribute("aria-controls");
    await expect(page.locator(`[id="${panel}"]`)).toBeVisible();
    // A panel may load its data after it opens; wait for the network to settle.
    await page.waitForLoadState("networkidle");
    await expectAllPseudo(page, `${screen}, tab ${i + 1}`, await readContent(page, paths));
  }
}

test.describe("the pseudo-locale", () => {
  test("renders the signed-out screens without English or raw keys", async ({ page }) => {
    const errors = watchI18nErrors(page);
    const content = await readContent(page, []);
    await openPseudo(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ps("Where Words Become Puzzles"));
    await expectAllPseudo(page, "the landing page", content);
    await page.goto("/login");
    await expect(page.getByLabel(ps("Email"))).toBeVisible();
    await expectAllPseudo(page, "the login page", content);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAllPseudo(page, "the 404 page", content);
    // Back to English with ?lng=en.
    await page.goto("/?lng=en");
    await expect(page.getByRole("heading", { name: "Where Words Become Puzzles" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The same check finds the English it is looking for.
    expect(await englishLeft(page, content)).toContain("Where Words Become Puzzles");
    expect(errors).toEqual([]);
  });

  test("renders home, profile, friends, community and advanced modes without English or raw keys", async ({
    page,
  }) => {
    test.slow();
    const errors = watchI18nErrors(page);
    await signUpViaApi(page);
    const paths = [
      "/api/auth/user",
      "/api/wordbook",
      "/api/story",
      "/api/tournaments",
      "/api/games/public",
      "/api/user/games",
      // Other tests' players on the shared test-mode server: their names are content.
      "/api/leaderboard",
    ];
    await openPseudo(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await everyTab(page, "home", paths);

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAllPseudo(page, "the profile", await readContent(page, paths));
    // A date, formatted by Intl and marked by the pseudo-locale: the account's creation day.
    const today = new Intl.DateTimeFormat("en", { year: "numeric", month: "long", day: "numeric" }).format(
      new Date(),
    );
    await expect(page.getByText(ps(today), { exact: true }).first()).toBeVisible();

    for (const [path, screen] of [
      ["/friends", "friends"],
      ["/advanced-modes", "advanced modes"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await everyTab(page, screen, paths);
    }
    for (const [path, screen] of [
      ["/vault", "the vault"],
      ["/daily", "the daily riddle"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectAllPseudo(
        page,
        screen,
        await readContent(page, ["/api/auth/user", "/api/daily", "/api/vault"]),
      );
    }
    expect(errors).toEqual([]);
  });

  test("renders a game against a bot, from setup to the album, with plurals, without English or raw keys", async ({
    browser,
  }) => {
    test.slow();
    const host = await newPlayer(browser, "Ida");
    const { page } = host;
    const errors = watchI18nErrors(page);
    const game = await createGameViaApi(host, { totalRounds: 1, name: "Pseudo Game" });
    const gameContent = () =>
      readContent(page, [`/api/games/${game.id}`, "/api/auth/user", "/api/wordbook", "/api/wordbook/page/1"]);

    await openPseudo(page, `/game/${game.id}`);
    await expect(page.getByRole("heading", { name: "Pseudo Game", level: 1 })).toBeVisible();
    // Plurals: the rounds choice offers "1 round" and "5 rounds", each in its own form.
    const rounds = page.getByRole("combobox", { name: ps("Number of rounds") });
    await expect(rounds.getByRole("option", { name: psWith("{{count}} round", { count: 1 }) })).toHaveCount(
      1,
    );
    await expect(rounds.getByRole("option", { name: psWith("{{count}} rounds", { count: 5 }) })).toHaveCount(
      1,
    );

    await page.getByRole("button", { name: ps("Add Bot") }).click();
    const dialog = page.getByRole("dialog", { name: ps("Add a Bot") });
    await expect(dialog).toBeVisible();
    await expectAllPseudo(page, "the bot dialog", await gameContent());
    await dialog.getByRole("button", { name: psWith("Add {{name}}", { name: ps("Auntie") }) }).click();
    await expect(page.getByText(ps("Bot Added!"), { exact: true }).first()).toBeVisible();
    await page.getByRole("combobox", { name: ps("Wordbook page") }).selectOption("1");
    await page.getByRole("button", { name: ps("Choose Page") }).click();
    await expect(page.getByTestId("chosen-page")).toContainText("1");
    // Wordbook page titles are texts like any other (issue 31 item 21).
    await expect(page.getByTestId("chosen-page")).toContainText(ps("Common Objects"));
    await expectAllPseudo(page, "the setup screen", await gameContent());

    await page.getByRole("button", { name: ps("Mark Ready") }).click();
    await expect(page.getByRole("heading", { name: ps("Write your riddle") })).toBeVisible();
    await expectAllPseudo(page, "the writing screen", await gameContent());
    await page
      .getByRole("list", { name: ps("Your words") })
      .getByRole("button")
      .first()
      .click();
    await expect(page.getByTestId("secret-word")).toBeVisible();
    await page.getByRole("textbox", { name: ps("Your riddle") }).fill(RIDDLES[0]);
    await page.getByRole("button", { name: ps("Submit Riddle") }).click();

    await expect(page.getByRole("heading", { name: ps("Read and guess") })).toBeVisible({ timeout: 30_000 });
    await expectAllPseudo(page, "the reading screen", await gameContent());
    const guess = page.getByRole("textbox", { name: ps("Your guess") });
    await guess.fill("teapot");
    await guess.press("Enter");

    await expect(
      page.getByRole("heading", { name: psWith("Round {{round}} Results", { round: 1 }) }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await showAllResults(page, ps("Show all"));
    await expectAllPseudo(page, "the round's results", await gameContent());

    await page.getByRole("button", { name: ps("See Final Results") }).click();
    await expect(page.getByRole("heading", { name: ps("Final Results") })).toBeVisible();
    await expectAllPseudo(page, "the final results", await gameContent());

    await page.getByRole("link", { name: ps("View album") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAllPseudo(
      page,
      "the album",
      await readContent(page, [`/api/games/${game.id}`, `/api/games/${game.id}/album`, "/api/auth/user"]),
    );
    expect(errors).toEqual([]);
    await host.context.close();
  });
});

test.describe("the pseudo-locale offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("shows the offline screen in the pseudo-locale, from the cached app", async ({ page, context }) => {
    await openPseudo(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ps("Where Words Become Puzzles"));
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: ps("You're offline") })).toBeVisible();
    await expectAllPseudo(page, "the offline screen", ["Riddlebook"]);
    await context.setOffline(false);
  });
});
