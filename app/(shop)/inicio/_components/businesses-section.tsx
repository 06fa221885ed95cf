import { BadgeCheck, Star } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "@/lib/i18n/server";
import type { HomeBusiness } from "@/lib/data/home";
import { getCategory } from "@/lib/domain/categories";
import { BusinessLogo } from "./business-logo";
import { EmptyNote, HomeSection } from "./home-section";

/** SPEC Home lazy section 'business': a few verified businesses with real figures (PRODUCT 1). */
export async function BusinessesSection({ businesses }: { businesses: HomeBusiness[] }) {
  const t = await getTranslations("home");
  return (
    <HomeSection id="negocios" title={t("businessesTitle")} seeAll={{ href: "/empresas", label: t("businessesSeeAll") }}>
      {businesses.length === 0 ? (
        <EmptyNote>{t("businessesEmpty")}</EmptyNote>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {businesses.map((b) => (
            <li key={b.id}>
              <Link href={`/negocio/${b.slug}`} className="flex h-full items-center gap-3 rounded-xl border bg-card p-4 transition hover:shadow-md">
                <BusinessLogo name={b.name} logoUrl={b.logoUrl} />
                <div className="min-w-0">
                  <p className="flex items-center gap-1 font-semibold">
                    <span className="truncate">{b.name}</span>
                    <BadgeCheck className="size-4 shrink-0 text-primary" aria-label={t("businessVerified")} />
                  </p>
                  <p className="truncate text-xs text-muted-foreground">{[getCategory(b.category ?? "")?.name ?? b.category, b.city].filter(Boolean).join(" · ")}</p>
                  <p className="mt-1 flex items-center gap-1 text-xs">
                    {b.rating !== null ? (
                      <>
                        <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
                        <span>{b.rating.toFixed(1)}</span>
                        <span className="text-muted-foreground">({t("businessReviews", { n: b.reviews })})</span>
                      </>
                    ) : (
                      <span className="text-muted-foreground">{t("businessNoReviews")}</span>
                    )}
                  </p>
                  <p className="text-xs text-muted-foreground">{t("businessCoupons", { n: b.activeCoupons })}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
