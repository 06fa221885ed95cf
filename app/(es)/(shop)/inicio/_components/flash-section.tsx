import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { DictionaryCards } from "@/components/coupons/coupon-card-dictionary";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { EmptyNote } from "./empty-note";
import { HomeSection } from "./home-section";

/**
 * The home's flash offers, a carousel on mobile (CSS scroll-snap; slides 85%, 1/2 on sm and md)
 * that becomes a grid from lg (1/3 on lg, 1/4 on xl). No JavaScript needed.
 */
export async function FlashSection({ flash, dictionary }: { flash: CouponSummary[]; dictionary: CouponSummary[] }) {
  const t = await getTranslations("home");
  return (
    <HomeSection id="ofertas-flash" titleKey="flashTitle" seeAll={{ href: "/ofertas-flash", labelKey: "flashSeeAll" }}>
      {flash.length === 0 ? (
        <EmptyNote>
          <p>{t("flashEmpty")}</p>
          <Link href="/ofertas-flash" className="mt-2 inline-block font-medium text-primary hover:underline">
            {t("flashSeeAll")}
          </Link>
        </EmptyNote>
      ) : (
        <ul aria-label={t("flashCarouselLabel")} data-testid="flash-carousel" className="flash-rail">
          <DictionaryCards
            coupons={flash}
            eagerFirst={2}
            item={{ className: "flash-slide", testId: "flash-slide" }}
            dictionary={dictionary}
          />
        </ul>
      )}
    </HomeSection>
  );
}
