import Link from "@/components/i18n/link";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { listVerificationRequests } from "@/lib/data/admin/lists";
import { formatNit } from "@/lib/domain/nit";
import { DecisionForm } from "../_components/decision-form";
import { requireAdmin } from "../_lib/require-admin";

// /admin/verificaciones: businesses asking for 'Verificado', pending first.
export default async function AdminVerificationsPage() {
  const caller = await requireAdmin();
  const [t, format, items] = await Promise.all([
    getTranslations("admin.verifications"),
    getFormatter(),
    listVerificationRequests(caller),
  ]);
  if (items.length === 0) return <p className="text-muted-foreground">{t("empty")}</p>;
  return (
    <ul className="grid gap-3">
      {items.map((v) => (
        <li
          key={v.id}
          className="grid gap-2 rounded-xl border p-4 md:grid-cols-[1fr_auto]"
          data-testid="verification-request"
        >
          <div className="grid gap-1 text-sm">
            <Link href={`/negocio/${v.businessSlug}`} className="text-base font-semibold hover:underline">
              {v.businessName}
            </Link>
            <p>
              {t("nit")}: <span className="font-mono">{formatNit(v.nit)}</span>
            </p>
            <p>
              {t("requestedAt")}: {format.dateTime(new Date(v.createdAt), { dateStyle: "medium", timeStyle: "short" })}
            </p>
            <p>
              {t("status")}: <strong>{t(`statuses.${v.status as "pending" | "approved" | "rejected"}`)}</strong>
              {v.reason ? ` · ${v.reason}` : ""}
            </p>
            <a
              href={`/admin/documentos/${v.documentName}`}
              target="_blank"
              rel="noreferrer"
              className="text-primary hover:underline"
            >
              {t("viewDocument")}
            </a>
          </div>
          {v.status === "pending" && (
            <DecisionForm
              target={{ kind: "verification", id: v.id }}
              options={[
                { decision: "approve", label: t("approve") },
                { decision: "reject", label: t("reject"), destructive: true },
              ]}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
