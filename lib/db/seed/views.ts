// Believable view traffic for the demo seller's businesses, so their analytics page is
// not empty: counted through the same database function as the beacon (one view per visitor,
// coupon and day), for today and the 59 Guatemala days before it (two 30-day periods to
// compare). Every coupon gets a steady base with a weekend lift; visitors are drawn from overlapping windows of one pool, so a
// visitor who opens several of a business's coupons is one unique viewer and several views.
import { sql } from "drizzle-orm";
import type { Tx } from "../client";

export const SEED_VIEW_DAYS = 60;

export async function seedViewTraffic(tx: Tx, businessIds: readonly string[]): Promise<void> {
  if (businessIds.length === 0) return;
  const ids = sql.join(
    businessIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Salts are per day and short-lived: a second run could not recognise its own visitors, so it
  // adds nothing when traffic is already there.
  await tx.execute(sql`
    select app_private.count_coupon_view(c.id, 'visitante-semilla-' || (v.n + abs(hashtext(c.id::text)) % 25), d.day)
    from public.coupons c
    cross join lateral (
      select ((now() at time zone 'America/Guatemala')::date - k) as day
      from generate_series(${SEED_VIEW_DAYS - 1}, 0, -1) k
    ) d
    cross join lateral generate_series(
      1,
      2 + abs(hashtext(c.id::text || d.day::text)) % 9 + case when extract(isodow from d.day) >= 6 then 4 else 0 end
    ) v(n)
    where c.business_id in (${ids}) and c.status = 'active'
      and not exists (select 1 from public.coupon_view_daily x where x.business_id in (${ids}))
    order by d.day, c.id, v.n`);
}
