import type { Metadata } from "next";
import { siteOrigin } from "@/lib/env";

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
}

/** One place for title, description (<= 150), canonical, OpenGraph and Twitter of every route. */
export function createMetadata(input: MetadataInput): Metadata {
  const description = cutDescription(input.description);
  // A page's openGraph replaces the inherited one (and with it app/opengraph-image), so the site
  // image is the explicit default.
  const images = [{ url: input.image ?? DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: input.title }];
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description,
    alternates: { canonical: input.path },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: input.title,
      description,
      url: input.path,
      siteName: "CuponGT",
      locale: "es_GT",
      type: input.type ?? "website",
      images,
    },
    // X reads og:title and og:description when twitter:title/description are absent: not repeating
    // them saves two tags in the HTML and two more in React's payload on every page.
    twitter: { card: "summary_large_image", images: images.map((i) => i.url) },
  };
}
