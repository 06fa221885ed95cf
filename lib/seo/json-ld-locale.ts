import { HREFLANGS, type Locale } from "@/lib/i18n/locale";
import { localizeHref } from "@/lib/i18n/routing";

// Structured data in the page's language: links to this site's pages point at the page's own
// language (the code writes the Spanish paths), and the schema.org types that take `inLanguage`
// (creative works: the site, pages, questions, reviews) say which. Pure and client-safe: the server
// JsonLd and the client JsonLdIsland both run it.
const CREATIVE_WORKS = new Set(["WebSite", "WebPage", "CollectionPage", "FAQPage", "Question", "Answer", "Review"]);

/** `origin` null: the links stay as they are (only inLanguage is added). */
export function localizeJsonLd<T>(data: T, locale: Locale, origin: string | null): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") {
      if (locale === "es" || origin === null || !value.startsWith(`${origin}/`)) return value;
      return `${origin}${localizeHref(value.slice(origin.length), locale)}`;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) out[key] = walk(inner);
      const type = (value as { "@type"?: unknown })["@type"];
      if (typeof type === "string" && CREATIVE_WORKS.has(type)) out.inLanguage = HREFLANGS[locale];
      return out;
    }
    return value;
  };
  return walk(data) as T;
}
