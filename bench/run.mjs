#!/usr/bin/env node
// `npm run bench`: requests per second of the home page (dynamic, database-backed) beside a
// static page of the same production build, on the embedded PGlite and, when one answers, on
// PostgreSQL. autocannon, 10 connections, 15 s each (BENCH_SECONDS to change). Writes
// bench/results.json and prints a Markdown table for bench/RESULTS.md.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";

const seconds = Number(process.env.BENCH_SECONDS || 15);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const pgAdminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const pages = [
  { name: "home /", path: "/" },
  { name: "static /cookies", path: "/cookies" },
];
const nextBin = "node_modules/next/dist/bin/next";

if (!existsSync(".next/BUILD_ID")) {
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

async function waitHealthy(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not become healthy");
}

async function measure(engine, env) {
  const port = 3200 + Math.floor(Math.random() * 500);
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const rows = [];
  try {
    await waitHealthy(url);
    for (const page of pages) {
      await autocannon({ url: url + page.path, connections, duration: 3 }); // warm-up
      const r = await autocannon({ url: url + page.path, connections, duration: seconds });
      rows.push({ engine, page: page.name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
      console.log(`${engine.padEnd(9)} ${page.name.padEnd(16)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`);
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  return rows;
}

const results = [];
const dataDir = mkdtempSync(join(tmpdir(), "cupongt-bench-"));
try {
  results.push(...(await measure("pglite", { PGLITE_DATA_DIR: join(dataDir, "pglite"), DATABASE_URL: "" })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const admin = postgres(pgAdminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
try {
  await admin`select 1`;
  const db = `cupongt_bench_${process.pid}`;
  await admin.unsafe(`create database ${db}`);
  try {
    const u = new URL(pgAdminUrl);
    u.pathname = `/${db}`;
    results.push(...(await measure("postgres", { DATABASE_URL: u.toString() })));
  } finally {
    await admin.unsafe(`drop database if exists ${db} with (force)`);
  }
} catch (error) {
  console.log(`PostgreSQL not measured: ${error.message}`);
} finally {
  await admin.end();
}

writeFileSync("bench/results.json", JSON.stringify({ date: new Date().toISOString(), seconds, connections, results }, null, 2) + "\n");
console.log("\n| engine | page | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|");
for (const r of results) console.log(`| ${r.engine} | ${r.page} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
