// A reservation prices the order from a plain read and locks the coupon's row only with the stock
// update that ends it (supabase/schemas/06-checkout.sql reserve_order); its transaction is sent
// with its COMMIT in one go (lib/db/pipeline.ts). What must hold: a coupon repriced or sold out
// while a reservation waits on its row is answered as the locked path would (new prices, sold
// out), with nothing written; a failed pipelined statement keeps nothing. And the coupon's text
// search columns, kept by a trigger now rather than generated, follow its text and only its text.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStatementAs } from "@/lib/data/run-as";
import { runStatementAsSystem } from "@/lib/data/system";
import { rowsOf } from "@/lib/db/client";
import { coupons, orders } from "@/lib/db/schema";
import { reserveOrder } from "@/lib/payments/data/checkout";
import { testEngines } from "./helpers/engines";
import { buyer } from "./helpers/fixtures";
import { buyers, contact, couponRow, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const PRICE_CENTS = 8_959; // makeCoupon's Q79.99 + IVA, one unit

describe.each(testEngines())("reservation under contention [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  const reserve = (couponId: string, who = buyer, idempotencyKey = randomUUID()) =>
    reserveOrder(who, { idempotencyKey, items: [{ couponId, quantity: 1 }], contact, expectedTotalCents: PRICE_CENTS });
  const ordersOf = (key: string) => db().select().from(orders).where(eq(orders.idempotencyKey, key));

  /** Runs `hold` in an owner transaction that keeps the coupon's row until `reserve` waits on it. */
  async function whileRowHeld<T>(couponId: string, change: ReturnType<typeof sql>, reserving: () => Promise<T>) {
    let pending: Promise<T> | undefined;
    await db().transaction(async (tx) => {
      await tx.execute(change);
      pending = reserving();
      // The reservation reaches the row and waits for this transaction (a lock wait on its id).
      for (let i = 0; i < 200; i++) {
        const [row] = rowsOf<{ n: number }>(
          await db().execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          ),
        );
        if (row!.n > 0) return;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`the reservation never waited on coupon ${couponId}`);
    });
    return pending!;
  }

  // Two sessions at once: PGlite is one session, so these run on PostgreSQL.
  if (engine === "postgres") {
    it("answers the new prices, writing nothing, when the coupon is repriced while the reservation waits on its row", async () => {
      const couponId = await makeCoupon(db());
      const key = randomUUID();
      const answer = await whileRowHeld(
        couponId,
        sql`update public.coupons set discount_price = 89.99 where id = ${couponId}::uuid`,
        () => reserve(couponId, buyer, key),
      );
      expect(answer).toMatchObject({ ok: false, reason: "price_changed", totalCents: 10_079 });
      expect(await ordersOf(key)).toHaveLength(0);
      expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 10, reserved: 0 });
    });

    it("answers sold out, writing nothing, when the last unit goes while the reservation waits on its row", async () => {
      const couponId = await makeCoupon(db(), { totalStock: 1 });
      const key = randomUUID();
      const answer = await whileRowHeld(
        couponId,
        sql`update public.coupons set remaining = 0, reserved = 1 where id = ${couponId}::uuid`,
        () => reserve(couponId, buyers[1]!, key),
      );
      expect(answer).toMatchObject({ ok: false, reason: "unavailable", problems: [{ couponId, reason: "agotado" }] });
      expect(await ordersOf(key)).toHaveLength(0);
      expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 0, reserved: 1 });
    });
  }

  it("sells exactly the stock to buyers arriving together, each order priced and written once", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 5 });
    const answers = await Promise.all(buyers.slice(0, 12).map((who) => reserve(couponId, who)));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    for (const a of answers.filter((x) => !x.ok))
      expect(a).toMatchObject({ reason: "unavailable", problems: [{ couponId, reason: "agotado" }] });
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 0, reserved: 5 });
    const [row] = rowsOf<{ n: number; units: number }>(
      await db().execute(
        sql`select count(distinct o.id)::int as n, sum(i.quantity)::int as units from public.orders o
          join public.order_items i on i.order_id = o.id where i.coupon_id = ${couponId}::uuid`,
      ),
    );
    expect(row).toEqual({ n: 5, units: 5 });
  });

  it("keeps nothing of a pipelined statement that fails, and runs it under the caller's row level security", async () => {
    const key = `pipeline-${randomUUID()}`;
    const failure = await failureOf(
      runStatementAsSystem(sql`with written as (
          insert into app_private.sent_mails (key) values (${key}) returning 1)
        select 1 / 0 from written`),
    );
    expect(failure).toMatch(/division by zero/);
    expect(rowsOf(await db().execute(sql`select key from app_private.sent_mails where key = ${key}`))).toHaveLength(0);
    const written = await runStatementAsSystem<{ key: string }>(
      sql`insert into app_private.sent_mails (key) values (${key}) returning key`,
    );
    expect(written).toEqual([{ key }]);
    // A buyer sees only their own orders through the same door.
    const mine = await runStatementAs<{ buyer_user_id: string }>(
      buyers[2]!,
      sql`select buyer_user_id from public.orders`,
    );
    expect(mine.every((o) => o.buyer_user_id === buyers[2]!.userId)).toBe(true);
  });

  it("derives the text search columns from the text when it is written, and leaves them on stock moves", async () => {
    const couponId = await makeCoupon(db(), { title: "Cena Típica", description: "Pepián en Antigua" });
    const before = await couponRow(db(), couponId);
    expect(before.searchText).toBe("cena tipica pepian en antigua");
    expect(before.textSignature).toMatch(/^[01]{512}$/);
    await reserve(couponId);
    const afterSale = await couponRow(db(), couponId);
    expect(afterSale).toMatchObject({ searchText: before.searchText, textSignature: before.textSignature });
    await db()
      .update(coupons)
      .set({ titleEn: "Typical Dinner", city: "Antigua Guatemala" })
      .where(eq(coupons.id, couponId));
    const edited = await couponRow(db(), couponId);
    expect(edited.searchText).toBe("cena tipica pepian en antigua typical dinner");
    expect(edited.placeText).toContain("antigua guatemala");
    expect(edited.textSignature).not.toBe(before.textSignature);
    // Whatever is written to a derived column directly, the text decides it.
    await db().update(coupons).set({ searchText: "anything" }).where(eq(coupons.id, couponId));
    expect((await couponRow(db(), couponId)).searchText).toBe(edited.searchText);
    const [asGenerated] = rowsOf<{ same: boolean }>(
      await db().execute(
        sql`select public.keyword_categories(search_text, category) is not distinct from keyword_categories as same
          from public.coupons where id = ${couponId}::uuid`,
      ),
    );
    expect(asGenerated?.same).toBe(true);
  });
});
