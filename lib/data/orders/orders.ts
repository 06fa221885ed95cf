import "server-only";
import { inArray } from "drizzle-orm";
import { coupons } from "@/lib/db/schema";
import { checkoutTotals, mergeCartLines, type CartLine, type CheckoutTotals } from "@/lib/domain/checkout-totals";
import { toCents } from "@/lib/domain/money";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "../caller";
import { getCreditBalanceCents } from "../accounts/loyalty";
import { runAs } from "../run-as";

// The cart's quote before buying: prices, stock and problems read as the caller under row level
// security. The checkout steps are in ./checkout, voucher reads and redeeming in ./vouchers,
// refunds in ./refunds; every write there goes through SECURITY DEFINER functions.

/** Why a cart line cannot be bought (the reasons public.reserve_order answers). */
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
  /**
   * The caller's loyalty credit in cents (0 for visitors). reserve_order takes up to the subtotal
   * of it off the order's total; `totals` stay the prices the order is checked against.
   */
  creditBalanceCents: number;
}

function reasonOf(
  c: { status: string; endTime: Date; remaining: number } | undefined,
  quantity: number,
): UnavailableReason | null {
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
          .select({
            id: coupons.id,
            title: coupons.title,
            imageUrl: coupons.imageUrl,
            price: coupons.discountPrice,
            remaining: coupons.remaining,
            status: coupons.status,
            endTime: coupons.endTime,
          })
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
  const problems = lines
    .filter((l) => l.reason !== null)
    .map((l) => ({ couponId: l.couponId, title: l.title, reason: l.reason!, remaining: l.remaining }));
  return {
    lines,
    totals: checkoutTotals(available.map((l) => ({ unitPriceCents: l.unitPriceCents!, quantity: l.quantity }))),
    problems,
    purchasable: lines.length > 0 && problems.length === 0,
    creditBalanceCents: await getCreditBalanceCents(caller),
  };
}
