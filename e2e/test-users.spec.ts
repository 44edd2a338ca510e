import { PRODUCTION_PORT } from "./playwright.config";
import { expect, signUpViaApi, test } from "./support/fixtures";

test.describe("test users", () => {
  test("in test mode, a player sees the test users and switches to one", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/test-users");
    await expect(page.getByRole("heading", { name: "Test Users" })).toBeVisible();
    const users = await (await page.request.get("/api/test-users")).json();
    expect(users.length).toBeGreaterThanOrEqual(2);
    // A freshly signed-up player is not a test user, so nobody is marked current yet.
    await expect(page.getByText("Current", { exact: true })).toHaveCount(0);

    const target = users[1];
    const switchButton = page.getByRole("button", { name: new RegExp(`^Switch to ${target.firstName}`) });
    await switchButton.click();
    await expect
      .poll(async () => (await (await page.request.get("/api/auth/user")).json()).id)
      .toBe(target.id);
    await expect(page.getByText("Current", { exact: true })).toBeVisible();
    await expect(switchButton).toBeDisabled();
    await expect(page.getByRole("link", { name: "Back to Game" })).toBeVisible();
  });

  test("without test mode the page and its calls do not exist", async ({ page }) => {
    const base = `http://127.0.0.1:${PRODUCTION_PORT}`;
    const signup = await page.request.post(`${base}/api/auth/signup`, {
      data: {
        email: `prod${Date.now()}@example.com`,
        firstName: "Prod",
        lastName: "User",
        username: `prod_${Date.now() % 1_000_000_000}`,
        password: "correct horse battery staple",
      },
    });
    expect(signup.status()).toBe(201);
    expect((await page.request.get(`${base}/api/test-users`)).status()).toBe(404);
    expect((await page.request.get(`${base}/api/switch-user/anything`)).status()).toBe(404);
    await page.goto(`${base}/test-users`);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});
