import type { Metadata } from "next";
import { siteOrigin } from "@/lib/env";
import { HREFLANGS, OG_LOCALES, type Locale } from "@/lib/i18n/locale";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizeHref, pageAlternates } from "@/lib/i18n/routing";

export const META_DESCRIPTION_MAX = 150;
/** The site's share image (app/opengraph-image.tsx). */
export const DEFAULT_OG_IMAGE = "/opengraph-image";

/** Meta descriptions are cut to 150 characters (on a word boundary, with an ellipsis). */
export function cutDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** An absolute URL on this site for a path ("/cupon/x" -> "https://cupongt.com/cupon/x"), from SITE_URL. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin()).toString();
}

export interface MetadataInput {
  title: string;
  description: string;
  /** The clean path of this page (no filters, no page number): the canonical link. */
  path: string;
  /** Local path or absolute URL of the share image; defaults to the site image. */
  image?: string;
  /** Filtered or paginated duplicates: keep them out of the index, canonical to `path`. */
  noIndex?: boolean;
  /** Use the title as is, without the "| CuponGT" template. */
  absoluteTitle?: boolean;
  type?: "website" | "article";
  /**
   * False for a page whose content the seller wrote in Spanish only (a coupon without an English
   * title): its English twin gives its canonical to the Spanish page, so search engines index the
   * original, and neither names the other as an hreflang alternate.
   */
  englishContent?: boolean;
}

/**
 * The hreflang alternates of a page that exists in both languages (`path` as code writes it, in
 * Spanish): es-GT, en and x-default (the Spanish page), absolute. Null for Spanish-only pages.
 */
export function languageAlternates(path: string): Record<string, string> | null {
  const pair = pageAlternates(path);
  if (!pair) return null;
  return {
    [HREFLANGS.es]: absoluteUrl(pair.es),
    [HREFLANGS.en]: absoluteUrl(pair.en),
    "x-default": absoluteUrl(pair.es),
  };
}

/** The canonical path of a page in `locale`. */
export function canonicalPath(path: string, locale: Locale, englishContent = true): string {
  return englishContent ? localizeHref(path, locale) : path;
}

/** One place for title, description (<= 150), canonical, OpenGraph and Twitter of every route. */
export function createMetadata(input: MetadataInput): Metadata {
  const locale = pageLocale();
  const description = cutDescription(input.description);
  const bilingual = input.englishContent !== false;
  const canonical = canonicalPath(input.path, locale, bilingual);
  const languages = bilingual ? languageAlternates(input.path) : null;
  // A page's openGraph replaces the inherited one (and with it app/opengraph-image), so the site
  // image is the explicit default.
  const images = [{ url: input.image ?? DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: input.title }];
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description,
    alternates: languages ? { canonical, languages } : { canonical },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: input.title,
      description,
      url: localizeHref(input.path, locale),
      siteName: "CuponGT",
      locale: OG_LOCALES[locale],
      alternateLocale: languages ? OG_LOCALES[locale === "es" ? "en" : "es"] : undefined,
      type: input.type ?? "website",
      images,
    },
    // X reads og:title and og:description when twitter:title/description are absent: not repeating
    // them saves two tags in the HTML and two more in React's payload on every page.
    twitter: { card: "summary_large_image", images: images.map((i) => i.url) },
  };
}
