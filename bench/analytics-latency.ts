// Issue 14: the seller's analytics at scale. Builds, on PostgreSQL, 100k coupons in 1,000
// businesses plus 2,000 in the demo seller's first business, 5 million view rows over 180 days
// (a tenth of them on that business) with their daily rollups, and 20k paid orders of that
// business with vouchers (some redeemed, some refunded); then times what /vendedor/estadisticas
// and /vendedor/estado-de-cuenta read, through lib/data under RLS, as the owner and as an editor
// (200 coupons of their own).
// The bulk data is written with INSERT ... SELECT into the same tables app_private.count_coupon_view
// maintains (5 million function calls would take an hour here); the rollups are then derived from
// the view rows exactly as that function keeps them. Then 1,000 views are counted through the
// real function (timed: the beacon's database cost at this size) and the rollups are checked
// against the view rows.
// Run (CPU heavy; low priority on a shared machine):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres nice -n 19 npx tsx --conditions=react-server bench/analytics-latency.ts
// The bulk load takes tens of minutes on a busy machine, so it can be kept and measured again:
// BENCH_DATABASE_NAME=<name> BENCH_KEEP=1 loads into (or, when it already exists, reuses) that
// database; BENCH_LOAD_ONLY=1 stops after the load. A reused database is migrated first, so a
// new migration's backfill runs on the loaded data before the timings.
import postgres from "postgres";
import { sql } from "drizzle-orm";

const { installDatabase } = await import("@/lib/db");
const { openPostgres, rowsOf } = await import("@/lib/db/client");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { seedDatabase } = await import("@/lib/db/seed");
const { authenticatedCaller } = await import("@/lib/data/caller");
const { getBusinessAnalytics, getBusinessStatement } = await import("@/lib/data/admin/analytics");
const { SEED_BUSINESSES } = await import("@/lib/db/seed/businesses");
const { seedId } = await import("@/lib/db/seed/ids");
const { DEMO_USERS } = await import("@/lib/db/seed/users");
const { bulkLoad } = await import("./analytics-load");

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL (a local PostgreSQL) is required: the target is PostgreSQL");
const VIEWS = Number(process.env.BENCH_VIEWS ?? 5_000_000);
const COUPONS = Number(process.env.BENCH_COUPONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const name = process.env.BENCH_DATABASE_NAME ?? `cupongt_bench_analytics_${process.pid}`;
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error("BENCH_DATABASE_NAME: lower-case letters, digits and _ only");
const admin = postgres(url, { max: 1, onnotice: () => {} });
const reuse = (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
if (!reuse) await admin.unsafe(`create database ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const handle = openPostgres(target.toString(), 4);

const time = async (label: string, fn: () => Promise<unknown>) => {
  const started = performance.now();
  await fn();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

class LoadOnly extends Error {}

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

try {
  await time("migrations", () => migrateDatabase(handle));
  const businessId = seedId("business", SEED_BUSINESSES.find((b) => b.ownedByDemoSeller)!.slug);
  const owner = authenticatedCaller(seedId("user", DEMO_USERS.seller.key));
  const editor = authenticatedCaller(seedId("user", DEMO_USERS.editor.key));
  if (reuse) {
    console.log(`reusing the loaded database ${name}`);
  } else {
    await seedDatabase(handle.db);
    await bulkLoad(handle.db, { coupons: COUPONS, views: VIEWS, businessId, editorId: editor.userId, time });
  }
  if (process.env.BENCH_LOAD_ONLY) throw new LoadOnly();

  const [sizes] = rowsOf<Record<string, string>>(
    await handle.db
      .execute(sql`select (select count(*) from public.coupons) as coupons, (select count(*) from public.coupon_views) as view_rows,
      (select count(*) from public.coupon_view_daily) as coupon_days, (select count(*) from public.business_view_daily) as business_days,
      (select count(*) from public.coupon_views where business_id = ${businessId}::uuid) as target_view_rows,
      (select count(*) from public.coupons where business_id = ${businessId}::uuid) as target_coupons,
      (select count(*) from public.order_items i join public.coupons c on c.id = i.coupon_id where c.business_id = ${businessId}::uuid) as target_order_lines`),
  );
  console.log("sizes", sizes);

  installDatabase(handle);
  const [coupon] = rowsOf<{ id: string }>(
    await handle.db.execute(
      sql`select id from public.coupons where business_id = ${businessId}::uuid and status = 'active' limit 1`,
    ),
  );
  const writes: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const started = performance.now();
    await handle.db.execute(sql`select public.record_coupon_view(${coupon!.id}::uuid, ${`bench-visitor-${i}`})`);
    writes.push(performance.now() - started);
  }
  console.log(`record_coupon_view, 1000 new visitors: ${stats(writes)}`);
  const [check] = rowsOf<{ bad: number }>(
    // One pass over the view rows (coupon_views has no index on business_id: nothing reads it so).
    await handle.db.execute(sql`select count(*)::int as bad from public.business_view_daily b
      full join (select day, count(*) as n from public.coupon_views where business_id = ${businessId}::uuid group by day) v on v.day = b.day and b.business_id = ${businessId}::uuid
      where (b.business_id = ${businessId}::uuid or b.business_id is null) and b.views is distinct from v.n`),
  );
  if (Number(check!.bad) !== 0) throw new Error(`${check!.bad} business days disagree with their view rows`);
  // The sales rollup the owner reads (migration 20261124090100) against the order lines and vouchers.
  const [salesCheck] = rowsOf<{ bad: number }>(
    await handle.db.execute(sql`with raw as (
        select day, sum(orders)::int as orders, sum(buyers)::int as buyers, sum(units)::int as units, sum(gross) as gross, sum(refunds) as refunds, sum(redeemed)::int as redeemed
        from (select (o.paid_at at time zone 'America/Guatemala')::date as day, count(distinct o.id) as orders, count(distinct o.buyer_user_id) as buyers,
                sum(i.quantity) as units, sum(i.quantity * i.unit_price) as gross, 0 as refunds, 0 as redeemed
              from public.orders o join public.order_items i on i.order_id = o.id join public.coupons c on c.id = i.coupon_id
              where o.status = 'paid' and c.business_id = ${businessId}::uuid group by 1
              union all
              select (v.refunded_at at time zone 'America/Guatemala')::date, 0, 0, 0, 0, sum(i.unit_price), 0
              from public.vouchers v join public.order_items i on i.id = v.order_item_id where v.business_id = ${businessId}::uuid and v.refunded_at is not null group by 1
              union all
              select (v.redeemed_at at time zone 'America/Guatemala')::date, 0, 0, 0, 0, 0, count(*)
              from public.vouchers v where v.business_id = ${businessId}::uuid and v.status = 'canjeado' group by 1) x
        group by day)
      select count(*)::int as bad from raw full join (select * from public.business_sales_daily where business_id = ${businessId}::uuid) d using (day)
      where (raw.orders, raw.buyers, raw.units, raw.gross, raw.refunds, raw.redeemed) is distinct from (d.orders, d.buyers, d.units, d.gross, d.refunds, d.redeemed)`),
  );
  if (Number(salesCheck!.bad) !== 0)
    throw new Error(`${salesCheck!.bad} business days disagree with their order lines and vouchers`);
  console.log("rollups agree with the view rows, order lines and vouchers");
  for (const [who, caller] of [
    ["owner", owner],
    ["editor", editor],
  ] as const) {
    for (const range of [7, 30, 90] as const) {
      const ms: number[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const started = performance.now();
        const data = await getBusinessAnalytics(caller, businessId, range);
        if (!data) throw new Error(`${who} could not read the analytics`);
        if (i >= 2) ms.push(performance.now() - started); // two warm-up runs
      }
      console.log(`analytics ${who} ${range} days (${RUNS} runs): ${stats(ms)}`);
    }
  }
  const ms: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const started = performance.now();
    if (!(await getBusinessStatement(owner, businessId))) throw new Error("owner could not read the statement");
    if (i >= 2) ms.push(performance.now() - started);
  }
  console.log(`statement owner 12 months (${RUNS} runs): ${stats(ms)}`);
} catch (error) {
  if (!(error instanceof LoadOnly)) throw error;
  console.log(`loaded ${name}`);
} finally {
  await handle.close();
  if (!process.env.BENCH_KEEP && !process.env.BENCH_LOAD_ONLY)
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
