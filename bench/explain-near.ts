// EXPLAIN (ANALYZE, BUFFERS) of every statement near-me search sends for the shapes of
// bench/near-shapes.ts, as `anon` under RLS as runAs does (execution times of plans are steadier
// than wall-clock latency on a shared machine). On a database kept by `bench:near -- --keep`:
// DATA_CACHE_SECONDS=0 DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME \
//   npx tsx --conditions=react-server bench/explain-near.ts [--plans] [shape index]
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { installDatabase, type Db } from "@/lib/db";
import * as schema from "@/lib/db/schema";
import { searchCoupons } from "@/lib/data/search";
import { env } from "@/lib/env";
import { nearShapes } from "./near-shapes";

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

for (const [i, shape] of nearShapes.entries()) {
  if (only !== undefined && Number(only) !== i) continue;
  captured = [];
  await searchCoupons(shape);
  const timings: string[] = [];
  for (const { query, params } of captured) {
    if (query.includes("set_config('request.jwt.claims'") || query.includes("set_config('search_path'")) continue;
    if (query.startsWith("explain") || query.includes("from pg_class")) continue;
    const plan = await client.begin(async (tx) => {
      await tx.unsafe(
        `select set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('role', 'anon', true),
          set_config('search_path', 'public, extensions', true), set_config('jit', 'off', true)`,
      );
      return tx.unsafe(`explain (analyze, buffers, timing off) ${query}`, params as never[]);
    });
    const lines = plan.map((r) => String(r["QUERY PLAN"]));
    const exec = lines.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "?";
    const planning = lines.find((l) => l.startsWith("Planning Time"))?.replace("Planning Time: ", "") ?? "?";
    const kind = query.includes("resolve_search_terms(")
      ? "terms"
      : query.includes("catalogue_keywords(")
        ? "kwds "
        : query.trimStart().startsWith("select count")
          ? "count"
          : "page ";
    timings.push(`${kind} exec ${exec.padStart(10)} plan ${planning}`);
    if (showPlans)
      console.log(`\n--- ${JSON.stringify(shape)}\n${query}\n${JSON.stringify(params)}\n${lines.join("\n")}`);
  }
  console.log(`${String(i).padStart(2)} ${JSON.stringify(shape)}\n   ${timings.join("\n   ")}`);
}
await client.end();
