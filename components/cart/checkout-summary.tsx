"use client";

import { useTranslations } from "next-intl";
import type { CartItem, CartTotals } from "@/lib/domain/cart";
import { parseReceptorId } from "@/lib/domain/fel/ids";
import { formatQuetzales } from "@/lib/domain/money";
import { CartTotalsList } from "./cart-totals";

/**
 * What is being bought, above the pay button of either checkout (simulated or the provider's):
 * each line with its quantity, unit price and line total, the totals with the credit applied, and
 * whom the factura names (the NIT or CUI typed, or CF). On the provider's page the buyer sees only
 * one amount, so this is their last look at the order.
 */
export function CheckoutSummary({
  items,
  totals,
  creditCents,
  nit,
}: {
  items: CartItem[];
  totals: CartTotals;
  creditCents: number;
  nit: string;
}) {
  const t = useTranslations("checkout");
  const receptor = parseReceptorId(nit);
  // A NIT still being typed (not valid yet) is shown as typed; the form refuses it at payment.
  const receptorText =
    receptor?.kind === "cf"
      ? t("summaryReceptorCf")
      : t(receptor?.kind === "cui" ? "summaryReceptorCui" : "summaryReceptorNit", { id: receptor?.id ?? nit.trim() });
  return (
    <section aria-label={t("summaryTitle")} data-testid="checkout-summary" className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">{t("summaryTitle")}</h3>
      <ul className="flex flex-col gap-2 text-sm">
        {items.map((item) => (
          <li key={item.id} data-testid="checkout-line" className="flex justify-between gap-3">
            <span>
              <span className="font-medium" data-testid="checkout-line-title">
                {item.title}
              </span>
              <span className="block text-muted-foreground" data-testid="checkout-line-detail">
                {t("summaryLine", { quantity: item.quantity, price: formatQuetzales(item.priceCents) })}
              </span>
            </span>
            <span className="shrink-0 font-medium" data-testid="checkout-line-total">
              {formatQuetzales(item.priceCents * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <CartTotalsList totals={totals} creditCents={creditCents} />
      <p className="text-sm" data-testid="checkout-receptor">
        {receptorText}
      </p>
    </section>
  );
}
