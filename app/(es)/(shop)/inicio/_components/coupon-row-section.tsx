import { getTranslations } from "@/lib/i18n/server";
import { DictionaryCards, DictionaryListJsonLd } from "@/components/coupons/coupon-card-dictionary";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { EmptyNote } from "./empty-note";
import { HomeSection } from "./home-section";

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
  /** The page's card dictionary (CouponCardDictionary). */
  dictionary: CouponSummary[];
}

/** A home section listing coupons in a grid; below the fold, so images load lazily. */
export async function CouponRowSection({
  id,
  titleKey,
  seeAllKey,
  emptyKey,
  href,
  coupons,
  footer,
  wide = true,
  dictionary,
}: CouponRowSectionProps) {
  const t = await getTranslations("home");
  return (
    <HomeSection id={id} titleKey={titleKey} seeAll={{ href, labelKey: seeAllKey }}>
      {coupons.length === 0 ? (
        <EmptyNote>{t(emptyKey)}</EmptyNote>
      ) : (
        <div className={wide ? "home-grid xl:grid-cols-4" : "home-grid"}>
          <DictionaryCards coupons={coupons} dictionary={dictionary} />
        </div>
      )}
      {/* The section's cards as an ItemList, same order and URLs, so search engines read the list the page shows. */}
      {coupons.length > 0 ? (
        <DictionaryListJsonLd name={t(titleKey)} path={href} coupons={coupons} dictionary={dictionary} />
      ) : null}
      {footer}
    </HomeSection>
  );
}
