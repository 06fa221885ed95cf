import { useTranslations } from "next-intl";
import type { CartTotals } from "@/lib/domain/cart";
import { formatQuetzales } from "@/lib/domain/money";
import { UsdHint } from "@/components/money/usd-rate";

/** Subtotal, IVA (12%, added on top) and total in quetzales; shared by the sheet and the checkout. */
export function CartTotalsList({
  totals,
  creditCents = 0,
}: {
  totals: Pick<CartTotals, "subtotalCents" | "ivaCents" | "totalCents">;
  creditCents?: number;
}) {
  const t = useTranslations("cart");
  const rows = [
    ["subtotal", t("subtotal"), totals.subtotalCents],
    ["iva", t("iva"), totals.ivaCents],
  ] as const;
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {rows.map(([key, label, cents]) => (
        <div key={key} className="flex justify-between">
          <dt className="text-muted-foreground">{label}</dt>
          <dd data-testid={`cart-${key}`}>{formatQuetzales(cents)}</dd>
        </div>
      ))}
      {creditCents > 0 ? (
        <div className="flex justify-between text-primary">
          <dt>{t("credit")}</dt>
          <dd data-testid="cart-credit">-{formatQuetzales(creditCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t pt-1 text-base font-semibold">
        <dt>{t("total")}</dt>
        <dd>
          <span data-testid="cart-total">{formatQuetzales(totals.totalCents - creditCents)}</span>
          <UsdHint cents={totals.totalCents - creditCents} />
        </dd>
      </div>
    </dl>
  );
}
