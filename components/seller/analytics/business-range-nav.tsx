// Which business and which range: plain links (no JavaScript), the current one marked.
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { RANGE_DAYS, type RangeDays } from "@/lib/domain/analytics";

interface Props {
  basePath: string;
  businesses: Array<{ id: string; name: string }>;
  businessId: string;
  /** Omitted on pages without a range (the statement). */
  range?: RangeDays;
}

const pill = (active: boolean) =>
  `rounded-full border px-3 py-1 text-sm ${active ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted"}`;

export async function BusinessRangeNav({ basePath, businesses, businessId, range }: Props) {
  const t = await getTranslations("sellerAnalytics");
  const href = (id: string, days?: number) => `${basePath}?negocio=${id}${days ? `&dias=${days}` : ""}`;
  return (
    <div className="grid gap-3">
      {businesses.length > 1 && (
        <nav aria-label={t("business")} className="flex flex-wrap gap-2">
          {businesses.map((b) => (
            <Link
              key={b.id}
              href={href(b.id, range)}
              className={pill(b.id === businessId)}
              aria-current={b.id === businessId ? "page" : undefined}
            >
              {b.name}
            </Link>
          ))}
        </nav>
      )}
      {range && (
        <nav aria-label={t("range")} className="flex flex-wrap gap-2">
          {RANGE_DAYS.map((days) => (
            <Link
              key={days}
              href={href(businessId, days)}
              className={pill(days === range)}
              aria-current={days === range ? "page" : undefined}
            >
              {t("rangeOption", { days })}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
