import { readFile } from "node:fs/promises";
import { expect, newAccount, signUpViaApi, test } from "./support/fixtures";
import { signInWithForm } from "./support/sign-in";

// "Your data" on the profile (docs/decisions/023-account-export-and-deletion.md).
test("a player downloads their data, then deletes the account with their password and cannot sign in", async ({
  page,
}) => {
  const account = await signUpViaApi(page, newAccount("Dora"));
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^riddlebook-data-${account.username}-.*\\.json$`));
  const saved = await download.path();
  const data = JSON.parse(await readFile(saved, "utf8"));
  expect(data.account).toMatchObject({ username: account.username, email: account.email });

  // A wrong password is refused in the dialog, and nothing is deleted.
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password").fill("not my password");
  await dialog.getByLabel("I understand that this cannot be undone.").check();
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(/password is not right/);

  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Account deleted", { exact: true }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  // Signing in again fails as for an unknown e-mail.
  await signInWithForm(page, account.email, account.password);
  await expect(page.getByText("Invalid e-mail or password.").first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});
