import "server-only";
import { CATEGORIES } from "@/lib/domain/categories";
import { categoryHref } from "@/lib/domain/url-state/search";
import {
  getSitemapCounts,
  listSitemapBusinesses,
  listSitemapCoupons,
  type SitemapCounts,
} from "@/lib/data/catalogue/sitemap";
import { INFO_PATHS, INFO_UPDATED } from "./info-pages";
import { absoluteUrl, languageAlternates } from "./metadata";
import {
  planSitemap,
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_MAX_URLS,
  sitemapCount,
  type SitemapEntry,
} from "./sitemap";

// A business or coupon row gives up to two URLs (Spanish and English): half the protocol's limit
// of rows per file keeps every file within 50,000 URLs.
const ROWS_PER_FILE = SITEMAP_MAX_URLS / 2;

/** Catalogue pages whose content follows the coupons (home, verticals, lists, directory). */
export const CATALOGUE_PATHS = [
  "/",
  "/buscar",
  "/ofertas-flash",
  "/ofertas/ultimas-horas",
  "/ultimos-minutos",
  "/restaurantes",
  "/experiencias",
  "/viajes",
  "/populares",
  "/mas-visitados",
  "/recien-llegados",
  "/empresas",
  "/comunidad",
] as const;

/**
 * A page's sitemap entries: the Spanish URL and, when the page exists in English, the English one,
 * each naming both (and x-default) as hreflang alternates, so the pairs are reciprocal.
 */
function pageEntries(path: string, lastModified: string | undefined, english = true): SitemapEntry[] {
  const alternates = english ? languageAlternates(path) : null;
  if (!alternates) return [{ url: absoluteUrl(path), lastModified }];
  return [...new Set(Object.values(alternates))].map((url) => ({ url, lastModified, alternates }));
}

function fixedEntries(counts: SitemapCounts): SitemapEntry[] {
  const catalogue = counts.catalogueUpdated ?? undefined;
  return [
    ...CATALOGUE_PATHS.flatMap((p) => pageEntries(p, catalogue)),
    ...CATEGORIES.flatMap((c) => pageEntries(categoryHref(c.id), counts.categoryUpdated[c.id] ?? catalogue)),
    ...INFO_PATHS.flatMap((p) => pageEntries(p, INFO_UPDATED)),
  ];
}

/** sources in order: fixed pages, businesses, coupons. */
function sizesOf(counts: SitemapCounts, fixed: number): number[] {
  return [fixed, counts.businesses, counts.coupons];
}

/** /sitemap.xml: the whole urlset when it fits in one file, else an index of /sitemaps/{n}.xml. */
export async function renderRootSitemap(): Promise<string> {
  const counts = await getSitemapCounts();
  const fixed = fixedEntries(counts);
  const sizes = sizesOf(counts, fixed.length);
  const n = sitemapCount(
    sizes.reduce((a, b) => a + b, 0),
    ROWS_PER_FILE,
  );
  if (n === 1) return renderUrlset(await entriesOf(0, counts, fixed));
  const urls = Array.from({ length: n }, (_, i) => absoluteUrl(`/sitemaps/${i}.xml`));
  return renderSitemapIndex(urls, counts.catalogueUpdated ?? undefined);
}

/** /sitemaps/{n}.xml: one part of a split sitemap; null past the last part. */
export async function renderSitemapPart(index: number): Promise<string | null> {
  const counts = await getSitemapCounts();
  const fixed = fixedEntries(counts);
  const n = sitemapCount(
    sizesOf(counts, fixed.length).reduce((a, b) => a + b, 0),
    ROWS_PER_FILE,
  );
  if (index >= n) return null;
  return renderUrlset(await entriesOf(index, counts, fixed));
}

async function entriesOf(index: number, counts: SitemapCounts, fixed: SitemapEntry[]): Promise<SitemapEntry[]> {
  const out: SitemapEntry[] = [];
  for (const slice of planSitemap(sizesOf(counts, fixed.length), index, ROWS_PER_FILE)) {
    if (slice.source === 0) out.push(...fixed.slice(slice.offset, slice.offset + slice.limit));
    if (slice.source === 1) {
      const rows = await listSitemapBusinesses(slice.offset, slice.limit);
      out.push(...rows.flatMap((r) => pageEntries(`/negocio/${r.key}`, r.updatedAt, r.english)));
    }
    if (slice.source === 2) {
      const rows = await listSitemapCoupons(slice.offset, slice.limit);
      out.push(...rows.flatMap((r) => pageEntries(`/cupon/${r.key}`, r.updatedAt, r.english)));
    }
  }
  return out;
}
