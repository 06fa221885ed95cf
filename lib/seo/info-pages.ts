import { INFO_PAGES } from "@/lib/routes";

// The static info pages (the route table's) and when their text last changed (sitemap lastmod,
// Article dateModified).
export const INFO_PATHS = INFO_PAGES.map((page) => `/${page}` as const);
export const INFO_UPDATED = "2026-11-21T00:00:00.000Z";

/**
 * The site's default share image (app/opengraph-image.tsx). Passed explicitly because a page's
 * `openGraph` (createMetadata) replaces the inherited file-based image instead of merging with it.
 */
export const SITE_OG_IMAGE = "/opengraph-image";
