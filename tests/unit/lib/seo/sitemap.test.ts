import { describe, expect, it } from "vitest";
import {
  SITEMAP_MAX_URLS,
  escapeXml,
  parseSitemapFile,
  planSitemap,
  renderSitemapIndex,
  renderUrlset,
  sitemapCount,
} from "@/lib/seo/sitemap";

describe("sitemapCount", () => {
  it("needs one sitemap up to 50,000 URLs and splits beyond", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapCount(0)).toBe(1);
    expect(sitemapCount(1)).toBe(1);
    expect(sitemapCount(50_000)).toBe(1);
    expect(sitemapCount(50_001)).toBe(2);
    expect(sitemapCount(100_045)).toBe(3);
    expect(sitemapCount(7, 3)).toBe(3);
  });
});

describe("planSitemap", () => {
  it("reads everything in the single sitemap when small", () => {
    expect(planSitemap([40, 0, 12, 300], 0)).toEqual([
      { source: 0, offset: 0, limit: 40 },
      { source: 2, offset: 0, limit: 12 },
      { source: 3, offset: 0, limit: 300 },
    ]);
  });
  it("splits sources end to end across sitemaps without gaps or overlaps", () => {
    const sizes = [3, 4, 5];
    expect(planSitemap(sizes, 0, 5)).toEqual([
      { source: 0, offset: 0, limit: 3 },
      { source: 1, offset: 0, limit: 2 },
    ]);
    expect(planSitemap(sizes, 1, 5)).toEqual([
      { source: 1, offset: 2, limit: 2 },
      { source: 2, offset: 0, limit: 3 },
    ]);
    expect(planSitemap(sizes, 2, 5)).toEqual([{ source: 2, offset: 3, limit: 2 }]);
    expect(planSitemap(sizes, 3, 5)).toEqual([]);
  });
  it("covers 120,040 URLs in three sitemaps of at most 50,000", () => {
    const sizes = [40, 2_000, 118_000];
    const total = sizes.reduce((a, b) => a + b, 0);
    const n = sitemapCount(total);
    expect(n).toBe(3);
    const counts = Array.from({ length: n }, (_, i) => planSitemap(sizes, i).reduce((a, s) => a + s.limit, 0));
    expect(counts).toEqual([50_000, 50_000, 20_040]);
  });
  it("returns nothing for a bad index", () => {
    expect(planSitemap([10], -1)).toEqual([]);
    expect(planSitemap([10], 1.5)).toEqual([]);
  });
});

describe("parseSitemapFile", () => {
  it("accepts n.xml only", () => {
    expect(parseSitemapFile("0.xml")).toBe(0);
    expect(parseSitemapFile("12.xml")).toBe(12);
    expect(parseSitemapFile("x.xml")).toBeNull();
    expect(parseSitemapFile("1")).toBeNull();
    expect(parseSitemapFile("-1.xml")).toBeNull();
  });
});

describe("XML rendering", () => {
  it("escapes and lists loc and lastmod", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const xml = renderUrlset([
      { url: "https://x.gt/a?b=1&c=2", lastModified: "2026-11-21T00:00:00.000Z" },
      { url: "https://x.gt/" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://x.gt/a?b=1&amp;c=2</loc>");
    expect(xml).toContain("<lastmod>2026-11-21T00:00:00.000Z</lastmod>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    const index = renderSitemapIndex(["https://x.gt/sitemaps/0.xml", "https://x.gt/sitemaps/1.xml"]);
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(2);
  });
});
