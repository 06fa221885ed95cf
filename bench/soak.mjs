#!/usr/bin/env node
// `npm run bench:soak`: SOAK_SECONDS (600) of mixed traffic from SOAK_CONNECTIONS (50) connections
// against a production server on PostgreSQL: 70% cached pages (home, coupons, categories,
// businesses, an info page), 20% /buscar with varied queries, 10% signed-in purchases of one flash
// coupon with SOAK_STOCK (300) units, through the real checkout action. First SOAK_WARMUP_SECONDS
// (180) of the same traffic fill the server's caches (pages, data reads, search pages) and are not
// measured; then, over the measured run, it reports per kind of request the count, errors and
// p50/p95/p99, the server's memory (RSS) every SOAK_SAMPLE_SECONDS (60) from the end of the warm-up
// (growth against that first sample), and checks that the flash coupon was not oversold (warm-up
// purchases included). Exit code 1 on any error or oversell.
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), SOAK_PORT (3332).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import postgres from "postgres";
import { actionClient, checkoutForm, newShopperSession } from "./actions.mjs";
import { freshDatabase, percentile, startProductionServer, waitHealthy } from "./server.mjs";

const seconds = Number(process.env.SOAK_SECONDS || 600);
const connections = Number(process.env.SOAK_CONNECTIONS || 50);
const stock = Number(process.env.SOAK_STOCK || 300);
const port = Number(process.env.SOAK_PORT || 3332);
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 180);
const sampleSeconds = Number(process.env.SOAK_SAMPLE_SECONDS || 60);
const pgAdminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const origin = `http://127.0.0.1:${port}`;
const QUERIES = [
  "pizza",
  "masaje",
  "spa",
  "sushi",
  "hotel",
  "dentista",
  "corte de pelo",
  "tour",
  "cafe",
  "hamburguesa",
  "yoga",
  "antigua",
  "xela",
  "pinata",
  "masje",
  "desayuno",
  "gimnasio",
  "facial",
  "lago",
  "cena",
];
const SOLD_OUT = /agotado/i;

if (
  !existsSync(".next/BUILD_ID") &&
  spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" }).status !== 0
)
  process.exit(1);
const callAction = actionClient(origin);

/** Resident memory of the server process and its children, in MB (Linux /proc). */
function rssMb(pid) {
  const kb = (p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean);
  return Math.round([pid, ...children].reduce((sum, p) => sum + kb(p), 0) / 1024);
}

const db = await freshDatabase(postgres, pgAdminUrl, "cupongt_soak");
const server = startProductionServer(spawn, port, db, { PAYMENT_DELAY_MS: "300" });
const owner = postgres(db.url(), { max: 2, onnotice: () => {} });
try {
  await waitHealthy(origin);
  const coupons =
    await owner`select id from public.coupons where status = 'active' and end_time > now() + interval '2 days' order by id limit 40`;
  const categories = await owner`select distinct category from public.coupons where status = 'active' limit 12`;
  const businesses = await owner`select slug from public.businesses order by slug limit 20`;
  const flash = coupons[0].id;
  await owner`update public.coupons set total_stock = sold + reserved + ${stock}, remaining = ${stock} where id = ${flash}`;
  const [{ sold: soldBefore }] = await owner`select sold from public.coupons where id = ${flash}`;
  const cached = [
    "/",
    "/terminos",
    ...coupons.slice(1).map((c) => `/cupon/${c.id}`),
    ...categories.map((c) => `/categoria/${c.category}`),
    ...businesses.map((b) => `/negocio/${b.slug}`),
  ];
  console.log(`signing in ${connections} shoppers...`);
  const shoppers = [];
  for (let i = 0; i < connections; i += 5) {
    shoppers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(5, connections - i) }, (_, j) => newShopperSession(callAction, `soak-${i + j}`)),
      )),
    );
  }
  const quote = await callAction("quoteCartAction", { items: [{ couponId: flash, quantity: 1 }] }, shoppers[0].cookie);
  const total = quote.result.data.totals.totalCents;

  const stats = { cached: [], search: [], purchase: [] };
  const errors = [];
  let bought = 0;
  let soldOutAnswers = 0;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  async function one(shopper) {
    const r = Math.random();
    const started = performance.now();
    if (r < 0.7 || r < 0.9) {
      const kind = r < 0.7 ? "cached" : "search";
      const path =
        kind === "cached"
          ? pick(cached)
          : `/buscar?q=${encodeURIComponent(pick(QUERIES))}&page=${1 + Math.floor(Math.random() * 2)}`;
      try {
        const response = await fetch(origin + path);
        await response.arrayBuffer();
        if (response.status >= 400) errors.push(`${response.status} ${path}`);
      } catch (error) {
        errors.push(`${error.message} ${path}`);
      }
      stats[kind].push(performance.now() - started);
      return;
    }
    const answer = await callAction(
      "placeOrderAction",
      checkoutForm(flash, total, shopper.email),
      shopper.cookie,
    ).catch((e) => ({ result: { ok: false, error: e.message } }));
    stats.purchase.push(performance.now() - started);
    if (answer.result.ok) bought++;
    else if (SOLD_OUT.test(answer.result.error ?? "")) soldOutAnswers++;
    else errors.push(`purchase: ${answer.result.error}`);
  }

  const runFor = async (ms) => {
    const until = Date.now() + ms;
    await Promise.all(
      shoppers.map(async (shopper) => {
        while (Date.now() < until) await one(shopper);
      }),
    );
  };
  if (warmupSeconds > 0) {
    console.log(`warm-up: ${connections} connections for ${warmupSeconds} s (not measured)...`);
    await runFor(warmupSeconds * 1000);
    for (const list of Object.values(stats)) list.length = 0;
  }
  // One RSS sample at the start of the measured run, then one every sampleSeconds, and at the end.
  const samples = [{ second: 0, rssMb: rssMb(server.pid) }];
  const startedAt = Date.now();
  const sampler = setInterval(
    () => samples.push({ second: Math.round((Date.now() - startedAt) / 1000), rssMb: rssMb(server.pid) }),
    sampleSeconds * 1000,
  );
  console.log(`${connections} connections for ${seconds} s (memory every ${sampleSeconds} s)...`);
  await runFor(seconds * 1000);
  clearInterval(sampler);
  samples.push({ second: Math.round((Date.now() - startedAt) / 1000), rssMb: rssMb(server.pid) });
  const first = samples[0].rssMb;
  const growth = (mb) => Math.round(((mb - first) / first) * 1000) / 10;
  const memory = {
    afterWarmup: first,
    middle: samples[Math.floor(samples.length / 2)].rssMb,
    end: samples.at(-1).rssMb,
    max: Math.max(...samples.map((x) => x.rssMb)),
    growthAfterWarmupPercent: growth(samples.at(-1).rssMb),
    maxGrowthPercent: growth(Math.max(...samples.map((x) => x.rssMb))),
    samples,
  };

  const [row] = await owner`select sold, remaining, reserved from public.coupons where id = ${flash}`;
  const [{ vouchers }] = await owner`select count(*)::int as vouchers from public.vouchers where coupon_id = ${flash}`;
  const summary = (list) => ({
    requests: list.length,
    p50: Math.round(percentile(list, 50) ?? 0),
    p95: Math.round(percentile(list, 95) ?? 0),
    p99: Math.round(percentile(list, 99) ?? 0),
  });
  const all = stats.cached.length + stats.search.length + stats.purchase.length;
  const report = {
    cores: cpus().length,
    loadAverageAtEnd: loadavg()
      .map((l) => l.toFixed(1))
      .join(" "),
    warmupSeconds,
    seconds,
    connections,
    requests: all,
    requestsPerSecond: Math.round(all / seconds),
    errors: errors.length,
    firstErrors: errors.slice(0, 10),
    cached: summary(stats.cached),
    search: summary(stats.search),
    purchase: { ...summary(stats.purchase), bought, soldOutAnswers },
    flashCoupon: {
      stock,
      soldDelta: row.sold - soldBefore,
      remaining: row.remaining,
      reserved: row.reserved,
      vouchers,
    },
    memoryMb: memory,
  };
  console.log(JSON.stringify(report, null, 2));
  const noOversell =
    row.remaining >= 0 && row.sold - soldBefore === bought && row.sold - soldBefore <= stock && vouchers >= bought;
  console.log(noOversell ? "OK: no oversell" : "FAILED: the flash coupon's stock and the purchases disagree");
  console.log(errors.length === 0 ? "OK: no errors" : `FAILED: ${errors.length} errors`);
  process.exitCode = noOversell && errors.length === 0 ? 0 : 1;
} finally {
  server.kill("SIGTERM");
  await owner.end();
  await new Promise((r) => setTimeout(r, 1000));
  await db.drop();
}
