// EXPLAIN (ANALYZE, BUFFERS) of every statement the data layer's search sends for a list of shapes,
// run as `anon` under RLS exactly as runAs does (bench/explain-search.ts, bench/explain-near.ts).
// Wall-clock latency on a shared 2-core machine is noisy; execution times of the plans are not.
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { installDatabase, type Db } from "@/lib/db";
import * as schema from "@/lib/db/schema";
import { searchCoupons } from "@/lib/data/search/search";
import type { CouponQuery } from "@/lib/domain/coupon-query";
import { env } from "@/lib/env";

export interface ExplainOptions {
  /** Near-me search runs with the search path set and JIT off (lib/data/search/near.ts): the same here. */
  near: boolean;
}

let captured: { query: string; params: unknown[] }[] = [];

/** Connects and installs the database, its statements captured for explainShapes. */
export function connect(): postgres.Sql {
  if (env.DATA_CACHE_SECONDS !== 0) throw new Error("Run with DATA_CACHE_SECONDS=0.");
  if (!env.DATABASE_URL) throw new Error("Needs DATABASE_URL (PostgreSQL).");
  const client = postgres(env.DATABASE_URL, { max: 2, onnotice: () => {}, prepare: true });
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
  return client;
}

const kindOf = (query: string) =>
  query.includes("resolve_search_terms(")
    ? "terms"
    : query.includes("catalogue_keywords(")
      ? "kwds "
      : query.trimStart().startsWith("select count")
        ? "count"
        : "page ";

export async function explainShapes(client: postgres.Sql, shapes: CouponQuery[], { near }: ExplainOptions) {
  const showPlans = process.argv.includes("--plans");
  const only = process.argv.slice(2).find((a) => /^\d+$/.test(a));
  const settings = near
    ? `, set_config('search_path', 'public, extensions', true), set_config('jit', 'off', true)`
    : "";
  for (const [i, shape] of shapes.entries()) {
    if (only !== undefined && Number(only) !== i) continue;
    captured = [];
    await searchCoupons(shape);
    const timings: string[] = [];
    for (const { query, params } of captured) {
      if (query.includes("set_config('request.jwt.claims'") || query.includes("set_config('search_path'")) continue;
      if (query.startsWith("explain") || query.includes("from pg_class")) continue;
      const plan = await client.begin(async (tx) => {
        await tx.unsafe(
          `select set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('role', 'anon', true)${settings}`,
        );
        // Per-node timing costs more than some near-me plans take; their totals are what count.
        return tx.unsafe(`explain (analyze, buffers${near ? ", timing off" : ""}) ${query}`, params as never[]);
      });
      const lines = plan.map((r) => String(r["QUERY PLAN"]));
      const exec = lines.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "?";
      const planning = lines.find((l) => l.startsWith("Planning Time"))?.replace("Planning Time: ", "") ?? "?";
      timings.push(`${kindOf(query)} exec ${exec.padStart(10)} plan ${planning}`);
      if (showPlans)
        console.log(`\n--- ${JSON.stringify(shape)}\n${query}\n${JSON.stringify(params)}\n${lines.join("\n")}`);
    }
    const label = JSON.stringify(shape).replace(/"cursor":"[^"]*"/, '"cursor":"…"');
    console.log(`${String(i).padStart(2)} ${label}\n   ${timings.join("\n   ")}`);
  }
  await client.end();
}
