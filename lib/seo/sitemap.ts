// Sitemap building blocks (pure): split URLs across sitemaps of at most 50,000 entries and
// render the XML of a urlset or of a sitemap index (sitemaps.org protocol).

/** Google and sitemaps.org: at most 50,000 URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute URL. */
  url: string;
  /** ISO date-time of the last change, when known. */
  lastModified?: string;
  /** The page in every language (hreflang -> absolute URL, itself included), for xhtml:link. */
  alternates?: Record<string, string>;
}

/** How many sitemap files `total` URLs need (at least one, even when empty). */
export function sitemapCount(total: number, size = SITEMAP_MAX_URLS): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  return Math.ceil(total / Math.max(1, Math.floor(size)));
}

/** A part of one source (static pages, businesses, coupons...) that belongs in one sitemap. */
export interface SourceSlice {
  source: number;
  offset: number;
  limit: number;
}

/**
 * The sources are laid end to end (sizes in order); sitemap `index` holds URLs
 * [index*size, (index+1)*size). Returns, per source, the offset and limit to read. Empty for an
 * index past the end (or a negative / non-integer one).
 */
export function planSitemap(sizes: readonly number[], index: number, size = SITEMAP_MAX_URLS): SourceSlice[] {
  if (!Number.isInteger(index) || index < 0) return [];
  const start = index * size;
  const end = start + size;
  const slices: SourceSlice[] = [];
  let base = 0;
  sizes.forEach((raw, source) => {
    const n = Math.max(0, Math.floor(raw));
    const from = Math.max(start, base);
    const to = Math.min(end, base + n);
    if (to > from) slices.push({ source, offset: from - base, limit: to - from });
    base += n;
  });
  return slices;
}

/** Parses the file part of /sitemaps/{n}.xml; null for anything else. */
export function parseSitemapFile(file: string): number | null {
  const match = /^(\d{1,6})\.xml$/.exec(file);
  return match?.[1] === undefined ? null : Number(match[1]);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const alternateLinks = (alternates: Record<string, string> | undefined) =>
  Object.entries(alternates ?? {})
    .map(([lang, url]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(url)}"/>\n`)
    .join("");

export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const body = entries
    .map(
      (e) =>
        `<url>\n<loc>${escapeXml(e.url)}</loc>\n${e.lastModified ? `<lastmod>${escapeXml(e.lastModified)}</lastmod>\n` : ""}${alternateLinks(e.alternates)}</url>`,
    )
    .join("\n");
  const xhtml = entries.some((e) => e.alternates) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${body}\n</urlset>\n`;
}

export function renderSitemapIndex(urls: readonly string[], lastModified?: string): string {
  const body = urls
    .map(
      (u) =>
        `<sitemap>\n<loc>${escapeXml(u)}</loc>\n${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>\n` : ""}</sitemap>`,
    )
    .join("\n");
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
