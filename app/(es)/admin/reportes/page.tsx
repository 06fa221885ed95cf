import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { listReportedItems } from "@/lib/data/admin/lists";
import { DecisionForm } from "../_components/decision-form";
import { requireAdmin } from "../_lib/require-admin";

// /admin/reportes: reported coupons and reviews, and coupons waiting for approval; hidden first.
export default async function AdminReportsPage() {
  const caller = await requireAdmin();
  const [t, tm, items] = await Promise.all([
    getTranslations("admin.reports"),
    getTranslations("moderation.reasons"),
    listReportedItems(caller),
  ]);
  if (items.length === 0) return <p className="text-muted-foreground">{t("empty")}</p>;
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li
          key={`${item.kind}:${item.targetId}`}
          className="grid gap-2 rounded-xl border p-4 md:grid-cols-[1fr_auto]"
          data-testid="reported-item"
        >
          <div className="grid gap-1 text-sm">
            <p className="text-xs text-muted-foreground uppercase">
              {item.kind === "coupon" ? t("coupon") : t("review")}
            </p>
            <Link href={`/cupon/${item.couponId}`} className="text-base font-semibold hover:underline">
              {item.title || "—"}
            </Link>
            <p>
              <strong data-testid="reported-status">{t(`statuses.${item.status as "hidden"}`)}</strong>
              {item.reporters > 0 ? ` · ${t("reporters", { count: item.reporters })}` : ""}
            </p>
            {item.reasons.length > 0 && <p>{item.reasons.map((r) => tm(r as "other")).join(", ")}</p>}
            {item.details.map((d, i) => (
              <p key={i} className="text-muted-foreground">
                “{d}”
              </p>
            ))}
          </div>
          {item.kind === "coupon" ? (
            <DecisionForm
              target={{ kind: "coupon", id: item.targetId }}
              options={[
                ...(item.status === "hidden" || item.status === "pending"
                  ? [{ decision: "restore", label: item.status === "pending" ? t("approve") : t("restore") }]
                  : []),
                { decision: "remove", label: t("remove"), destructive: true },
              ]}
            />
          ) : (
            <DecisionForm
              target={{ kind: "review", id: item.targetId }}
              options={[
                { decision: "keep", label: t("keep") },
                { decision: "remove", label: t("removeReview"), destructive: true },
              ]}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
