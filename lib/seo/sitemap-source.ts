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
import { absoluteUrl } from "./metadata";
import { planSitemap, renderSitemapIndex, renderUrlset, sitemapCount, type SitemapEntry } from "./sitemap";

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

function fixedEntries(counts: SitemapCounts): SitemapEntry[] {
  const catalogue = counts.catalogueUpdated ?? undefined;
  return [
    ...CATALOGUE_PATHS.map((p) => ({ url: absoluteUrl(p), lastModified: catalogue })),
    ...CATEGORIES.map((c) => ({
      url: absoluteUrl(categoryHref(c.id)),
      lastModified: counts.categoryUpdated[c.id] ?? catalogue,
    })),
    ...INFO_PATHS.map((p) => ({ url: absoluteUrl(p), lastModified: INFO_UPDATED })),
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
  const n = sitemapCount(sizes.reduce((a, b) => a + b, 0));
  if (n === 1) return renderUrlset(await entriesOf(0, counts, fixed));
  const urls = Array.from({ length: n }, (_, i) => absoluteUrl(`/sitemaps/${i}.xml`));
  return renderSitemapIndex(urls, counts.catalogueUpdated ?? undefined);
}

/** /sitemaps/{n}.xml: one part of a split sitemap; null past the last part. */
export async function renderSitemapPart(index: number): Promise<string | null> {
  const counts = await getSitemapCounts();
  const fixed = fixedEntries(counts);
  const n = sitemapCount(sizesOf(counts, fixed.length).reduce((a, b) => a + b, 0));
  if (index >= n) return null;
  return renderUrlset(await entriesOf(index, counts, fixed));
}

async function entriesOf(index: number, counts: SitemapCounts, fixed: SitemapEntry[]): Promise<SitemapEntry[]> {
  const out: SitemapEntry[] = [];
  for (const slice of planSitemap(sizesOf(counts, fixed.length), index)) {
    if (slice.source === 0) out.push(...fixed.slice(slice.offset, slice.offset + slice.limit));
    if (slice.source === 1) {
      const rows = await listSitemapBusinesses(slice.offset, slice.limit);
      out.push(...rows.map((r) => ({ url: absoluteUrl(`/negocio/${r.key}`), lastModified: r.updatedAt })));
    }
    if (slice.source === 2) {
      const rows = await listSitemapCoupons(slice.offset, slice.limit);
      out.push(...rows.map((r) => ({ url: absoluteUrl(`/cupon/${r.key}`), lastModified: r.updatedAt })));
    }
  }
  return out;
}
