// The Prometheus series of this process (prom-client), read by GET /api/metrics. Each instance
// exposes its own; Prometheus scrapes every instance and sums (README, Operations). The registry
// lives on globalThis: Next bundles instrumentation.ts, the routes and the actions apart, and a
// module-level registry would be one per bundle, each missing the others' counts.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

function build() {
  const registry = new Registry();
  registry.setDefaultLabels({ service: "cupongt" });
  collectDefaultMetrics({ register: registry, prefix: "cupongt_process_" });
  const r = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "cupongt_http_request_duration_seconds",
      help: "Time to answer a request, by route group, method and status class",
      labelNames: ["group", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: r,
    }),
    actions: new Counter({
      name: "cupongt_action_outcomes_total",
      help: "Server action answers: ok, refused (invalid input, sign-in, a rule), unavailable, error",
      labelNames: ["outcome"] as const,
      registers: r,
    }),
    dbTransactions: new Gauge({
      name: "cupongt_db_pool_connections",
      help: "Database transactions holding a pool connection (in_use) or waiting for one (waiting)",
      labelNames: ["state"] as const,
      registers: r,
    }),
    dbDuration: new Histogram({
      name: "cupongt_db_transaction_duration_seconds",
      help: "Time of one database transaction (request or system), pool wait included",
      labelNames: ["kind", "outcome"] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: r,
    }),
    cache: new Counter({
      name: "cupongt_cache_requests_total",
      help: "Reads of Next's page and data cache, by layer (fs, redis) and result (hit, miss)",
      labelNames: ["layer", "result"] as const,
      registers: r,
    }),
    jobsQueued: new Gauge({
      name: "cupongt_jobs_due",
      help: "Queued jobs due now (read from the database at scrape time)",
      registers: r,
    }),
    jobsOldestDue: new Gauge({
      name: "cupongt_jobs_oldest_due_age_seconds",
      help: "How long the oldest due job has waited (0 when none is due)",
      registers: r,
    }),
    jobsFailed: new Gauge({
      name: "cupongt_jobs_failed",
      help: "Jobs that used up their attempts, by job name",
      labelNames: ["name"] as const,
      registers: r,
    }),
    jobRuns: new Counter({
      name: "cupongt_job_runs_total",
      help: "Job attempts run by this process, by job name and outcome",
      labelNames: ["name", "outcome"] as const,
      registers: r,
    }),
    payments: new Counter({
      name: "cupongt_payments_total",
      help: "Payments created, paid, failed and refunded",
      labelNames: ["event"] as const,
      registers: r,
    }),
    webhooks: new Counter({
      name: "cupongt_webhooks_total",
      help: "Payment webhooks: accepted, duplicate, ignored, rejected (bad signature)",
      labelNames: ["outcome"] as const,
      registers: r,
    }),
    certifications: new Counter({
      name: "cupongt_certifications_total",
      help: "Invoice certifications (FEL), by outcome: certified, failed, cancelled",
      labelNames: ["outcome"] as const,
      registers: r,
    }),
    payouts: new Counter({
      name: "cupongt_payouts_total",
      help: "Payouts to businesses, by outcome: created, paid, failed",
      labelNames: ["outcome"] as const,
      registers: r,
    }),
    ledgerChecks: new Counter({
      name: "cupongt_ledger_checks_total",
      help: "Ledger and reconciliation checks, by outcome: ok, mismatch",
      labelNames: ["outcome"] as const,
      registers: r,
    }),
  };
}

type Metrics = ReturnType<typeof build>;
const KEY = Symbol.for("cupongt.metrics");
const CACHE_COUNTS = Symbol.for("cupongt.cacheCounts");
type Holder = typeof globalThis & {
  [KEY]?: Metrics;
  [CACHE_COUNTS]?: Record<string, number>;
};

/** The process's metrics (created on first use). */
export function metrics(): Metrics {
  return ((globalThis as Holder)[KEY] ??= build());
}

export type ActionOutcome = "ok" | "refused" | "unavailable" | "error";
export const countAction = (outcome: ActionOutcome) => metrics().actions.inc({ outcome });
export const countPayment = (event: "created" | "paid" | "failed" | "refunded") => metrics().payments.inc({ event });
export const countWebhook = (outcome: "accepted" | "duplicate" | "ignored" | "rejected") =>
  metrics().webhooks.inc({ outcome });
/** For the invoicing (FEL) work: one call per certification attempt's end. */
export const countCertification = (outcome: "certified" | "failed" | "cancelled") =>
  metrics().certifications.inc({ outcome });
/** For the payouts work: one call per payout state change. */
export const countPayout = (outcome: "created" | "paid" | "failed") => metrics().payouts.inc({ outcome });
export const countLedgerCheck = (outcome: "ok" | "mismatch") => metrics().ledgerChecks.inc({ outcome });
export const countJobRun = (name: string, outcome: "done" | "failed") => metrics().jobRuns.inc({ name, outcome });

/** Brackets one database transaction: waiting for a connection, then holding one. */
export function trackTransaction(kind: "request" | "system") {
  const m = metrics();
  const end = m.dbDuration.startTimer({ kind });
  m.dbTransactions.inc({ state: "waiting" });
  let started = false;
  return {
    started() {
      if (started) return;
      started = true;
      m.dbTransactions.dec({ state: "waiting" });
      m.dbTransactions.inc({ state: "in_use" });
    },
    done(outcome: "ok" | "error") {
      m.dbTransactions.dec({ state: started ? "in_use" : "waiting" });
      end({ outcome });
    },
  };
}

// cache-handler.mjs counts into a plain object on globalThis; the counter takes the difference.
const seenCache: Record<string, number> = {};
function syncCacheCounts(m: Metrics): void {
  for (const [key, total] of Object.entries((globalThis as Holder)[CACHE_COUNTS] ?? {})) {
    const delta = total - (seenCache[key] ?? 0);
    if (delta <= 0) continue;
    seenCache[key] = total;
    const [layer, result] = key.split(":");
    m.cache.inc({ layer, result }, delta);
  }
}

/** The exposition text (Prometheus format) and its content type. */
export async function exposition(): Promise<{ body: string; contentType: string }> {
  const m = metrics();
  syncCacheCounts(m);
  return { body: await m.registry.metrics(), contentType: m.registry.contentType };
}
