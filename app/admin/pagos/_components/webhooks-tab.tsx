import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { Caller } from "@/lib/data/caller";
import { listRejectedSignatures, listWebhookDeliveries } from "@/lib/payments/data/admin-lists";
import { formatQuetzales } from "@/lib/domain/money";
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
      <form method="get" className="flex flex-wrap items-end gap-2 text-sm">
        <input type="hidden" name="tab" value="webhooks" />
        <label className="grid gap-1">
          {t("outcome")}
          <select name="outcome" defaultValue={known ?? ""} className="rounded-md border bg-background px-2 py-1">
            <option value="">{t("all")}</option>
            {OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`outcomes.${o}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md border px-3 py-1 hover:bg-muted">
          {t("filter")}
        </button>
      </form>
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
