// Bookings on PostgreSQL: (1) a month of free slots of one branch (slotsForDays, as the buyer's
// picker reads them) with 10,000 bookings on that branch; (2) 200 buyers booking at once across 20
// slots of capacity 8 (160 places): every booking's latency, and no slot over its capacity.
// A throwaway database, migrated and seeded; the branch opens 08:00-20:00 every day, 30-minute slots.
// Run (npm run bench:bookings):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/bookings.ts
import { addDays } from "date-fns";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { installDatabase } from "@/lib/db";
import { openPostgres, rowsOf } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/db/seed";
import { bookVoucher } from "@/lib/bookings/data/bookings";
import { slotsForDays } from "@/lib/bookings/data/slots";
import { guatemalaDate, guatemalaInstant } from "@/lib/bookings/rules/slots";
import { authenticatedCaller } from "@/lib/data/caller";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const RACERS = 200;
const name = `cupongt_bench_bookings_${process.pid}`;
const admin = postgres(url, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const handle = openPostgres(target.toString(), Number(process.env.BENCH_POOL ?? 10));
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** `n` paid vouchers of a new "Requiere reserva" coupon of the branch's business, for one buyer. */
async function vouchers(businessId: string, buyerId: string, n: number): Promise<{ couponId: string; ids: string[] }> {
  const [coupon] = rowsOf<{ id: string }>(
    await handle.db.execute(sql`
      insert into public.coupons (seller_user_id, business_id, title, original_price, discount_price, end_time, remaining, total_stock, sold, requires_booking)
      select c.seller_user_id, c.business_id, 'Bench reservas', 100, 80, now() + interval '120 days', 0, ${n}, ${n}, true
      from public.coupons c where c.business_id = ${businessId}::uuid limit 1 returning id`),
  );
  const ids = rowsOf<{ id: string }>(
    await handle.db.execute(sql`
      with ord as (
        insert into public.orders (buyer_user_id, idempotency_key, status, subtotal, tax, total, paid_at)
        values (${buyerId}::uuid, 'bench-' || gen_random_uuid(), 'paid', 80, 0, 80, now()) returning id),
      item as (
        insert into public.order_items (order_id, coupon_id, title, quantity, unit_price)
        select o.id, ${coupon!.id}::uuid, 'Bench reservas', ${n}, 80 from ord o returning id)
      insert into public.vouchers (order_item_id, coupon_id, business_id, buyer_user_id, code, status, expires_at)
      select i.id, ${coupon!.id}::uuid, ${businessId}::uuid, ${buyerId}::uuid, upper(substr(md5(random()::text || k), 1, 12)), 'vigente', now() + interval '120 days'
      from item i, generate_series(1, ${n}) k returning id`),
  );
  return { couponId: coupon!.id, ids: ids.map((r) => r.id) };
}

try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  installDatabase(handle);
  const [branch] = rowsOf<{ id: string; business_id: string; buyer: string }>(
    await handle.db.execute(sql`select b.id, b.business_id, (select id from auth.users order by id limit 1) as buyer
      from public.branches b order by b.id limit 1`),
  );
  const buyer = authenticatedCaller(branch!.buyer);
  await handle.db.execute(sql`delete from public.branch_hours where branch_id = ${branch!.id}::uuid`);
  await handle.db.execute(sql`insert into public.branch_hours (branch_id, weekday, opens_at, closes_at)
    select ${branch!.id}::uuid, d, '08:00', '20:00' from generate_series(0, 6) d`);
  await handle.db
    .execute(sql`insert into public.booking_settings (branch_id, slot_minutes, capacity, lead_hours, horizon_days)
    values (${branch!.id}::uuid, 30, 20, 0, 60)`);

  // (1) 10,000 bookings spread over the next 30 days' slots (24 a day, up to 20 each).
  const t0 = performance.now();
  const month = await vouchers(branch!.business_id, branch!.buyer, BOOKINGS);
  await handle.db.execute(sql`
    with slots as (
      select s, row_number() over (order by s) - 1 as i
      from generate_series(date_trunc('day', now() at time zone 'America/Guatemala') + interval '1 day 8 hours',
                           date_trunc('day', now() at time zone 'America/Guatemala') + interval '30 days 19 hours 30 minutes',
                           interval '30 minutes') s
      where s::time >= '08:00' and s::time < '20:00'),
    v as (select id, row_number() over (order by id) - 1 as i from public.vouchers where coupon_id = ${month.couponId}::uuid),
    placed as (
      insert into public.bookings (voucher_id, branch_id, business_id, buyer_user_id, starts_at, ends_at)
      select v.id, ${branch!.id}::uuid, ${branch!.business_id}::uuid, ${branch!.buyer}::uuid,
        s.s at time zone 'America/Guatemala', (s.s + interval '30 minutes') at time zone 'America/Guatemala'
      from v join slots s on s.i = v.i % (select count(*) from slots)
      returning starts_at)
    insert into public.booking_slots (branch_id, starts_at, booked, capacity)
    select ${branch!.id}::uuid, starts_at, least(count(*), 20), 20 from placed group by starts_at`);
  await handle.db.execute(sql`analyze`);
  console.log(`loaded ${BOOKINGS} bookings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const today = guatemalaDate(new Date());
  const reads: number[] = [];
  let free = 0;
  for (let i = 0; i < 60; i++) {
    const r0 = performance.now();
    const answer = await slotsForDays(buyer, month.couponId, today, 31);
    if (i >= 10) reads.push(performance.now() - r0);
    free = answer[0]!.days.reduce((n, d) => n + d.slots.filter((s) => s.free > 0).length, 0);
  }
  console.log(
    `a month of free slots (${free} with a free place), 50 reads after 10 warm-ups: p50 ${pct(reads, 0.5).toFixed(1)} ms, p95 ${pct(reads, 0.95).toFixed(1)} ms (goal < 50 ms)`,
  );

  // (2) 200 buyers at once on 20 slots of capacity 8 (a day further than the month above).
  await handle.db.execute(sql`update public.booking_settings set capacity = 8 where branch_id = ${branch!.id}::uuid`);
  const race = await vouchers(branch!.business_id, branch!.buyer, RACERS);
  const day = guatemalaDate(addDays(new Date(), 40));
  const starts = Array.from({ length: 20 }, (_, i) => guatemalaInstant(day, 8 * 60 + 30 * i));
  const latencies: number[] = [];
  const r0 = performance.now();
  const results = await Promise.all(
    race.ids.map(async (id, i) => {
      const s0 = performance.now();
      const r = await bookVoucher(buyer, id, branch!.id, starts[i % 20]!);
      latencies.push(performance.now() - s0);
      return r;
    }),
  );
  const wall = performance.now() - r0;
  const booked = results.filter((r) => r.ok).length;
  const full = results.filter((r) => !r.ok && r.reason === "lleno").length;
  const [over] = rowsOf<{ n: number; max: number }>(
    await handle.db.execute(sql`select count(*) filter (where booked > capacity)::int as n, max(booked)::int as max
      from public.booking_slots where branch_id = ${branch!.id}::uuid and starts_at >= ${starts[0]!.toISOString()}::timestamptz`),
  );
  console.log(
    `${RACERS} buyers at once on 20 slots of 8: ${booked} booked, ${full} refused 'lleno', slots over capacity ${over!.n} (fullest ${over!.max}); p50 ${pct(latencies, 0.5).toFixed(0)} ms, p95 ${pct(latencies, 0.95).toFixed(0)} ms (goal < 500 ms), all in ${wall.toFixed(0)} ms`,
  );
  if (booked !== 160 || full !== 40 || over!.n !== 0) throw new Error("capacity broken");
} finally {
  await handle.close();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
