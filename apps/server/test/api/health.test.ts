import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { capDatabaseSize, fillUntilFull, openFileDb, uncapDatabaseSize } from "../support/full-disk";
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
      expect(res.json()).toEqual({ status: "degraded", db: "error", code: "database_unavailable" });
    } finally {
      await t.app.close();
      await t.bus.close();
    }
  });

  it("reports 503 when reads work but writes fail: the probe writes through the writer (F5)", async () => {
    const db = openFileDb();
    const t = await createTestApp({ db });
    try {
      expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
      // The writing connection refuses writes (a read-only database); the read-only one still reads.
      await sql`pragma query_only = 1`.execute(db);
      const res = await t.app.inject({ url: "/healthz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "degraded", db: "error", code: "database_unavailable" });
      await sql`pragma query_only = 0`.execute(db);
      expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await t.close();
      await db.destroy();
    }
  });

  it("reports 503 storage_full while the disk is full, and ok again once there is room (F12)", async () => {
    const db = openFileDb();
    const t = await createTestApp({ db, config: { rateLimitScale: 1000 } });
    try {
      expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
      await capDatabaseSize(db);
      await fillUntilFull(t.app);
      const res = await t.app.inject({ url: "/healthz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "degraded", db: "error", code: "storage_full" });
      await uncapDatabaseSize(db);
      expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await t.close();
      await db.destroy();
    }
  });
});
