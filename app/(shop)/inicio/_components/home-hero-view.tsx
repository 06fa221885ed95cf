"use client";

import { Flame, Search, Star, TrendingUp } from "@/components/ui/icons";
import { MAX_QUERY_LENGTH } from "@/lib/domain/url-state/fields";
import { HomeCountdown } from "./home-countdown";

const field = "hero-field";
const QUICK = [
  ["#ofertas-flash", Flame],
  ["#populares", TrendingUp],
  ["#mas-vistos", Star],
] as const;

/** The hero's words, in the order the view uses them (home-hero.tsx fills them from messages/es.json). */
export interface HeroTexts {
  title: string;
  subtitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  categoryLabel: string;
  categoryAll: string;
  locationLabel: string;
  locationPlaceholder: string;
  searchButton: string;
  quickNav: string;
  /** Flash, Populares, Top: the labels of QUICK. */
  quick: readonly [string, string, string];
}

interface HomeHeroViewProps {
  t: HeroTexts;
  /** [id, name] of each catalogue category, for the select. */
  categories: readonly (readonly [string, string])[];
  q: string;
  cat: string;
  loc: string;
}

/**
 * SPEC Home: search hero. A client component given its words only, so React's payload does not
 * carry a second copy of its markup; the server HTML is the same. The form is a plain GET to "/"
 * (q, cat, loc), so Enter or 'Buscar' runs it without JavaScript; the quick buttons are anchors.
 */
export function HomeHeroView({ t, categories, q, cat, loc }: HomeHeroViewProps) {
  return (
    <section id="hero" aria-labelledby="hero-title" className="hero">
      <HomeCountdown />
      <h1 id="hero-title" className="hero-title">{t.title}</h1>
      <p className="hero-sub">{t.subtitle}</p>
      <form key={`${q}|${cat}|${loc}`} action="/" method="get" role="search" className="hero-form">
        <label htmlFor="hero-q" className="sr-only">{t.searchLabel}</label>
        {/* md:flex-1 only: flex-1 in the phone's column layout (basis 0) squashed the field to a line (issue 17 item 11). */}
        <input id="hero-q" name="q" type="search" defaultValue={q} maxLength={MAX_QUERY_LENGTH} placeholder={t.searchPlaceholder} className={`${field} md:flex-1`} />
        <label htmlFor="hero-cat" className="sr-only">{t.categoryLabel}</label>
        <select id="hero-cat" name="cat" defaultValue={cat} className={`${field} md:w-48`}>
          <option value="">{t.categoryAll}</option>
          {categories.map(([id, name]) => (
            <option key={id} value={id}>{name}</option>
          ))}
        </select>
        <label htmlFor="hero-loc" className="sr-only">{t.locationLabel}</label>
        <input id="hero-loc" name="loc" type="text" defaultValue={loc} maxLength={MAX_QUERY_LENGTH} placeholder={t.locationPlaceholder} className={`${field} md:w-40`} />
        <button type="submit" className="hero-submit">
          <Search className="size-5" aria-hidden />
          {t.searchButton}
        </button>
      </form>
      <nav aria-label={t.quickNav} className="mt-5 flex flex-wrap gap-2">
        {QUICK.map(([href, Icon], i) => (
          <a key={href} href={href} className="hero-chip">
            <Icon className="size-4" aria-hidden />
            {t.quick[i]}
          </a>
        ))}
      </nav>
    </section>
  );
}
