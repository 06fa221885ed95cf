import type { ReactNode } from "react";
import { getTranslations } from "@/lib/i18n/server";
import { CouponCardDictionary, uniqueCoupons } from "@/components/coupons/coupon-card-dictionary";
import { getHomeCatalogue } from "@/lib/data/catalogue/coupons";
import { getHomeSections } from "@/lib/data/catalogue/home";
import { CATEGORIES } from "@/lib/domain/categories";
import { offerCountText } from "@/lib/domain/offer-count";
import { BusinessesSection } from "./businesses-section";
import { CategoryTiles } from "./category-tiles";
import { CouponRowSection } from "./coupon-row-section";
import { FeaturedBusiness } from "./featured-business";
import { FlashSection } from "./flash-section";
import { HomeHero } from "./home-hero";
import { HomeJsonLd } from "./home-json-ld";
import { HomeSection } from "./home-section";
import { LoyaltyPanel } from "./loyalty-panel";
import { NewsletterBox } from "./newsletter-box";
import { RecruitmentSection } from "./recruitment-section";
import { StatsTestimonials } from "./stats-testimonials";

interface HomeViewProps {
  /** The search's current values, shown again in the hero form. */
  filters?: { q: string; cat: string; loc: string };
  /** The results section (only when the URL carries a search). */
  results?: ReactNode;
}

/**
 * The home's sections in their order, shared by "/" (cached) and "/?q=" (dynamic). Every section
 * is server-rendered, the ones below the fold included, so crawlers read them all; an empty
 * catalogue shows each section's empty state rather than sample data.
 */
export async function HomeView({ filters, results }: HomeViewProps) {
  const t = await getTranslations("home");
  const [{ flash, latest, countsByCategory }, sections] = await Promise.all([getHomeCatalogue(), getHomeSections()]);
  const total = Object.values(countsByCategory).reduce((a, n) => a + n, 0);
  const teaser = offerCountText(total);
  // A coupon is often in two sections (flash and popular, newest and all): its data goes once.
  const cards = uniqueCoupons([flash, latest, sections.popular, sections.mostViewed, sections.newest]);
  return (
    <CouponCardDictionary coupons={cards}>
      <div className="home">
        <HomeJsonLd flash={flash} dictionary={cards} />
        <HomeHero {...filters} />
        {results}
        <FlashSection flash={flash} dictionary={cards} />
        <LoyaltyPanel />
        <HomeSection id="categorias" titleKey="categoriesTitle">
          <CategoryTiles counts={CATEGORIES.map((c) => countsByCategory[c.id] ?? 0)} />
        </HomeSection>
        <CouponRowSection
          id="todos-los-cupones"
          titleKey="allTitle"
          seeAllKey="allSeeAll"
          emptyKey="allEmpty"
          href="/buscar"
          coupons={latest}
          dictionary={cards}
          wide={false}
          // 'Más de N' on the real count (lib/domain/offer-count.ts), never an invented figure.
          footer={
            <p className="all-count" data-testid="all-count">
              {teaser.kind === "moreThan"
                ? t("allCountMoreThan", { count: teaser.n.toLocaleString("es-GT") })
                : t("allCount", { count: teaser.n })}
            </p>
          }
        />
        <CouponRowSection
          id="populares"
          titleKey="popularTitle"
          seeAllKey="popularSeeAll"
          emptyKey="popularEmpty"
          href="/populares"
          coupons={sections.popular}
          dictionary={cards}
        />
        <CouponRowSection
          id="mas-vistos"
          titleKey="viewedTitle"
          seeAllKey="viewedSeeAll"
          emptyKey="viewedEmpty"
          href="/mas-visitados"
          coupons={sections.mostViewed}
          dictionary={cards}
        />
        <CouponRowSection
          id="recien-llegados"
          titleKey="newestTitle"
          seeAllKey="newestSeeAll"
          emptyKey="newestEmpty"
          href="/recien-llegados"
          coupons={sections.newest}
          dictionary={cards}
        />
        <BusinessesSection businesses={sections.businesses} />
        <RecruitmentSection
          featured={sections.businesses[0] && <FeaturedBusiness business={sections.businesses[0]} />}
        />
        <StatsTestimonials />
        <NewsletterBox />
      </div>
    </CouponCardDictionary>
  );
}
