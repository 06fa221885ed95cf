import { getTranslations } from "@/lib/i18n/server";
import { CouponCards } from "@/components/coupons/coupon-card";
import { CouponListJsonLd } from "@/components/coupons/coupon-list-json-ld";
import type { CouponSummary } from "@/lib/data/coupons";
import { EmptyNote, HomeSection } from "./home-section";

interface CouponRowSectionProps {
  id: string;
  titleKey: "popularTitle" | "viewedTitle" | "newestTitle" | "allTitle";
  seeAllKey: "popularSeeAll" | "viewedSeeAll" | "newestSeeAll" | "allSeeAll";
  emptyKey: "popularEmpty" | "viewedEmpty" | "newestEmpty" | "allEmpty";
  href: string;
  coupons: CouponSummary[];
  /** Extra line under the grid (the teaser's offer count). */
  footer?: React.ReactNode;
  /** The teaser's 6 coupons sit best in rows of 3; the 4-coupon sections in rows of 4. */
  wide?: boolean;
}

/** A home section listing coupons in a grid; below the fold, so images load lazily. */
export async function CouponRowSection({ id, titleKey, seeAllKey, emptyKey, href, coupons, footer, wide = true }: CouponRowSectionProps) {
  const t = await getTranslations("home");
  return (
    <HomeSection id={id} title={t(titleKey)} seeAll={{ href, label: t(seeAllKey) }}>
      {coupons.length === 0 ? (
        <EmptyNote>{t(emptyKey)}</EmptyNote>
      ) : (
        <div className={`grid grid-cols-2 gap-4 md:grid-cols-3 ${wide ? "xl:grid-cols-4" : ""}`}>
          <CouponCards coupons={coupons} />
        </div>
      )}
      {/* The section's cards as an ItemList, same order and URLs (issue 17 item 5). */}
      {coupons.length > 0 ? <CouponListJsonLd name={t(titleKey)} path={href} coupons={coupons} /> : null}
      {footer}
    </HomeSection>
  );
}
