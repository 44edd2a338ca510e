import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// The installable app (apps/web/vite.config.ts, src/pwa): manifest, icons, a service worker that
// precaches the app shell, and the offline screen. Service workers are allowed here explicitly.
test.use({ serviceWorkers: "allow" });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits for the service worker to be active and answers its script URL. */
async function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? "";
  });
}

test.describe("installable app", () => {
  test("links a valid manifest whose icons load", async ({ page }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#6d28d9");
    const res = await page.request.get(href ?? "");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: "Riddlebook",
      short_name: "Riddlebook",
      start_url: "/",
      display: "standalone",
      theme_color: "#6d28d9",
    });
    const icons: Array<{ src: string; sizes: string; type: string; purpose?: string }> = manifest.icons;
    const pngs = icons.filter((icon) => icon.type === "image/png");
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(icons.some((icon) => icon.purpose?.split(" ").includes("maskable"))).toBe(true);
    for (const icon of icons) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toContain(icon.type);
      if (icon.type === "image/png") {
        const [width, height] = icon.sizes.split("x").map(Number);
        expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
      }
    }
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect((await page.request.get(touch ?? "")).status()).toBe(200);
  });

  test("registers a service worker, and opens offline to the offline screen", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await activeWorker(page)).toMatch(/\/sw\.js$/);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // Server paths are never answered with the cached shell.
    await expect(page.goto("/api/settings")).rejects.toThrow();
    await expect(page.goto("/openapi.json")).rejects.toThrow();

    // Back online: the app carries on by itself.
    await page.goto("/").catch(() => {}); // the offline screen again, from the cache
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "Where Words Become Puzzles" })).toBeVisible();
  });

  test("server routes reach the server, and no API answer is cached", async ({ page }) => {
    await page.goto("/");
    await activeWorker(page);
    await page.reload(); // now controlled by the worker
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    for (const path of ["/api/settings", "/openapi.json", "/healthz"]) {
      const res = await page.goto(path);
      expect(res?.headers()["content-type"], path).toMatch(/^application\/json/);
    }
    const docs = await page.goto("/docs");
    expect(await docs?.text()).not.toContain('<div id="root">');
    await page.goto("/");
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain("/index.html");
    expect(cached.filter((path) => /^\/(api|ws|metrics|docs|openapi)/.test(path))).toEqual([]);
  });
});
