import "server-only";
import { pageLocale } from "@/lib/i18n/page-locale";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { mergeCartLines, type CartLine } from "@/lib/domain/checkout-totals";
import { toCents } from "@/lib/domain/money";
import type { Caller } from "@/lib/data/caller";
import type { CheckoutProblem, UnavailableReason } from "@/lib/data/orders/orders";
import { runStatementAs } from "@/lib/data/run-as";
import { isDatabaseUnavailable } from "@/lib/data/db-errors";
import { enqueueMany, wakeWorker } from "@/lib/data/job-queue";
import { runAsSystem } from "@/lib/data/system";
import { logger } from "@/lib/observability/log";
import { noteProblems, noteUnitsLeft, stockMayHaveReturned, throughStockGate } from "./stock-gate";
import { countPayment } from "@/lib/observability/metrics";
import { inSpan } from "@/lib/observability/trace";

// Checkout in three steps, each a database function (reserve_order, confirm_order, release_order):
// the buyer reserves the stock and writes a pending order priced under lock; exactly that order's
// total is charged; the system confirms it (vouchers) or releases it (stock back). What is charged
// is what is written.

export interface OrderContact {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  /** NIT for the invoice, normalised ("12345679"), or "CF"; absent means "CF". */
  nit?: string;
  /** Who the invoice names: a NIT's registered name, the buyer's for a CUI; absent for 'CF'. */
  receptorName?: string | null;
  /** The only part of a card that is ever stored. */
  cardLast4: string;
}

export interface CheckoutInput {
  idempotencyKey: string;
  items: readonly CartLine[];
  contact: OrderContact;
  /** The total the shopper was shown: a different total under lock reserves nothing. */
  expectedTotalCents: number;
}

/** A pending order: its stock is held and this is the amount to charge, to the cent. */
export interface PendingOrder {
  orderId: string;
  totalCents: number;
  voucherCount: number;
}

/** A reserved order's line, as the provider's checkout lists it. */
export interface ReservedLine {
  title: string;
  quantity: number;
  unitCents: number;
}

export type ReserveResult =
  | {
      ok: true;
      status: "pending" | "paid";
      replayed: boolean;
      orderId: string;
      totalCents: number;
      voucherCount: number;
      lines: ReservedLine[];
      /** Until when the stock is held (null once paid). */
      reservedUntil: Date | null;
    }
  | { ok: false; reason: "unavailable"; problems: CheckoutProblem[] }
  | { ok: false; reason: "price_changed"; totalCents: number; unitPriceCents: Record<string, number> }
  /** The buyer already holds this much unpaid (per coupon or in all): nothing was written. */
  | { ok: false; reason: "hold_limit"; scope: "coupon" | "total"; limit: number; held: number; title: string | null };

type OrderAnswer = {
  ok: true;
  replayed: boolean;
  order_id: string;
  status: string;
  total: string;
  voucher_count: number;
};
type ReserveAnswer =
  | (OrderAnswer & {
      reserved_until: string | null;
      lines: { title: string; quantity: number; unit_price: string }[];
      /** A new reservation's coupons and what each has left after it (not on a replay). */
      units_left?: { coupon_id: string; title: string | null; remaining: number }[];
    })
  | { ok: false; problems: { coupon_id: string; title: string | null; reason: UnavailableReason; remaining: number }[] }
  | { ok: false; price_changed: true; total: string; lines: { coupon_id: string; unit_price: string | null }[] }
  | { ok: false; hold_limit: "coupon" | "total"; limit: number; held: number; title: string | null };

const orderOf = (a: OrderAnswer) => ({
  orderId: a.order_id,
  totalCents: toCents(a.total),
  voucherCount: a.voucher_count,
});

/** Step 1, as the buyer: hold the stock and write the pending order, or say why not. */
export async function reserveOrder(caller: Caller, input: CheckoutInput): Promise<ReserveResult> {
  if (caller.role !== "authenticated") throw new Error("reserveOrder: sign-in required");
  const items = mergeCartLines(input.items).map((l) => ({ coupon_id: l.couponId, quantity: l.quantity }));
  const { cardLast4, receptorName, ...rest } = input.contact;
  // The language of the page the buyer pays from (the action runs in it): its receipt's language.
  const contact = { ...rest, card_last4: cardLast4, receptor_name: receptorName ?? null, locale: pageLocale() };
  return throughStockGate(
    items.map((i) => ({ couponId: i.coupon_id, quantity: i.quantity })),
    input.idempotencyKey,
    (problems): ReserveResult => ({ ok: false, reason: "unavailable", problems }),
    async () => {
      // One statement sent with its COMMIT: the coupon's row lock it takes is held for the
      // server's time only, which is what every other buyer of a flash sale waits for.
      const [{ r }] = (await runStatementAs<{ r: ReserveAnswer }>(
        caller,
        sql`select public.reserve_order(${input.idempotencyKey}, ${JSON.stringify(items)}::jsonb, ${JSON.stringify(contact)}::jsonb, ${input.expectedTotalCents}::bigint) as r`,
      )) as [{ r: ReserveAnswer }];
      const result = reserveResultOf(r);
      if (r.ok && r.units_left)
        noteUnitsLeft(r.units_left.map((u) => ({ couponId: u.coupon_id, title: u.title, remaining: u.remaining })));
      if (!result.ok && result.reason === "unavailable") noteProblems(result.problems);
      return result;
    },
  );
}

function reserveResultOf(a: ReserveAnswer): ReserveResult {
  if (a.ok && !a.replayed) countPayment("created");
  if (a.ok)
    return {
      ok: true,
      status: a.status === "paid" ? "paid" : "pending",
      replayed: a.replayed,
      ...orderOf(a),
      lines: a.lines.map((l) => ({ title: l.title, quantity: l.quantity, unitCents: toCents(l.unit_price) })),
      reservedUntil: a.reserved_until ? new Date(a.reserved_until) : null,
    };
  if ("hold_limit" in a)
    return { ok: false, reason: "hold_limit", scope: a.hold_limit, limit: a.limit, held: a.held, title: a.title };
  if ("price_changed" in a) {
    const unitPriceCents = Object.fromEntries(
      a.lines.map((l) => [l.coupon_id, l.unit_price === null ? 0 : toCents(l.unit_price)]),
    );
    return { ok: false, reason: "price_changed", totalCents: toCents(a.total), unitPriceCents };
  }
  return {
    ok: false,
    reason: "unavailable",
    problems: a.problems.map((p) => ({
      couponId: p.coupon_id,
      title: p.title,
      reason: p.reason,
      remaining: p.remaining,
    })),
  };
}

type ConfirmAnswer = OrderAnswer | { ok: false; status: string };

/**
 * confirm_order and the receipt job in the caller's system transaction (the hosted-checkout
 * fulfilment confirms in the transaction that locked the order). The caller wakes the worker after
 * the commit when the answer is a first confirmation.
 */
export async function confirmOrderIn(
  tx: Tx,
  orderId: string,
  payment: { amountCents: number; reference: string },
): Promise<ConfirmAnswer> {
  return (await confirmOrdersIn(tx, [{ orderId, ...payment }])).get(orderId)!;
}

/**
 * Several orders at once (confirm_orders: one call for a batch of payments), with their receipt
 * jobs; answers each order's answer by id. The receipt job commits with the confirmation or not at
 * all (no paid order, no receipt; no receipt lost to a crash after the commit). Its key makes a
 * replayed confirmation add nothing.
 */
export async function confirmOrdersIn(
  tx: Tx,
  payments: readonly { orderId: string; amountCents: number; reference: string }[],
): Promise<Map<string, ConfirmAnswer>> {
  const input = payments.map((p) => ({ order_id: p.orderId, amount_cents: p.amountCents, reference: p.reference }));
  const answers = rowsOf<{ r: Record<string, ConfirmAnswer> }>(
    await tx.execute(sql`select public.confirm_orders(${JSON.stringify(input)}::jsonb) as r`),
  )[0]!.r;
  const confirmed = Object.keys(answers).filter((id) => {
    const answer = answers[id]!;
    return answer.ok && !answer.replayed;
  });
  await enqueueMany(
    tx,
    "send_receipt",
    confirmed.map((orderId) => ({ payload: { orderId }, key: `receipt:${orderId}` })),
  );
  confirmed.forEach(() => countPayment("paid"));
  return new Map(Object.entries(answers));
}

export type ConfirmResult = ({ ok: true; replayed: boolean } & PendingOrder) | { ok: false; status: string };

/**
 * Step 3 after an approved payment, as the system (confirm_order is not granted to shoppers:
 * they could mark an unpaid order paid). The database refuses an amount other than the total.
 */
export async function confirmOrder(
  orderId: string,
  payment: { amountCents: number; reference: string },
): Promise<ConfirmResult> {
  // Money has moved: a database that is slow or briefly gone must not leave a paid order pending.
  // confirm_order is idempotent, so it is retried, each try with a longer deadline than a request's.
  for (let attempt = 1; ; attempt++) {
    try {
      const a = await runAsSystem((tx) => confirmOrderIn(tx, orderId, payment), { deadlineMs: CONFIRM_DEADLINE_MS });
      if (a.ok && !a.replayed) wakeWorker();
      return a.ok ? { ok: true, replayed: a.replayed, ...orderOf(a) } : { ok: false, status: a.status };
    } catch (error) {
      if (attempt >= CONFIRM_ATTEMPTS || !isDatabaseUnavailable(error)) {
        // For the operator: a charge whose order could not be confirmed is to be voided or refunded.
        logger({ component: "checkout" }).error(
          { event: "checkout-confirm-failed", orderId, reference: payment.reference, attempts: attempt, err: error },
          "a charged order could not be confirmed: void or refund it",
        );
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

const CONFIRM_ATTEMPTS = 3;
const CONFIRM_DEADLINE_MS = 20_000;

/** Step 3 after a declined or failed payment: the units go back on sale. */
export async function releaseOrder(orderId: string, status: "failed" | "cancelled"): Promise<boolean> {
  const released = await runAsSystem(
    async (tx) =>
      rowsOf<{ r: boolean }>(await tx.execute(sql`select public.release_order(${orderId}::uuid, ${status}) as r`))[0]!
        .r,
  );
  if (released && status === "failed") countPayment("failed");
  if (released) stockMayHaveReturned();
  return released;
}

/** Releases reservations whose time ran out (reserve_order also does it for what it sells). */
export async function releaseExpiredOrders(limit = 100): Promise<number> {
  const released = await runAsSystem(
    async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`select public.release_expired_orders(${limit}::int) as n`))[0]!.n,
  );
  if (released > 0) stockMayHaveReturned();
  return released;
}

/** Step 2: the payment port charging a pending order (approved carries the gateway's reference). */
export type ChargeOrder = (order: PendingOrder) => Promise<{ approved: true; reference: string } | { approved: false }>;

export type PlaceOrderResult =
  | { ok: true; orderId: string; voucherCount: number; totalCents: number; replayed: boolean }
  | Extract<ReserveResult, { ok: false }>
  /** Another request with this key is paying this order right now. */
  | { ok: false; reason: "in_progress" }
  | { ok: false; reason: "declined" }
  /** Approved, but the reservation had expired and was released: no vouchers, void the payment. */
  | { ok: false; reason: "expired"; reference: string };

/** The three steps in order. A charge that throws releases the order and rethrows. */
export async function placeOrder(caller: Caller, input: CheckoutInput, charge: ChargeOrder): Promise<PlaceOrderResult> {
  const reserved = await reserveOrder(caller, input);
  if (!reserved.ok) return reserved;
  const order: PendingOrder = {
    orderId: reserved.orderId,
    totalCents: reserved.totalCents,
    voucherCount: reserved.voucherCount,
  };
  if (reserved.status === "paid") return { ok: true, ...order, replayed: true };
  if (reserved.replayed) return { ok: false, reason: "in_progress" };

  let payment: Awaited<ReturnType<ChargeOrder>>;
  try {
    payment = await inSpan("payments.charge", { "cupongt.order.id": order.orderId }, () => charge(order));
  } catch (error) {
    // If this release fails too, the reservation simply expires.
    await releaseOrder(order.orderId, "failed").catch(() => undefined);
    throw error;
  }
  if (!payment.approved) {
    await releaseOrder(order.orderId, "failed");
    return { ok: false, reason: "declined" };
  }
  const confirmed = await confirmOrder(order.orderId, { amountCents: order.totalCents, reference: payment.reference });
  if (!confirmed.ok) return { ok: false, reason: "expired", reference: payment.reference };
  return {
    ok: true,
    orderId: confirmed.orderId,
    voucherCount: confirmed.voucherCount,
    totalCents: confirmed.totalCents,
    replayed: confirmed.replayed,
  };
}
