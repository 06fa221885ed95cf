// What the payment benchmarks share: a throwaway database (PostgreSQL when BENCH_DATABASE_URL is set,
// else in-memory PGlite), migrated and seeded; the local Recurrente stand-in, in this process or
// with BENCH_SANDBOX=process in one of its own (bench/sandbox-process.ts); the app
// in provider mode pointed at it (PAYMENTS_PROVIDER=recurrente, set before any app module loads);
// the webhook route handler behind a small HTTP server the stand-in delivers to; and the job worker
// running here, as inside `npm start`. Nothing leaves this machine.
import { fork, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { SANDBOX_DEFAULTS, startSandbox } from "@/lib/payments/sandbox/server";
import type { SandboxStore } from "@/lib/payments/sandbox/store";

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

/** The route handler's POST, set once the app's modules are loaded (after the environment). */
let handleWebhook: ((request: Request) => Promise<Response>) | null = null;

/** The stand-in delivers to this server, which hands the raw body and headers to the route handler. */
const endpoint = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request("http://127.0.0.1/api/payments/webhook", {
      method: "POST",
      headers,
      body: Buffer.concat(chunks).toString("utf8"),
    });
    handleWebhook!(request).then(
      async (response) => res.writeHead(response.status).end(await response.text()),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
});
const endpointPort = await listen(endpoint);
const webhookUrl = `http://127.0.0.1:${endpointPort}/api/payments/webhook`;

/** The stand-in as the benches use it; `store` only when it runs in this process. */
interface BenchSandbox {
  url: string;
  store?: SandboxStore;
  /** Resolves once every webhook the stand-in has sent so far is delivered. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

async function sandboxHere(): Promise<BenchSandbox> {
  const running = await startSandbox({ port: 0, webhookUrl, retryDelaysMs: [200, 1_000, 5_000] });
  return { url: running.url, store: running.store, idle: () => running.webhooks.idle(), close: () => running.close() };
}

async function sandboxProcess(): Promise<BenchSandbox> {
  const child = fork("bench/sandbox-process.ts", [webhookUrl], { execArgv: ["--import", "tsx"] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("message", (m: { ready?: string }) => (m.ready ? resolve(m.ready) : reject(new Error("no ready"))));
    child.once("exit", (code) => reject(new Error(`stand-in process ended (${code})`)));
  });
  let asked = 0;
  return {
    url,
    idle: () =>
      new Promise<void>((resolve) => {
        const n = ++asked;
        const answered = (m: { idle?: number }) => {
          if (m.idle !== n) return;
          child.off("message", answered);
          resolve();
        };
        child.on("message", answered);
        child.send({ idle: n });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.once("exit", () => resolve());
        child.send({ close: true });
      }),
  };
}

export const sandbox = process.env.BENCH_SANDBOX === "process" ? await sandboxProcess() : await sandboxHere();

const outbox = mkdtempSync(join(tmpdir(), "cupongt-bench-outbox-"));
Object.assign(process.env, {
  OUTBOX_DIR: outbox,
  SMTP_URL: "",
  PAYMENTS_PROVIDER: "recurrente",
  RECURRENTE_API_URL: sandbox.url,
  RECURRENTE_PUBLIC_KEY: SANDBOX_DEFAULTS.publicKey,
  RECURRENTE_SECRET_KEY: SANDBOX_DEFAULTS.secretKey,
  RECURRENTE_WEBHOOK_SECRET: SANDBOX_DEFAULTS.webhookSecret,
});

const { installDatabase } = await import("@/lib/db");
const { openPglite, openPostgres, rowsOf } = await import("@/lib/db/client");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { seedDatabase } = await import("@/lib/db/seed");
const { JOB_BATCH_HANDLERS, JOB_HANDLERS } = await import("@/lib/jobs/registry");
const { startWorker } = await import("@/lib/jobs/worker");
const { getHostedPaymentProvider } = await import("@/lib/payments");
const route = await import("@/app/api/payments/webhook/route");
handleWebhook = route.POST;
export { rowsOf };
export const { startHostedCheckout } = await import("@/lib/payments/data/hosted-checkout");
export const { releaseExpiredOrders } = await import("@/lib/payments/data/checkout");
export const { authenticatedCaller } = await import("@/lib/data/caller");
export const provider = getHostedPaymentProvider()!;
export const webhookPost = route.POST;

const url = process.env.BENCH_DATABASE_URL;
const name = `cupongt_bench_payments_${process.pid}`;
const admin = url ? postgres(url, { max: 1, onnotice: () => {} }) : null;
let handle: Awaited<ReturnType<typeof openPglite>>;
if (url && admin) {
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // As lib/db/index.ts opens the server's: requests 10, system work 5 (the worker's claims among
  // it), and the webhooks' ingress pool of 2 beside them, so a burst of webhooks queues on its own
  // pool and never in front of the worker's statements.
  const requests = openPostgres(target.toString(), 10);
  const owner = openPostgres(target.toString(), 5);
  const ingress = openPostgres(target.toString(), Number(process.env.BENCH_INGRESS ?? 2));
  handle = {
    ...requests,
    system: { db: owner.db, ingressDb: ingress.db },
    close: async () => {
      await Promise.allSettled([requests.close(), owner.close(), ingress.close()]);
    },
  };
} else {
  handle = await openPglite();
}
export const db = handle.db;
export const engine = handle.engine;
await migrateDatabase(handle);
await seedDatabase(handle.db);
installDatabase(handle);
// As the server would size it (lib/jobs/concurrency.ts: 2 on PostgreSQL's default pools, 1 on
// PGlite); JOBS_CONCURRENCY=1 measures the single loop of before.
export const concurrency = Number(process.env.JOBS_CONCURRENCY) || (url ? 2 : 1);
const worker = startWorker({
  handlers: JOB_HANDLERS,
  batchHandlers: JOB_BATCH_HANDLERS,
  pollMs: 1000,
  log: () => {},
  concurrency,
});

// BENCH_WORKERS=2 (PostgreSQL only): worker processes beside this one's, as `npm run worker` adds them.
const extraWorkers: ChildProcess[] = [];
for (let i = 1; url && i < Number(process.env.BENCH_WORKERS ?? 1); i++) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "bench/worker-process.ts", target.toString()],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  extraWorkers.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("READY") && resolve());
    child.once("exit", (code) => reject(new Error(`worker process ended (${code})`)));
  });
}

export const urls = {
  returnUrl: (orderId: string) => `http://127.0.0.1:3000/pago/${orderId}`,
  cancelUrl: (orderId: string) => `http://127.0.0.1:3000/pago/${orderId}?cancelado=1`,
  wholeOrderName: (n: number) => `${n} cupones`,
};
export const contact = {
  name: "Bench",
  email: "bench@example.com",
  phone: "5555-0000",
  address: "Zona 1",
  city: "Guatemala",
};

/** A coupon of the demo seller's first business, with `stock` units and a price of Q79.99 (Q89.59 with IVA). */
export async function benchCoupon(stock: number): Promise<{ id: string; totalCents: number }> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into public.coupons (seller_user_id, business_id, title, original_price,
        discount_price, end_time, total_stock, remaining, sold)
      select c.seller_user_id, c.business_id, ${`Medición ${randomUUID().slice(0, 8)}`}, 100, 79.99,
        now() + interval '7 days', ${stock}, ${stock}, 0
      from public.coupons c where c.status = 'active' order by c.id limit 1
      returning id`),
  );
  return { id: row!.id, totalCents: 8_959 };
}

/** `n` people who can buy (rows in auth.users), as callers. */
export async function benchBuyers(n: number) {
  const tag = randomUUID().slice(0, 8);
  const rows = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`insert into auth.users (id, email)
      select gen_random_uuid(), 'buyer-' || ${tag} || '-' || g || '@bench.cupongt.test' from generate_series(1, ${n}) g
      returning id, email`),
  );
  return rows.map((r) => authenticatedCaller(r.id, r.email));
}

/**
 * Waits until no job is due (the worker's first tick runs the recurring jobs of a fresh database,
 * seconds of work that would otherwise land on the first measured order).
 */
export async function quietQueue(): Promise<void> {
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from app_private.jobs
        where state = 'running' or (state = 'queued' and run_after <= now())`),
    );
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function closeBench(): Promise<void> {
  await worker.stop();
  for (const child of extraWorkers) child.kill("SIGTERM");
  if (process.env.BENCH_FUNCTION_STATS) {
    // With track_functions = 'pl' on the server: where the database's time went, by function.
    const rows = rowsOf<{ f: string; calls: number; self_ms: number; total_ms: number }>(
      await db.execute(sql`select schemaname || '.' || funcname as f, calls::int, round(self_time)::int as self_ms,
        round(total_time)::int as total_ms from pg_stat_user_functions order by self_time desc limit 25`),
    );
    console.table(rows);
  }
  await sandbox.close();
  endpoint.closeAllConnections();
  await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  await handle.close();
  if (admin) {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(outbox, { recursive: true, force: true });
}
