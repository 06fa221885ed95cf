// Bulk data for bench/analytics-latency.ts, generated inside PostgreSQL with generate_series.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";

interface Load {
  coupons: number;
  views: number;
  businessId: string;
  editorId: string;
  time: (label: string, fn: () => Promise<unknown>) => Promise<void>;
}

const TARGET_COUPONS = 2_000;
const EDITOR_COUPONS = 200;
const ORDERS = 20_000;
const VISITORS = 300_000;
const DAYS = 180;

export async function bulkLoad(db: Db, { coupons, views, businessId, editorId, time }: Load): Promise<void> {
  const today = sql`(now() at time zone 'America/Guatemala')::date`;
  const businesses = Math.ceil(coupons / 100);
  await time(`${businesses} businesses, ${coupons} + ${TARGET_COUPONS} coupons`, async () => {
    await db.execute(
      sql`insert into public.businesses (name, slug) select 'Carga ' || g, 'carga-analitica-' || g from generate_series(1, ${businesses}) g`,
    );
    await db.execute(sql`
      insert into public.coupons (business_id, title, original_price, discount_price, end_time, remaining, total_stock, category)
      select b.id, 'Cupón de carga ' || g, 200, 50 + (g % 100), now() + interval '30 days', 100, 100, 'General'
      from generate_series(1, ${coupons}) g
      join (select id, row_number() over (order by id) as n from public.businesses where slug like 'carga-analitica-%') b on b.n = 1 + g % ${businesses}`);
    await db.execute(sql`
      insert into public.coupons (business_id, seller_user_id, title, original_price, discount_price, end_time, remaining, total_stock, category)
      select ${businessId}::uuid, case when g <= ${EDITOR_COUPONS} then ${editorId}::uuid else (select owner_user_id from public.businesses where id = ${businessId}::uuid) end,
        'Cupón del negocio medido ' || g, 300, 100 + (g % 150), now() + interval '30 days', 1000, 1000, 'General'
      from generate_series(1, ${TARGET_COUPONS}) g`);
    await db.execute(
      sql`create unlogged table public.bench_coupons as select id, business_id, title, discount_price, row_number() over (order by id) as n, (business_id = ${businessId}::uuid) as target from public.coupons`,
    );
    await db.execute(
      sql`create unlogged table public.bench_target as select id, business_id, title, discount_price, row_number() over (order by id) as n from public.coupons where business_id = ${businessId}::uuid`,
    );
    await db.execute(sql`create index on public.bench_coupons (n)`);
    await db.execute(sql`create index on public.bench_target (n)`);
  });

  const total = await countRows(db, sql`public.bench_coupons`);
  const targetCount = await countRows(db, sql`public.bench_target`);
  const targetViews = Math.round(views / 10);
  await time(`${views} view rows over ${DAYS} days (${targetViews} on the measured business)`, async () => {
    await db.execute(sql`
      insert into public.coupon_views (coupon_id, day, visitor_hash, business_id)
      select c.id, ${today} - r.d, sha256(convert_to('visitante-' || r.v, 'UTF8')), c.business_id
      from (select 1 + floor(random() * ${total})::int as n, floor(random() * ${DAYS})::int as d, floor(random() * ${VISITORS})::int as v
            from generate_series(1, ${views - targetViews})) r
      join public.bench_coupons c on c.n = r.n
      on conflict do nothing`);
    await db.execute(sql`
      insert into public.coupon_views (coupon_id, day, visitor_hash, business_id)
      select c.id, ${today} - r.d, sha256(convert_to('visitante-' || r.v, 'UTF8')), c.business_id
      from (select 1 + floor(random() * ${targetCount})::int as n, floor(random() * ${DAYS})::int as d, floor(random() * ${VISITORS})::int as v
            from generate_series(1, ${targetViews})) r
      join public.bench_target c on c.n = r.n
      on conflict do nothing`);
  });

  // What app_private.count_coupon_view keeps, derived from the view rows.
  await time("daily rollups", async () => {
    await db.execute(
      sql`insert into app_private.business_view_visitors (business_id, day, visitor_hash) select distinct business_id, day, visitor_hash from public.coupon_views where business_id is not null on conflict do nothing`,
    );
    await db.execute(
      sql`insert into public.coupon_view_daily (coupon_id, day, business_id, views) select coupon_id, day, business_id, count(*) from public.coupon_views group by 1, 2, 3 on conflict (coupon_id, day) do update set views = excluded.views`,
    );
    await db.execute(sql`
      insert into public.business_view_daily (business_id, day, views, unique_viewers)
      select v.business_id, v.day, v.views, u.visitors
      from (select business_id, day, count(*) as views from public.coupon_views where business_id is not null group by 1, 2) v
      join (select business_id, day, count(*) as visitors from app_private.business_view_visitors group by 1, 2) u using (business_id, day)
      on conflict (business_id, day) do update set views = excluded.views, unique_viewers = excluded.unique_viewers`);
  });

  await time(`${ORDERS} paid orders of the measured business with their vouchers`, async () => {
    await db.execute(sql`
      create unlogged table public.bench_orders as
      select gen_random_uuid() as id, g, 1 + floor(random() * ${targetCount})::int as n, 1 + floor(random() * 3)::int as q,
        now() - random() * interval '${sql.raw(String(DAYS))} days' as t,
        (select array_agg(id) from auth.users) as buyers
      from generate_series(1, ${ORDERS}) g`);
    await db.execute(sql`
      insert into public.orders (id, buyer_user_id, idempotency_key, status, subtotal, tax, total, created_at, paid_at)
      select o.id, o.buyers[1 + o.g % array_length(o.buyers, 1)], 'bench-' || o.g, 'paid', o.q * c.discount_price,
        round(o.q * c.discount_price * 0.12, 2), o.q * c.discount_price + round(o.q * c.discount_price * 0.12, 2), o.t, o.t
      from public.bench_orders o join public.bench_target c on c.n = o.n`);
    await db.execute(sql`
      insert into public.order_items (order_id, coupon_id, title, quantity, unit_price)
      select o.id, c.id, c.title, o.q, c.discount_price from public.bench_orders o join public.bench_target c on c.n = o.n`);
    // 10% redeemed a day later, 5% refunded two hours later, the rest valid.
    await db.execute(sql`
      insert into public.vouchers (order_item_id, coupon_id, business_id, buyer_user_id, code, status, expires_at, redeemed_at, refunded_at, created_at)
      select i.id, i.coupon_id, ${businessId}::uuid, o.buyer_user_id, 'BENCH-' || md5(random()::text || i.id::text || u),
        case when r < 0.10 then 'canjeado' when r < 0.15 then 'reembolsado' else 'vigente' end,
        o.paid_at + interval '90 days',
        case when r < 0.10 then o.paid_at + interval '1 day' end,
        case when r >= 0.10 and r < 0.15 then o.paid_at + interval '2 hours' end,
        o.paid_at
      from public.order_items i join public.orders o on o.id = i.order_id
      cross join lateral (select u, random() as r from generate_series(1, i.quantity) u) x
      where o.idempotency_key like 'bench-%'`);
  });
  // The rows above bypass confirm_order, refund_voucher and redeem_voucher, whose triggers keep the
  // sales rollups: derive them as the migration's backfill does.
  await time("sales rollups", () => db.execute(sql`select app_private.rebuild_sales_rollups()`));
  await db.execute(sql`drop table public.bench_coupons, public.bench_target, public.bench_orders`);
  await time("vacuum analyze", () => db.execute(sql`vacuum analyze`));
}

async function countRows(db: Db, table: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${table}`));
  return Number(row!.n);
}
