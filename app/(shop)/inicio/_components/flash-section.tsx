import Link from "next/link";
import { getTranslations } from "@/lib/i18n/server";
import { CouponCards } from "@/components/coupons/coupon-card";
import type { CouponSummary } from "@/lib/data/coupons";
import { EmptyNote, HomeSection } from "./home-section";

/**
 * SPEC Home: flash offers, a carousel on mobile (CSS scroll-snap; slides 85%, 1/2 on sm and md)
 * that becomes a grid from lg (1/3 on lg, 1/4 on xl). No JavaScript needed.
 */
export async function FlashSection({ flash }: { flash: CouponSummary[] }) {
  const t = await getTranslations("home");
  return (
    <HomeSection id="ofertas-flash" title={t("flashTitle")} seeAll={{ href: "/ofertas-flash", label: t("flashSeeAll") }}>
      {flash.length === 0 ? (
        <EmptyNote>
          <p>{t("flashEmpty")}</p>
          <Link href="/ofertas-flash" className="mt-2 inline-block font-medium text-primary hover:underline">{t("flashSeeAll")}</Link>
        </EmptyNote>
      ) : (
        <ul
          aria-label={t("flashCarouselLabel")}
          data-testid="flash-carousel"
          className="flash-rail"
        >
          <CouponCards coupons={flash} eagerFirst={2} item={{ className: "flash-slide", testId: "flash-slide" }} />
        </ul>
      )}
    </HomeSection>
  );
}
