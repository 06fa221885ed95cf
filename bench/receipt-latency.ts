// Receipt latency after payment: from the order's confirmation (orders.paid_at, the confirming
// transaction's time) to the receipt recorded as sent (sent_mails.sent_at) by the job worker in this process
// (as under `npm start`: the confirmation wakes it). N purchases one after another; p50/p95/max.
// Engine: a throwaway in-memory PGlite, or PostgreSQL when BENCH_DATABASE_URL is set. Run:
//   npx tsx --conditions=react-server bench/receipt-latency.ts 50
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/receipt-latency.ts 50
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { sql } from "drizzle-orm";

const outbox = mkdtempSync(join(tmpdir(), "cupongt-bench-outbox-"));
process.env.OUTBOX_DIR = outbox;
process.env.SMTP_URL = "";
const { installDatabase } = await import("@/lib/db");
const { openPglite, openPostgres, rowsOf } = await import("@/lib/db/client");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { seedDatabase } = await import("@/lib/db/seed");
const { authenticatedCaller } = await import("@/lib/data/caller");
const { placeOrder } = await import("@/lib/payments/data/checkout");
const { runAsSystem } = await import("@/lib/data/system");
const { JOB_HANDLERS } = await import("@/lib/jobs/registry");
const { startWorker } = await import("@/lib/jobs/worker");

const N = Number(process.argv[2] ?? 50);
const url = process.env.BENCH_DATABASE_URL;
const name = `cupongt_bench_receipts_${process.pid}`;
const admin = url ? postgres(url, { max: 1, onnotice: () => {} }) : null;
let handle;
if (url && admin) {
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  handle = openPostgres(target.toString(), 5);
} else {
  handle = await openPglite();
}
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  installDatabase(handle);
  const [coupon] = rowsOf<{ id: string; seller: string; price: string }>(
    await handle.db.execute(
      sql`select id, seller_user_id as seller, discount_price::text as price from public.coupons where status = 'active' and end_time > now() + interval '2 days' order by remaining desc limit 1`,
    ),
  );
  await handle.db.execute(
    sql`update public.coupons set total_stock = total_stock + ${N}, remaining = remaining + ${N} where id = ${coupon!.id}::uuid`,
  );
  const [user] = rowsOf<{ id: string }>(await handle.db.execute(sql`select id from auth.users order by id limit 1`));
  const buyer = authenticatedCaller(user!.id);
  const cents = Math.round(Number(coupon!.price) * 100);
  const total = cents + Math.round((cents * 12) / 100);
  const worker = startWorker({ handlers: JOB_HANDLERS, pollMs: 1000, log: () => {} });
  const latencies: number[] = [];
  for (let i = 0; i < N; i++) {
    const contact = {
      name: "Bench",
      email: "bench@example.com",
      phone: "5555-0000",
      address: "Zona 1",
      city: "Guatemala",
      cardLast4: "4242",
    };
    const r = await placeOrder(
      buyer,
      {
        idempotencyKey: randomUUID(),
        items: [{ couponId: coupon!.id, quantity: 1 }],
        contact,
        expectedTotalCents: total,
      },
      async () => ({ approved: true, reference: `bench_${i}` }),
    );
    if (!r.ok) throw new Error(`purchase ${i} refused: ${JSON.stringify(r)}`);
    for (;;) {
      const [sent] = await runAsSystem(async (tx) =>
        rowsOf<{ ms: string }>(
          await tx.execute(sql`
            select (extract(epoch from s.sent_at - o.paid_at) * 1000)::text as ms
            from app_private.sent_mails s join public.orders o on o.id = ${r.orderId}::uuid
            where s.key = ${`receipt:${r.orderId}`}`),
        ),
      );
      if (sent) {
        latencies.push(Number(sent.ms));
        break;
      }
      await new Promise((res) => setTimeout(res, 10));
    }
  }
  await worker.stop();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  console.log(
    `${handle.engine}: ${N} purchases, receipt written after payment: p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
  );
} finally {
  await handle.close();
  if (admin) {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(outbox, { recursive: true, force: true });
}
