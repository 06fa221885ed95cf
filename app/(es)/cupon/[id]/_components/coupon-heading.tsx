import { Flame, Sparkles, Store } from "@/components/ui/icons";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import type { LocalizedCoupon } from "../_lib/localized-coupon";
import { getCategory, getSubcategory } from "@/lib/i18n/page-categories";
import { stockLevel } from "@/lib/domain/stock";
import { categoryHref } from "@/lib/domain/url-state/search";
import { ReportButton } from "@/components/moderation/report-button";
import { SellerEditLinks } from "./seller-edit-links";

interface CouponHeadingProps {
  coupon: LocalizedCoupon;
}

/** Badges, category, title, business summary, highlights and the seller block. */
export async function CouponHeading({ coupon }: CouponHeadingProps) {
  const t = await getTranslations("couponPage");
  const only = coupon.spanishOnly;
  const tSeller = await getTranslations("sellerPanel");
  const category = getCategory(coupon.category);
  const sub = coupon.subcategory ? getSubcategory(coupon.category, coupon.subcategory) : undefined;
  const critical = coupon.remaining > 0 && stockLevel(coupon.remaining) === "critical";
  const business = coupon.business;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 text-xs font-bold">
        {coupon.discountPercent > 0 && (
          <span className="rounded-full bg-destructive px-2.5 py-1 text-destructive-foreground">
            {t("discountBadge", { p: coupon.discountPercent })}
          </span>
        )}
        {coupon.isFlashSale && (
          <span className="inline-flex items-center gap-1 rounded-full bg-flash px-2.5 py-1 text-flash-foreground">
            <Flame aria-hidden className="size-3.5" />
            {t("flashBadge")}
          </span>
        )}
        {critical && (
          <span className="rounded-full bg-red-600 px-2.5 py-1 text-white motion-safe:animate-urgency">
            {t("lastUnits")}
          </span>
        )}
        {category && (
          <Link
            href={categoryHref(category.id)}
            className="rounded-full bg-muted px-2.5 py-1 font-medium text-foreground hover:underline"
          >
            {category.name}
            {sub ? ` · ${sub.name}` : ""}
          </Link>
        )}
      </div>

      <h1 lang={es(only.title)} className="text-2xl leading-tight font-bold md:text-3xl">
        {coupon.title}
      </h1>
      {coupon.description && (
        <p lang={es(only.description)} className="text-muted-foreground">
          {coupon.description}
        </p>
      )}
      {(only.title || only.description) && (
        <p className="text-xs text-muted-foreground" data-testid="spanish-only">
          {t("spanishOnly")}
        </p>
      )}

      {coupon.highlights.length > 0 && (
        <ul aria-label={t("highlightsTitle")} lang={es(only.details)} className="flex flex-wrap gap-2">
          {coupon.highlights.map((h) => (
            <li key={h} className="inline-flex items-center gap-1 rounded-md border bg-card px-2 py-1 text-xs">
              <Sparkles aria-hidden className="size-3.5 text-primary" />
              {h}
            </li>
          ))}
        </ul>
      )}

      {business && (
        <section aria-label={t("sellerLabel")} className="flex items-center gap-3 rounded-xl border bg-card p-3">
          {business.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- local SVG logo
            <img
              src={business.logoUrl}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-full border object-cover"
            />
          ) : (
            <span className="grid size-12 place-items-center rounded-full bg-muted">
              <Store aria-hidden className="size-6" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-xs text-muted-foreground">{t("soldBy")}</p>
            <p className="truncate font-semibold">{business.name}</p>
            <p className="truncate text-xs text-muted-foreground">
              @{business.slug}
              {business.city ? ` · ${business.city}` : ""}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 text-sm">
            <Link href={`/negocio/${business.slug}`} className="font-medium text-primary hover:underline">
              {t("viewProfile")}
            </Link>
            {/* Per visitor, asked after load: the page itself is cached for everyone. */}
            <SellerEditLinks couponId={coupon.id} businessId={business.id} editCouponLabel={tSeller("couponEdit")} />
          </div>
        </section>
      )}
      <div>
        <ReportButton kind="coupon" targetId={coupon.id} returnTo={`/cupon/${coupon.id}`} />
      </div>
    </div>
  );
}

/** lang="es" for a text shown in Spanish on an English page; nothing otherwise. */
const es = (spanish: boolean | undefined) => (spanish ? "es" : undefined);
