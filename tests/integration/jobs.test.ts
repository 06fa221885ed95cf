// The background job queue on every engine: the receipt job is written in the
// transaction that confirms the order (no paid order, no job), a throwing job is retried with
// backoff and then marked failed without holding up others, recurring jobs are added once per
// period however many workers offer them, and a job mails its receipt once.
import { randomUUID } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { confirmOrder, releaseExpiredOrders } from "@/lib/payments/data/checkout";
import { placeOrder, reserveOrder } from "@/lib/payments/data/checkout";
import { runAsSystem } from "@/lib/data/system";
import { rowsOf } from "@/lib/db/client";
import { jobs, orders, sentMails, vouchers } from "@/lib/db/schema";
import { readOutbox } from "@/lib/email/mailer";
import { formatCode } from "@/lib/domain/voucher-code";
import { enqueue } from "@/lib/data/job-queue";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs, scheduleRecurring, startWorker } from "@/lib/jobs/worker";
import { testEngines } from "./helpers/engines";
import { buyer } from "./helpers/fixtures";
import { approve, buy, contact, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

// The mail server can be taken down: sendEmail throws like nodemailer does on a refused connection.
const smtp = vi.hoisted(() => ({ down: false }));
vi.mock("@/lib/email/mailer", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/email/mailer")>();
  return {
    ...real,
    sendEmail: async (...args: Parameters<typeof real.sendEmail>) => {
      if (smtp.down) throw new Error("connect ECONNREFUSED 127.0.0.1:587");
      return real.sendEmail(...args);
    },
  };
});

const PRICE_CENTS = 8_959; // makeCoupon's Q79.99 + IVA, one unit
const now = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };

describe.each(testEngines())("job queue [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  // The order's receipt jobs; its FEL invoice job and its loyalty award (also keyed by the order)
  // are tested in fel-invoices.test.ts and loyalty-ledger.test.ts.
  const jobsOfOrder = (orderId: string) =>
    db()
      .select()
      .from(jobs)
      .where(
        sql`${jobs.payload} ->> 'orderId' = ${orderId} and ${jobs.name} not in ('certify_invoice', 'award_order_loyalty')`,
      );

  it("writes the receipt job with the confirmation, and none for a declined, released or refused order", async () => {
    const couponId = await makeCoupon(db());
    const paid = await buy(buyer, { items: [{ couponId, quantity: 2 }] });
    if (!paid.ok) throw new Error("purchase refused");
    expect(await jobsOfOrder(paid.orderId)).toMatchObject([
      { name: "send_receipt", key: `receipt:${paid.orderId}`, state: "queued", attempts: 0 },
    ]);
    // A replayed confirmation adds nothing.
    expect(await confirmOrder(paid.orderId, { amountCents: 2 * PRICE_CENTS, reference: "sim_again" })).toMatchObject({
      ok: true,
      replayed: true,
    });
    expect(await jobsOfOrder(paid.orderId)).toHaveLength(1);

    let declinedId = "";
    const declined = await placeOrder(
      buyer,
      { idempotencyKey: randomUUID(), items: [{ couponId, quantity: 1 }], contact, expectedTotalCents: PRICE_CENTS },
      async (o) => {
        declinedId = o.orderId;
        return { approved: false };
      },
    );
    expect(declined).toMatchObject({ ok: false, reason: "declined" });
    expect(await jobsOfOrder(declinedId)).toHaveLength(0);

    const pending = await reserveOrder(buyer, {
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity: 1 }],
      contact,
      expectedTotalCents: PRICE_CENTS,
    });
    if (!pending.ok) throw new Error("reservation refused");
    // A confirmation that fails (wrong amount) rolls back: no order paid, no job.
    expect(await failureOf(confirmOrder(pending.orderId, { amountCents: 1, reference: "sim_short" }))).toMatch(
      /not the order total/,
    );
    expect(await jobsOfOrder(pending.orderId)).toHaveLength(0);
    await db()
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, pending.orderId));
    expect(await releaseExpiredOrders()).toBeGreaterThanOrEqual(1);
    expect(await confirmOrder(pending.orderId, { amountCents: PRICE_CENTS, reference: "sim_late" })).toEqual({
      ok: false,
      status: "cancelled",
    });
    expect(await jobsOfOrder(pending.orderId)).toHaveLength(0);
  });

  it("mails the receipt (codes, NIT, IVA, QR) once, even when its job runs again", async () => {
    const couponId = await makeCoupon(db());
    const paid = await placeOrder(
      buyer,
      {
        idempotencyKey: randomUUID(),
        items: [{ couponId, quantity: 2 }],
        contact: { ...contact, nit: "576937K" },
        expectedTotalCents: 2 * PRICE_CENTS,
      },
      approve,
    );
    if (!paid.ok) throw new Error("purchase refused");
    await drainJobs(now);
    expect(await jobsOfOrder(paid.orderId)).toMatchObject([{ state: "done", attempts: 1 }]);
    const number = paid.orderId.slice(0, 8).toUpperCase();
    const mails = (await readOutbox(contact.email)).filter((m) => m.subject.includes(number));
    expect(mails).toHaveLength(1);
    const codes = (
      await db().select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.couponId, couponId))
    ).map((v) => v.code);
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      expect(mails[0]!.text).toContain(formatCode(code));
      expect(mails[0]!.html).toContain(formatCode(code));
    }
    expect(mails[0]!.text).toContain("NIT: 576937-K");
    expect(mails[0]!.text).toContain("IVA (12%): Q19.20");
    expect(mails[0]!.text).toContain("Total: Q179.18");
    expect(mails[0]!.html).toMatch(/<img src="data:image\/png;base64,/);

    // The same receipt asked for again (another key): the sent-mail record keeps it to one mail.
    await runAsSystem((tx) =>
      enqueue(tx, "send_receipt", { orderId: paid.orderId }, { key: `receipt-again:${paid.orderId}` }),
    );
    await drainJobs(now);
    expect((await readOutbox(contact.email)).filter((m) => m.subject.includes(number))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(sentMails)
        .where(eq(sentMails.key, `receipt:${paid.orderId}`)),
    ).toHaveLength(1);
  });

  it("lets a purchase succeed while the mail server is down, and mails the receipt once it is back", async () => {
    const couponId = await makeCoupon(db());
    smtp.down = true;
    try {
      const paid = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
      expect(paid).toMatchObject({ ok: true, voucherCount: 1 });
      if (!paid.ok) return;
      await drainJobs({ handlers: JOB_HANDLERS, backoff: { baseMs: 60_000, maxMs: 60_000 } });
      expect(await jobsOfOrder(paid.orderId)).toMatchObject([
        { state: "queued", attempts: 1, lastError: expect.stringContaining("ECONNREFUSED") },
      ]);
      smtp.down = false;
      await db()
        .update(jobs)
        .set({ runAfter: new Date(Date.now() - 1000) })
        .where(sql`${jobs.payload} ->> 'orderId' = ${paid.orderId}`);
      await drainJobs(now);
      expect(await jobsOfOrder(paid.orderId)).toMatchObject([{ state: "done", attempts: 2 }]);
      const number = paid.orderId.slice(0, 8).toUpperCase();
      expect((await readOutbox(contact.email)).filter((m) => m.subject.includes(number))).toHaveLength(1);
    } finally {
      smtp.down = false;
    }
  });

  it("retries a throwing job with backoff, then marks it failed, and runs the others", async () => {
    const calls: number[] = [];
    const handlers = {
      ...JOB_HANDLERS,
      cleanup_expired: async (_: object, c: { attempt: number }) => {
        calls.push(c.attempt);
        throw new Error("SMTP caído");
      },
    };
    const failing = await runAsSystem((tx) =>
      enqueue(tx, "cleanup_expired", {}, { key: `fail-${randomUUID()}`, maxAttempts: 3 }),
    );
    const fine = await runAsSystem((tx) => enqueue(tx, "release_expired_orders", {}, { key: `fine-${randomUUID()}` }));
    const row = async (id: number | null) => (await db().select().from(jobs).where(eq(jobs.id, id!)))[0]!;

    // With a real backoff the failed attempt waits: the drain runs the other job and stops.
    await drainJobs({ handlers, backoff: { baseMs: 60_000, maxMs: 60_000 } });
    expect(await row(failing)).toMatchObject({ state: "queued", attempts: 1, lastError: "Error: SMTP caído" });
    expect((await row(failing)).runAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await row(fine)).toMatchObject({ state: "done", attempts: 1 });

    // Due again: retried until its attempts are spent, then 'failed' and left alone.
    await db()
      .update(jobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, failing!));
    await drainJobs({ handlers, backoff: { baseMs: 0, maxMs: 0 } });
    expect(await row(failing)).toMatchObject({ state: "failed", attempts: 3, lastError: "Error: SMTP caído" });
    expect(calls).toEqual([1, 2, 3]);
    await drainJobs({ handlers, backoff: { baseMs: 0, maxMs: 0 } });
    expect(calls).toHaveLength(3);
  });

  it("cleans up expired tokens, old rate-limit windows and old finished jobs, and keeps the rest", async () => {
    const tag = randomUUID();
    await db().execute(sql`
      insert into app_private.jobs (name, key, state, finished_at) values
        ('release_expired_orders', ${`schedule:old-${tag}`}, 'done', now() - interval '3 days'),
        ('release_expired_orders', ${`schedule:new-${tag}`}, 'done', now() - interval '1 hour'),
        ('send_receipt', ${`receipt:old-${tag}`}, 'done', now() - interval '31 days'),
        ('send_receipt', ${`receipt:recent-${tag}`}, 'done', now() - interval '3 days'),
        ('send_receipt', ${`receipt:failed-${tag}`}, 'failed', now() - interval '60 days')`);
    await db().execute(sql`
      insert into app_private.rate_limits (key, window_start, hits) values (${`old-${tag}`}, now() - interval '2 days', 1), (${`new-${tag}`}, now(), 1)`);
    await db().execute(sql`
      insert into app_private.auth_one_time_tokens (user_id, kind, token_hash, expires_at) values
        (${buyer.userId}::uuid, 'recovery', ${`old-${tag}`}, now() - interval '2 days'),
        (${buyer.userId}::uuid, 'recovery', ${`new-${tag}`}, now() + interval '1 hour')`);
    await JOB_HANDLERS.cleanup_expired({}, { jobId: 0, attempt: 1 });
    const keys = (
      await db()
        .select({ key: jobs.key })
        .from(jobs)
        .where(like(jobs.key, `%${tag}`))
    )
      .map((j) => j.key)
      .sort();
    expect(keys).toEqual([`receipt:failed-${tag}`, `receipt:recent-${tag}`, `schedule:new-${tag}`]);
    const left = async (table: string, column: string) =>
      rowsOf<{ k: string }>(
        await db().execute(
          sql`select ${sql.raw(column)} as k from app_private.${sql.raw(table)} where ${sql.raw(column)} like ${`%${tag}`}`,
        ),
      ).map((r) => r.k);
    expect(await left("rate_limits", "key")).toEqual([`new-${tag}`]);
    expect(await left("auth_one_time_tokens", "token_hash")).toEqual([`new-${tag}`]);
  });

  it("adds a recurring job once per period however many workers offer it", async () => {
    const base = new Date("2031-01-01T10:00:05Z");
    const keyed = (name: string) =>
      db()
        .select()
        .from(jobs)
        .where(like(jobs.key, `schedule:${name}:%`));
    const before = (await keyed("release_expired_orders")).length;
    const offers = await Promise.all([
      scheduleRecurring(base),
      scheduleRecurring(base),
      scheduleRecurring(new Date(base.getTime() + 30_000)),
    ]);
    expect(offers.flat().filter((n) => n === "release_expired_orders")).toHaveLength(1);
    expect(await keyed("release_expired_orders")).toHaveLength(before + 1);
    await Promise.all([
      scheduleRecurring(new Date(base.getTime() + 60_000)),
      scheduleRecurring(new Date(base.getTime() + 61_000)),
    ]);
    expect(await keyed("release_expired_orders")).toHaveLength(before + 2);
    // The hourly and daily ones: still one each for these three offers.
    expect(
      (await keyed("scan_expiry_reminders")).filter((j) =>
        j.key!.endsWith(`:${Math.floor(base.getTime() / 3_600_000)}`),
      ),
    ).toHaveLength(1);

    // Two running workers: the current minute's release job exists once and ran once.
    const a = startWorker({ ...now, pollMs: 20 });
    const b = startWorker({ ...now, pollMs: 20 });
    await new Promise((r) => setTimeout(r, 400));
    await Promise.all([a.stop(), b.stop()]);
    const minute = `schedule:release_expired_orders:${Math.floor(Date.now() / 60_000)}`;
    const previous = `schedule:release_expired_orders:${Math.floor(Date.now() / 60_000) - 1}`;
    const current = (await keyed("release_expired_orders")).filter((j) => j.key === minute || j.key === previous);
    expect(current.length).toBeGreaterThanOrEqual(1);
    expect(current.length).toBeLessThanOrEqual(2); // a minute boundary may pass during the 400 ms
    for (const j of current) expect(j).toMatchObject({ state: "done", attempts: 1 });
  });
});
