// Serverless hosts: /api/cron/jobs runs the queue when no worker process lives between
// requests. Only a caller with the secret gets in; a paid order's receipt is mailed by the call;
// two overlapping calls never run a job twice, and a repeated call adds no recurring job.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { testEngines } from "./helpers/engines";
import { buyer } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const SECRET = vi.hoisted(() => {
  const secret = "cron-secret-for-tests-0123456789abcdef";
  process.env.CRON_SECRET = secret;
  return secret;
});
const route = await import("@/app/api/cron/jobs/route");

const call = (authorization?: string, method: "GET" | "POST" = "GET") =>
  route[method](
    new Request("http://localhost:3000/api/cron/jobs", { method, headers: authorization ? { authorization } : {} }),
  );

describe.each(testEngines())("cron endpoint for jobs [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const states = async () =>
    rowsOf<{ name: string; state: string; attempts: number }>(
      await t.owner.execute(sql`select name, state, attempts from app_private.jobs order by id`),
    );

  it("refuses a caller without the secret and runs nothing", async () => {
    const couponId = await makeCoupon(t.owner);
    const paid = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    expect(paid.ok).toBe(true);
    for (const header of [undefined, "Bearer wrong", `Basic ${SECRET}`, `Bearer ${SECRET}x`, "Bearer "]) {
      const response = await call(header);
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await states()).filter((j) => j.state !== "queued")).toEqual([]);
  });

  it("runs due jobs and offers the recurring ones; overlapping and repeated calls run each once", async () => {
    // A recurring job is offered once per period, the shortest a minute (lib/jobs/definitions.ts):
    // a call after the minute turns rightly offers the next one. So the three calls start well
    // inside a minute (this failed once, in a run that crossed 21:40:00).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 250));
    const [a, b] = await Promise.all([call(`Bearer ${SECRET}`), call(`Bearer ${SECRET}`, "POST")]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ta, tb] = (await Promise.all([a.json(), b.json()])) as {
      ran: number;
      scheduled: string[];
      budgetSpent: boolean;
    }[];
    const after = await states();
    // Every job ran exactly once (attempts 1), split between the two calls however they raced.
    expect(after.every((j) => j.state === "done" && j.attempts === 1)).toBe(true);
    expect(ta!.ran + tb!.ran).toBe(after.length);
    expect(after.map((j) => j.name)).toContain("send_receipt");
    expect(new Set([...ta!.scheduled, ...tb!.scheduled]).size).toBe(ta!.scheduled.length + tb!.scheduled.length);
    const again = (await (await call(`Bearer ${SECRET}`)).json()) as { ran: number; scheduled: string[] };
    expect(again).toMatchObject({ ran: 0, scheduled: [] });
    expect(await states()).toHaveLength(after.length);
  });
});
