// Operations on every engine: a purchase through the hosted checkout (the real adapter
// against the in-process sandbox), its webhook through the route handler and its fulfilment job
// is one trace of the expected spans; /api/metrics shows its series only to the bearer of
// METRICS_TOKEN; and secrets sent through the paths that log never reach the log output.
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { ANON, authenticatedCaller } from "@/lib/data/caller";
import { getOperationsSummary } from "@/lib/data/admin/operations";
import { REVIEWERS } from "@/lib/db/seed/users";
import { orders } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { drainJobs, logJobs, runOneJob } from "@/lib/jobs/worker";
import { createLogger, setRootLogger } from "@/lib/observability/log";
import { createRecurrenteApi } from "@/lib/payments/adapters/recurrente/api";
import type { HostedPaymentProvider, PaymentEvent } from "@/lib/payments/types";
import { testEngines } from "./helpers/engines";
import { userId } from "./helpers/fixtures";
import { buyers } from "./helpers/orders";
import { PRICE_CENTS, sandboxOrders, startProvider, worker } from "./helpers/sandbox-orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const TOKEN = vi.hoisted(() => (process.env.METRICS_TOKEN = "metrics-token-for-tests-0123456789"));
const current = vi.hoisted(() => ({ provider: null as HostedPaymentProvider | null }));
vi.mock("@/lib/payments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/payments")>()),
  getHostedPaymentProvider: () => current.provider,
}));
const webhook = await import("@/app/api/payments/webhook/route");
const metricsRoute = await import("@/app/api/metrics/route");

const exporter = new InMemorySpanExporter();
new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).register();

// Everything the logger writes in this file, as text.
let logged = "";
setRootLogger(
  createLogger(
    new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    }),
    "debug",
  ),
);

const SECRETS = {
  email: "maria.perez@example.com",
  jwt: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXRlc3Qtdg",
  session: "sess_9f8e7d6c5b4a39281706f5e4d3c2b1a0",
  card: "4111 1111 1111 1111",
  bank: "3020012345678",
  nit: "1234567-8",
  secretKey: "sk_test_AbCdEf0123456789",
};
const leaked = () =>
  Object.entries(SECRETS).filter(([, v]) => logged.includes(v) || logged.includes(v.replace(/ /g, "")));

const scrape = (authorization?: string) =>
  metricsRoute.GET(new Request("http://localhost/api/metrics", { headers: authorization ? { authorization } : {} }));

describe.each(testEngines())("operations: traces, metrics, logs [%s]", (engine) => {
  let t: TestDatabase;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    provider = await startProvider();
    // The real adapter; its webhook check is the signature's own unit test: here the body is the event.
    current.provider = {
      ...provider.adapter,
      verifyWebhook: (raw) => {
        const e = JSON.parse(raw) as PaymentEvent & { occurredAt: string };
        return { ...e, occurredAt: new Date(e.occurredAt), deadline: null, raw: {} };
      },
    };
  });
  afterAll(async () => {
    await provider.sandbox.close();
    await t.drop();
  });
  const shop = sandboxOrders(
    () => t.owner,
    () => provider,
  );

  it("a purchase is one trace: checkout, provider call, database, webhook, fulfilment job", async () => {
    exporter.reset();
    const order = await shop.checkoutOrder(1);
    const paymentId = shop.payAtProvider(order.checkoutId);
    const event = {
      eventId: `msg_${randomUUID()}`,
      type: "payment_intent.succeeded",
      status: "succeeded",
      checkoutId: order.checkoutId,
      orderId: order.orderId,
      paymentId,
      amountCents: PRICE_CENTS,
      currency: "GTQ",
      occurredAt: new Date().toISOString(),
    };
    const answer = await webhook.POST(
      new Request("http://localhost/api/payments/webhook", { method: "POST", body: JSON.stringify(event) }),
    );
    expect(answer.status).toBe(200);
    expect(await drainJobs(worker)).toBeGreaterThan(0);
    const [row] = await t.owner.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.status).toBe("paid");

    const spans = exporter.getFinishedSpans();
    const names = new Set(spans.map((s) => s.name));
    for (const name of ["db.transaction", "payments.provider", "payments.webhook", "job.run"])
      expect(names).toContain(name);
    // The database work of the webhook and of the job are children of their spans.
    const hook = spans.find((s) => s.name === "payments.webhook")!;
    const job = spans.find((s) => s.name === "job.run" && s.attributes["cupongt.job.name"] === "apply_payment_event");
    expect(job).toBeDefined();
    const childOf = (parent: typeof hook) =>
      spans.filter((s) => s.parentSpanContext?.spanId === parent.spanContext().spanId).map((s) => s.name);
    expect(childOf(hook)).toContain("db.transaction");
    expect(childOf(job!)).toContain("db.transaction");
    expect(spans.find((s) => s.name === "payments.provider")!.attributes["url.path"]).toBe("/api/checkouts");
  });

  it("/api/metrics: 404 without the setting, 401 without the token, the series with it", async () => {
    const saved = env.METRICS_TOKEN;
    env.METRICS_TOKEN = undefined;
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
    env.METRICS_TOKEN = saved;
    for (const header of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      expect((await scrape(header)).status).toBe(401);
    }
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/cupongt_payments_total\{[^}]*event="created"[^}]*\} [1-9]/);
    expect(text).toMatch(/cupongt_payments_total\{[^}]*event="paid"[^}]*\} [1-9]/);
    expect(text).toMatch(/cupongt_webhooks_total\{[^}]*outcome="accepted"[^}]*\} [1-9]/);
    expect(text).toMatch(/cupongt_db_transaction_duration_seconds_count\{[^}]*kind="system"/);
    expect(text).toMatch(/cupongt_jobs_due\{[^}]*\} \d/);
    expect(text).toMatch(/cupongt_jobs_oldest_due_age_seconds/);
    expect(text).toMatch(/cupongt_job_runs_total\{[^}]*name="apply_payment_event"/);
    expect(text).toContain("cupongt_certifications_total");
    expect(text).toContain("cupongt_payouts_total");
  });

  it("the operator's dashboard: the paid order and the queue, for operators only", async () => {
    const operator = authenticatedCaller(userId(REVIEWERS[7]!.key));
    await t.owner.execute(
      sql`insert into public.user_roles (user_id, role) values (${operator.userId}::uuid, 'admin')`,
    );
    const summary = await getOperationsSummary(operator);
    expect(summary!.windows.map((w) => w.days)).toEqual([1, 7, 30]);
    const today = summary!.windows[0]!;
    expect(today.orders).toBeGreaterThanOrEqual(1);
    expect(today.salesCents).toBeGreaterThanOrEqual(PRICE_CENTS);
    expect(summary!.windows[2]!.salesCents).toBeGreaterThanOrEqual(today.salesCents);
    expect(summary!.jobsFailed).toBeGreaterThanOrEqual(0);
    expect(await getOperationsSummary(buyers[0]!)).toBeNull();
    expect(await getOperationsSummary(ANON)).toBeNull();
  });

  it("secrets sent through the paths that log never reach the output", async () => {
    logged = "";
    const text = Object.values(SECRETS).join(" ; ");
    // 1. A server action that fails unexpectedly (its error message quotes everything).
    const failing = defineAction({
      schema: z.object({}),
      auth: "optional",
      run: async () => {
        throw new Error(`could not save ${text}`);
      },
    });
    expect((await failing({})).ok).toBe(false);
    // 2. The payment adapter's failed call: the provider's answer quotes the secrets.
    const api = createRecurrenteApi({
      baseUrl: "http://provider.test",
      publicKey: "pk_test_public0123",
      secretKey: SECRETS.secretKey,
      fetch: async () => Response.json({ error: text }, { status: 422 }),
    });
    await expect(api.getCheckout("ch_1")).rejects.toThrow();
    // 3. A job that fails, logged by the worker with its error.
    await t.owner.execute(
      sql`insert into app_private.jobs (name, payload, max_attempts) values ('apply_payment_event', '{"eventId":"x"}', 1)`,
    );
    // (the worker's own line, as startWorker and the cron endpoint write it)
    await runOneJob({
      ...worker,
      handlers: {
        ...worker.handlers,
        apply_payment_event: async () => {
          throw new Error(text);
        },
      },
      onError: (job, e) => logJobs(`job ${job.id} (${job.name}) attempt ${job.attempts} failed:`, e),
    });
    const { logger } = await import("@/lib/observability/log");
    // 4. Structured fields under telling keys and in free text, and the message itself.
    logger({ component: "test" }).info(
      {
        email: SECRETS.email,
        user: { cardNumber: SECRETS.card, nit: SECRETS.nit },
        note: text,
        headers: { cookie: SECRETS.session },
      },
      `message with ${text}`,
    );
    expect(logged).toContain("could not save");
    expect(logged).toContain("provider call failed");
    expect(logged).toContain("m•••@example.com");
    expect(logged).toContain("attempt 1 failed");
    expect(leaked()).toEqual([]);
  });
});
