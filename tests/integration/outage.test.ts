// Bad days: a PostgreSQL that accepts connections but stops answering (a frozen server,
// a black-holed network) fails a request within DB_REQUEST_TIMEOUT_MS instead of stalling it;
// the abandoned transaction never commits; health says so; and when the server answers again the
// app recovers by itself, without a restart. The app's connections go through a relay this test
// can pause, so the shared server is never touched.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseUrl, withDatabase } from "./helpers/engines";
import { pausableProxy, type PausableProxy } from "./helpers/pausable-proxy";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

vi.hoisted(() => {
  process.env.DB_REQUEST_TIMEOUT_MS = "1500";
  process.env.DB_CONNECT_TIMEOUT_SECONDS = "2";
});
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => null));

const { installDatabase } = await import("@/lib/db");
const { openPostgres, rowsOf } = await import("@/lib/db/client");
const { APP_LOGIN_ROLE, withUser } = await import("@/lib/db/roles");
const { ANON } = await import("@/lib/data/caller");
const { runAs } = await import("@/lib/data/run-as");
const { runAsSystem } = await import("@/lib/data/system");
const { checkDatabaseHealth } = await import("@/lib/data/health");
const { DatabaseTimeoutError } = await import("@/lib/data/db-errors");
const { defineAction } = await import("@/lib/actions/define-action");
const { message } = await import("@/lib/i18n/messages");
const { placeOrder } = await import("@/lib/payments/data/checkout");
const { buyer } = await import("./helpers/fixtures");
const { contact, makeCoupon } = await import("./helpers/orders");

const url = testDatabaseUrl();
const selectOne = () => runAs(ANON, (tx) => tx.execute(sql`select 1 as one`));
const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const outcome = await work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ...outcome, ms: performance.now() - started };
};

describe.runIf(url)("a database that stops answering [postgres]", () => {
  let t: TestDatabase;
  let relay: PausableProxy;
  let relayedOwner: ReturnType<typeof openPostgres> | undefined;
  beforeAll(async () => {
    t = await createTestDatabase("postgres");
    const database = new URL(t.handle.url!).pathname;
    const real = new URL(url!);
    relay = await pausableProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const relayed = new URL(withDatabase(url!, database.slice(1)));
    relayed.hostname = "127.0.0.1";
    relayed.port = String(relay.port);
    await t.handle.close();
    const relayedApp = openPostgres(withUser(relayed.toString(), APP_LOGIN_ROLE), 3, 2);
    relayedOwner = openPostgres(relayed.toString(), 2, 2);
    relayedApp.system = { db: relayedOwner.db };
    installDatabase(relayedApp);
  });
  afterAll(async () => {
    relay.resume();
    await relayedOwner?.close();
    await t.drop();
    await relay.close();
  });

  it("fails reads and writes within the request timeout, commits nothing, and health says unavailable", async () => {
    expect(rowsOf(await selectOne())).toEqual([{ one: 1 }]);
    relay.pause();
    const key = `outage:${Date.now()}`;
    const [read, write, health] = await Promise.all([
      timed(selectOne()),
      timed(
        runAsSystem((tx) =>
          tx.execute(sql`insert into app_private.rate_limits (key, window_start, hits) values (${key}, now(), 1)`),
        ),
      ),
      checkDatabaseHealth(3000),
    ]);
    for (const outcome of [read, write]) {
      expect(outcome).toMatchObject({ error: expect.any(DatabaseTimeoutError) });
      expect(outcome.ms).toBeLessThan(3000);
    }
    expect(health.ok).toBe(false);
    // The held insert reaches the server once it answers again, and is rolled back there.
    relay.resume();
    await vi.waitFor(async () => expect(rowsOf(await selectOne())).toHaveLength(1), { timeout: 5000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rowsOf(await t.owner.execute(sql`select key from app_private.rate_limits where key = ${key}`))).toEqual([]);
  });

  it("recovers by itself within 5 s of the server answering again", async () => {
    relay.pause();
    expect(await timed(selectOne())).toMatchObject({ error: expect.any(DatabaseTimeoutError) });
    relay.resume();
    const started = performance.now();
    await vi.waitFor(async () => expect(rowsOf(await selectOne())).toEqual([{ one: 1 }]), {
      timeout: 5000,
      interval: 100,
    });
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await checkDatabaseHealth(3000)).ok).toBe(true);
  });

  it("a paid order is confirmed even when the server freezes right after the charge, longer than a request's deadline", async () => {
    const couponId = await makeCoupon(t.owner);
    const charged = async () => {
      relay.pause(); // the gateway said yes; now the database stops answering for 2.5 s
      setTimeout(() => relay.resume(), 2500);
      return { approved: true as const, reference: `sim-${randomUUID()}` };
    };
    const result = await placeOrder(
      buyer,
      { idempotencyKey: randomUUID(), items: [{ couponId, quantity: 1 }], contact, expectedTotalCents: 8_959 },
      charged,
    );
    expect(result).toMatchObject({ ok: true, voucherCount: 1 });
    const [row] = rowsOf<{ status: string; vouchers: number }>(
      await t.owner.execute(
        sql`select o.status, (select count(*)::int from public.vouchers v join public.order_items i on i.id = v.order_item_id where i.order_id = o.id) as vouchers from public.orders o where o.id = ${(result as { orderId: string }).orderId}`,
      ),
    );
    expect(row).toEqual({ status: "paid", vouchers: 1 });
  });

  it("an action answers the Spanish 'service unavailable' text, not the crash text", async () => {
    const action = defineAction({
      schema: z.object({}),
      auth: "optional",
      run: async () => (await selectOne(), { ok: true as const, data: undefined }),
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    relay.pause();
    const outcome = await timed(action({}));
    relay.resume();
    errors.mockRestore();
    expect(outcome).toMatchObject({ value: { ok: false, error: message("common.serviceUnavailable") } });
    expect(outcome.ms).toBeLessThan(3000);
  });
});
