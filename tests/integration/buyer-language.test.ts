// A buyer's mails are in the language of the page the order was placed from: the order records it
// (orders.locale, from the checkout's request), and the receipt and the expiry reminder follow it;
// a Spanish order's mails stay Spanish. Both engines.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLanguage, voucherLanguage } from "@/lib/data/orders/buyer-language";
import { orderItems, orders, vouchers } from "@/lib/db/schema";
import { formatCode } from "@/lib/domain/voucher-code";
import { readOutbox } from "@/lib/email/mailer";
import { withLocale } from "@/lib/i18n/page-locale";
import { scanExpiryReminders } from "@/lib/jobs/data/reminders";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import { testEngines } from "./helpers/engines";
import { buy, buyers, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const worker = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };
const HOUR = 3_600_000;

describe.each(testEngines())("the buyer's language [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("an order placed from an English page is mailed in English, a Spanish one in Spanish", async () => {
    const couponId = await makeCoupon(t.owner, { endTime: new Date(Date.now() + 20 * HOUR) });
    const english = await withLocale("en", () => buy(buyers[1]!, { items: [{ couponId, quantity: 1 }] }));
    const spanish = await buy(buyers[2]!, { items: [{ couponId, quantity: 1 }] });
    if (!english.ok || !spanish.ok) throw new Error("purchase refused");

    const locales = await t.owner
      .select({ id: orders.id, locale: orders.locale })
      .from(orders)
      .where(inArray(orders.id, [english.orderId, spanish.orderId]));
    const localeOf = (id: string) => locales.find((o) => o.id === id)?.locale;
    expect([localeOf(english.orderId), localeOf(spanish.orderId)]).toEqual(["en", "es"]);
    expect([await orderLanguage(english.orderId), await orderLanguage(spanish.orderId)]).toEqual(["en", "es"]);

    await drainJobs(worker);
    const number = (id: string) => id.slice(0, 8).toUpperCase();
    const subjects = (await readOutbox()).map((m) => m.subject);
    expect(subjects).toContain(`Your CuponGT receipt: order ${number(english.orderId)}`);
    expect(subjects).toContain(`Tu recibo de CuponGT: pedido ${number(spanish.orderId)}`);

    // Each voucher's expiry reminder follows its order's language.
    const codes = await t.owner
      .select({ id: vouchers.id, code: vouchers.code, orderId: orderItems.orderId })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .where(inArray(orderItems.orderId, [english.orderId, spanish.orderId]));
    const voucherOf = (orderId: string) => codes.find((v) => v.orderId === orderId)!;
    expect(await voucherLanguage(voucherOf(english.orderId).id)).toBe("en");
    await scanExpiryReminders();
    await drainJobs(worker);
    const reminderOf = async (orderId: string) =>
      (await readOutbox())
        .filter((m) => /expires tomorrow|vence mañana/.test(m.subject))
        .filter((m) => m.text.includes(formatCode(voucherOf(orderId).code)))
        .map((m) => m.subject);
    expect(await reminderOf(english.orderId)).toEqual([expect.stringMatching(/expires tomorrow$/)]);
    expect(await reminderOf(spanish.orderId)).toEqual([expect.stringMatching(/vence mañana$/)]);
  });
});
