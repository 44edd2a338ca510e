import { describe, expect, it } from "vitest";
import { createTestApp } from "../support/test-app";

describe("GET /healthz", () => {
  it("reports ok when the database answers", async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: "/healthz" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ok", db: "ok" });
    } finally {
      await t.close();
    }
  });

  it("reports 503 degraded when the database does not answer", async () => {
    const t = await createTestApp();
    try {
      await t.db.destroy();
      const res = await t.app.inject({ url: "/healthz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "degraded", db: "error" });
    } finally {
      await t.app.close();
      await t.bus.close();
    }
  });
});
