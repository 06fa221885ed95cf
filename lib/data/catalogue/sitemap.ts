import "server-only";
import { and, asc, count, eq, max } from "drizzle-orm";
import { businesses, coupons } from "@/lib/db/schema";
import type { Tx } from "@/lib/db";
import { listable } from "./coupon-summary";
import { ANON } from "../caller";
import { runAs } from "../run-as";

// What sitemap.xml lists, read as anon (only what a visitor may see). Not cached with
// unstable_cache: the result can hold 100k URLs, and crawlers fetch it rarely.

export interface SitemapCounts {
  coupons: number;
  businesses: number;
  /** Latest change per category id (ISO), for the 12 category pages. */
  categoryUpdated: Record<string, string>;
  /** Latest change of any active coupon (ISO), null on an empty catalogue. */
  catalogueUpdated: string | null;
}

export interface SitemapRow {
  key: string;
  updatedAt: string;
  /** The seller wrote its English text (a coupon's title, a business's description): its English page is listed too. */
  english: boolean;
}

const activeBusiness = () => eq(businesses.status, "active");
const iso = (d: Date | string | null): string | null => (d == null ? null : new Date(d).toISOString());

export function getSitemapCounts(): Promise<SitemapCounts> {
  return runAs(ANON, async (tx) => {
    const [c] = await tx
      .select({ n: count(), last: max(coupons.updatedAt) })
      .from(coupons)
      .where(listable());
    const [b] = await tx.select({ n: count() }).from(businesses).where(activeBusiness());
    const perCategory = await tx
      .select({ id: coupons.category, last: max(coupons.updatedAt) })
      .from(coupons)
      .where(listable())
      .groupBy(coupons.category);
    const categoryUpdated: Record<string, string> = {};
    for (const row of perCategory) {
      const last = iso(row.last);
      if (last) categoryUpdated[row.id] = last;
    }
    return { coupons: c?.n ?? 0, businesses: b?.n ?? 0, categoryUpdated, catalogueUpdated: iso(c?.last ?? null) };
  });
}

async function selectCoupons(tx: Tx, offset: number, limit: number): Promise<SitemapRow[]> {
  const rows = await tx
    .select({ id: coupons.id, updatedAt: coupons.updatedAt, titleEn: coupons.titleEn })
    .from(coupons)
    .where(listable())
    .orderBy(asc(coupons.createdAt), asc(coupons.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => ({ key: r.id, updatedAt: new Date(r.updatedAt).toISOString(), english: r.titleEn !== null }));
}

async function selectBusinesses(tx: Tx, offset: number, limit: number): Promise<SitemapRow[]> {
  const rows = await tx
    .select({ slug: businesses.slug, updatedAt: businesses.updatedAt, descriptionEn: businesses.descriptionEn })
    .from(businesses)
    .where(and(activeBusiness()))
    .orderBy(asc(businesses.slug))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => ({
    key: r.slug,
    updatedAt: new Date(r.updatedAt).toISOString(),
    english: r.descriptionEn !== null,
  }));
}

/** Active coupon ids with their last change, in a stable order (for splitting across sitemaps). */
export function listSitemapCoupons(offset: number, limit: number): Promise<SitemapRow[]> {
  return runAs(ANON, (tx) => selectCoupons(tx, offset, limit));
}

/** Active business slugs with their last change, in a stable order. */
export function listSitemapBusinesses(offset: number, limit: number): Promise<SitemapRow[]> {
  return runAs(ANON, (tx) => selectBusinesses(tx, offset, limit));
}
