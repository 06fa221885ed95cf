#!/usr/bin/env node
// `npm run bench:spike`: a flash sale. SPIKE_BUYERS (500) signed-in shoppers press 'Pagar' at the
// same moment on one coupon with SPIKE_STOCK (100) units, through the real server actions over
// HTTP (sign-up for the sessions, then the checkout's placeOrderAction) on a production server on
// PostgreSQL. Checks that exactly SPIKE_STOCK vouchers exist afterwards and that every other buyer
// got a clear answer, and prints the action's latency and the purchases per second the hot coupon
// row allows. The simulated gateway answers in SPIKE_PAYMENT_DELAY_MS (300).
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), SPIKE_PORT (3331).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import postgres from "postgres";
import { actionClient, checkoutForm, newShopperSession } from "./actions.mjs";
import { freshDatabase, percentile, startProductionServer, waitHealthy } from "./server.mjs";

const buyers = Number(process.env.SPIKE_BUYERS || 500);
const stock = Number(process.env.SPIKE_STOCK || 100);
const port = Number(process.env.SPIKE_PORT || 3331);
const pgAdminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const origin = `http://127.0.0.1:${port}`;
const nextBin = "node_modules/next/dist/bin/next";

if (!existsSync(".next/BUILD_ID") && spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" }).status !== 0)
  process.exit(1);
const callAction = actionClient(origin);

const db = await freshDatabase(postgres, pgAdminUrl, "cupongt_spike");
const server = startProductionServer(spawn, port, db, {
  PAYMENT_DELAY_MS: process.env.SPIKE_PAYMENT_DELAY_MS || "300",
  JOBS_WORKER: "off",
});
const owner = postgres(db.url(), { max: 2, onnotice: () => {} });
try {
  await waitHealthy(origin);
  const [{ id: couponId }] =
    await owner`select id from public.coupons where status = 'active' and end_time > now() + interval '2 days' order by id limit 1`;
  await owner`update public.coupons set total_stock = sold + reserved + ${stock}, remaining = ${stock} where id = ${couponId}`;
  const [{ sold: soldBefore }] = await owner`select sold from public.coupons where id = ${couponId}`;

  // Sign-up, then sign-in for the session cookie, a few at a time: bcrypt is CPU work, not the subject.
  console.log(`signing up ${buyers} buyers...`);
  const sessions = [];
  for (let i = 0; i < buyers; i += 5) {
    const batch = Array.from(
      { length: Math.min(5, buyers - i) },
      async (_, j) => (await newShopperSession(callAction, `spike-${i + j}`)).cookie,
    );
    sessions.push(...(await Promise.all(batch)));
  }
  const quote = await callAction("quoteCartAction", { items: [{ couponId, quantity: 1 }] }, sessions[0]);
  const form = (i) => checkoutForm(couponId, quote.result.data.totals.totalCents, `spike-${i}@example.com`);

  const [{ t0 }] = await owner`select now() as t0`;
  console.log(`${buyers} buyers press 'Pagar' at once on ${stock} units...`);
  const started = performance.now();
  let soldOutAt = null;
  let bought = 0;
  const answers = await Promise.all(
    sessions.map(async (cookie, i) => {
      const answer = await callAction("placeOrderAction", form(i), cookie);
      if (answer.result.ok && ++bought === stock) soldOutAt = performance.now() - started;
      return answer;
    }),
  );
  const wall = performance.now() - started;
  const [{ vouchers }] =
    await owner`select count(*)::int as vouchers from public.vouchers where coupon_id = ${couponId} and created_at >= ${t0}`;
  const [row] = await owner`select sold, remaining, reserved from public.coupons where id = ${couponId}`;
  const byAnswer = {};
  for (const { result } of answers)
    byAnswer[result.ok ? "comprado" : result.error] = (byAnswer[result.ok ? "comprado" : result.error] ?? 0) + 1;
  const ms = answers.map((a) => a.ms);
  const report = {
    cores: cpus().length,
    buyers,
    stock,
    paymentDelayMs: Number(process.env.SPIKE_PAYMENT_DELAY_MS || 300),
    vouchers,
    soldDelta: row.sold - soldBefore,
    remaining: row.remaining,
    reserved: row.reserved,
    answers: byAnswer,
    actionMs: {
      p50: Math.round(percentile(ms, 50)),
      p95: Math.round(percentile(ms, 95)),
      p99: Math.round(percentile(ms, 99)),
      max: Math.round(Math.max(...ms)),
    },
    soldOutAfterMs: soldOutAt && Math.round(soldOutAt),
    purchasesPerSecond: soldOutAt ? Math.round((stock / soldOutAt) * 1000) : null,
    wallMs: Math.round(wall),
  };
  console.log(JSON.stringify(report, null, 2));
  const exact =
    vouchers === Math.min(stock, buyers) && report.soldDelta === vouchers && row.remaining === stock - vouchers;
  console.log(exact ? "OK: exactly the stock was sold, no oversell" : "FAILED: vouchers and stock disagree");
  process.exitCode = exact ? 0 : 1;
} finally {
  server.kill("SIGTERM");
  await owner.end();
  await new Promise((r) => setTimeout(r, 1000));
  await db.drop();
}
