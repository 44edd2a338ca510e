import { expect, newAccount, signUpViaApi, test } from "./support/fixtures";
import { signInWithForm, signUpWithForm } from "./support/sign-in";

test.describe("accounts", () => {
  test("a visitor lands, signs up and is welcomed by first name", async ({ page }) => {
    const account = newAccount("Grace");
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Where Words Become Puzzles" })).toBeVisible();
    await page.getByRole("button", { name: "Sign Up / Login" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signUpWithForm(page, account);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: `Welcome, ${account.firstName}!` })).toBeVisible();
    // The welcome is carried across the full page load, so home still shows it.
    await expect(page.getByText("Welcome to Riddlebook!", { exact: true }).first()).toBeVisible();
  });

  test("a player signs out and signs back in with e-mail and password", async ({ page }) => {
    const account = await signUpViaApi(page, newAccount("Alan"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: `Welcome, ${account.firstName}!` })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Where Words Become Puzzles" })).toBeVisible();
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(401);

    await signInWithForm(page, account.email, "not the password");
    await expect(page.getByText("Invalid e-mail or password.", { exact: true }).first()).toBeVisible();

    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    // Signing in ends with a full page load of home; the test ends after it, not during it.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: `Welcome, ${account.firstName}!` })).toBeVisible();
    await expect(page.getByText("Welcome back!", { exact: true }).first()).toBeVisible();
  });

  test("Quick Start signs a visitor in as a guest who can play at once", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Quick Start (Test Mode)" }).click();
    await expect(page.getByRole("heading", { name: /^Welcome, Guest_/ })).toBeVisible();
    const me = await (await page.request.get("/api/auth/user")).json();
    expect(me.isGuest).toBe(true);
  });

  test("the Enter Game page also starts guest play", async ({ page }) => {
    await page.goto("/dev-login");
    await page.getByRole("button", { name: "Enter Game" }).click();
    await expect(page.getByRole("heading", { name: /^Welcome, Guest_/ })).toBeVisible();
  });

  test("while signed in, /login shows home", async ({ page }) => {
    const account = await signUpViaApi(page);
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: `Welcome, ${account.firstName}!` })).toBeVisible();
  });

  test("an unknown path shows Page Not Found, signed in or out", async ({ page }) => {
    await page.goto("/no/such/place");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await signUpViaApi(page);
    await page.goto("/still/nowhere");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});
