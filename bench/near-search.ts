// Near-me search latency through lib/data/search/search.ts as anon, cache off, on a throwaway
// PostgreSQL database: migrate + seed, `db:generate-load` for the coupons, then one branch per
// generated business (60 % spread over Guatemala City, the rest over five other cities), then
// each query shape below, `rounds` times. Prints p50/p95/p99; the database is dropped afterwards.
// Run: flock /tmp/heavy.lock npm run bench:near -- --coupons 1000000 [--rounds 20]
// --keep leaves the database in place (its name is printed); --db NAME measures such a kept one
// again without generating anything (tuning a query without paying the load again).
import { execFileSync } from "node:child_process";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { installDatabase } from "@/lib/db";
import { openPostgres, rowsOf } from "@/lib/db/client";
import { ANON } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { searchCoupons } from "@/lib/data/search/search";
import { KNOWN_PLACES } from "@/lib/places/rules/guatemala";
import { nearShapes } from "./near-shapes";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const coupons = arg("coupons", 1_000_000);
const rounds = arg("rounds", 20);
const base = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const flag = (name: string) => process.argv.includes(`--${name}`);
const dbIndex = process.argv.indexOf("--db");
const reuse = dbIndex >= 0 ? process.argv[dbIndex + 1] : undefined;
if (reuse !== undefined && !/^cupongt_bench_near_[a-z0-9]+$/.test(reuse))
  throw new Error("--db: a kept bench database");
const keep = flag("keep") || reuse !== undefined;
const name = reuse ?? `cupongt_bench_near_${Date.now().toString(36)}`;
const urlOf = (db: string) => Object.assign(new URL(base), { pathname: `/${db}` }).toString();
const admin = postgres(base, { max: 1, onnotice: () => {} });
if (!reuse) await admin.unsafe(`create database ${name}`);
const env = { ...process.env, DATABASE_URL: urlOf(name), DATABASE_OWNER_URL: "", DATA_CACHE_SECONDS: "0" };
try {
  if (!reuse) await load();
  process.env.DATA_CACHE_SECONDS = "0";
  const handle = openPostgres(urlOf(name), 4);
  installDatabase(handle);
  // --rounds 0: load and keep only (the shapes are then measured with --db).
  if (rounds > 0) await measure();
  // The pool's open connections would keep the process alive after the figures.
  await handle.close();
} finally {
  if (keep) console.log(`kept database ${name}`);
  else await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function load() {
  execFileSync("npx", ["tsx", "scripts/db-generate-load.ts", "--coupons", String(coupons)], { env, stdio: "inherit" });
  const handle = openPostgres(urlOf(name), 4);
  // One branch per generated business: the capital's zones get 60 %, spread ~4 km around each.
  const places = JSON.stringify(KNOWN_PLACES.map((p) => [p.lat, p.lng]));
  const t0 = Date.now();
  await handle.db.execute(sql`select setseed(0.36)`);
  // The place is drawn per business in its own column first: an uncorrelated lateral would be drawn
  // once and put every branch around the same place.
  await handle.db.execute(sql`
    with pick as (
      select b.id, (case when random() < 0.6 then floor(random() * 10) else 10 + floor(random() * 7) end)::int as i
      from public.businesses b where b.slug like 'carga-%')
    insert into public.branches (business_id, name, address, municipality, department, lat, lng)
    select pick.id, 'Sucursal', 'Dirección sintética', 'Guatemala', 'Guatemala',
           (${places}::jsonb -> pick.i ->> 0)::float8 + (random() - 0.5) * 0.07,
           (${places}::jsonb -> pick.i ->> 1)::float8 + (random() - 0.5) * 0.07
    from pick`);
  await handle.db.execute(sql`analyze public.branches`);
  console.log(`branches in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await handle.close();
}

async function measure() {
  const shapes = nearShapes;
  for (const q of shapes) await searchCoupons(q);
  const all: number[] = [];
  const per = new Map<string, number[]>();
  for (let r = 0; r < rounds; r++)
    for (const q of shapes) {
      const s = performance.now();
      const result = await searchCoupons(q);
      const ms = performance.now() - s;
      all.push(ms);
      per.set(JSON.stringify(q), [...(per.get(JSON.stringify(q)) ?? []), ms, result.total]);
    }
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  const [row] = rowsOf<{ n: string }>(
    await runAs(ANON, (tx) =>
      tx.execute(sql`select count(*) as n from public.coupons where status = 'active' and end_time > now()`),
    ),
  );
  console.log(
    `postgres, ${row?.n} listable coupons, ${all.length} near-me searches: p50 ${pct(all, 50).toFixed(1)} ms, p95 ${pct(all, 95).toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms`,
  );
  for (const [key, xs] of per) {
    const times = xs.filter((_, i) => i % 2 === 0);
    console.log(
      `  p50 ${pct(times, 50).toFixed(1).padStart(6)}  p95 ${pct(times, 95).toFixed(1).padStart(7)}  p99 ${pct(times, 99).toFixed(1).padStart(7)} ms  total ${xs[1]}  ${key}`,
    );
  }
}
