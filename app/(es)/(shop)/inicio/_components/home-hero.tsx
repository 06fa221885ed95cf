"use client";

import { useTranslations } from "next-intl";
import { Flame, Search, Star, TrendingUp } from "@/components/ui/icons";
import { MAX_QUERY_LENGTH } from "@/lib/domain/url-state/fields";
import { useHomeCategories } from "./home-bundle";
import { HomeCountdown } from "./home-countdown";
import { useLocalizedHref } from "@/components/i18n/use-localized-href";

const field = "hero-field";
const QUICK = [
  ["#ofertas-flash", Flame, "quickFlash"],
  ["#populares", TrendingUp, "quickPopular"],
  ["#mas-vistos", Star, "quickTop"],
] as const;

interface HomeHeroProps {
  /** The search's current values, shown again in the form ("/?q=…"). */
  q?: string;
  cat?: string;
  loc?: string;
}

/**
 * The home's search hero. A client view whose words and categories are bundled with the home's
 * JavaScript (home-data.ts), so React's payload carries only the three values; the server HTML is
 * the same. The form is a plain GET to "/" (q, cat, loc), so Enter or 'Buscar' runs it without
 * JavaScript; the quick buttons are anchors.
 */
export function HomeHero({ q = "", cat = "", loc = "" }: HomeHeroProps) {
  const t = useTranslations("home");
  const localize = useLocalizedHref();
  const categories = useHomeCategories();
  return (
    <section id="hero" aria-labelledby="hero-title" className="hero">
      <HomeCountdown />
      <h1 id="hero-title" className="hero-title">
        {t("heroTitle")}
      </h1>
      <p className="hero-sub">{t("heroSubtitle")}</p>
      <form key={`${q}|${cat}|${loc}`} action={localize("/")} method="get" role="search" className="hero-form">
        <label htmlFor="hero-q" className="sr-only">
          {t("searchLabel")}
        </label>
        {/* md:flex-1 only: flex-1 in the phone's column layout (basis 0) squashed the field to a line. */}
        <input
          id="hero-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t("searchPlaceholder")}
          className={`${field} md:flex-1`}
        />
        <label htmlFor="hero-cat" className="sr-only">
          {t("categoryLabel")}
        </label>
        <select id="hero-cat" name="cat" defaultValue={cat} className={`${field} md:w-48`}>
          <option value="">{t("categoryAll")}</option>
          {categories.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor="hero-loc" className="sr-only">
          {t("locationLabel")}
        </label>
        <input
          id="hero-loc"
          name="loc"
          type="text"
          defaultValue={loc}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t("locationPlaceholder")}
          className={`${field} md:w-40`}
        />
        <button type="submit" className="hero-submit">
          <Search className="size-5" aria-hidden />
          {t("searchButton")}
        </button>
      </form>
      <nav aria-label={t("quickNav")} className="mt-5 flex flex-wrap gap-2">
        {QUICK.map(([href, Icon, key]) => (
          <a key={href} href={href} className="hero-chip">
            <Icon className="size-4" aria-hidden />
            {t(key)}
          </a>
        ))}
      </nav>
    </section>
  );
}
