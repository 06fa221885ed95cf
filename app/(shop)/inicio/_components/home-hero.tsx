import { getTranslations } from "@/lib/i18n/server";
import { CATEGORIES } from "@/lib/domain/categories";
import { HomeHeroView } from "./home-hero-view";

interface HomeHeroProps {
  q?: string;
  cat?: string;
  loc?: string;
}

/** SPEC Home: search hero, drawn by its client view from these words (home-hero-view.tsx says why). */
export async function HomeHero({ q = "", cat = "", loc = "" }: HomeHeroProps) {
  const t = await getTranslations("home");
  return (
    <HomeHeroView
      t={{
        title: t("heroTitle"),
        subtitle: t("heroSubtitle"),
        searchLabel: t("searchLabel"),
        searchPlaceholder: t("searchPlaceholder"),
        categoryLabel: t("categoryLabel"),
        categoryAll: t("categoryAll"),
        locationLabel: t("locationLabel"),
        locationPlaceholder: t("locationPlaceholder"),
        searchButton: t("searchButton"),
        quickNav: t("quickNav"),
        quick: [t("quickFlash"), t("quickPopular"), t("quickTop")],
      }}
      categories={CATEGORIES.map((c) => [c.id, c.name] as const)}
      q={q}
      cat={cat}
      loc={loc}
    />
  );
}
