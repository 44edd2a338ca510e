import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { expectLayoutFits } from "./layout";

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  password: string;
}

let counter = 0;
/** A unique, valid account for this test run. */
/**
 * `n` written with consonants only (no vowels, digits or y, so no leetspeak either): a random tag
 * can then never spell a word the server's profanity filter refuses (docs/product.md §19.6).
 */
function safeDigits(n: number): string {
  const alphabet = "bdghjmnpqrvwxz";
  let out = "";
  let rest = Math.floor(n);
  do {
    out = alphabet[rest % alphabet.length] + out;
    rest = Math.floor(rest / alphabet.length);
  } while (rest > 0);
  return out;
}

export function newAccount(firstName = "Ada"): NewAccount {
  counter += 1;
  const tag = `${safeDigits(counter)}${safeDigits(process.pid)}${safeDigits(Date.now() % 2744)}`;
  return {
    email: `${firstName.toLowerCase()}.${tag}@example.com`,
    firstName,
    lastName: "Lovelace",
    username: `${firstName.toLowerCase()}_${tag}`.slice(0, 24),
    password: "correct horse battery staple",
  };
}

/** Signs up through the API in the page's own context, so the browser holds the session cookie. */
export async function signUpViaApi(page: Page, account: NewAccount = newAccount()): Promise<NewAccount> {
  const res = await page.request.post("/api/auth/signup", { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/**
 * Runs axe-core and fails on any violation, of any impact, listing them. Every page state checked
 * here is also checked to fit phones of 360 and 390 px without sideways scrolling or words broken
 * across lines, in both themes (`expectLayoutFits`).
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await expectLayoutFits(page);
  let results = await analyzeSettled(page);
  // A step of the results reveal may begin fading in while axe reads the page; a real violation is
  // still there once the page has settled again, a half-faded row is not.
  if (results.violations.length > 0) results = await analyzeSettled(page);
  // Every impact counts, minor included: the bar is no violation at all.
  expect(
    results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** Runs axe once no finite animation or transition is running (fades read as low contrast). */
async function analyzeSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {});
  return new AxeBuilder({ page }).analyze();
}

/**
 * Fails when the page scrolls sideways at its own width, and runs the 360 and 390 px checks of
 * `expectLayoutFits` on it.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectLayoutFits(page);
}

/**
 * Matches `word` as a word of its own, case-insensitively: "book" is in "Riddlebook" and "cup" in
 * "occupy", and neither shows the word. Dealt words are random, so a substring check flakes.
 */
export function wholeWord(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "iu");
}

export const test = base;
export { expect };
