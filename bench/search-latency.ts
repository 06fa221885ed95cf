// Latency of the data layer's search (lib/data/search/search.ts) with the cache off, on the configured
// database (load it first: npm run db:generate-load -- --coupons 100000). Prints p50/p95/p99.
// Run: DATA_CACHE_SECONDS=0 DATABASE_URL=... npx tsx --conditions=react-server bench/search-latency.ts
import { installDatabase } from "@/lib/db";
import { openPglite, openPostgres } from "@/lib/db/client";
import { ANON } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { searchCoupons } from "@/lib/data/search/search";
import { env } from "@/lib/env";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { deepShapes, queries as shallow } from "./search-shapes";

const rounds = Number(process.argv[2] ?? 20);

if (env.DATA_CACHE_SECONDS !== 0)
  throw new Error("Run with DATA_CACHE_SECONDS=0: this measures the database, not the cache.");
const handle = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, 4) : await openPglite(env.PGLITE_DATA_DIR);
installDatabase(handle);
const queries = [...shallow, ...(await deepShapes(searchCoupons))];
for (const q of queries) await searchCoupons(q); // warm-up
const times: number[] = [];
const perQuery = new Map<string, number[]>();
for (let r = 0; r < rounds; r++) {
  for (const q of queries) {
    const t0 = performance.now();
    await searchCoupons(q);
    const ms = performance.now() - t0;
    // The overall figures are the shapes only; the deep pages are listed below them.
    if (shallow.includes(q)) times.push(ms);
    const key = JSON.stringify(q);
    perQuery.set(key, [...(perQuery.get(key) ?? []), ms]);
  }
}
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
// The search's own count stops at 10,001 (issue 18): count the catalogue here, exactly. As anon,
// like the searches: the app's login role (cupongt_app, `npm run bench`) may not read the table itself.
const [row] = rowsOf<{ n: number | string }>(
  await runAs(ANON, (tx) =>
    tx.execute(sql`select count(*) as n from public.coupons where status = 'active' and end_time > now()`),
  ),
);
const total = Number(row?.n ?? 0);
console.log(
  `${handle.engine}, ${total} listable coupons, ${times.length} searches (the ${shallow.length} shapes): p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms`,
);
// The cursor itself is long and opaque: shown as "cursor".
for (const [key, xs] of perQuery)
  console.log(
    `  p50 ${pct(xs, 50).toFixed(1).padStart(6)}  p95 ${pct(xs, 95).toFixed(1).padStart(7)} ms  ${key.replace(/"cursor":"[^"]*"/, '"cursor":"…"')}`,
  );
await handle.close();
