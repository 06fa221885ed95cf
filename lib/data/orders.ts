import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { coupons, orderItems, orders } from "@/lib/db/schema";
import { checkoutTotals, mergeCartLines, type CartLine, type CheckoutTotals } from "@/lib/domain/checkout-totals";
import { toCents } from "@/lib/domain/money";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "./caller";
import { runAs } from "./run-as";

// Buying and redeeming (PRODUCT 2-4). Every write goes through the SECURITY DEFINER functions of
// supabase/migrations/*_purchase.sql; reads run as the caller under row level security.

/** Why a cart line cannot be bought (the reasons public.purchase_coupons answers). */
export type UnavailableReason = "agotado" | "stock_insuficiente" | "vencido" | "inactivo" | "no_existe";

export interface CheckoutProblem {
  couponId: string;
  title: string | null;
  reason: UnavailableReason;
  remaining: number;
}

export interface QuoteLine {
  couponId: string;
  title: string | null;
  imageUrl: string | null;
  quantity: number;
  /** The database's current price; null when the coupon is not visible to the caller. */
  unitPriceCents: number | null;
  lineTotalCents: number;
  remaining: number;
  reason: UnavailableReason | null;
}

export interface CartQuote {
  lines: QuoteLine[];
  /** Totals of the lines that can be bought now. */
  totals: CheckoutTotals;
  problems: CheckoutProblem[];
  purchasable: boolean;
}

function reasonOf(c: { status: string; endTime: Date; remaining: number } | undefined, quantity: number): UnavailableReason | null {
  if (!c) return "no_existe";
  if (c.status !== "active") return "inactivo";
  if (c.endTime.getTime() <= Date.now()) return "vencido";
  if (c.remaining === 0) return "agotado";
  if (c.remaining < quantity) return "stock_insuficiente";
  return null;
}

/** Re-prices cart lines from the database (prices in the browser are never trusted). Anon too. */
export async function quoteCart(caller: Caller, items: readonly CartLine[]): Promise<CartQuote> {
  const merged = mergeCartLines(items);
  const ids = merged.map((l) => l.couponId).filter(isUuid);
  const rows = ids.length
    ? await runAs(caller, (tx) =>
        tx
          .select({ id: coupons.id, title: coupons.title, imageUrl: coupons.imageUrl, price: coupons.discountPrice, remaining: coupons.remaining, status: coupons.status, endTime: coupons.endTime })
          .from(coupons)
          .where(inArray(coupons.id, ids)),
      )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = merged.map((line): QuoteLine => {
    const c = byId.get(line.couponId);
    const reason = reasonOf(c, line.quantity);
    const unitPriceCents = c ? toCents(c.price) : null;
    return {
      couponId: line.couponId,
      title: c?.title ?? null,
      imageUrl: c?.imageUrl ?? null,
      quantity: line.quantity,
      unitPriceCents,
      lineTotalCents: (unitPriceCents ?? 0) * line.quantity,
      remaining: c?.remaining ?? 0,
      reason,
    };
  });
  const available = lines.filter((l) => l.reason === null);
  const problems = lines.filter((l) => l.reason !== null).map((l) => ({ couponId: l.couponId, title: l.title, reason: l.reason!, remaining: l.remaining }));
  return {
    lines,
    totals: checkoutTotals(available.map((l) => ({ unitPriceCents: l.unitPriceCents!, quantity: l.quantity }))),
    problems,
    purchasable: lines.length > 0 && problems.length === 0,
  };
}

export interface OrderContact {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  /** The only part of a card that is ever stored. */
  cardLast4: string;
}

export type PlaceOrderResult =
  | { ok: true; orderId: string; voucherCount: number; totalCents: number; replayed: boolean }
  | { ok: false; problems: CheckoutProblem[] };

type PurchaseAnswer =
  | { ok: true; order_id: string; voucher_count: number; total: string; replayed: boolean }
  | { ok: false; problems: { coupon_id: string; title: string | null; reason: UnavailableReason; remaining: number }[] };

/** Writes the paid order, its items and one voucher per unit, or nothing at all. */
export async function placeOrder(
  caller: Caller,
  input: { idempotencyKey: string; items: readonly CartLine[]; contact: OrderContact },
): Promise<PlaceOrderResult> {
  if (caller.role !== "authenticated") throw new Error("placeOrder: sign-in required");
  const items = mergeCartLines(input.items).map((l) => ({ coupon_id: l.couponId, quantity: l.quantity }));
  const { cardLast4, ...rest } = input.contact;
  const contact = { ...rest, card_last4: cardLast4 };
  const answer = await runAs(caller, async (tx) => {
    const result = await tx.execute(
      sql`select public.purchase_coupons(${input.idempotencyKey}, ${JSON.stringify(items)}::jsonb, ${JSON.stringify(contact)}::jsonb) as r`,
    );
    return rowsOf<{ r: PurchaseAnswer }>(result)[0]!.r;
  });
  if (!answer.ok) {
    return { ok: false, problems: answer.problems.map((p) => ({ couponId: p.coupon_id, title: p.title, reason: p.reason, remaining: p.remaining })) };
  }
  return { ok: true, orderId: answer.order_id, voucherCount: answer.voucher_count, totalCents: toCents(answer.total), replayed: answer.replayed };
}

// Voucher reads and redemption live in ./vouchers (file size); one import path for callers.
export { listMyVouchers, redeemVoucher, sellerCouponSales } from "./vouchers";
export type { CouponSales, MyVoucher, RedeemResult, VoucherState } from "./vouchers";

/** The caller's order made with this checkout key, if any (a retried checkout must not pay twice). */
export async function getOrderByIdempotencyKey(caller: Caller, idempotencyKey: string): Promise<{ orderId: string; voucherCount: number; totalCents: number } | null> {
  if (caller.role !== "authenticated") return null;
  const [row] = await runAs(caller, (tx) =>
    tx
      .select({ orderId: orders.id, total: orders.total, voucherCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.buyerUserId, caller.userId), eq(orders.idempotencyKey, idempotencyKey)))
      .groupBy(orders.id),
  );
  return row ? { orderId: row.orderId, voucherCount: row.voucherCount, totalCents: toCents(row.total) } : null;
}
