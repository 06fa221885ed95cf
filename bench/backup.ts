// `npm run bench:backup`: how long `npm run db:backup` and `db:restore` take on PostgreSQL at
// BENCH_COUPONS (100,000) coupons and BENCH_ORDERS (1,000,000) paid orders, each with one line.
// Works in throwaway databases on BENCH_PG_URL's server (created, then dropped). Orders are bulk
// inserted with triggers off (session_replication_role = replica): the stock and ledger triggers
// are not what is measured here, the dump and restore of that many rows are.
import { spawnSync } from "node:child_process";
import { rmSync, statSync } from "node:fs";
import postgres from "postgres";
import { scratch } from "@/lib/ops/backup-archive";
import { createBackup, fileFolders, restoreBackup } from "@/lib/ops/backup";

const admin = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const coupons = Number(process.env.BENCH_COUPONS || 100_000);
const orderCount = Number(process.env.BENCH_ORDERS || 1_000_000);
const withDb = (name: string) => Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
const source = `cupongt_bench_backup_${process.pid}`;
const target = `${source}_restored`;
const root = postgres(admin, { max: 1, onnotice: () => {} });
const work = scratch("cupongt-bench-backup-");
const seconds = (from: number) => (Date.now() - from) / 1000;

try {
  await root.unsafe(`create database ${source}`);
  await root.unsafe(`create database ${target}`);
  let t = Date.now();
  const load = spawnSync("npx", ["tsx", "scripts/db-generate-load.ts", "--coupons", String(coupons)], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: withDb(source), DATABASE_OWNER_URL: withDb(source) },
  });
  if (load.status !== 0) throw new Error("db:generate-load failed");
  console.log(`catalogue: ${coupons} coupons in ${seconds(t).toFixed(1)} s`);

  t = Date.now();
  const db = postgres(withDb(source), { max: 1, onnotice: () => {} });
  await db.begin(async (tx) => {
    await tx.unsafe("set local session_replication_role = replica");
    await tx.unsafe(`
      create temporary table bench_c on commit drop as
        select row_number() over () as n, id, title, discount_price from public.coupons;
      with buyer as (select id from auth.users order by created_at limit 1),
      o as (
        insert into public.orders (buyer_user_id, idempotency_key, status, subtotal, tax, total, created_at)
        select (select id from buyer), 'bench-' || g, 'paid', 100, 12, 112, now() - (g % 365) * interval '1 day'
        from generate_series(1, ${orderCount}) g
        returning id, idempotency_key)
      insert into public.order_items (order_id, coupon_id, title, quantity, unit_price)
      select o.id, c.id, c.title, 1, c.discount_price
      from o join bench_c c on c.n = 1 + (substr(o.idempotency_key, 7)::bigint % (select count(*) from bench_c))`);
  });
  const [{ n }] = (await db`select count(*)::int as n from public.orders`) as unknown as [{ n: number }];
  const [{ size }] = (await db`select pg_size_pretty(pg_database_size(current_database())) as size`) as unknown as [
    { size: string },
  ];
  await db.end();
  console.log(`orders: ${n} in ${seconds(t).toFixed(1)} s; database ${size}`);

  const folders = fileFolders(`${work.dir}/pglite`);
  t = Date.now();
  const { archive } = await createBackup({
    source: { engine: "postgres", url: withDb(source) },
    folders,
    outDir: work.dir,
  });
  const backupSeconds = seconds(t);
  const mb = statSync(archive).size / 1e6;
  t = Date.now();
  await restoreBackup({ archive, target: { engine: "postgres", url: withDb(target) }, folders });
  const restoreSeconds = seconds(t);
  const check = postgres(withDb(target), { max: 1, onnotice: () => {} });
  const [{ restored }] = (await check`select count(*)::int as restored from public.orders`) as unknown as [
    { restored: number },
  ];
  await check.end();
  if (restored !== n) throw new Error(`restored ${restored} orders of ${n}`);
  rmSync(archive);
  console.log(`\n| coupons | orders | database | archive | db:backup | db:restore |\n|---|---|---|---|---|---|`);
  console.log(
    `| ${coupons} | ${n} | ${size} | ${mb.toFixed(0)} MB | ${backupSeconds.toFixed(1)} s | ${restoreSeconds.toFixed(1)} s |`,
  );
} finally {
  work.done();
  await root.unsafe(`drop database if exists ${source} with (force)`);
  await root.unsafe(`drop database if exists ${target} with (force)`);
  await root.end();
}
