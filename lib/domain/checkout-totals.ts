// Cart and order totals in integer cents (IVA 12% added on top; total = subtotal x 1.12).
import { ivaCents } from "./money";

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface CheckoutTotals {
  subtotalCents: number;
  ivaCents: number;
  totalCents: number;
}

/**
 * IVA is computed once on the order's subtotal and rounded to the cent (not per line), exactly
 * as public.reserve_order does with round(subtotal * 0.12, 2), so the cart shows the figure
 * the order will store. 12% of a whole number of cents never ends in exactly half a cent, so
 * the rounding mode (JavaScript's half up, SQL's half away from zero) never makes them differ.
 */
export function checkoutTotals(lines: readonly PricedLine[]): CheckoutTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const iva = ivaCents(subtotalCents);
  return { subtotalCents, ivaCents: iva, totalCents: subtotalCents + iva };
}

export interface CartLine {
  couponId: string;
  quantity: number;
}

/** The same coupon twice becomes one line with the quantities added, first position kept. */
export function mergeCartLines<T extends CartLine>(lines: readonly T[]): CartLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) {
    const id = line.couponId.toLowerCase();
    merged.set(id, (merged.get(id) ?? 0) + line.quantity);
  }
  return [...merged].map(([couponId, quantity]) => ({ couponId, quantity }));
}
