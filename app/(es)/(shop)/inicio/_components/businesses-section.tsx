import { getTranslations } from "@/lib/i18n/server";
import type { HomeBusiness } from "@/lib/data/catalogue/home";
import { getCategory } from "@/lib/i18n/page-categories";
import { BusinessTiles } from "./business-tiles";
import { EmptyNote } from "./empty-note";
import { HomeSection } from "./home-section";

/** The home's businesses: a few verified businesses with real figures, never sample ones. */
export async function BusinessesSection({ businesses }: { businesses: HomeBusiness[] }) {
  const t = await getTranslations("home");
  return (
    <HomeSection id="negocios" titleKey="businessesTitle" seeAll={{ href: "/empresas", labelKey: "businessesSeeAll" }}>
      {businesses.length === 0 ? (
        <EmptyNote>{t("businessesEmpty")}</EmptyNote>
      ) : (
        <BusinessTiles
          items={businesses.map((b) => ({
            slug: b.slug,
            name: b.name,
            logo: b.logoUrl,
            meta: [getCategory(b.category ?? "")?.name ?? b.category, b.city].filter(Boolean).join(" · "),
            rating: b.rating === null ? null : b.rating.toFixed(1),
            reviews: b.reviews,
            coupons: b.activeCoupons,
          }))}
        />
      )}
    </HomeSection>
  );
}
