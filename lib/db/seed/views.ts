// Believable view traffic for the demo seller's businesses, so their analytics page is not empty:
// for today and the 59 Guatemala days before it (two 30-day periods to compare), every coupon gets
// a steady base with a weekend lift; visitors are drawn from overlapping windows of one pool, so a
// visitor who opens several of a business's coupons is one unique viewer and several views.
//
// The rows are what app_private.count_coupon_view (the beacon's counter) writes for those views,
// one view per visitor, coupon and day, but written set by set: calling the function ~10,000 times
// rewrote a coupon row per view and took 11 s of a first start on PGlite. The unit of truth is the
// same salted visitor hash; tests/integration/seed.test.ts checks the rollups against coupon_views.
import { sql } from "drizzle-orm";
import { rowsOf, type Tx } from "../client";

export const SEED_VIEW_DAYS = 60;

export async function seedViewTraffic(tx: Tx, businessIds: readonly string[]): Promise<void> {
  if (businessIds.length === 0) return;
  const ids = sql.join(
    businessIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Salts are per day and short-lived: a second run could not recognise its own visitors, so it
  // adds nothing when traffic is already there.
  const [existing] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from public.coupon_view_daily where business_id in (${ids})`),
  );
  if ((existing?.n ?? 0) > 0) return;

  await tx.execute(sql`
    create temporary table seed_views on commit drop as
    select c.id as coupon_id, c.business_id, d.day,
           'visitante-semilla-' || (v.n + abs(hashtext(c.id::text)) % 25) as visitor
    from public.coupons c
    cross join lateral (
      select ((now() at time zone 'America/Guatemala')::date - k) as day
      from generate_series(${SEED_VIEW_DAYS - 1}, 0, -1) k
    ) d
    cross join lateral generate_series(
      1,
      2 + abs(hashtext(c.id::text || d.day::text)) % 9 + case when extract(isodow from d.day) >= 6 then 4 else 0 end
    ) v(n)
    where c.business_id in (${ids}) and c.status = 'active'`);
  // As the counter: one salt per day, and no salt older than yesterday kept once today's exists
  // (the past days' salts are needed only while their views are counted, here).
  await tx.execute(sql`
    insert into app_private.view_salts (day) select distinct day from seed_views on conflict (day) do nothing`);
  await tx.execute(sql`
    create temporary table seed_view_hashes on commit drop as
    select distinct v.coupon_id, v.business_id, v.day,
           sha256(convert_to(s.salt || ':' || v.visitor, 'UTF8')) as visitor_hash
    from seed_views v join app_private.view_salts s on s.day = v.day`);
  await tx.execute(sql`
    insert into public.coupon_views (coupon_id, day, visitor_hash, business_id)
    select coupon_id, day, visitor_hash, business_id from seed_view_hashes
    on conflict (coupon_id, day, visitor_hash) do nothing`);
  await tx.execute(sql`
    insert into public.coupon_view_daily (coupon_id, day, business_id, views)
    select coupon_id, day, business_id, count(*) from seed_view_hashes group by coupon_id, day, business_id
    on conflict (coupon_id, day) do update set views = public.coupon_view_daily.views + excluded.views`);
  await tx.execute(sql`
    insert into app_private.business_view_visitors (business_id, day, visitor_hash)
    select distinct business_id, day, visitor_hash from seed_view_hashes
    on conflict (business_id, day, visitor_hash) do nothing`);
  await tx.execute(sql`
    insert into public.business_view_daily (business_id, day, views, unique_viewers)
    select business_id, day, count(*), count(distinct visitor_hash) from seed_view_hashes group by business_id, day
    on conflict (business_id, day) do update
      set views = public.business_view_daily.views + excluded.views,
          unique_viewers = public.business_view_daily.unique_viewers + excluded.unique_viewers`);
  await tx.execute(sql`
    update public.coupons c set view_count = c.view_count + n.views
    from (select coupon_id, count(*)::int as views from seed_view_hashes group by coupon_id) n
    where c.id = n.coupon_id`);
  await tx.execute(sql`
    delete from app_private.view_salts s
    where s.day < (now() at time zone 'America/Guatemala')::date - 1`);
}
