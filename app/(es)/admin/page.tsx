import { getTranslations } from "@/lib/i18n/server";
import { getPremoderation } from "@/lib/data/admin/admin";
import { listAdminJobs, listReportedItems, listVerificationRequests } from "@/lib/data/admin/lists";
import { checkDatabaseHealth } from "@/lib/data/health";
import { getOperationsSummary } from "@/lib/data/admin/operations";
import { getHoldLimits } from "@/lib/payments/data/hold-limits";
import { getReferralMinimumCents } from "@/lib/data/accounts/referrals";
import { HoldLimitsForm } from "./_components/hold-limits-form";
import { OperationsSummaryView } from "./_components/operations-summary";
import { PremoderationToggle } from "./_components/premoderation-toggle";
import { ReferralMinimumForm } from "./_components/referral-minimum-form";
import { requireAdmin } from "./_lib/require-admin";

// /admin: what waits for the operator, the state of the business and of the system, and the
// marketplace settings (pre-moderation, referral minimum, unpaid-hold limits).
export default async function AdminOverviewPage() {
  const caller = await requireAdmin();
  const [t, h, holdLimits, verifications, reports, jobs, premoderation, referralMinimumCents, summary, db] =
    await Promise.all([
      getTranslations("admin.overview"),
      getTranslations("holdLimits"),
      getHoldLimits(),
      listVerificationRequests(caller),
      listReportedItems(caller),
      listAdminJobs(caller),
      getPremoderation(caller),
      getReferralMinimumCents(),
      getOperationsSummary(caller),
      checkDatabaseHealth(),
    ]);
  const stats = [
    [t("pendingVerifications"), verifications.filter((v) => v.status === "pending").length],
    [t("openReports"), reports.length],
    [t("failedJobs"), jobs.filter((j) => j.state === "failed").length],
  ] as const;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        {stats.map(([label, n]) => (
          <div key={label} className="rounded-xl border p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-3xl font-bold">{n}</dd>
          </div>
        ))}
      </dl>
      {summary && <OperationsSummaryView summary={summary} db={db} />}
      <section className="grid gap-2 rounded-xl border p-4">
        <h2 className="font-semibold">{t("premoderation")}</h2>
        <p className="text-sm text-muted-foreground">{t("premoderationHint")}</p>
        <PremoderationToggle on={premoderation} />
      </section>
      <section className="grid gap-2 rounded-xl border p-4">
        <h2 className="font-semibold">{t("referralMinimum")}</h2>
        <p className="text-sm text-muted-foreground">{t("referralMinimumHint")}</p>
        <ReferralMinimumForm cents={referralMinimumCents} />
      </section>
      <section className="grid gap-2 rounded-xl border p-4">
        <h2 className="font-semibold">{h("adminTitle")}</h2>
        <p className="text-sm text-muted-foreground">{h("adminHint")}</p>
        <HoldLimitsForm
          limits={holdLimits}
          labels={{
            perCoupon: h("perCoupon"),
            total: h("totalLabel"),
            transferHours: h("transferHours"),
            save: h("save"),
            saved: h("saved"),
          }}
        />
      </section>
    </div>
  );
}
