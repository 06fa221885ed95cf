"use client";
// The card between a scan and "Canjear": what the voucher is, for whom, where, and whether it can
// be redeemed. Only the counter's lookup (lookup_voucher_for_counter) fills it.
import { useFormatter, useTranslations } from "next-intl";
import type { CounterLookup } from "@/lib/data/orders/counter";
import { formatCode } from "@/lib/domain/voucher-code";

export type VoucherCard = Extract<CounterLookup, { kind: "voucher" }>;

interface ConfirmCardProps {
  code: string;
  card: VoucherCard;
  branchId: string | null;
  onBranch: (id: string) => void;
}

export function ConfirmCard({ code, card, branchId, onBranch }: ConfirmCardProps) {
  const t = useTranslations("sellerPanel.counter");
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const ok = card.state === "valido";
  return (
    <section
      aria-label={t("cardLabel")}
      data-testid="confirm-card"
      data-state={card.state}
      className={`grid gap-2 rounded-lg border-2 p-4 ${ok ? "border-primary" : "border-destructive"}`}
    >
      <p className={`text-lg font-bold ${ok ? "text-primary" : "text-destructive"}`} data-testid="card-state">
        {t(`states.${card.state}`)}
      </p>
      <h3 className="text-xl font-semibold">{card.couponTitle}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("code")}</dt>
        <dd className="font-mono">{formatCode(code)}</dd>
        <dt className="text-muted-foreground">{t("buyer")}</dt>
        <dd data-testid="card-buyer">{card.buyerName ?? t("noBuyerName")}</dd>
        {card.bookingAt && (
          <>
            <dt className="text-muted-foreground">{t("booking")}</dt>
            <dd>{when(card.bookingAt)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{t("expires")}</dt>
        <dd>{when(card.expiresAt)}</dd>
        {card.branches.length === 1 && (
          <>
            <dt className="text-muted-foreground">{t("branch")}</dt>
            <dd>{card.branches[0]!.name}</dd>
          </>
        )}
      </dl>
      {card.state === "canjeado" && card.redeemedAt && (
        <p className="text-sm" data-testid="card-redeemed-by">
          {t("redeemedBy", { date: when(card.redeemedAt), member: card.redeemedBy ?? t("someMember") })}
        </p>
      )}
      {ok && card.branches.length > 1 && (
        <fieldset className="grid gap-1 text-sm">
          <legend className="mb-1 font-medium">{t("chooseBranch")}</legend>
          {card.branches.map((b) => (
            <label key={b.id} className="flex items-center gap-2">
              <input
                type="radio"
                name="counter-branch"
                value={b.id}
                checked={branchId === b.id}
                onChange={() => onBranch(b.id)}
              />
              {b.name}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
