"use client";

import { TriangleAlert, Info } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { formatQuetzales } from "@/lib/domain/money";
import type { CheckoutQuote } from "./use-checkout-quote";

interface QuoteNoticesProps {
  quote: CheckoutQuote;
  onRemove: (ids: string[]) => void;
}

/** What the re-pricing found: the status line, changed prices, and lines that can no longer be bought. */
export function QuoteNotices({ quote, onRemove }: QuoteNoticesProps) {
  const t = useTranslations("checkout");
  const { status, priceChanges, unavailable } = quote;

  return (
    <div className="flex flex-col gap-2 text-sm" aria-live="polite">
      {status === "checking" && <p className="text-muted-foreground">{t("checking")}</p>}
      {status === "failed" && <p className="text-muted-foreground">{t("quoteFailed")}</p>}
      {priceChanges.length > 0 && (
        <div
          role="status"
          className="flex gap-2 rounded-md border border-primary/30 bg-primary/5 p-3"
          data-testid="price-changes"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <div>
            <p className="font-medium">{t("pricesUpdatedTitle")}</p>
            <ul>
              {priceChanges.map((c) => (
                <li key={c.id}>
                  {t("priceChanged", {
                    title: c.title,
                    from: formatQuetzales(c.fromCents),
                    to: formatQuetzales(c.toCents),
                  })}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {unavailable.length > 0 && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3"
          data-testid="unavailable-lines"
        >
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert aria-hidden className="size-4 text-destructive" />
            {t("unavailableTitle")}
          </p>
          <ul className="flex flex-col gap-1">
            {unavailable.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-2">
                <span>
                  {t("unavailable", { title: u.title })}
                  {u.reason ? ` (${u.reason})` : ""}
                </span>
                <Button type="button" variant="outline" size="sm" onClick={() => onRemove([u.id])}>
                  {t("removeUnavailable")}
                </Button>
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">{t("unavailableHint")}</p>
          {unavailable.length > 1 && (
            <Button
              type="button"
              variant="destructive"
              size="sm"
              className="self-start"
              onClick={() => onRemove(unavailable.map((u) => u.id))}
            >
              {t("removeAllUnavailable")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
