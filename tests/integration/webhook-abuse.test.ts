// An outside audit's attacks on the webhook, the log and the database breaker, on every engine:
// a flood of forged deliveries writes nothing until one aggregated flush; validly signed events
// the database would refuse (NUL, year 275760, 1e30, 100,000-deep nesting, a 304-character id)
// answer 4xx and store nothing; a failed query's parameters (a customer's e-mail, name and NIT)
// never reach the log, whichever printer prints it; request ids are logged whole; and a job that
// hits its own deadline does not open the breaker that refuses every shopper's page.
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DatabaseTimeoutError } from "@/lib/data/db-errors";
import { enqueue } from "@/lib/data/job-queue";
import { runAsSystem } from "@/lib/data/system";
import { flushRejectedWebhooks, unflushedRejectedWebhooks } from "@/lib/payments/data/webhook-rejections";
import { jobs, paymentEvents, paymentWebhookRejections } from "@/lib/db/schema";
import { databaseDownSince, resetDatabaseBreaker } from "@/lib/db/breaker";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import { installConsolePrinter } from "@/lib/observability/console-errors";
import { createLogger, logger, setRootLogger, withLogScope } from "@/lib/observability/log";
import type { HostedPaymentProvider, PaymentEvent } from "@/lib/payments/types";
import { WebhookSignatureError } from "@/lib/payments/webhook-signature";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

// The fake provider: genuine when it carries the test signature; the body is the event itself.
const GENUINE = "v1,test-signature";
const fake: HostedPaymentProvider = {
  name: "recurrente",
  createCheckout: () => Promise.reject(new Error("not in this test")),
  getCheckout: () => Promise.reject(new Error("not in this test")),
  refund: () => Promise.reject(new Error("not in this test")),
  verifyWebhook(raw, headers) {
    if (headers.get("svix-signature") !== GENUINE) throw new WebhookSignatureError("forged in this test");
    const event = JSON.parse(raw) as PaymentEvent & { occurredAt: string };
    return {
      ...event,
      deadline: event.deadline ?? null,
      occurredAt: new Date(event.occurredAt),
      raw: JSON.parse(raw) as unknown,
    };
  },
};
vi.mock("@/lib/payments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/payments")>()),
  getHostedPaymentProvider: () => fake,
}));
const webhook = await import("@/app/api/payments/webhook/route");
const { onRequestError } = await import("@/instrumentation");

// Everything the server logs, as text: the logger, and console.error/warn once the printer is in.
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
installConsolePrinter(() => logger({ component: "console" }));

const CUSTOMER = { email: "lucia.sandoval@example.com", name: "Lucía Sandoval Mérida", nit: "4820193-5" };
const leaks = () => [CUSTOMER.email, CUSTOMER.name, CUSTOMER.nit, "Sandoval"].filter((v) => logged.includes(v));

const post = (event: object | string, signature = GENUINE) =>
  webhook.POST(
    new Request("http://localhost:3000/api/payments/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "svix-id": "msg", "svix-signature": signature },
      body: typeof event === "string" ? event : JSON.stringify(event),
    }),
  );
const eventOf = (overrides: Record<string, unknown> = {}) => ({
  eventId: `msg_${randomUUID().replaceAll("-", "")}`,
  type: "payment_intent.succeeded",
  status: "succeeded",
  checkoutId: `ch_${randomUUID().slice(0, 8)}`,
  orderId: randomUUID(),
  paymentId: `pa_${randomUUID().slice(0, 8)}`,
  amountCents: 8_959,
  currency: "GTQ",
  occurredAt: new Date().toISOString(),
  customer: { email: CUSTOMER.email, full_name: CUSTOMER.name, tax_id: CUSTOMER.nit },
  ...overrides,
});

describe.each(testEngines())("webhook, log and breaker abuse [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const rejectedInTable = async () =>
    (
      await t.owner
        .select({ n: sql<number>`coalesce(sum(${paymentWebhookRejections.count}), 0)::int` })
        .from(paymentWebhookRejections)
    )[0]!.n;
  const eventCount = async () => (await t.owner.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]!.n;

  it("counts 300 forged deliveries without one database write, then writes them in one aggregated flush", async () => {
    await flushRejectedWebhooks();
    const [before, eventsBefore] = [await rejectedInTable(), await eventCount()];
    const answers = await Promise.all(Array.from({ length: 300 }, () => post(eventOf(), "v1,forged")));
    expect(answers.every((r) => r.status === 400)).toBe(true);
    expect(await rejectedInTable()).toBe(before);
    expect(unflushedRejectedWebhooks()).toBe(300);
    await flushRejectedWebhooks();
    expect(unflushedRejectedWebhooks()).toBe(0);
    expect(await rejectedInTable()).toBe(before + 300);
    expect(await eventCount()).toBe(eventsBefore);
  });

  it("answers 4xx to signed events the database would refuse, stores none, and logs no customer data", async () => {
    let deep = "null";
    for (let i = 0; i < 100_000; i++) deep = `[${deep}]`;
    const hostile = [
      JSON.stringify(eventOf({ type: "payment_intent.succeeded\u0000" })),
      JSON.stringify(eventOf({ customer: { email: CUSTOMER.email, full_name: `${CUSTOMER.name}\u0000` } })),
      JSON.stringify(eventOf({ occurredAt: "+275760-09-13T00:00:00.000Z" })),
      JSON.stringify(eventOf({ amountCents: 1e30 })),
      JSON.stringify(eventOf({ eventId: `msg_${"a".repeat(300)}` })),
      JSON.stringify(eventOf()).replace(/}$/, `,"nested":${deep}}`),
    ];
    const eventsBefore = await eventCount();
    for (const body of hostile) {
      const response = await post(body).catch((error: unknown) => new Response(String(error), { status: 500 }));
      expect(response.status, body.slice(0, 120)).toBe(422);
    }
    expect(await eventCount()).toBe(eventsBefore);
    // A sound event still goes through.
    expect((await post(eventOf())).status).toBe(200);
    expect(leaks()).toEqual([]);
  });

  it("prints a failed query through one masked printer: no e-mail, name or NIT from its parameters or URL", async () => {
    const failure = await runAsSystem((tx) =>
      tx.execute(sql`select ${CUSTOMER.email}::int, ${CUSTOMER.name}::text, ${CUSTOMER.nit}::text`),
    ).catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);
    const query = new URLSearchParams(CUSTOMER).toString();
    // As Next.js prints a failed request itself, and as its onRequestError hook hands it over.
    console.error(failure);
    console.error(" ⨯ %s", `GET /mis-compras?${query}`, failure);
    await onRequestError(
      failure,
      { path: `/mis-compras?${query}`, method: "GET", headers: { "x-request-id": "req-1" } },
      {
        routerKind: "App Router",
        routePath: "/mis-compras",
        routeType: "render",
        renderSource: "react-server-components",
      } as never,
    );
    expect(logged).toContain("Failed query");
    expect(logged).toContain("params: [redacted]");
    expect(leaks()).toEqual([]);
  });

  it("writes request ids whole, however many digits they hold", () => {
    const ids = ["123e4567-e89b-12d3-a456-426614174000", "lb-20261128-4821937-58", "req.1234567890.12"];
    for (const requestId of ids) withLogScope({ requestId }, () => logger().info(`served ${requestId}`));
    logger().info({ orderId: "ord-7730011-42", traceId: "4bf92f3577b34da6a3ce929d0e0e4736" }, "ids by key");
    for (const id of ids) {
      expect(logged).toContain(`"requestId":"${id}"`);
      expect(logged).toContain(`"msg":"served ${id}"`);
    }
    expect(logged).toContain(`"orderId":"ord-7730011-42","traceId":"4bf92f3577b34da6a3ce929d0e0e4736"`);
  });

  it("does not open the breaker when a job hits its own deadline; a request that does still opens it", async () => {
    resetDatabaseBreaker();
    const timesOut = () =>
      engine === "postgres"
        ? runAsSystem((tx) => tx.execute(sql`select pg_sleep(0.6)`), { deadlineMs: 150 })
        : runAsSystem(() => Promise.reject(new DatabaseTimeoutError(150)));
    const key = `slow:${randomUUID()}`;
    await runAsSystem((tx) => enqueue(tx, "cleanup_expired", {}, { key, maxAttempts: 1 }));
    // Read at the failure itself: the job's next write (marking it failed) closes the breaker again,
    // but in between every page that needs the database was refused.
    const failures: { error: unknown; breakerOpenSince: number | null }[] = [];
    await drainJobs({
      handlers: { ...JOB_HANDLERS, cleanup_expired: async () => void (await timesOut()) },
      backoff: { baseMs: 0, maxMs: 0 },
      onError: (_job, error) => failures.push({ error, breakerOpenSince: databaseDownSince() }),
    });
    const timedOut = failures.filter((f) => f.error instanceof DatabaseTimeoutError);
    expect(timedOut).toHaveLength(1);
    expect(timedOut[0]!.breakerOpenSince).toBeNull();
    expect((await t.owner.select().from(jobs).where(eq(jobs.key, key)))[0]?.state).toBe("failed");
    expect(databaseDownSince()).toBeNull();

    // The same failure on a request's path is evidence, and opens it.
    await expect(timesOut()).rejects.toBeInstanceOf(DatabaseTimeoutError);
    expect(databaseDownSince()).not.toBeNull();
    resetDatabaseBreaker();
  });
});
