import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { Caller } from "@/lib/data/caller";
import { listPaymentMismatches, listReconciliationRuns } from "@/lib/payments/data/admin-overview";
import { formatQuetzales } from "@/lib/domain/money";
import { resolutionsFor } from "@/lib/payments/rules/mismatch";
import { ResolveMismatchForm } from "./resolve-mismatch-form";
import { Cell, Pager, Table } from "./table";

/** Open differences with their resolution forms, and the last reconciliation runs. */
export async function MismatchesTab({ caller, cursor }: { caller: Caller; cursor?: string }) {
  const [t, format, page, runs] = await Promise.all([
    getTranslations("admin.payments"),
    getFormatter(),
    listPaymentMismatches(caller, { cursor }),
    listReconciliationRuns(caller, 10),
  ]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "short" });
  return (
    <div className="grid gap-4">
      {!page || page.rows.length === 0 ? (
        <p className="text-muted-foreground">{t("emptyMismatches")}</p>
      ) : (
        <Table testId="admin-mismatches" head={[t("found"), t("kind"), t("order"), t("details"), t("resolve")]}>
          {page.rows.map((m) => (
            <tr key={m.id} className="border-b" data-testid={`mismatch-${m.id}`}>
              <Cell>
                {when(m.foundAt)}
                <span className="block text-xs text-muted-foreground">
                  {t("lastSeen")}: {when(m.lastSeenAt)}
                </span>
              </Cell>
              <Cell>{t(`kinds.${m.kind}`)}</Cell>
              <Cell mono>
                {m.orderId ?? "—"}
                {m.orderTotalCents !== null ? ` · ${formatQuetzales(m.orderTotalCents)}` : ""}
                <span className="block">{m.checkoutId}</span>
              </Cell>
              <Cell mono>{JSON.stringify(m.details)}</Cell>
              <Cell>
                <ResolveMismatchForm mismatchId={m.id} options={resolutionsFor(m.kind, m.orderId !== null)} />
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pager
        next={page?.next ?? null}
        params={{ tab: "diferencias", cursor }}
        labels={{ next: t("next"), first: t("first") }}
      />
      <section className="grid gap-2">
        <h2 className="font-semibold">{t("runsTitle")}</h2>
        {!runs || runs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("emptyRuns")}</p>
        ) : (
          <Table
            testId="admin-reconciliations"
            head={[t("created"), t("runWindow"), t("runChecked"), t("runFound"), t("runError")]}
          >
            {runs.map((r) => (
              <tr key={r.id} className="border-b">
                <Cell>{when(r.startedAt)}</Cell>
                <Cell>
                  {when(r.windowFrom)} – {when(r.windowTo)}
                </Cell>
                <Cell>{r.ordersChecked}</Cell>
                <Cell>{r.mismatchesFound}</Cell>
                <Cell>{r.error ?? (r.finishedAt ? "—" : t("runUnfinished"))}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </section>
    </div>
  );
}
