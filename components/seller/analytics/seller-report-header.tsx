import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";

// What /vendedor/estadisticas and /vendedor/estado-de-cuenta both open with: the way back to the
// panel, the report's title with the chosen business, and its subtitle.
export async function SellerReportHeader({
  title,
  subtitle,
  businessName,
}: {
  title: string;
  subtitle: string;
  businessName?: string;
}) {
  const t = await getTranslations("sellerAnalytics");
  return (
    <div>
      <Link href="/vendedor" className="text-sm text-primary underline underline-offset-2">
        {t("backToPanel")}
      </Link>
      <h1 className="mt-1 text-2xl font-bold">
        {title}
        {businessName && <span className="text-muted-foreground">: {businessName}</span>}
      </h1>
      <p className="text-muted-foreground">{subtitle}</p>
    </div>
  );
}

/** Shown instead of a report to someone with no business yet. */
export async function SellerReportNoBusiness() {
  const t = await getTranslations("sellerAnalytics");
  return (
    <div className="rounded-xl border bg-card p-5">
      <h2 className="font-semibold">{t("noBusinessTitle")}</h2>
      <p className="text-sm text-muted-foreground">{t("noBusinessText")}</p>
    </div>
  );
}
