// The operator's payments page on every engine: only an admin reads or decides anything; each list
// shows what was written (newest first, 50 a page by keyset); an owed refund is settled once, as
// store credit (the balance grows by its amount) or a bank transfer (its reference required); each
// reconciliation difference is resolved once, each way, audited. The provider is a recording fake.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, ANON, type Caller } from "@/lib/data/caller";
import { releaseExpiredOrders, reserveOrder } from "@/lib/payments/data/checkout";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { orderItems, orders, vouchers } from "@/lib/db/schema";
import { REVIEWERS } from "@/lib/db/seed/users";
import type { HostedPaymentProvider } from "@/lib/payments/types";
import { testEngines } from "./helpers/engines";
import { seller, userId } from "./helpers/fixtures";
import { availableCredit } from "./helpers/loyalty";
import { buy, buyers, contact, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const refunds = vi.hoisted(() => [] as { paymentId: string; amountCents: number; idempotencyKey: string }[]);
vi.mock("@/lib/payments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/payments")>()),
  getHostedPaymentProvider: (): HostedPaymentProvider => ({
    name: "recurrente",
    partialRefunds: false,
    createCheckout: () => Promise.reject(new Error("not in this test")),
    getCheckout: () => Promise.reject(new Error("not in this test")),
    verifyWebhook: () => {
      throw new Error("not in this test");
    },
    refund: async (request) => {
      refunds.push(request);
      return { reference: `re_${request.idempotencyKey}` };
    },
  }),
}));

const { settleOwedRefund, resolveMismatch } = await import("@/lib/payments/data/admin");
const lists = await import("@/lib/payments/data/admin-lists");
const overview = await import("@/lib/payments/data/admin-overview");
const { settleOwedRefundAction } = await import("@/lib/actions/admin/settle-owed-refund");
const { resolvePaymentMismatchAction } = await import("@/lib/actions/admin/resolve-payment-mismatch");

const admin = authenticatedCaller(userId(REVIEWERS[6]!.key));
const PRICE_CENTS = 8_959; // makeCoupon's Q79.99 + IVA
const FORBIDDEN = "Solo un administrador puede hacer esto.";

describe.each(testEngines())("admin payments [%s]", (engine) => {
  let t: TestDatabase;
  const who = buyers[1]!;
  const db = () => t.owner;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    refunds.length = 0;
    await db().execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
  });
  afterAll(async () => {
    await t.drop();
  });

  const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(q))[0]!;
  const audit = (action: string, target: string) =>
    db()
      .execute(
        sql`select action, before, after, reason, actor_user_id from public.admin_audit_log
      where action = ${action} and target_id = ${target} order by id`,
      )
      .then((r) => rowsOf<Record<string, unknown>>(r));

  /** A paid provider order of `quantity` vouchers; its vouchers' ids. */
  const paidProviderOrder = async (quantity: number) => {
    const couponId = await makeCoupon(db());
    const placed = await buy(who, { items: [{ couponId, quantity }] });
    if (!placed.ok) throw new Error("purchase refused");
    const orderId = placed.orderId;
    await db().execute(sql`update public.orders set payment_provider = 'recurrente', payment_method = 'card',
      provider_checkout_id = ${`ch_${randomUUID()}`} where id = ${orderId}::uuid`);
    const vs = await db()
      .select({ id: vouchers.id })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .where(eq(orderItems.orderId, orderId));
    return { orderId, voucherIds: vs.map((v) => v.id) };
  };
  const owedRefund = async (orderId: string, voucherId: string, amount = "89.59", status = "adeudado") =>
    (
      await one<{ id: string }>(sql`insert into public.refunds (voucher_id, order_id, user_id, amount, status)
        values (${voucherId}::uuid, ${orderId}::uuid, ${who.userId}::uuid, ${amount}::numeric, ${status}) returning id`)
    ).id;

  /** A provider order released unpaid (its reservation ran out), with the coupon's stock back. */
  const releasedOrder = async (stock: number, buyer: Caller) => {
    const couponId = await makeCoupon(db(), { totalStock: stock });
    const r = await reserveOrder(buyer, {
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity: 1 }],
      contact,
      expectedTotalCents: PRICE_CENTS,
    });
    if (!r.ok) throw new Error("reservation refused");
    const checkoutId = `ch_${randomUUID()}`;
    await db()
      .execute(sql`update public.orders set payment_provider = 'recurrente', provider_checkout_id = ${checkoutId},
      reserved_until = now() - interval '1 minute' where id = ${r.orderId}::uuid`);
    await releaseExpiredOrders(1000);
    return { orderId: r.orderId, checkoutId, couponId };
  };
  const mismatch = async (orderId: string | null, checkoutId: string, details: object, kind = "paid_not_recorded") =>
    (
      await one<{
        id: string;
      }>(sql`insert into public.payment_mismatches (provider, kind, order_id, checkout_id, details)
        values ('recurrente', ${kind}, ${orderId}::uuid, ${checkoutId}, ${JSON.stringify(details)}::jsonb) returning id`)
    ).id;
  const mismatchRow = (id: string) =>
    one<{ resolution: string | null; resolved_by: string | null; resolution_note: string | null }>(
      sql`select resolution, resolved_by, resolution_note from public.payment_mismatches where id = ${id}::uuid`,
    );
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

  it("refuses anyone but an admin: every list is empty-handed and no decision changes anything", async () => {
    const { orderId, voucherIds } = await paidProviderOrder(1);
    const refundId = await owedRefund(orderId, voucherIds[0]!);
    const m = await mismatch(null, `ch_${randomUUID()}`, {});
    for (const caller of [who, seller, ANON]) {
      expect(await lists.listProviderPayments(caller)).toBeNull();
      expect(await lists.listAdminRefunds(caller)).toBeNull();
      expect(await lists.listWebhookDeliveries(caller)).toBeNull();
      expect(await lists.listRejectedSignatures(caller)).toBeNull();
      expect(await overview.listPaymentMismatches(caller)).toBeNull();
      expect(await overview.listReconciliationRuns(caller)).toBeNull();
      expect(await overview.getPaymentSummary(caller)).toBeNull();
      expect(await settleOwedRefund(caller, refundId, { as: "credito", note: null })).toEqual({
        ok: false,
        code: "forbidden",
      });
      for (const resolution of ["fulfilled", "refunded", "credited", "dismissed"] as const) {
        expect(await resolveMismatch(caller, m, { resolution, note: "x" })).toEqual({ ok: false, code: "forbidden" });
      }
    }
    session.caller = who;
    expect(await settleOwedRefundAction({ refundId, as: "credito", note: "" })).toEqual({
      ok: false,
      error: FORBIDDEN,
    });
    expect(await resolvePaymentMismatchAction({ mismatchId: m, resolution: "dismissed", note: "no" })).toEqual({
      ok: false,
      error: FORBIDDEN,
    });
    expect(await one(sql`select settled_at from public.refunds where id = ${refundId}::uuid`)).toEqual({
      settled_at: null,
    });
    expect((await mismatchRow(m)).resolution).toBeNull();
    expect(
      await db()
        .execute(sql`select 1 from public.admin_audit_log`)
        .then((r) => rowsOf(r).length),
    ).toBe(0);
    expect(refunds).toHaveLength(0);
    // Straight at the database, past the data layer, a non-admin is refused too.
    await expect(
      runAs(who, (tx) => tx.execute(sql`select public.admin_settle_refund(${refundId}::uuid, 'credito', null)`)),
    ).rejects.toThrow();
    await db().execute(sql`delete from public.payment_mismatches where id = ${m}::uuid`);
  });

  it("lists what was written: payments, refunds (owed first), webhooks, rejections, differences, runs, counts", async () => {
    const { orderId, voucherIds } = await paidProviderOrder(2);
    const done = await owedRefund(orderId, voucherIds[0]!, "10.00", "completado");
    const owed = await owedRefund(orderId, voucherIds[1]!, "89.59");
    const eventId = `msg_${randomUUID()}`;
    await db().execute(sql`insert into public.payment_events (event_id, provider, type, status, order_id, outcome, note,
      duplicates, amount, currency, payload) values (${eventId}, 'recurrente', 'payment_intent.succeeded', 'succeeded',
      ${orderId}::uuid, 'accepted', 'paid', 3, 179.18, 'GTQ', '{}'::jsonb)`);
    await db().execute(sql`insert into public.payment_webhook_rejections (provider, day, count)
      values ('recurrente', (now() at time zone 'utc')::date, 7)`);
    const checkoutId = `ch_${randomUUID()}`;
    const m = await mismatch(orderId, checkoutId, { paymentId: "pa_1" }, "amount_differs");
    await db().execute(sql`insert into public.payment_reconciliations (provider, window_from, window_to, finished_at,
      orders_checked, mismatches_found) values ('recurrente', now() - interval '3 days', now(), now(), 12, 1)`);

    const payments = (await lists.listProviderPayments(admin))!;
    const mine = payments.rows.find((p) => p.orderId === orderId)!;
    expect(mine).toMatchObject({ status: "paid", method: "card", provider: "recurrente", totalCents: 2 * PRICE_CENTS });
    expect(mine.buyerEmail).toMatch(/^.•••@/);
    const email = await one<{ email: string }>(sql`select email from auth.users where id = ${who.userId}::uuid`);
    expect(mine.buyerEmail).toBe(`${email.email[0]}•••${email.email.slice(email.email.indexOf("@"))}`);
    expect((await lists.listProviderPayments(admin, { status: "pending" }))!.rows.map((p) => p.orderId)).not.toContain(
      orderId,
    );

    const refundRows = (await lists.listAdminRefunds(admin))!.rows;
    expect(refundRows[0]).toMatchObject({ id: owed, owed: true, status: "adeudado", amountCents: 8_959 });
    expect(refundRows.find((r) => r.id === done)).toMatchObject({ owed: false, status: "completado" });

    const events = (await lists.listWebhookDeliveries(admin))!.rows;
    expect(events[0]).toMatchObject({ eventId, outcome: "accepted", note: "paid", duplicates: 3, amountCents: 17_918 });
    expect((await lists.listWebhookDeliveries(admin, { outcome: "rejected" }))!.rows).toEqual([]);
    expect(await lists.listRejectedSignatures(admin)).toMatchObject([{ provider: "recurrente", count: 7 }]);

    expect((await overview.listPaymentMismatches(admin))!.rows).toMatchObject([
      { id: m, kind: "amount_differs", orderId, checkoutId, details: { paymentId: "pa_1" }, orderStatus: "paid" },
    ]);
    expect(await overview.listReconciliationRuns(admin)).toMatchObject([{ ordersChecked: 12, mismatchesFound: 1 }]);
    expect(await overview.getPaymentSummary(admin)).toMatchObject({
      // This one and the one the first test left owed.
      owedRefunds: 2,
      owedCents: 2 * 8_959,
      openMismatches: 1,
      eventsDay: 1,
      rejectedToday: 7,
    });
    await db().execute(sql`delete from public.payment_mismatches where id = ${m}::uuid`);
  });

  it("pages by keyset, 50 at a time, newest first, with no row twice", async () => {
    await db()
      .execute(sql`insert into public.payment_events (event_id, provider, type, status, outcome, payload, received_at)
      select 'bulk_' || g, 'recurrente', 'payment_intent.failed', 'failed', 'ignored', '{}'::jsonb,
        now() - make_interval(secs => g) from generate_series(1, 60) g`);
    const first = (await lists.listWebhookDeliveries(admin, { outcome: "ignored" }))!;
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.eventId).toBe("bulk_1");
    const second = (await lists.listWebhookDeliveries(admin, { outcome: "ignored", cursor: first.next }))!;
    expect(second.rows.map((r) => r.eventId)).toEqual(Array.from({ length: 10 }, (_, i) => `bulk_${51 + i}`));
    expect(second.next).toBeNull();
    // A cursor that is not one is the first page, not an error.
    expect(
      (await lists.listWebhookDeliveries(admin, { outcome: "ignored", cursor: "nonsense" }))!.rows[0]!.eventId,
    ).toBe("bulk_1");
  });

  it("settles an owed refund as store credit once: the balance grows by its amount, audited", async () => {
    const { orderId, voucherIds } = await paidProviderOrder(1);
    const refundId = await owedRefund(orderId, voucherIds[0]!, "89.59");
    const before = Number(await availableCredit(db(), who));
    session.caller = admin;
    expect(await settleOwedRefundAction({ refundId, as: "credito", note: "" })).toEqual({
      ok: true,
      data: { settledAs: "credito" },
    });
    expect(Number(await availableCredit(db(), who))).toBeCloseTo(before + 89.59, 2);
    expect(
      await one(
        sql`select settled_as, settled_by, settled_at is not null as settled from public.refunds where id = ${refundId}::uuid`,
      ),
    ).toEqual({ settled_as: "credito", settled_by: admin.userId, settled: true });
    const [entry] = await audit("settle_owed_refund", refundId);
    expect(entry).toMatchObject({
      actor_user_id: admin.userId,
      before: { settled_as: null },
      after: { settled_as: "credito" },
    });
    // Twice, or concurrently, it is settled once.
    expect(await settleOwedRefundAction({ refundId, as: "credito", note: "" })).toEqual({
      ok: false,
      error: "Este reembolso ya se liquidó.",
    });
    expect(await settleOwedRefund(admin, refundId, { as: "transferencia", note: "TRF-1" })).toEqual({
      ok: false,
      code: "already_settled",
    });
    expect(Number(await availableCredit(db(), who))).toBeCloseTo(before + 89.59, 2);
    expect(await audit("settle_owed_refund", refundId)).toHaveLength(1);
  });

  it("settles by bank transfer only with its reference; refuses a refund that is not owed", async () => {
    const { orderId, voucherIds } = await paidProviderOrder(3);
    const [a, b] = await Promise.all([owedRefund(orderId, voucherIds[0]!), owedRefund(orderId, voucherIds[1]!)]);
    const paid = await owedRefund(orderId, voucherIds[2]!, "89.59", "completado");
    const credit = await availableCredit(db(), who);
    session.caller = admin;
    expect(await settleOwedRefundAction({ refundId: a, as: "transferencia", note: "  " })).toMatchObject({
      ok: false,
      error: "Escribe la referencia de la transferencia bancaria.",
    });
    expect(await settleOwedRefund(admin, a, { as: "transferencia", note: null })).toEqual({
      ok: false,
      code: "note_required",
    });
    expect(await settleOwedRefundAction({ refundId: a, as: "transferencia", note: "BI-2026-0042" })).toMatchObject({
      ok: true,
    });
    expect(await one(sql`select settled_as, settlement_note from public.refunds where id = ${a}::uuid`)).toEqual({
      settled_as: "transferencia",
      settlement_note: "BI-2026-0042",
    });
    expect(await availableCredit(db(), who)).toBe(credit);
    expect(await audit("settle_owed_refund", a)).toMatchObject([
      { reason: "BI-2026-0042", after: { note: "BI-2026-0042" } },
    ]);
    expect(await settleOwedRefundAction({ refundId: paid, as: "credito", note: "" })).toEqual({
      ok: false,
      error: "Este reembolso no está adeudado: no hay nada que liquidar.",
    });
    // Two operators at once: one settles, the other is told it already was.
    const both = await Promise.all([
      settleOwedRefund(admin, b, { as: "credito", note: null }),
      settleOwedRefund(admin, b, { as: "credito", note: null }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, code: "already_settled" }]);
    expect(Number(await availableCredit(db(), who))).toBeCloseTo(Number(credit) + 89.59, 2);
  });

  it("dismisses only with a note, once", async () => {
    const m = await mismatch(null, `ch_${randomUUID()}`, {}, "recorded_not_paid");
    session.caller = admin;
    expect(await resolvePaymentMismatchAction({ mismatchId: m, resolution: "dismissed", note: "" })).toMatchObject({
      ok: false,
      error: "Escribe por qué descartas esta diferencia.",
    });
    expect(await resolveMismatch(admin, m, { resolution: "dismissed", note: null })).toEqual({
      ok: false,
      code: "note_required",
    });
    expect(await resolveMismatch(admin, m, { resolution: "credited", note: null })).toEqual({
      ok: false,
      code: "no_order",
    });
    expect(
      await resolvePaymentMismatchAction({ mismatchId: m, resolution: "dismissed", note: "Prueba del proveedor" }),
    ).toEqual({ ok: true, data: { resolution: "dismissed" } });
    expect(await mismatchRow(m)).toEqual({
      resolution: "dismissed",
      resolved_by: admin.userId,
      resolution_note: "Prueba del proveedor",
    });
    expect(await audit("resolve_payment_mismatch", m)).toMatchObject([
      { before: { resolution: null }, after: { resolution: "dismissed" }, reason: "Prueba del proveedor" },
    ]);
    expect(await resolvePaymentMismatchAction({ mismatchId: m, resolution: "dismissed", note: "otra" })).toEqual({
      ok: false,
      error: "Esta diferencia ya se resolvió.",
    });
    expect((await overview.listPaymentMismatches(admin))!.rows.map((r) => r.id)).not.toContain(m);
  });

  it("credits the order's total as store credit", async () => {
    const { orderId, checkoutId } = await releasedOrder(5, buyers[3]!);
    const m = await mismatch(orderId, checkoutId, { paymentId: "pa_credit" });
    const before = Number(await availableCredit(db(), buyers[3]!));
    const total = Number((await orderRow(orderId)).total);
    expect(total).toBe(PRICE_CENTS / 100);
    expect(await resolveMismatch(admin, m, { resolution: "credited", note: null })).toEqual({ ok: true });
    expect(Number(await availableCredit(db(), buyers[3]!))).toBeCloseTo(before + total, 2);
    expect((await mismatchRow(m)).resolution).toBe("credited");
    expect(await audit("resolve_payment_mismatch", m)).toMatchObject([{ after: { resolution: "credited" } }]);
    expect(await resolveMismatch(admin, m, { resolution: "credited", note: null })).toEqual({
      ok: false,
      code: "already_resolved",
    });
    expect(Number(await availableCredit(db(), buyers[3]!))).toBeCloseTo(before + total, 2);
  });

  it("fulfils a released order with the provider's payment while its coupon has stock", async () => {
    const { orderId, checkoutId } = await releasedOrder(5, buyers[4]!);
    const m = await mismatch(orderId, checkoutId, { provider: { paymentId: "pa_fulfil", method: "card" } });
    session.caller = admin;
    expect(await resolvePaymentMismatchAction({ mismatchId: m, resolution: "fulfilled", note: "" })).toEqual({
      ok: true,
      data: { resolution: "fulfilled" },
    });
    expect(await orderRow(orderId)).toMatchObject({
      status: "paid",
      paymentReference: "pa_fulfil",
      paymentMethod: "card",
    });
    const issued = await db()
      .select({ id: vouchers.id })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .where(eq(orderItems.orderId, orderId));
    expect(issued).toHaveLength(1);
    expect((await mismatchRow(m)).resolution).toBe("fulfilled");
    expect(await audit("resolve_payment_mismatch", m)).toMatchObject([
      { after: { resolution: "fulfilled", effect: { fulfilled: true, paymentId: "pa_fulfil" } } },
    ]);
  });

  it("will not fulfil when the coupon sold out: tells the operator to refund, and the difference stays open", async () => {
    const { orderId, checkoutId, couponId } = await releasedOrder(1, buyers[5]!);
    const other = await buy(buyers[2]!, { items: [{ couponId, quantity: 1 }] });
    expect(other.ok).toBe(true);
    const m = await mismatch(orderId, checkoutId, { paymentId: "pa_late" });
    session.caller = admin;
    expect(await resolvePaymentMismatchAction({ mismatchId: m, resolution: "fulfilled", note: "" })).toEqual({
      ok: false,
      error: "Ya no quedan cupones para completar este pedido. Reembolsa el pago en su lugar.",
    });
    expect((await orderRow(orderId)).status).toBe("cancelled");
    expect(await mismatchRow(m)).toEqual({ resolution: null, resolved_by: null, resolution_note: null });
    expect(await audit("resolve_payment_mismatch", m)).toEqual([]);
    expect((await overview.listPaymentMismatches(admin))!.rows.map((r) => r.id)).toContain(m);
  });

  it("refunds a payment whose webhook never came with the payment id reconciliation recorded", async () => {
    const { orderId, checkoutId } = await releasedOrder(5, buyers[8]!);
    const m = await mismatch(orderId, checkoutId, { provider: { paymentId: "pa_no_webhook", status: "succeeded" } });
    const before = refunds.length;
    expect(await resolveMismatch(admin, m, { resolution: "refunded", note: null })).toEqual({ ok: true });
    expect(refunds.slice(before)).toEqual([
      { paymentId: "pa_no_webhook", amountCents: PRICE_CENTS, idempotencyKey: `order:${orderId}` },
    ]);
    expect((await mismatchRow(m)).resolution).toBe("refunded");
    // Without any payment id the refund cannot be asked for, and the difference stays open.
    const bare = await releasedOrder(5, buyers[9]!);
    const open = await mismatch(bare.orderId, bare.checkoutId, {});
    expect(await resolveMismatch(admin, open, { resolution: "refunded", note: null })).toEqual({
      ok: false,
      code: "no_payment",
    });
    expect((await mismatchRow(open)).resolution).toBeNull();
    expect(refunds.length).toBe(before + 1);
  });

  it("refunds the whole payment through the provider, once, keyed by the order", async () => {
    const { orderId, checkoutId } = await releasedOrder(5, buyers[6]!);
    await db().execute(sql`insert into public.payment_events (event_id, provider, type, status, order_id, checkout_id,
      payment_id, amount, currency, outcome, note, payload) values (${`msg_${randomUUID()}`}, 'recurrente',
      'payment_intent.succeeded', 'succeeded', ${orderId}::uuid, ${checkoutId}, 'pa_refund', 89.59, 'GTQ', 'rejected',
      'refund_owed', '{}'::jsonb)`);
    const m = await mismatch(orderId, checkoutId, { paymentId: "pa_refund" });
    refunds.length = 0;
    expect(await resolveMismatch(admin, m, { resolution: "refunded", note: "Pedido vencido" })).toEqual({ ok: true });
    expect(refunds).toEqual([{ paymentId: "pa_refund", amountCents: PRICE_CENTS, idempotencyKey: `order:${orderId}` }]);
    expect((await orderRow(orderId)).providerRefundId).toBe(`re_order:${orderId}`);
    expect(await mismatchRow(m)).toMatchObject({ resolution: "refunded", resolution_note: "Pedido vencido" });
    expect(await audit("resolve_payment_mismatch", m)).toMatchObject([
      { after: { resolution: "refunded", effect: { refundId: `re_order:${orderId}`, replayed: false } } },
    ]);
    expect(await resolveMismatch(admin, m, { resolution: "refunded", note: null })).toEqual({
      ok: false,
      code: "already_resolved",
    });
    // Money already back at the provider is neither credited nor fulfilled by a second difference.
    const again = await mismatch(orderId, checkoutId, { paymentId: "pa_refund" }, "amount_differs");
    expect(await resolveMismatch(admin, again, { resolution: "credited", note: null })).toEqual({
      ok: false,
      code: "already_refunded",
    });
    expect(await resolveMismatch(admin, again, { resolution: "fulfilled", note: null })).toEqual({
      ok: false,
      code: "already_refunded",
    });
    expect((await mismatchRow(again)).resolution).toBeNull();
    expect(refunds).toHaveLength(1);
  });
});
