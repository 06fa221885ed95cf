// Payment reconciliation (lib/payments/data/reconciliation.ts) over 100,000 provider orders on PostgreSQL: a
// throwaway database, migrated and seeded, then 100,000 orders with a provider checkout spread over
// the last 2 days (70% paid, 10% pending, 20% cancelled), set-based. The provider is a stand-in
// answering from memory, agreeing with every order but 1 in 1,000 (a different amount), so the
// figure is our side's cost: keyset pages, decisions, mismatch upserts. BENCH_PROVIDER_MS adds a
// per-request delay to see the provider's share. Two runs: the first records the mismatches, the
// second finds them open and only marks them seen. Run:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/payments-reconcile.ts
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { installDatabase } from "@/lib/db";
import { openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/db/seed";
import { reconcilePayments } from "@/lib/payments/data/reconciliation";
import type { HostedPaymentProvider, ProviderCheckoutState } from "@/lib/payments/types";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DELAY_MS = Number(process.env.BENCH_PROVIDER_MS ?? 0);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const TOTAL_CENTS = 4_480;
const name = `cupongt_bench_reconcile_${process.pid}`;

/** Order g's status, as the seed writes it and the stand-in reports it. */
const statusOf = (g: number) => (g % 10 < 7 ? "paid" : g % 10 === 7 ? "pending" : "cancelled");

let requests = 0;
const standIn: HostedPaymentProvider = {
  name: "recurrente",
  partialRefunds: false,
  createCheckout: () => Promise.reject(new Error("not in this bench")),
  refund: () => Promise.reject(new Error("not in this bench")),
  verifyWebhook: () => {
    throw new Error("not in this bench");
  },
  async getCheckout(checkoutId): Promise<ProviderCheckoutState> {
    requests += 1;
    if (DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    const g = Number(checkoutId.slice("ch_bench_".length));
    const paid = statusOf(g) === "paid";
    return {
      checkoutId,
      status: paid ? "succeeded" : statusOf(g) === "pending" ? "pending" : "expired",
      amountCents: paid ? (g % 1000 === 0 ? TOTAL_CENTS + 1 : TOTAL_CENTS) : null,
      currency: paid ? "GTQ" : null,
      paymentId: paid ? `pa_bench_${g}` : null,
      method: paid ? "card" : null,
      paidAt: null,
      refundedCents: 0,
    };
  },
};

const admin = postgres(url, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const handle = openPostgres(target.toString(), 4);
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  const t0 = performance.now();
  await handle.db.execute(sql`
    with buyer as (select id from auth.users order by id limit 1)
    insert into public.orders (buyer_user_id, idempotency_key, status, subtotal, tax, total, created_at, paid_at,
      payment_provider, provider_checkout_id, payment_reference, payment_method)
    select b.id, 'bench-' || g,
      case when g % 10 < 7 then 'paid' when g % 10 = 7 then 'pending' else 'cancelled' end,
      40, 4.80, 44.80, now() - interval '2 days' * (g::float / ${ORDERS}),
      case when g % 10 < 7 then now() - interval '2 days' * (g::float / ${ORDERS}) end,
      'recurrente', 'ch_bench_' || g, case when g % 10 < 7 then 'pa_bench_' || g end,
      case when g % 10 < 7 then 'card' end
    from buyer b, generate_series(1, ${ORDERS}) g`);
  // BENCH_NO_INDEX=1: without the window index (orders_provider_window_idx), to see what it saves.
  if (process.env.BENCH_NO_INDEX === "1") await handle.db.execute(sql`drop index public.orders_provider_window_idx`);
  await handle.db.execute(sql`analyze`);
  console.log(`loaded ${ORDERS} provider orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  installDatabase(handle);
  const window = { from: new Date(Date.now() - 3 * 86_400_000), to: new Date(Date.now() + 60_000) };
  for (const label of ["first run", "second run (mismatches already open)"]) {
    requests = 0;
    const r0 = performance.now();
    const s = await reconcilePayments({ ...window, provider: standIn, concurrency: CONCURRENCY });
    const seconds = (performance.now() - r0) / 1000;
    if (s.error) throw new Error(s.error);
    if (s.ordersChecked !== ORDERS || requests !== ORDERS)
      throw new Error(`checked ${s.ordersChecked}, asked ${requests}`);
    console.log(
      `${label}: ${s.ordersChecked} orders in ${seconds.toFixed(1)} s = ${Math.round(s.ordersChecked / seconds)} orders/s; ` +
        `${s.mismatchesFound} mismatches (${s.newMismatches} new); provider delay ${DELAY_MS} ms, concurrency ${CONCURRENCY}`,
    );
  }
} finally {
  await handle.close();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
