import type { Page } from "@playwright/test";
import type { NewAccount } from "./fixtures";

/** Fills the login page's "Create your account" form with `account` and submits it. */
export async function signUpWithForm(page: Page, account: NewAccount): Promise<void> {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** Opens the login page, switches to signing in, and signs in with this e-mail and password. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in instead" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}
