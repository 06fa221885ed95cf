import { Flame, Search, Star, TrendingUp } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import { CATEGORIES } from "@/lib/domain/categories";
import { MAX_QUERY_LENGTH } from "@/lib/domain/search";
import { HomeCountdown } from "./home-countdown";

interface HomeHeroProps {
  q?: string;
  cat?: string;
  loc?: string;
}

const field = "hero-field";

/**
 * SPEC Home: search hero. The form is a plain GET to "/" (q, cat, loc), so Enter or 'Buscar'
 * runs it without JavaScript; the quick buttons are anchors to the home's sections.
 */
export async function HomeHero({ q = "", cat = "", loc = "" }: HomeHeroProps) {
  const t = await getTranslations("home");
  const quick = [
    { href: "#ofertas-flash", label: t("quickFlash"), Icon: Flame },
    { href: "#populares", label: t("quickPopular"), Icon: TrendingUp },
    { href: "#mas-vistos", label: t("quickTop"), Icon: Star },
  ];
  return (
    <section id="hero" aria-labelledby="hero-title" className="hero">
      <HomeCountdown />
      <h1 id="hero-title" className="hero-title">{t("heroTitle")}</h1>
      <p className="hero-sub">{t("heroSubtitle")}</p>
      <form key={`${q}|${cat}|${loc}`} action="/" method="get" role="search" className="hero-form">
        <label htmlFor="hero-q" className="sr-only">{t("searchLabel")}</label>
        {/* md:flex-1 only: flex-1 in the phone's column layout (basis 0) squashed the field to a line (issue 17 item 11). */}
        <input id="hero-q" name="q" type="search" defaultValue={q} maxLength={MAX_QUERY_LENGTH} placeholder={t("searchPlaceholder")} className={`${field} md:flex-1`} />
        <label htmlFor="hero-cat" className="sr-only">{t("categoryLabel")}</label>
        <select id="hero-cat" name="cat" defaultValue={cat} className={`${field} md:w-48`}>
          <option value="">{t("categoryAll")}</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>{c.name}</option>
          ))}
        </select>
        <label htmlFor="hero-loc" className="sr-only">{t("locationLabel")}</label>
        <input id="hero-loc" name="loc" type="text" defaultValue={loc} maxLength={MAX_QUERY_LENGTH} placeholder={t("locationPlaceholder")} className={`${field} md:w-40`} />
        <button type="submit" className="hero-submit">
          <Search className="size-5" aria-hidden />
          {t("searchButton")}
        </button>
      </form>
      <nav aria-label={t("quickNav")} className="mt-5 flex flex-wrap gap-2">
        {quick.map(({ href, label, Icon }) => (
          <a key={href} href={href} className="hero-chip">
            <Icon className="size-4" aria-hidden />
            {label}
          </a>
        ))}
      </nav>
    </section>
  );
}
