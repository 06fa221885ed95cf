import Link from "@/components/i18n/link";
import type { HealthReport } from "@/lib/data/health";
import type { OperationsSummary } from "@/lib/data/admin/operations";
import { formatCount, formatQuetzales } from "@/lib/domain/money";
import { getTranslations } from "@/lib/i18n/server";

// The top of /admin: the business over three windows and the system's health, each figure a link
// to the page that explains it. Server-rendered; no client code.
export async function OperationsSummaryView({ summary, db }: { summary: OperationsSummary; db: HealthReport }) {
  const t = await getTranslations("admin.operations");
  const windowLabel = (days: number) => (days === 1 ? t("today") : t("lastDays", { days }));
  const rec = summary.lastReconciliation;
  const health: [label: string, value: string, href: string, bad: boolean][] = [
    [t("database"), db.ok ? t("dbOk", { ms: db.latencyMs ?? 0 }) : t("dbDown"), "/api/health", !db.ok],
    [t("jobsDue"), formatCount(summary.jobsDue), "/admin/trabajos", summary.oldestDueSeconds > 300],
    [t("oldestDue"), t("seconds", { n: summary.oldestDueSeconds }), "/admin/trabajos", summary.oldestDueSeconds > 300],
    [t("jobsFailed"), formatCount(summary.jobsFailed), "/admin/trabajos", summary.jobsFailed > 0],
    [t("webhooksRejected"), formatCount(summary.webhooksRejected24h), "/admin/pagos", summary.webhooksRejected24h > 0],
    [
      t("lastReconciliation"),
      rec ? (rec.error ? t("reconciliationFailed") : t("mismatches", { n: rec.mismatches })) : t("never"),
      "/admin/pagos",
      !rec || rec.error !== null,
    ],
    [t("openMismatches"), formatCount(summary.openMismatches), "/admin/pagos", summary.openMismatches > 0],
  ];
  return (
    <>
      <section className="grid gap-2 rounded-xl border p-4">
        <h2 className="font-semibold">{t("business")}</h2>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-4 font-normal" />
                <th className="py-1 pr-4 font-normal">{t("sales")}</th>
                <th className="py-1 pr-4 font-normal">{t("orders")}</th>
                <th className="py-1 pr-4 font-normal">{t("refunds")}</th>
                <th className="py-1 pr-4 font-normal">{t("newBusinesses")}</th>
              </tr>
            </thead>
            <tbody>
              {summary.windows.map((w) => (
                <tr key={w.days} className="border-t">
                  <th className="py-1 pr-4 text-left font-medium">{windowLabel(w.days)}</th>
                  <td className="py-1 pr-4">
                    <Link href="/admin/pagos">{formatQuetzales(w.salesCents)}</Link>
                  </td>
                  <td className="py-1 pr-4">
                    <Link href="/admin/pagos">{formatCount(w.orders)}</Link>
                  </td>
                  <td className="py-1 pr-4">
                    <Link href="/admin/pagos">
                      {formatCount(w.refunds)} ({formatQuetzales(w.refundedCents)})
                    </Link>
                  </td>
                  <td className="py-1 pr-4">
                    <Link href="/admin/verificaciones">{formatCount(w.businesses)}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="grid gap-2 rounded-xl border p-4">
        <h2 className="font-semibold">{t("health")}</h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {health.map(([label, value, href, bad]) => (
            <div key={label}>
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className={bad ? "font-semibold text-destructive" : "font-semibold"}>
                <Link href={href}>{value}</Link>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
