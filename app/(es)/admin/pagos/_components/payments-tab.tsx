import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { Caller } from "@/lib/data/caller";
import { listProviderPayments } from "@/lib/payments/data/admin-lists";
import { formatQuetzales } from "@/lib/domain/money";
import { TabFilter } from "./tab-filter";
import { Cell, Pager, Table } from "./table";

const STATUSES = ["pending", "paid", "failed", "cancelled"] as const;

/** Orders taken by the hosted-checkout provider, newest first, with a status filter. */
export async function PaymentsTab({
  caller,
  cursor,
  status,
  issues,
}: {
  caller: Caller;
  cursor?: string;
  status?: string;
  issues?: string;
}) {
  const [t, format] = await Promise.all([getTranslations("admin.payments"), getFormatter()]);
  const known = STATUSES.find((s) => s === status) ?? null;
  const page = await listProviderPayments(caller, { cursor, status: known, issuesOnly: issues === "1" });
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "short" });
  return (
    <div className="grid gap-3">
      <TabFilter
        tab="pagos"
        name="status"
        label={t("status")}
        value={known ?? ""}
        options={STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        allLabel={t("all")}
        submitLabel={t("filter")}
      >
        <label className="flex items-center gap-1">
          <input type="checkbox" name="issues" value="1" defaultChecked={issues === "1"} />
          {t("issuesOnly")}
        </label>
      </TabFilter>
      {!page || page.rows.length === 0 ? (
        <p className="text-muted-foreground">{t("emptyPayments")}</p>
      ) : (
        <Table
          testId="admin-payments"
          head={[
            t("created"),
            t("order"),
            t("buyer"),
            t("total"),
            t("status"),
            t("method"),
            t("checkout"),
            t("issue"),
            t("providerRefund"),
          ]}
        >
          {page.rows.map((p) => (
            <tr key={p.orderId} className="border-b">
              <Cell>{when(p.createdAt)}</Cell>
              <Cell mono>{p.orderId}</Cell>
              <Cell>{p.buyerEmail ?? "—"}</Cell>
              <Cell>{formatQuetzales(p.totalCents)}</Cell>
              <Cell>{t(`statuses.${p.status as (typeof STATUSES)[number]}`)}</Cell>
              <Cell>{p.method ? t(`methods.${p.method as "card" | "bank_transfer"}`) : "—"}</Cell>
              <Cell mono>{p.checkoutId ?? "—"}</Cell>
              <Cell>{p.issue ? t(`issues.${p.issue as "amount_mismatch" | "refund_owed"}`) : "—"}</Cell>
              <Cell mono>{p.providerRefundId ?? "—"}</Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pager
        next={page?.next ?? null}
        params={{ tab: "pagos", status: known ?? undefined, issues: issues === "1" ? "1" : undefined, cursor }}
        labels={{ next: t("next"), first: t("first") }}
      />
    </div>
  );
}
