// The weekly payout run and the nightly ledger check at 10,000 businesses and 1,000,000 vouchers
// on PostgreSQL: a throwaway database, migrated and seeded, then one coupon per business and one
// paid order per voucher spread over the last 30 days (1 in 10 redeemed), with their ledger entries
// written set-based exactly as the posting functions write them (a sale of 4 lines per order, a
// release of 2 lines per voucher redeemed or past its 7-day window) and the sales rollups rebuilt.
// Times: releasing the due vouchers (one job run, 10,000), the payout run, a second run of the same
// period (pays nothing), and the nightly check. BENCH_BUSINESSES, BENCH_VOUCHERS change the size.
// Run (under the machine's heavy lock):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:payout-run
import postgres from "postgres";
import { openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/db/seed";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 10_000);
const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 1_000_000);
const name = `cupongt_bench_payouts_${process.pid}`;

const admin = postgres(url, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const handle = openPostgres(target.toString(), 2);
const db = postgres(target.toString(), { max: 1, onnotice: () => {} });

async function time<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await fn();
  console.log(`${label}: ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  return result;
}

try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  await time(`load ${BUSINESSES} businesses, ${VOUCHERS} paid vouchers and their ledger`, async () => {
    // The bulk rows bypass the triggers; the ledger rows below are what they would have posted.
    await db.unsafe(`set session_replication_role = replica`);
    await db.unsafe(
      `insert into public.businesses (name, slug) select 'Pago bench ' || g, 'pago-bench-' || g from generate_series(1, ${BUSINESSES}) g`,
    );
    await db.unsafe(`
      insert into public.coupons (business_id, title, original_price, discount_price, end_time, remaining, total_stock, category)
      select b.id, 'Cupón bench ' || b.slug, 200, 50 + (row_number() over (order by b.id)) % 100, now() + interval '60 days', 1000, 1000, 'General'
      from public.businesses b where b.slug like 'pago-bench-%'`);
    await db.unsafe(
      `create unlogged table public.bench_coupons as select id, business_id, discount_price as price, row_number() over (order by id) as n from public.coupons where title like 'Cupón bench %'`,
    );
    await db.unsafe(`create index on public.bench_coupons (n)`);
    await db.unsafe(`
      create unlogged table public.bench_o as
      select g, gen_random_uuid() as order_id, gen_random_uuid() as item_id, gen_random_uuid() as voucher_id,
        c.id as coupon_id, c.business_id, c.price, round(c.price * 0.12, 2) as tax,
        app_private.ledger_commission(c.price, 0.15) as comm,
        now() - interval '1 day' * (g % 30) - interval '1 minute' as paid_at, (g % 10 = 0) as redeemed
      from generate_series(1, ${VOUCHERS}) g join public.bench_coupons c on c.n = 1 + g % ${BUSINESSES}`);
    await db.unsafe(`
      insert into public.orders (id, buyer_user_id, idempotency_key, status, subtotal, tax, total, created_at, paid_at)
      select o.order_id, (select id from auth.users order by id limit 1), 'bench-' || o.g, 'paid', o.price, o.tax, o.price + o.tax, o.paid_at, o.paid_at
      from public.bench_o o`);
    await db.unsafe(
      `insert into public.order_items (id, order_id, coupon_id, title, quantity, unit_price) select item_id, order_id, coupon_id, 'Cupón bench', 1, price from public.bench_o`,
    );
    await db.unsafe(`
      insert into public.vouchers (id, order_item_id, coupon_id, business_id, buyer_user_id, code, status, expires_at, redeemed_at, created_at)
      select o.voucher_id, o.item_id, o.coupon_id, o.business_id, (select id from auth.users order by id limit 1), 'BENCH' || o.g,
        case when o.redeemed then 'canjeado' else 'vigente' end, now() + interval '150 days', case when o.redeemed then o.paid_at end, o.paid_at
      from public.bench_o o`);
    for (const kind of ["provider_clearing", "platform_commission", "iva_collected", "referral_credit", "refunds_owed"])
      await db.unsafe(`select app_private.ledger_account('${kind}', null)`);
    await db.unsafe(`
      insert into public.ledger_accounts (kind, business_id)
      select k, b.id from public.businesses b, unnest(array['business_pending', 'business_available', 'payouts_in_transit']) k
      where b.slug like 'pago-bench-%'`);
    await db.unsafe(
      `insert into public.ledger_entries (source_kind, source_id, event, created_at) select 'order', order_id, 'paid', paid_at from public.bench_o`,
    );
    // One statement per account kind: equality joins only (an OR in the join made it a nested loop).
    const global = (kind: string) =>
      `(select id from public.ledger_accounts where kind = '${kind}' and business_id is null)`;
    const saleLines: [string, string, string][] = [
      [global("provider_clearing"), "null::uuid", "o.price + o.tax"],
      [global("iva_collected"), "null::uuid", "-o.tax"],
      [global("platform_commission"), "o.business_id", "-o.comm"],
    ];
    for (const [account, business, amount] of saleLines)
      await db.unsafe(`
        insert into public.ledger_lines (entry_id, account_id, business_id, amount, order_item_id, created_at)
        select e.id, ${account}, ${business}, ${amount}, o.item_id, o.paid_at
        from public.bench_o o join public.ledger_entries e on e.source_kind = 'order' and e.source_id = o.order_id and e.event = 'paid'
        where ${amount} <> 0`);
    await db.unsafe(`
      insert into public.ledger_lines (entry_id, account_id, business_id, amount, order_item_id, created_at)
      select e.id, a.id, o.business_id, -(o.price - o.comm), o.item_id, o.paid_at
      from public.bench_o o join public.ledger_entries e on e.source_kind = 'order' and e.source_id = o.order_id and e.event = 'paid'
      join public.ledger_accounts a on a.kind = 'business_pending' and a.business_id = o.business_id`);
    // Released: redeemed, or the window closed more than a day ago (the job runs every 15 minutes).
    await db.unsafe(
      `insert into public.ledger_entries (source_kind, source_id, event, created_at) select 'voucher', voucher_id, 'available', paid_at + interval '7 days' from public.bench_o where redeemed or paid_at <= now() - interval '8 days'`,
    );
    for (const [kind, sign] of [
      ["business_pending", ""],
      ["business_available", "-"],
    ] as const)
      await db.unsafe(`
        insert into public.ledger_lines (entry_id, account_id, business_id, amount, voucher_id, created_at)
        select e.id, a.id, o.business_id, ${sign}(o.price - o.comm), o.voucher_id, e.created_at
        from public.bench_o o
        join public.ledger_entries e on e.source_kind = 'voucher' and e.source_id = o.voucher_id and e.event = 'available'
        join public.ledger_accounts a on a.kind = '${kind}' and a.business_id = o.business_id`);
    await db.unsafe(`
      insert into app_private.ledger_pending_vouchers (voucher_id, order_id, created_at)
      select o.voucher_id, o.order_id, o.paid_at from public.bench_o o
      where not exists (select 1 from public.ledger_entries e where e.source_kind = 'voucher' and e.source_id = o.voucher_id)`);
    // Every business has a bank account past its 48-hour hold (the run skips any other); the
    // ciphertext is a placeholder: the run reads only when the account changed.
    await db.unsafe(`
      insert into public.business_bank_accounts (business_id, bank, account_type, number_ciphertext, number_last4, holder_name, holder_nit, changed_at)
      select b.id, 'industrial', 'monetaria', 'v1.bench', '0000', b.name, '12345679', now() - interval '30 days'
      from public.businesses b where b.slug like 'pago-bench-%'`);
    await db.unsafe(`set session_replication_role = origin`);
    await db.unsafe(`select app_private.rebuild_sales_rollups()`);
    await db.unsafe(`drop table public.bench_o; drop table public.bench_coupons`);
    await db.unsafe(`analyze`);
  });
  const lines = (await db.unsafe(`select count(*)::bigint as n from public.ledger_lines`))[0]?.n;
  console.log(`ledger lines: ${lines}`);
  const released = await time("release job (one run, up to 10,000 vouchers)", () =>
    db.unsafe(`select public.ledger_release_due(10000) as n`),
  );
  console.log(`  released ${released[0]!.n}`);
  const paid = await time("payout run", () =>
    db.unsafe(`select count(*)::int as n from public.payout_run('2030-01-07')`),
  );
  console.log(`  payouts created: ${paid[0]!.n}`);
  const again = await time("payout run again, same period", () =>
    db.unsafe(`select count(*)::int as n from public.payout_run('2030-01-07')`),
  );
  console.log(`  payouts created: ${again[0]!.n}`);
  const problems = await time("nightly check (ledger_check)", () => db.unsafe(`select * from public.ledger_check()`));
  console.log(`  problems: ${problems.length}`, problems.slice(0, 5));
} finally {
  await db.end();
  await handle.close();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
