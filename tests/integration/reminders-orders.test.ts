// Expiry reminders and the buyer's order history on every engine: a reminder is mailed
// once per voucher and threshold even with two workers scanning and running at once, and an
// order (with its NIT) is visible to its buyer only.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON } from "@/lib/data/caller";
import { getMyOrder, listMyOrders } from "@/lib/data/orders/history";
import { placeOrder, reserveOrder } from "@/lib/payments/data/checkout";
import { runAs } from "@/lib/data/run-as";
import { orders, sentMails, vouchers } from "@/lib/db/schema";
import { readOutbox } from "@/lib/email/mailer";
import { formatCode } from "@/lib/domain/voucher-code";
import { scanExpiryReminders } from "@/lib/jobs/data/reminders";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import { testEngines } from "./helpers/engines";
import { buyer, reviewer0 } from "./helpers/fixtures";
import { approve, buy, buyers, contact, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const PRICE_CENTS = 8_959;
const HOUR = 3_600_000;
const worker = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };

describe.each(testEngines())("expiry reminders and order history [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;

  it("mails each reminder once, 3 days and 1 day before, with two workers at once", async () => {
    // The seed's own vouchers on coupons ending soon get theirs first, so the counts below are this test's.
    await scanExpiryReminders();
    await drainJobs(worker);
    const seeded = (
      await db()
        .select()
        .from(sentMails)
        .where(sql`${sentMails.key} like 'reminder:%'`)
    ).length;
    const soon = await makeCoupon(db(), { endTime: new Date(Date.now() + 12 * HOUR) });
    const later = await makeCoupon(db(), { endTime: new Date(Date.now() + 60 * HOUR) });
    const far = await makeCoupon(db(), { endTime: new Date(Date.now() + 10 * 24 * HOUR) });
    for (const [i, couponId] of [soon, later, later, far].entries()) {
      const r = await buy(buyers[i]!, { items: [{ couponId, quantity: 1 }] });
      if (!r.ok) throw new Error("purchase refused");
    }
    // A used voucher gets no reminder.
    const used = await buy(buyers[4]!, { items: [{ couponId: later, quantity: 1 }] });
    if (!used.ok) throw new Error("purchase refused");
    await db().execute(
      sql`update public.vouchers set status = 'canjeado', redeemed_at = now() where order_item_id in (select id from public.order_items where order_id = ${used.orderId}::uuid)`,
    );

    const [a, b] = await Promise.all([scanExpiryReminders(), scanExpiryReminders()]);
    expect(a + b).toBe(3); // 1 voucher of `soon` (1 day) + 2 of `later` (3 days)
    await Promise.all([drainJobs(worker), drainJobs(worker)]);
    // A restart, the next hour's scan: nothing new.
    expect(await Promise.all([scanExpiryReminders(), scanExpiryReminders()])).toEqual([0, 0]);
    await Promise.all([drainJobs(worker), drainJobs(worker)]);

    // Reminders only (the receipts carry the codes too).
    const all = (await readOutbox()).filter((m) => m.subject.includes(" vence "));
    const codesOf = async (couponId: string) =>
      await db().select({ code: vouchers.code, id: vouchers.id }).from(vouchers).where(eq(vouchers.couponId, couponId));
    for (const v of await codesOf(soon)) {
      const mails = all.filter((m) => m.text.includes(`Código: ${formatCode(v.code)}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/vence mañana$/);
      expect(mails[0]!.text).toContain("/mis-cupones");
    }
    const laterCodes = await codesOf(later);
    const laterMails = laterCodes.map((v) => all.filter((m) => m.text.includes(`Código: ${formatCode(v.code)}`)));
    expect(laterMails.map((m) => m.length).sort()).toEqual([0, 1, 1]); // the used one has none
    for (const m of laterMails.flat()) expect(m.subject).toMatch(/vence en 3 días$/);
    for (const v of await codesOf(far))
      expect(all.filter((m) => m.text.includes(`Código: ${formatCode(v.code)}`))).toHaveLength(0);
    const keys = await db()
      .select()
      .from(sentMails)
      .where(sql`${sentMails.key} like 'reminder:%'`);
    expect(keys).toHaveLength(seeded + 3);

    // Once the 3-day one is sent, the 1-day one still comes when the coupon is a day from ending.
    await db().execute(sql`update public.coupons set end_time = now() + interval '20 hours' where id = ${later}::uuid`);
    expect(await scanExpiryReminders()).toBe(2);
    await drainJobs(worker);
    const after = (await readOutbox()).filter((m) => m.subject.includes(" vence "));
    expect(
      laterCodes.map((v) => after.filter((m) => m.text.includes(`Código: ${formatCode(v.code)}`)).length).sort(),
    ).toEqual([0, 2, 2]);
  });

  it("stores the NIT (CF when empty) and refuses a wrong check digit", async () => {
    const couponId = await makeCoupon(db());
    const withNit = await placeOrder(
      buyer,
      {
        idempotencyKey: randomUUID(),
        items: [{ couponId, quantity: 1 }],
        contact: { ...contact, nit: "1234567-9" },
        expectedTotalCents: PRICE_CENTS,
      },
      approve,
    );
    const cf = await placeOrder(
      buyer,
      { idempotencyKey: randomUUID(), items: [{ couponId, quantity: 1 }], contact, expectedTotalCents: PRICE_CENTS },
      approve,
    );
    if (!withNit.ok || !cf.ok) throw new Error("purchase refused");
    const nitOf = async (id: string) =>
      (await db().select({ nit: orders.nit }).from(orders).where(eq(orders.id, id)))[0]!.nit;
    expect(await nitOf(withNit.orderId)).toBe("12345679");
    expect(await nitOf(cf.orderId)).toBe("CF");
    // The database checks the same rule: a bad NIT reserves nothing.
    const bad = reserveOrder(buyer, {
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity: 1 }],
      contact: { ...contact, nit: "1234567-8" },
      expectedTotalCents: PRICE_CENTS,
    });
    expect(await failureOf(bad)).toMatch(/invalid NIT/);
    expect(
      await failureOf(db().execute(sql`update public.orders set nit = '1234567-8' where id = ${cf.orderId}::uuid`)),
    ).toMatch(/orders_nit_valid/);
  });

  it("shows an order, its NIT, totals and vouchers to its buyer only", async () => {
    const couponId = await makeCoupon(db());
    const paid = await placeOrder(
      buyer,
      {
        idempotencyKey: randomUUID(),
        items: [{ couponId, quantity: 2 }],
        contact: { ...contact, nit: "576937-k" },
        expectedTotalCents: 2 * PRICE_CENTS,
      },
      approve,
    );
    if (!paid.ok) throw new Error("purchase refused");
    const mine = await listMyOrders(buyer);
    const order = mine.find((o) => o.id === paid.orderId);
    expect(order).toMatchObject({
      nit: "576937K",
      subtotalCents: 15_998,
      taxCents: 1_920,
      totalCents: 17_918,
      state: "pagada",
    });
    expect(order!.lines).toHaveLength(1);
    expect(order!.lines[0]!.vouchers.map((v) => v.state)).toEqual(["vigente", "vigente"]);
    // Newest first.
    const paidTimes = mine.map((o) => o.paidAt);
    expect([...paidTimes].sort().reverse()).toEqual(paidTimes);
    expect(await getMyOrder(buyer, paid.orderId)).toMatchObject({
      id: paid.orderId,
      number: paid.orderId.slice(0, 8).toUpperCase(),
    });

    // Someone else: not in their list, not by id, not even reading the table directly (RLS).
    expect((await listMyOrders(reviewer0)).some((o) => o.id === paid.orderId)).toBe(false);
    expect(await getMyOrder(reviewer0, paid.orderId)).toBeNull();
    expect(await runAs(reviewer0, (tx) => tx.select().from(orders).where(eq(orders.id, paid.orderId)))).toHaveLength(0);
    expect(await listMyOrders(ANON)).toEqual([]);
    expect(await getMyOrder(ANON, paid.orderId)).toBeNull();
    expect(await getMyOrder(buyer, "not-a-uuid")).toBeNull();
  });
});
