// The seed's sales are real orders. Every unit a seed coupon shows as sold is bought
// by a seed reviewer through the checkout's own functions (reserve_order as the buyer, then
// confirm_order as after an approved payment, then the order's loyalty award), so orders,
// vouchers, points, the seller panel and 'N personas ya compraron' agree. Idempotency keys make
// a second seed run replay, not rebuy.
import { sql } from "drizzle-orm";
import { checkoutTotals } from "@/lib/domain/checkout-totals";
import { toCents } from "@/lib/domain/money";
import { rowsOf, type Tx } from "../client";
import { seedId } from "./ids";
import type { SeedCoupon } from "./types";
import { REVIEWERS } from "./users";

/** reserve_order takes at most 20 different coupons per order. */
const COUPONS_PER_ORDER = 20;
/** Buyers: the seed reviewers but the first, whom tests use as a shopper with no orders of its own. */
const BUYERS = REVIEWERS.slice(1);

export interface SeedOrder {
  key: string;
  buyerKey: string;
  lines: Array<{ couponKey: string; quantity: number; unitPriceCents: number }>;
}

/** The orders that sell exactly each coupon's `sold` units, rotating over the seed reviewers. */
export function buildSeedOrders(seedCoupons: readonly SeedCoupon[]): SeedOrder[] {
  const selling = seedCoupons.filter((c) => c.sold > 0);
  const orders: SeedOrder[] = [];
  for (let i = 0; i < selling.length; i += COUPONS_PER_ORDER) {
    const n = orders.length;
    orders.push({
      key: `seed-order-${String(n).padStart(3, "0")}`,
      buyerKey: BUYERS[n % BUYERS.length]!.key,
      lines: selling
        .slice(i, i + COUPONS_PER_ORDER)
        .map((c) => ({ couponKey: c.key, quantity: c.sold, unitPriceCents: c.discountPriceCents })),
    });
  }
  return orders;
}

type Answer = { ok: boolean; order_id?: string; status?: string; total?: string };

export async function placeSeedOrders(tx: Tx, orders: readonly SeedOrder[]): Promise<void> {
  // A seed order's lines are whole past sales (more units than one buyer may hold unpaid): the
  // unpaid-hold limits are lifted for this transaction and put back as they were after.
  const saved = await tx.execute(sql`select key, value from app_private.settings
    where key in ('hold_max_units_per_coupon', 'hold_max_units_total')`);
  await tx.execute(sql`insert into app_private.settings (key, value) values
    ('hold_max_units_per_coupon', '"9999"'), ('hold_max_units_total', '"9999"')
    on conflict (key) do update set value = excluded.value`);
  await placeEach(tx, orders);
  await tx.execute(
    sql`delete from app_private.settings where key in ('hold_max_units_per_coupon', 'hold_max_units_total')`,
  );
  for (const row of rowsOf<{ key: string; value: unknown }>(saved))
    await tx.execute(
      sql`insert into app_private.settings (key, value) values (${row.key}, ${JSON.stringify(row.value)}::jsonb)`,
    );
}

async function placeEach(tx: Tx, orders: readonly SeedOrder[]): Promise<void> {
  for (const order of orders) {
    const buyer = seedId("user", order.buyerKey);
    const items = order.lines.map((l) => ({ coupon_id: seedId("coupon", l.couponKey), quantity: l.quantity }));
    const { totalCents } = checkoutTotals(
      order.lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
    );
    // As the buyer, for this statement's transaction only (reserve_order reads auth.uid()).
    await tx.execute(
      sql`select set_config('request.jwt.claims', ${JSON.stringify({ role: "authenticated", sub: buyer, aud: "authenticated" })}, true)`,
    );
    const contact = { name: "Compra de ejemplo", email: `${order.buyerKey}@seed.cupongt.test` };
    const [reserved] = rowsOf<{ r: Answer }>(
      await tx.execute(
        sql`select public.reserve_order(${order.key}, ${JSON.stringify(items)}::jsonb, ${JSON.stringify(contact)}::jsonb, ${totalCents}::bigint) as r`,
      ),
    );
    await tx.execute(sql`select set_config('request.jwt.claims', '', true)`);
    if (!reserved?.r.ok || !reserved.r.order_id)
      throw new Error(`Seed order ${order.key} was refused: ${JSON.stringify(reserved?.r)}`);
    if (reserved.r.status === "paid") continue; // a second seed run: already bought
    const [confirmed] = rowsOf<{ r: Answer }>(
      // The order's own total: a buyer's referral credit may have come off the priced one.
      await tx.execute(
        sql`select public.confirm_order(${reserved.r.order_id}::uuid, ${toCents(reserved.r.total ?? "0")}::bigint, ${`seed:${order.key}`}) as r`,
      ),
    );
    if (!confirmed?.r.ok) throw new Error(`Seed order ${order.key} was not confirmed: ${JSON.stringify(confirmed?.r)}`);
    // The points a worker would award right after (job award_order_loyalty): the seed runs none.
    await tx.execute(sql`select public.award_order_loyalty(${reserved.r.order_id}::uuid)`);
  }
}
