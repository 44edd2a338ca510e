import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

describe("GET /api/settings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { writingSeconds: 150, readingSeconds: 45 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the configured phase timings, without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/settings" });
    expect(res.statusCode).toBe(200);
    expect(res.json().timings).toMatchObject({ writingMs: 150_000, readingMs: 45_000 });
  });
});
