import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  signUpViaApi,
  test,
} from "./support/fixtures";

test.describe("accessibility and phones", () => {
  test("landing and login have no axe violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Where Words Become Puzzles" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("home and profile have no axe violations", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Game Stats" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("every page fits a 375 px wide phone screen", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const path of ["/", "/login", "/dev-login", "/nowhere"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await signUpViaApi(page);
    for (const path of ["/", "/profile", "/test-users", "/friends", "/advanced-modes"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await context.close();
  });

  test("a visitor can sign up with the keyboard alone", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").focus();
    await page.keyboard.type(`kb${Date.now()}@example.com`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Key");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Board");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`kb_${Date.now() % 1_000_000_000}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("correct horse battery staple");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Welcome, Key!" })).toBeVisible();
  });

  test("responses carry a Content-Security-Policy the app runs under", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    const res = await page.goto("/");
    expect(res?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page.getByRole("heading", { name: "Where Words Become Puzzles" })).toBeVisible();
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in instead" }).click();
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});
