import { existsSync } from "node:fs";
import type { Browser, Page, WebSocket } from "@playwright/test";
import { createTempPostgresDatabase, type TempPostgresDatabase } from "../apps/server/test/support/postgres";
import { type Cluster, nginxBinary, startCluster } from "../scripts/cluster.mjs";
import { expect, newAccount, signUpViaApi, test } from "./support/fixtures";
import { createGameViaApi, guessAll, hostChoosesPage, RIDDLES, writeRiddle } from "./support/game";

/**
 * Several instances behind nginx play as one (docs/deploy.md, "Several instances"; docs/reliability.md
 * F1). scripts/cluster.mjs runs two built instances, on a fresh PostgreSQL database of their own and
 * on Redis, behind nginx with deploy/nginx/riddlebook.conf.template. Two players, each pinned to an
 * instance of their own by the rb_instance cookie (that template's pinning), play a whole game
 * through nginx; which instance answers is read from nginx's X-Upstream header. In round 1 the
 * guest's instance is killed with SIGKILL: the guest's page reconnects through nginx to the survivor,
 * and the game goes on to the end for both.
 *
 * Needs nginx (NGINX_PATH, else /usr/sbin/nginx), TEST_DATABASE_URL and TEST_REDIS_URL. Without any
 * of them it prints a loud SKIPPED line naming what is missing; under CI=true it fails
 * (docs/decisions/002-tests-and-skips.md).
 */

const PG_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
const CI = process.env.CI === "true" || process.env.CI === "1";
const missing = [
  ...(existsSync(nginxBinary()) ? [] : [`nginx is not at ${nginxBinary()} (apt-get install -y nginx)`]),
  ...(PG_URL ? [] : ["TEST_DATABASE_URL is not set"]),
  ...(REDIS_URL ? [] : ["TEST_REDIS_URL is not set"]),
];
if (missing.length > 0) {
  console.log("");
  console.log("=".repeat(78));
  console.log(`SKIPPED: multi-instance browser test (scale.spec.ts) — ${missing.join("; ")}`);
  console.log("=".repeat(78));
}

/** A signed-up player in a browser context of their own, pinned to instance `instance` through nginx. */
async function pinnedPlayer(browser: Browser, cluster: Cluster, firstName: string, instance: number) {
  const context = await browser.newContext({ baseURL: cluster.url });
  await context.addCookies([{ name: "rb_instance", value: String(instance), url: cluster.url }]);
  const page = await context.newPage();
  const account = await signUpViaApi(page, newAccount(firstName));
  // Every game socket the page opens, in order, with whether it has closed.
  const gameSockets: { socket: WebSocket; closed: boolean }[] = [];
  page.on("websocket", (socket) => {
    if (!new URL(socket.url()).searchParams.has("gameId")) return;
    const entry = { socket, closed: false };
    gameSockets.push(entry);
    socket.on("close", () => {
      entry.closed = true;
    });
  });
  return { context, page, account, name: account.username, gameSockets };
}

/** The instance that answers the page's requests now, from nginx's X-Upstream header. */
async function servedBy(cluster: Cluster, page: Page): Promise<number | undefined> {
  const res = await page.request.get("/healthz");
  expect(res.status()).toBe(200);
  return cluster.instanceOf(res.headers()["x-upstream"]);
}

test.describe("several instances behind nginx", () => {
  let db: TempPostgresDatabase | undefined;
  let cluster: Cluster | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    if (missing.length > 0 || !PG_URL || !REDIS_URL) return;
    db = await createTempPostgresDatabase(PG_URL);
    cluster = await startCluster({
      instances: 2,
      env: {
        DATABASE_URL: db.url,
        REDIS_URL,
        // As the browser suite's test-mode server runs (e2e/playwright.config.ts).
        TEST_MODE: "1",
        BOT_SPEED: "30",
        RATE_LIMIT_SCALE: "20",
        LOG_LEVEL: "warn",
      },
      // Every browser here comes from 127.0.0.1.
      unlimitedClients: ["127.0.0.0/8"],
    });
  });

  test.afterAll(async () => {
    await cluster?.stop();
    await db?.drop();
  });

  test("two players on two instances play a whole game, and one instance dies mid-round", async ({
    browser,
  }, testInfo) => {
    if (CI) expect(missing, "what the multi-instance test needs").toEqual([]);
    test.skip(missing.length > 0, missing.join("; "));
    test.setTimeout(240_000);
    const live = cluster as Cluster;
    try {
      const host = await pinnedPlayer(browser, live, "Hal", 1);
      const guest = await pinnedPlayer(browser, live, "Gia", 2);
      // Pinned: each is served by an instance of their own.
      expect(await servedBy(live, host.page)).toBe(1);
      expect(await servedBy(live, guest.page)).toBe(2);

      const game = await createGameViaApi(host);
      const joined = await guest.page.request.post("/api/players", {
        data: { gameId: game.id, name: guest.name },
      });
      expect(joined.status(), await joined.text()).toBe(201);
      for (const player of [host, guest]) {
        await player.page.goto(`/game/${game.id}`);
        await expect(player.page.getByRole("list", { name: "Players" })).toContainText(host.name);
        await expect(player.page.getByRole("list", { name: "Players" })).toContainText(guest.name);
        await expect.poll(() => player.gameSockets.length).toBe(1);
      }

      // The host's choice reaches the guest from the other instance, through Redis.
      await hostChoosesPage(host.page, 1);
      await expect(guest.page.getByTestId("chosen-page")).toContainText("Page 1");
      // With two players both must be ready; the game then starts on its own.
      await guest.page.getByRole("button", { name: "Mark Ready" }).click();
      await expect(host.page.getByText("1 ready", { exact: true })).toBeVisible();
      await host.page.getByRole("button", { name: "Mark Ready" }).click();

      const players = [host, guest];
      for (const round of [1, 2]) {
        for (const player of players) {
          await expect(player.page.getByRole("heading", { name: "Write your riddle" })).toBeVisible();
          await expect(player.page.getByText(`Round ${round} of 2`)).toBeVisible();
        }
        const wordOf: Record<string, string> = {};
        wordOf[host.name] = await writeRiddle(host.page, RIDDLES[0]);
        if (round === 1) {
          // Mid-round: the guest's instance dies. Its socket drops, and the page reconnects through
          // nginx, which now sends the guest to the survivor.
          await live.killInstance(2);
          await expect.poll(() => guest.gameSockets.length, { timeout: 15_000 }).toBe(2);
          expect(guest.gameSockets[0]?.closed).toBe(true);
          expect(await servedBy(live, guest.page)).toBe(1);
        }
        wordOf[guest.name] = await writeRiddle(guest.page, RIDDLES[1]);
        await Promise.all(players.map((player) => guessAll(player.page, wordOf, 1)));
        for (const player of players) {
          await expect(player.page.getByRole("heading", { name: `Round ${round} Results` })).toBeVisible();
          const results = player.page.getByRole("list", { name: `Round ${round} riddles` });
          for (const word of Object.values(wordOf))
            await expect(results).toContainText(word, { ignoreCase: true });
        }
        await host.page
          .getByRole("button", { name: round === 1 ? "Continue to Next Round" : "See Final Results" })
          .click();
      }

      for (const player of players) {
        await expect(player.page.getByRole("heading", { name: "Final Results" })).toBeVisible();
        await expect(player.page.getByTestId("winner")).toBeVisible();
      }
      // The host's instance never went away: its one socket stayed open the whole game.
      expect(host.gameSockets.map((s) => s.closed)).toEqual([false]);
      await Promise.all(players.map((player) => player.context.close()));
    } catch (error) {
      await testInfo.attach("cluster output", { body: live.describe(), contentType: "text/plain" });
      throw error;
    }
  });
});
