#!/usr/bin/env node
// `npm run bench`: requests/s and latency of the pages many people read, beside the two ceilings
// of the same build (a static page and a dynamic page with no database work), on PGlite and on
// PostgreSQL, each loaded with the 100k-coupon generator; then the data layer's search latency.
// autocannon, 10 connections, BENCH_SECONDS (15) per page after a 3 s warm-up. Writes
// bench/results.json and prints Markdown tables for docs/benchmarks.md.
// BENCH_COUPONS (100000), BENCH_PG_URL, BENCH_STATIC_PAGE (/terminos), BENCH_DYNAMIC_PAGE (/logros).
// BENCH_ENGINES (pglite,postgres) and BENCH_PAGES (every page's name, comma-separated) narrow a run:
// `npm run bench:community` is /comunidad beside /buscar on PostgreSQL only (issue 13).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { waitHealthy } from "./server.mjs";

const seconds = Number(process.env.BENCH_SECONDS || 15);
const coupons = Number(process.env.BENCH_COUPONS || 100_000);
const connections = 10;
const pgAdminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const staticPage = process.env.BENCH_STATIC_PAGE || "/terminos";
const dynamicPage = process.env.BENCH_DYNAMIC_PAGE || "/logros";
const engines = new Set((process.env.BENCH_ENGINES || "pglite,postgres").split(",").map((e) => e.trim()));
const onlyPages = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(",").map((p) => p.trim())) : null;
const nextBin = "node_modules/next/dist/bin/next";
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
};

if (!existsSync(".next/BUILD_ID")) run(process.execPath, [nextBin, "build"]);

/** A real coupon and business from the server's own pages (no ids hard-coded). */
async function discoverPaths(url) {
  const home = await (await fetch(`${url}/`)).text();
  const dir = await (await fetch(`${url}/empresas`)).text();
  const coupon = home.match(/href="(\/cupon\/[0-9a-f-]{36})"/)?.[1];
  const business = (dir + home).match(/href="(\/negocio\/[a-z0-9-]+)"/)?.[1];
  return [
    { name: "home", path: "/" },
    coupon && { name: "coupon", path: coupon },
    business && { name: "business", path: business },
    { name: "category", path: "/categoria/restaurantes" },
    { name: "search", path: "/buscar?q=pizza" },
    { name: "community", path: "/comunidad" },
    { name: "static (ceiling)", path: staticPage },
    { name: "dynamic, no db (ceiling)", path: dynamicPage },
  ];
}

async function measure(engine, env, pages = onlyPages) {
  const port = 3200 + Math.floor(Math.random() * 500);
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const rows = [];
  try {
    await waitHealthy(url);
    for (const page of (await discoverPaths(url)).filter((p) => p && (!pages || pages.has(p.name)))) {
      await autocannon({ url: url + page.path, connections, duration: 3 });
      const r = await autocannon({ url: url + page.path, connections, duration: seconds });
      const row = {
        engine,
        page: page.name,
        path: page.path,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p95: r.latency.p97_5 ?? r.latency.p99,
        p99: r.latency.p99,
        non2xx: r.non2xx,
      };
      rows.push(row);
      console.log(
        `${engine.padEnd(9)} ${page.name.padEnd(26)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.non2xx}`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  return rows;
}

// The cost of the request log lines and metrics: the cached home page and /buscar again
// with them off, right after the same pages with them on (BENCH_TELEMETRY=0 skips it).
const telemetryPages = new Set(["home", "search"]);
async function measureTelemetryCost(engine, env) {
  if (process.env.BENCH_TELEMETRY === "0") return [];
  const off = await measure(
    `${engine}, no telemetry`,
    { ...env, REQUEST_TELEMETRY: "off", LOG_LEVEL: "silent" },
    telemetryPages,
  );
  const on = await measure(`${engine}, telemetry`, env, telemetryPages);
  return [...off, ...on];
}

const tsx = "node_modules/.bin/tsx";
const results = [];
const latency = [];
const dataDir = mkdtempSync(join(tmpdir(), "cupongt-bench-"));
try {
  if (!engines.has("pglite")) throw new Error("skipped");
  const pgliteEnv = { PGLITE_DATA_DIR: join(dataDir, "pglite"), DATABASE_URL: "" };
  run(tsx, ["scripts/db-generate-load.ts", "--coupons", String(coupons)], pgliteEnv);
  results.push(...(await measure("pglite", pgliteEnv)));
  results.push(...(await measureTelemetryCost("pglite", pgliteEnv)));
  const s = spawnSync(tsx, ["--conditions=react-server", "bench/search-latency.ts", "10"], {
    env: { ...process.env, ...pgliteEnv, DATA_CACHE_SECONDS: "0" },
    encoding: "utf8",
  });
  latency.push(s.stdout.trim());
} catch (error) {
  if (error.message !== "skipped") throw error;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const admin = postgres(pgAdminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
try {
  if (!engines.has("postgres")) throw new Error("skipped by BENCH_ENGINES");
  await admin`select 1`;
  const db = `cupongt_bench_${process.pid}`;
  await admin.unsafe(`create database ${db}`);
  try {
    const u = new URL(pgAdminUrl);
    u.pathname = `/${db}`;
    // Requests log in as the app role (as in production); generating the load is the owner's job.
    const appUrl = new URL(u);
    appUrl.username = "cupongt_app";
    appUrl.password = "";
    const pgEnv = { DATABASE_URL: appUrl.toString(), DATABASE_OWNER_URL: u.toString() };
    run(tsx, ["scripts/db-generate-load.ts", "--coupons", String(coupons)], pgEnv);
    results.push(...(await measure("postgres", pgEnv)));
    results.push(...(await measureTelemetryCost("postgres", pgEnv)));
    const s = spawnSync(tsx, ["--conditions=react-server", "bench/search-latency.ts", "20"], {
      env: { ...process.env, ...pgEnv, DATA_CACHE_SECONDS: "0" },
      encoding: "utf8",
    });
    latency.push(s.stdout.trim());
  } finally {
    await admin.unsafe(`drop database if exists ${db} with (force)`);
  }
} catch (error) {
  console.log(`PostgreSQL not measured: ${error.message}`);
} finally {
  await admin.end();
}

writeFileSync(
  "bench/results.json",
  JSON.stringify({ date: new Date().toISOString(), seconds, connections, coupons, results, latency }, null, 2) + "\n",
);
console.log(
  `\n${coupons} coupons, ${connections} connections, ${seconds} s per page\n\n| engine | page | path | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|---|`,
);
for (const r of results)
  console.log(`| ${r.engine} | ${r.page} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
console.log(`\nSearch latency (data layer, cache off):\n${latency.join("\n")}`);
