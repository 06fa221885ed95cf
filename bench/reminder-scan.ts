// The expiry-reminder scan (lib/jobs/data/reminders.ts) at 100,000 vouchers on PostgreSQL:
// a throwaway database, migrated and seeded, then 2,000 sold-out coupons of 50 vouchers each, 5%
// ending in 12 hours (1-day reminder), 5% in 60 hours (3-day reminder), the rest in 10-40 days.
// Times the first scan (enqueues every due reminder) and the following ones (nothing new: what
// every hourly run costs). Run:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/reminder-scan.ts
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { installDatabase } from "@/lib/db";
import { openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/db/seed";
import { scanExpiryReminders } from "@/lib/jobs/data/reminders";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const COUPONS = Number(process.env.BENCH_COUPONS ?? 2000);
const PER_COUPON = 50;
const name = `cupongt_bench_reminders_${process.pid}`;
const admin = postgres(url, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const handle = openPostgres(target.toString(), 4);
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  const t0 = performance.now();
  await handle.db.execute(sql`
    with src as (select seller_user_id, business_id from public.coupons limit 1),
    made as (
      insert into public.coupons (seller_user_id, business_id, title, original_price, discount_price, end_time, remaining, total_stock, sold)
      select s.seller_user_id, s.business_id, 'Bench ' || g, 100, 80,
        case when g % 20 = 0 then now() + interval '12 hours' when g % 20 = 1 then now() + interval '60 hours' else now() + (10 + g % 30) * interval '1 day' end,
        0, ${PER_COUPON}, ${PER_COUPON}
      from src s, generate_series(1, ${COUPONS}) g
      returning id, business_id, title, end_time
    ),
    buyer as (select id from auth.users order by id limit 1),
    ord as (
      insert into public.orders (buyer_user_id, idempotency_key, status, subtotal, tax, total, paid_at)
      select b.id, 'bench-' || m.id, 'paid', 4000, 480, 4480, now() from made m, buyer b
      returning id, idempotency_key
    ),
    item as (
      insert into public.order_items (order_id, coupon_id, title, quantity, unit_price)
      select o.id, m.id, m.title, ${PER_COUPON}, 80 from ord o join made m on o.idempotency_key = 'bench-' || m.id
      returning id, coupon_id
    )
    insert into public.vouchers (order_item_id, coupon_id, business_id, buyer_user_id, code, status, expires_at)
    select i.id, m.id, m.business_id, b.id, upper(substr(md5(random()::text || i.id || k), 1, 12)), 'vigente', m.end_time + interval '90 days'
    from item i join made m on m.id = i.coupon_id, buyer b, generate_series(1, ${PER_COUPON}) k`);
  await handle.db.execute(sql`analyze`);
  const [{ n }] = (await handle.db.execute(sql`select count(*)::int as n from public.vouchers`)) as unknown as [
    { n: number },
  ];
  console.log(`loaded ${n} vouchers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  installDatabase(handle);
  const first0 = performance.now();
  const enqueued = await scanExpiryReminders();
  const first = performance.now() - first0;
  const again: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a0 = performance.now();
    const added = await scanExpiryReminders();
    again.push(performance.now() - a0);
    if (added !== 0) throw new Error(`a repeated scan enqueued ${added}`);
  }
  again.sort((a, b) => a - b);
  console.log(`first scan: ${enqueued} reminders enqueued in ${first.toFixed(0)} ms`);
  console.log(
    `repeated scans (nothing new), 10 runs: median ${again[5]!.toFixed(1)} ms, max ${again[9]!.toFixed(1)} ms`,
  );
} finally {
  await handle.close();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
