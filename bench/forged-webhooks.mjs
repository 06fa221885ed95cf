#!/usr/bin/env node
// `npm run bench:forged-webhooks`: does a flood of forged webhook deliveries slow sign-in? A
// production server on PostgreSQL (as cupongt_app, system work on the owner's pool) in provider
// mode; shoppers sign in over HTTP (the real signIn action, bcrypt included) and read /mis-compras
// for FORGED_SECONDS to set the baseline, then again while FORGED_COUNT (3,000) unsigned
// deliveries arrive at about FORGED_RATE (147) a second. Prints sign-in and /mis-compras p50/p95
// in both phases, the forged answers, and the rejection count the database holds afterwards
// (written aggregated, not once per delivery). Nothing here talks to the real provider: the
// forged posts are refused by the signature check before anything else runs.
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), FORGED_PORT (3332),
// FORGED_SIGNERS (5 concurrent shoppers), FORGED_FLOOD_NICE (10, the flood process's niceness). FORGED_CONTROL=1: the same flood of requests that touch
// no database (GET /api/metrics, 404 without METRICS_TOKEN), to tell the database's share of any
// slowdown from the share of handling that many HTTP requests at all on these cores.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import postgres from "postgres";
import { actionClient, newShopperSession } from "./actions.mjs";
import { freshDatabase, percentile, startProductionServer, waitHealthy } from "./server.mjs";

const forgedCount = Number(process.env.FORGED_COUNT || 3000);
const forgedRate = Number(process.env.FORGED_RATE || 147);
const signers = Number(process.env.FORGED_SIGNERS || 5);
const port = Number(process.env.FORGED_PORT || 3332);
const pgAdminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const origin = `http://127.0.0.1:${port}`;
const nextBin = "node_modules/next/dist/bin/next";
const phaseMs = Math.round((forgedCount / forgedRate) * 1000);
const control = process.env.FORGED_CONTROL === "1";

if (!existsSync(".next/BUILD_ID") && spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" }).status !== 0)
  process.exit(1);
const callAction = actionClient(origin);

const db = await freshDatabase(postgres, pgAdminUrl, "cupongt_forged");
const server = startProductionServer(spawn, port, db, {
  JOBS_WORKER: "off",
  // The same few shoppers sign in hundreds of times: the lockout is not the subject here.
  RATE_LIMIT_SIGN_IN_PER_EMAIL_IP: "1000000",
  RATE_LIMIT_SIGN_IN_PER_EMAIL: "1000000",
  PAYMENTS_PROVIDER: "recurrente",
  // The local stand-in's keys; nothing in this run calls its API (no checkout is opened).
  RECURRENTE_API_URL: "http://127.0.0.1:9/",
  RECURRENTE_PUBLIC_KEY: "pk_test_cupongt_sandbox",
  RECURRENTE_SECRET_KEY: "sk_test_cupongt_sandbox",
  RECURRENTE_WEBHOOK_SECRET: "whsec_Y3Vwb25ndC1sb2NhbC1wYXltZW50cy1zYW5kYm94ISE=",
});
const owner = postgres(db.url(), { max: 1, onnotice: () => {} });

const stats = (values) => ({
  n: values.length,
  p50: Math.round(percentile(values, 50)),
  p95: Math.round(percentile(values, 95)),
  max: Math.round(Math.max(0, ...values)),
});

/** Each shopper signs in, then reads /mis-compras, again and again until `until`. */
async function shoppers(accounts, until) {
  const signIn = [];
  const purchases = [];
  let failed = 0;
  await Promise.all(
    accounts.map(async ({ email }) => {
      while (performance.now() < until) {
        const inside = await callAction("signIn", { email, password: "clave-banco-1" });
        if (!inside.result.ok) failed++;
        signIn.push(inside.ms);
        const started = performance.now();
        const page = await fetch(`${origin}/mis-compras`, { headers: { Cookie: inside.cookies } });
        await page.text();
        purchases.push(performance.now() - started);
      }
    }),
  );
  return { signIn: stats(signIn), misCompras: stats(purchases), failedSignIns: failed };
}

/**
 * The flood, from a process of its own (bench/forged-flood.mjs) at FORGED_FLOOD_NICE (10): the
 * attacker's CPU is not the shop's, and on these two shared cores a lower priority is the nearest
 * thing to another machine. FORGED_FLOOD_NICE=0 gives it the server's priority.
 */
function flood() {
  const nice = Number(process.env.FORGED_FLOOD_NICE ?? 10);
  const child = spawn("nice", ["-n", String(nice), process.execPath, "bench/forged-flood.mjs"], {
    env: { ...process.env, FORGED_COUNT: String(forgedCount), FORGED_RATE: String(forgedRate), FORGED_ORIGIN: origin },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0 ? resolve({ ...JSON.parse(out), nice }) : reject(new Error(`flood exited ${code}`)),
    ),
  );
}

try {
  await waitHealthy(origin);
  console.log(`signing up ${signers} shoppers...`);
  const accounts = [];
  for (let i = 0; i < signers; i++) accounts.push(await newShopperSession(callAction, `forged-${i}`));
  await shoppers(accounts, performance.now() + 3_000); // warm the routes

  console.log(`baseline: ${signers} shoppers sign in for ${phaseMs} ms...`);
  const baseline = await shoppers(accounts, performance.now() + phaseMs);
  console.log(`flood: ${forgedCount} forged deliveries at ${forgedRate}/s while they sign in...`);
  const [underFlood, forged] = await Promise.all([shoppers(accounts, performance.now() + phaseMs), flood()]);
  await new Promise((r) => setTimeout(r, 6_000)); // one aggregated flush of the rejection count
  const [{ rows, total }] =
    await owner`select count(*)::int as rows, coalesce(sum(count), 0)::int as total from public.payment_webhook_rejections`;
  const report = {
    cores: cpus().length,
    flood: control ? "control: GET /api/metrics (no database)" : "forged webhook deliveries",
    forged: { ...forged, rejectionRows: rows, rejectionsCounted: total },
    baseline,
    underFlood,
    signInP95Ratio: Math.round((underFlood.signIn.p95 / baseline.signIn.p95) * 100) / 100,
  };
  console.log(JSON.stringify(report, null, 2));
  const ok = report.signInP95Ratio <= 1.2 && underFlood.failedSignIns === 0 && total === (control ? 0 : forgedCount);
  console.log(ok ? "OK: sign-in p95 within 20% of its baseline under the flood" : "OUTSIDE the 20% budget (see above)");
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill("SIGTERM");
  await owner.end();
  await new Promise((r) => setTimeout(r, 1000));
  await db.drop();
}
