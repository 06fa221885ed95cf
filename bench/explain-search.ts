// EXPLAIN (ANALYZE, BUFFERS) of every query that the data layer's search sends for the shapes of
// bench/search-latency.ts, run as `anon` under RLS exactly as runAs does. Wall-clock latency on a
// shared 2-core machine is noisy; execution times of the plans are not.
// Run: DATA_CACHE_SECONDS=0 DATABASE_URL=... npx tsx --conditions=react-server bench/explain-search.ts [--plans] [shape index]
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { installDatabase, type Db } from "@/lib/db";
import * as schema from "@/lib/db/schema";
import { searchCoupons } from "@/lib/data/search";
import { env } from "@/lib/env";
import { deepShapes, queries as shallow } from "./search-shapes";

if (env.DATA_CACHE_SECONDS !== 0) throw new Error("Run with DATA_CACHE_SECONDS=0.");
if (!env.DATABASE_URL) throw new Error("Needs DATABASE_URL (PostgreSQL).");
const showPlans = process.argv.includes("--plans");
const only = process.argv.slice(2).find((a) => /^\d+$/.test(a));

const client = postgres(env.DATABASE_URL, { max: 2, onnotice: () => {}, prepare: true });
let captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(client, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
}) as unknown as Db;
installDatabase({
  db,
  engine: "postgres",
  url: env.DATABASE_URL,
  execScript: async (t) => void (await client.unsafe(t)),
  close: () => client.end(),
});

const queries = [...shallow, ...(await deepShapes(searchCoupons))];
for (const [i, shape] of queries.entries()) {
  if (only !== undefined && Number(only) !== i) continue;
  captured = [];
  await searchCoupons(shape);
  const timings: string[] = [];
  for (const { query, params } of captured) {
    if (query.includes("set_config('request.jwt.claims'")) continue;
    const plan = await client.begin(async (tx) => {
      await tx.unsafe(
        `select set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('role', 'anon', true)`,
      );
      return tx.unsafe(`explain (analyze, buffers) ${query}`, params as never[]);
    });
    const lines = plan.map((r) => String(r["QUERY PLAN"]));
    const exec = lines.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "?";
    const plan1 = lines.find((l) => l.startsWith("Planning Time"))?.replace("Planning Time: ", "") ?? "?";
    const kind = query.includes("resolve_search_terms(")
      ? "terms"
      : query.includes("catalogue_keywords(")
        ? "kwds "
        : query.trimStart().startsWith("select count")
          ? "count"
          : "page ";
    timings.push(`${kind} exec ${exec.padStart(10)} plan ${plan1}`);
    if (showPlans)
      console.log(`\n--- ${JSON.stringify(shape)}\n${query}\n${JSON.stringify(params)}\n${lines.join("\n")}`);
  }
  console.log(
    `${String(i).padStart(2)} ${JSON.stringify(shape).replace(/"cursor":"[^"]*"/, '"cursor":"…"')}\n   ${timings.join("\n   ")}`,
  );
}
await client.end();
