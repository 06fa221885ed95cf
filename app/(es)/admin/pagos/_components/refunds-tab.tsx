import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { Caller } from "@/lib/data/caller";
import { listAdminRefunds, type AdminRefund } from "@/lib/payments/data/admin-lists";
import { formatQuetzales } from "@/lib/domain/money";
import { SettleRefundForm } from "./settle-refund-form";
import { Cell, Pager, Table } from "./table";

/** Refunds, the owed ones not settled yet first, each with its two ways to settle. */
export async function RefundsTab({ caller, cursor }: { caller: Caller; cursor?: string }) {
  const [t, format] = await Promise.all([getTranslations("admin.payments"), getFormatter()]);
  const page = await listAdminRefunds(caller, { cursor });
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "short" });
  const settlement = (r: AdminRefund) => {
    if (r.settledAs) {
      const how = t(`settledAs.${r.settledAs}`);
      return (
        <span>
          {r.settledByEmail ? t("settledBy", { how, who: r.settledByEmail }) : how}
          {r.settledAt ? ` · ${when(r.settledAt)}` : ""}
          {r.settlementNote ? <span className="block text-xs text-muted-foreground">{r.settlementNote}</span> : null}
        </span>
      );
    }
    return r.owed ? <SettleRefundForm refundId={r.id} /> : "—";
  };
  return (
    <div className="grid gap-3">
      {!page || page.rows.length === 0 ? (
        <p className="text-muted-foreground">{t("emptyRefunds")}</p>
      ) : (
        <Table
          testId="admin-refunds"
          head={[t("created"), t("status"), t("amount"), t("coupon"), t("order"), t("buyer"), t("settlement")]}
        >
          {page.rows.map((r) => (
            <tr
              key={r.id}
              className={`border-b ${r.owed ? "bg-amber-50 dark:bg-amber-950/30" : ""}`}
              data-testid={`refund-${r.id}`}
            >
              <Cell>{when(r.createdAt)}</Cell>
              <Cell>{t(`refundStatuses.${r.status as "pendiente" | "completado" | "adeudado"}`)}</Cell>
              <Cell>{formatQuetzales(r.amountCents)}</Cell>
              <Cell>{r.couponTitle ?? "—"}</Cell>
              <Cell mono>{r.orderId}</Cell>
              <Cell>{r.buyerEmail ?? "—"}</Cell>
              <Cell>{settlement(r)}</Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pager
        next={page?.next ?? null}
        params={{ tab: "reembolsos", cursor }}
        labels={{ next: t("next"), first: t("first") }}
      />
    </div>
  );
}
