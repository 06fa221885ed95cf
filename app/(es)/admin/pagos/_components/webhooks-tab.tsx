import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { Caller } from "@/lib/data/caller";
import { listRejectedSignatures, listWebhookDeliveries } from "@/lib/payments/data/admin-lists";
import { formatQuetzales } from "@/lib/domain/money";
import { TabFilter } from "./tab-filter";
import { Cell, Pager, Table } from "./table";

const OUTCOMES = ["accepted", "ignored", "rejected"] as const;

/** Verified deliveries (accepted, ignored, rejected; repeats counted) and forged ones per day. */
export async function WebhooksTab({ caller, cursor, outcome }: { caller: Caller; cursor?: string; outcome?: string }) {
  const known = OUTCOMES.find((o) => o === outcome) ?? null;
  const [t, format, page, rejected] = await Promise.all([
    getTranslations("admin.payments"),
    getFormatter(),
    listWebhookDeliveries(caller, { cursor, outcome: known }),
    listRejectedSignatures(caller, 30),
  ]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "medium" });
  return (
    <div className="grid gap-4">
      <section className="grid gap-2 rounded-xl border p-4">
        <h2 className="font-semibold">{t("rejectedTitle")}</h2>
        {!rejected || rejected.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("rejectedEmpty")}</p>
        ) : (
          <ul className="text-sm" data-testid="admin-webhook-rejections">
            {rejected.map((r) => (
              <li key={`${r.provider}-${r.day}`}>
                {t("rejectedCount", { provider: r.provider, day: r.day, count: r.count })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <TabFilter
        tab="webhooks"
        name="outcome"
        label={t("outcome")}
        value={known ?? ""}
        options={OUTCOMES.map((o) => ({ value: o, label: t(`outcomes.${o}`) }))}
        allLabel={t("all")}
        submitLabel={t("filter")}
      />
      {!page || page.rows.length === 0 ? (
        <p className="text-muted-foreground">{t("emptyWebhooks")}</p>
      ) : (
        <Table
          testId="admin-webhooks"
          head={[t("received"), t("type"), t("outcome"), t("note"), t("duplicates"), t("order"), t("amount")]}
        >
          {page.rows.map((e) => (
            <tr key={e.id} className="border-b">
              <Cell>{when(e.receivedAt)}</Cell>
              <Cell mono>{e.type}</Cell>
              <Cell>{t(`outcomes.${e.outcome}`)}</Cell>
              <Cell mono>{e.note ?? "—"}</Cell>
              <Cell>{e.duplicates}</Cell>
              <Cell mono>{e.orderId ?? "—"}</Cell>
              <Cell>{e.amountCents === null ? "—" : `${formatQuetzales(e.amountCents)} ${e.currency ?? ""}`}</Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pager
        next={page?.next ?? null}
        params={{ tab: "webhooks", outcome: known ?? undefined, cursor }}
        labels={{ next: t("next"), first: t("first") }}
      />
    </div>
  );
}
