// Issue 14, analytics at scale: the sales rollups (migration 20261124090100) that the analytics and
// the statement read must equal what the order lines and vouchers say, after purchases (one order
// holding two coupons of a business, a buyer buying twice in a day), refunds and redemptions; and
// the triggers must agree with the migration's backfill.
import { eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBusinessAnalytics } from "@/lib/data/admin/analytics";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { rowsOf } from "@/lib/db/client";
import { vouchers } from "@/lib/db/schema";
import { guatemalaDay } from "@/lib/domain/analytics";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, manager, reviewer0, seller } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

// The raw computation, as the analytics functions did it per request before the rollups.
const RAW_COUPON_DAYS = sql`
  with lines as (
    select i.coupon_id, (o.paid_at at time zone 'America/Guatemala')::date as day, count(distinct o.id)::int as orders,
      sum(i.quantity)::int as units, sum(i.quantity * i.unit_price) as gross
    from public.orders o join public.order_items i on i.order_id = o.id where o.status = 'paid' group by 1, 2),
  refunded as (
    select v.coupon_id, (v.refunded_at at time zone 'America/Guatemala')::date as day, sum(i.unit_price) as refunds
    from public.vouchers v join public.order_items i on i.id = v.order_item_id where v.refunded_at is not null group by 1, 2),
  redeemed as (
    select v.coupon_id, (v.redeemed_at at time zone 'America/Guatemala')::date as day, count(*)::int as redeemed
    from public.vouchers v where v.status = 'canjeado' group by 1, 2)
  select coupon_id, day, coalesce(l.orders, 0) as orders, coalesce(l.units, 0) as units, coalesce(l.gross, 0)::numeric(12, 2) as gross,
    coalesce(f.refunds, 0)::numeric(12, 2) as refunds, coalesce(x.redeemed, 0) as redeemed
  from lines l full join refunded f using (coupon_id, day) full join redeemed x using (coupon_id, day)`;
const ROLLUP_COUPON_DAYS = sql`select coupon_id, day, orders, units, gross, refunds, redeemed from public.coupon_sales_daily
  where orders <> 0 or units <> 0 or gross <> 0 or refunds <> 0 or redeemed <> 0`;
const RAW_BUSINESS_DAYS = sql`
  with sold as (
    select c.business_id, (o.paid_at at time zone 'America/Guatemala')::date as day, count(distinct o.id)::int as orders,
      count(distinct o.buyer_user_id)::int as buyers
    from public.orders o join public.order_items i on i.order_id = o.id join public.coupons c on c.id = i.coupon_id
    where o.status = 'paid' group by 1, 2),
  coupons as (
    select c.business_id, r.day, sum(r.units)::int as units, sum(r.gross) as gross, sum(r.refunds) as refunds, sum(r.redeemed)::int as redeemed
    from (${RAW_COUPON_DAYS}) r join public.coupons c on c.id = r.coupon_id group by 1, 2)
  select business_id, day, coalesce(s.orders, 0) as orders, coalesce(s.buyers, 0) as buyers, c.units, c.gross::numeric(12, 2) as gross,
    c.refunds::numeric(12, 2) as refunds, c.redeemed
  from coupons c left join sold s using (business_id, day)`;
const ROLLUP_BUSINESS_DAYS = sql`select business_id, day, orders, buyers, units, gross, refunds, redeemed from public.business_sales_daily
  where orders <> 0 or units <> 0 or gross <> 0 or refunds <> 0 or redeemed <> 0`;

describe.each(testEngines())("sales rollups [%s]", (engine) => {
  let t: TestDatabase;
  let editorCoupon: string;
  let sellerCoupon: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    editorCoupon = await makeCoupon(t.owner, { sellerUserId: editor.userId, discountPrice: "40.00", totalStock: 30 });
    sellerCoupon = await makeCoupon(t.owner, { discountPrice: "70.00", totalStock: 30 });
  });
  afterAll(async () => {
    await t.drop();
  });

  /** Rows in one query and not the other, both ways: [] when they agree. */
  async function differences(a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) {
    return rowsOf<Record<string, unknown>>(
      await t.owner.execute(
        sql`select 'missing' as side, * from ((${a}) except (${b})) x union all select 'extra', * from ((${b}) except (${a})) y`,
      ),
    );
  }
  const today = () => guatemalaDay(new Date());
  const todayOf = async (who: typeof seller) =>
    (await getBusinessAnalytics(who, demoBusinessId, 7))!.days.find((d) => d.day === today())!;

  it("matches the order lines and vouchers after purchases, refunds and redemptions, and equals the backfill", async () => {
    // The seeded orders went through confirm_order after the migration: already in the rollups.
    expect(await differences(RAW_COUPON_DAYS, ROLLUP_COUPON_DAYS)).toEqual([]);
    expect(await differences(RAW_BUSINESS_DAYS, ROLLUP_BUSINESS_DAYS)).toEqual([]);
    const ownerBefore = await todayOf(seller);
    const editorBefore = await todayOf(editor);

    // One order with both coupons, a second order by the same buyer, one by someone else.
    for (const [who, items] of [
      [
        buyer,
        [
          { couponId: editorCoupon, quantity: 2 },
          { couponId: sellerCoupon, quantity: 1 },
        ],
      ],
      [buyer, [{ couponId: editorCoupon, quantity: 1 }]],
      [reviewer0, [{ couponId: sellerCoupon, quantity: 3 }]],
    ] as const) {
      const result = await buy(who, { items: [...items] });
      if (!result.ok) throw new Error("purchase refused");
    }
    const mine = await t.owner
      .select({ id: vouchers.id, code: vouchers.code })
      .from(vouchers)
      .where(eq(vouchers.couponId, editorCoupon));
    const theirs = await t.owner
      .select({ id: vouchers.id, code: vouchers.code })
      .from(vouchers)
      .where(eq(vouchers.couponId, sellerCoupon));
    expect((await refundVoucher(buyer, mine[0]!.id)).ok).toBe(true);
    expect((await redeemVoucher(manager, mine[1]!.code)).ok).toBe(true);
    expect((await redeemVoucher(manager, theirs[0]!.code)).ok).toBe(true);
    expect((await redeemVoucher(manager, theirs[1]!.code)).ok).toBe(true);

    expect(await differences(RAW_COUPON_DAYS, ROLLUP_COUPON_DAYS)).toEqual([]);
    expect(await differences(RAW_BUSINESS_DAYS, ROLLUP_BUSINESS_DAYS)).toEqual([]);

    // Distinct counts: three orders by two buyers, though four coupon-order pairs.
    const owner = await todayOf(seller);
    expect({
      orders: owner.orders - ownerBefore.orders,
      units: owner.units - ownerBefore.units,
      grossCents: owner.grossCents - ownerBefore.grossCents,
      refundsCents: owner.refundsCents - ownerBefore.refundsCents,
      redeemed: owner.redeemed - ownerBefore.redeemed,
    }).toEqual({ orders: 3, units: 7, grossCents: 40_000, refundsCents: 4_000, redeemed: 3 });
    // The editor's own coupon: two orders by one buyer.
    const editorNow = await todayOf(editor);
    expect({
      orders: editorNow.orders - editorBefore.orders,
      units: editorNow.units - editorBefore.units,
      grossCents: editorNow.grossCents - editorBefore.grossCents,
      refundsCents: editorNow.refundsCents - editorBefore.refundsCents,
      redeemed: editorNow.redeemed - editorBefore.redeemed,
    }).toEqual({ orders: 2, units: 3, grossCents: 12_000, refundsCents: 4_000, redeemed: 1 });

    // What the triggers kept equals what the migration's backfill derives from scratch.
    const kept = rowsOf(await t.owner.execute(sql`select * from (${ROLLUP_BUSINESS_DAYS}) k order by 1, 2`));
    const keptBuyers = rowsOf(
      await t.owner.execute(sql`select * from app_private.business_sales_buyers order by 1, 2, 3`),
    );
    await t.owner.execute(sql`select app_private.rebuild_sales_rollups()`);
    expect(rowsOf(await t.owner.execute(sql`select * from (${ROLLUP_BUSINESS_DAYS}) k order by 1, 2`))).toEqual(kept);
    expect(
      rowsOf(await t.owner.execute(sql`select * from app_private.business_sales_buyers order by 1, 2, 3`)),
    ).toEqual(keptBuyers);
  });

  it("no request role reads the rollups directly", async () => {
    const { runAs } = await import("@/lib/data/run-as");
    for (const table of [
      "public.coupon_sales_daily",
      "public.business_sales_daily",
      "app_private.business_sales_buyers",
    ]) {
      await expect(runAs(seller, (tx) => tx.execute(sql.raw(`select count(*) from ${table}`)))).rejects.toThrow();
    }
  });
});
