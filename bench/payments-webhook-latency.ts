// Webhook to voucher: N orders opened through the provider flow (startHostedCheckout against the
// local Recurrente stand-in), each then paid by a signed payment_intent.succeeded webhook (signWebhook,
// the stand-in's payload) handed to the webhook route handler, with the job worker running in this
// process as under `npm start`. Measured per order from the POST until the order reads paid with its
// vouchers; also the route's own answer time. First one order at a time, then all N webhooks at once.
// Run (npm run bench:payments-webhook -- 200):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/payments-webhook-latency.ts 200
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { eventPayload } from "@/lib/payments/sandbox/payloads";
import { sandboxId } from "@/lib/payments/sandbox/store";
import { SANDBOX_DEFAULTS } from "@/lib/payments/sandbox/server";
import { signWebhook } from "@/lib/payments/webhook-signature";
import * as bench from "./payments-harness";

const N = Number(process.argv[2] ?? 200);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * N pending orders, one per buyer (a flash sale's crowd; one buyer may hold at most 10 units of a
 * coupon unpaid), each with its checkout at the stand-in.
 */
async function openOrders(couponId: string, totalCents: number) {
  const buyers = await bench.benchBuyers(N);
  const orders: { orderId: string; checkoutId: string }[] = [];
  for (let i = 0; i < N; i++) {
    const started = await bench.startHostedCheckout(
      buyers[i]!,
      {
        idempotencyKey: randomUUID(),
        items: [{ couponId, quantity: 1 }],
        contact: { ...bench.contact, email: buyers[i]!.email ?? bench.contact.email },
        expectedTotalCents: totalCents,
      },
      bench.provider,
      bench.urls,
    );
    if (!started.ok || !started.url) throw new Error(`checkout ${i} refused: ${JSON.stringify(started)}`);
    orders.push({ orderId: started.orderId, checkoutId: started.url.split("/").at(-1)! });
  }
  return orders;
}

/** The card paid at the stand-in (as its hosted page would), and its signed webhook, not yet sent. */
function paidWebhook(checkoutId: string): Request {
  const checkout = bench.sandbox.store!.checkouts.get(checkoutId)!;
  const now = new Date();
  Object.assign(checkout, { status: "paid", method: "card", paymentId: sandboxId("pa", 8), paidAt: now });
  const body = JSON.stringify(eventPayload("payment_intent.succeeded", checkout, now, checkout.paymentId!));
  const headers = signWebhook(SANDBOX_DEFAULTS.webhookSecret, { id: sandboxId("msg", 27), timestamp: now, body });
  return new Request("http://127.0.0.1/api/payments/webhook", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body,
  });
}

/**
 * One watcher for every waiting order: a single query every `pollMs` asks which of them are paid
 * with their voucher and resolves their waits. (A poll per order, 200 of them every 25 ms, loaded
 * the database more than the work measured.)
 */
function fulfilmentWatcher(pollMs: number) {
  const waiting = new Map<string, () => void>();
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      if (waiting.size > 0) {
        const ids = [...waiting.keys()];
        const done = bench.rowsOf<{ id: string }>(
          await bench.db.execute(sql`select o.id from public.orders o
            where o.id = any(${`{${ids.join(",")}}`}::uuid[]) and o.status = 'paid'
              and (select count(*) from public.vouchers v join public.order_items i on i.id = v.order_item_id
                   where i.order_id = o.id) = 1`),
        );
        const now = performance.now();
        for (const { id } of done) {
          waiting.get(id)?.();
          waiting.delete(id);
        }
        if (done.length > 0 && process.env.BENCH_TRACE) console.log(`watcher: ${done.length} at ${now.toFixed(0)}`);
      }
      await sleep(pollMs);
    }
  };
  void loop();
  return {
    until: (orderId: string) => new Promise<void>((resolve) => waiting.set(orderId, resolve)),
    stop: () => {
      stopped = true;
    },
  };
}

/** Posts the webhook; answers [route's answer ms, ms until paid with vouchers]. */
async function payOne(
  order: { orderId: string; checkoutId: string },
  watcher: ReturnType<typeof fulfilmentWatcher>,
): Promise<[number, number]> {
  const request = paidWebhook(order.checkoutId);
  const t0 = performance.now();
  const paid = watcher.until(order.orderId);
  const response = await bench.webhookPost(request);
  const answered = performance.now() - t0;
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
  await paid;
  return [answered, performance.now() - t0];
}

function report(label: string, samples: [number, number][]) {
  const answers = samples.map((s) => s[0]).sort((a, b) => a - b);
  const done = samples.map((s) => s[1]).sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(0);
  console.log(
    `${bench.engine} (${bench.concurrency} claim loops) ${label}: webhook answered p50 ${f(bench.percentile(answers, 50))} ms, p95 ${f(bench.percentile(answers, 95))} ms; ` +
      `paid with vouchers p50 ${f(bench.percentile(done, 50))} ms, p95 ${f(bench.percentile(done, 95))} ms, max ${f(done.at(-1)!)} ms`,
  );
}

try {
  const coupon = await bench.benchCoupon(2 * N);
  const one = await openOrders(coupon.id, coupon.totalCents);
  const burst = await openOrders(coupon.id, coupon.totalCents);
  await bench.quietQueue();
  const watcher = fulfilmentWatcher(5);
  const sequential: [number, number][] = [];
  for (const order of one) sequential.push(await payOne(order, watcher));
  report(`${N} orders one at a time`, sequential);
  const t0 = performance.now();
  const together = await Promise.all(burst.map((order) => payOne(order, watcher)));
  watcher.stop();
  report(`${N} webhooks at once`, together);
  console.log(
    `${bench.engine} ${N} webhooks at once: all paid after ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
} finally {
  await bench.closeBench();
}
