import "server-only";
import type { ActionResult } from "@/lib/actions/define-action";
import { fail } from "@/lib/actions/define-action";
import type { CheckoutProblem } from "@/lib/data/orders/orders";
import { formatQuetzales } from "@/lib/domain/money";
import { message } from "@/lib/i18n/messages";

// The checkout's refusals in the buyer's words, shared by the card checkout and the hosted one so
// the dialog shows the same toast whichever path the order took.

/** Lines that cannot be sold: one message naming them, and each line's reason for the cart. */
export function unavailableFailure(problems: CheckoutProblem[]): ActionResult<never> {
  const text = (p: CheckoutProblem) =>
    message(`orders.problem.${p.reason}`, { title: p.title ?? "", remaining: p.remaining });
  const items = problems.map(text).join(", ");
  const fieldErrors = Object.fromEntries(problems.map((p) => [`items.${p.couponId}`, text(p)]));
  return fail(message("orders.unavailable", { items }), fieldErrors);
}

/** The prices moved since the dialog showed its total: the client re-quotes on this code. */
export function priceChangedFailure(totalCents: number, expectedTotalCents: number): ActionResult<never> {
  return {
    ok: false,
    code: "price_changed",
    error: message("orders.priceChanged", {
      total: formatQuetzales(totalCents),
      expected: formatQuetzales(expectedTotalCents),
    }),
  };
}

/** The buyer holds too much unpaid already (lib/payments/data/checkout.ts 'hold_limit'): pay or cancel first. */
export function holdLimitFailure(r: { scope: "coupon" | "total"; limit: number; held: number; title: string | null }) {
  const key = r.scope === "total" ? "holdLimits.total" : r.title ? "holdLimits.coupon" : "holdLimits.couponUnnamed";
  return fail(message(key, { limit: r.limit, held: r.held, title: r.title ?? "" }));
}
