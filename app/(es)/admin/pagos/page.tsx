import Link from "@/components/i18n/link";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { getPaymentSummary } from "@/lib/payments/data/admin-overview";
import { formatQuetzales } from "@/lib/domain/money";
import { requireAdmin } from "../_lib/require-admin";
import { MismatchesTab } from "./_components/mismatches-tab";
import { PaymentsTab } from "./_components/payments-tab";
import { RefundsTab } from "./_components/refunds-tab";
import { WebhooksTab } from "./_components/webhooks-tab";

const TABS = ["pagos", "reembolsos", "webhooks", "diferencias"] as const;
type Tab = (typeof TABS)[number];
type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

// /admin/pagos: the hosted-checkout provider's payments, refunds owed to buyers, webhook
// deliveries and reconciliation's differences, with the operator's (audited) decisions.
export default async function AdminPaymentsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const caller = await requireAdmin();
  const params = await searchParams;
  const tab: Tab = TABS.find((k) => k === one(params.tab)) ?? "pagos";
  const cursor = one(params.cursor);
  const [t, format, summary] = await Promise.all([
    getTranslations("admin.payments"),
    getFormatter(),
    getPaymentSummary(caller),
  ]);
  const stats = summary
    ? ([
        ["pendingPayments", summary.pendingPayments, null],
        ["paymentIssues", summary.paymentIssues, null],
        ["owedRefunds", summary.owedRefunds, t("summary.owedAmount", { amount: formatQuetzales(summary.owedCents) })],
        ["openMismatches", summary.openMismatches, null],
        ["eventsDay", summary.eventsDay, null],
        ["rejectedToday", summary.rejectedToday, null],
      ] as const)
    : [];
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t("hint")}</p>
      <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="payments-summary">
        {stats.map(([key, n, extra]) => (
          <div key={key} className="rounded-xl border p-3">
            <dt className="text-xs text-muted-foreground">{t(`summary.${key}`)}</dt>
            <dd className="text-2xl font-bold">{n}</dd>
            {extra ? <dd className="text-xs text-muted-foreground">{extra}</dd> : null}
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {summary?.lastReconciledAt
          ? t("summary.lastReconciled", {
              when: format.dateTime(new Date(summary.lastReconciledAt), { dateStyle: "short", timeStyle: "short" }),
            })
          : t("summary.neverReconciled")}
      </p>
      <nav aria-label={t("hint")} className="flex flex-wrap gap-2 border-b pb-2 text-sm">
        {TABS.map((k) => (
          <Link
            key={k}
            href={`/admin/pagos?tab=${k}`}
            aria-current={k === tab ? "page" : undefined}
            className={`rounded-full border px-3 py-1 ${k === tab ? "bg-foreground text-background" : "hover:bg-muted"}`}
          >
            {t(`tabs.${k}`)}
          </Link>
        ))}
      </nav>
      {tab === "pagos" ? (
        <PaymentsTab caller={caller} cursor={cursor} status={one(params.status)} issues={one(params.issues)} />
      ) : tab === "reembolsos" ? (
        <RefundsTab caller={caller} cursor={cursor} />
      ) : tab === "webhooks" ? (
        <WebhooksTab caller={caller} cursor={cursor} outcome={one(params.outcome)} />
      ) : (
        <MismatchesTab caller={caller} cursor={cursor} />
      )}
    </div>
  );
}
