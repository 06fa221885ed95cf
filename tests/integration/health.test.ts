// /api/health's verdict: reachable on a working database, unreachable (not a crash) otherwise.
import { afterAll, describe, expect, it } from "vitest";
import { checkDatabaseHealth } from "@/lib/data/health";
import { closeDatabase, installDatabase } from "@/lib/db";
import { openPostgres } from "@/lib/db/client";
import { testEngines } from "./helpers/engines";
import { createTestDatabase } from "./helpers/test-db";

describe.each(testEngines())("database health [%s]", (engine) => {
  it("reports the engine and a latency when the database answers", async () => {
    const t = await createTestDatabase(engine);
    try {
      const report = await checkDatabaseHealth();
      expect(report).toMatchObject({ ok: true, engine });
      expect(report.latencyMs).toBeGreaterThanOrEqual(0);
    } finally {
      await t.drop();
    }
  });
});

describe("database health without a database", () => {
  afterAll(async () => {
    await closeDatabase().catch(() => {});
  });

  it("answers unreachable within its timeout instead of throwing", async () => {
    // Nothing listens on port 1: the connection is refused.
    installDatabase(openPostgres("postgres://postgres@127.0.0.1:1/none", 1));
    const started = Date.now();
    const report = await checkDatabaseHealth(2000);
    expect(report.ok).toBe(false);
    expect(report.error).toBeTruthy();
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
