import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { listFailedFelDocuments } from "@/lib/fel/data/admin";
import { formatQuetzales } from "@/lib/domain/money";
import { requireAdmin } from "../_lib/require-admin";
import { CancelFelDialog } from "@/components/fel/cancel-fel-dialog";
import { RetryFelButton } from "./_components/retry-fel-form";

// /admin/facturas: the FEL documents whose certification gave up, with what they document, how
// many attempts they took and the certifier's last answer; a retry puts one back in line, and a
// document that then certifies leaves this list. Cancellations that gave up are listed too (their
// retry queues the cancellation again), and the operator may cancel any business's document.
export default async function AdminFelPage() {
  const caller = await requireAdmin();
  const [t, format, docs] = await Promise.all([
    getTranslations("admin.fel"),
    getFormatter(),
    listFailedFelDocuments(caller),
  ]);
  const source = (d: (typeof docs)[number]) =>
    d.orderId ? (
      <span className="font-mono" title={d.orderId}>
        {t("order", { id: d.orderId.slice(0, 8) })}
      </span>
    ) : d.payoutId ? (
      <span className="font-mono" title={d.payoutId}>
        {t("payout", { id: d.payoutId.slice(0, 8) })}
      </span>
    ) : null;
  return (
    <section className="grid gap-3" aria-labelledby="fel-failed-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="fel-failed-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <div className="flex flex-wrap gap-2">
          <CancelFelDialog reissue />
          {docs.length > 1 && <RetryFelButton />}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {docs.length === 0 ? (
        <p className="text-muted-foreground" data-testid="fel-failed-empty">
          {t("empty")}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="fel-failed">
            <thead>
              <tr className="border-b">
                {(["kind", "business", "source", "total", "attempts", "lastError", "when", "action"] as const).map(
                  (k) => (
                    <th key={k} scope="col" className="px-2 py-2 font-medium">
                      {t(`columns.${k}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {docs.map((d) => (
                <tr key={d.id} className="border-b align-top" data-testid={`fel-failed-${d.id}`}>
                  <td className="px-2 py-2">
                    {d.kind} · {t(`purposes.${d.purpose}`)}
                    <span className="block text-xs text-muted-foreground">{t(`failures.${d.failure}`)}</span>
                  </td>
                  <td className="px-2 py-2">{d.businessName ?? "—"}</td>
                  <td className="px-2 py-2">{source(d)}</td>
                  <td className="px-2 py-2 tabular-nums">{formatQuetzales(d.totalCents)}</td>
                  <td className="px-2 py-2 tabular-nums">{d.attempts}</td>
                  <td className="max-w-sm px-2 py-2 text-xs break-words">{d.error}</td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    {format.dateTime(d.updatedAt, {
                      dateStyle: "short",
                      timeStyle: "short",
                      timeZone: "America/Guatemala",
                    })}
                  </td>
                  <td className="px-2 py-2">
                    <RetryFelButton documentId={d.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
