import "server-only";
import { and, eq } from "drizzle-orm";
import { cache } from "react";
import { businesses, coupons } from "@/lib/db/schema";
import { isUuid } from "@/lib/domain/uuid";
import { CACHE_TAGS, publicCache } from "../cache";
import { ANON } from "../caller";
import { listable, summaryColumns, toSummary, type CouponSummary } from "./coupon-summary";
import { runAs } from "../run-as";

/** The business behind a coupon, as its detail page shows it. */
export interface CouponBusiness {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  description: string | null;
  city: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

/** Everything /cupon/{id} shows: the card fields plus the detail-only ones. */
export interface CouponDetail extends CouponSummary {
  /** The seller's English version; null where none was written (show the Spanish instead). */
  titleEn: string | null;
  descriptionEn: string | null;
  /** English fine print, one item a line: the counterpart of `restrictions`. */
  finePrintEn: string[] | null;
  longDescription: string | null;
  gallery: string[];
  features: string[];
  included: string[];
  restrictions: string[];
  highlights: string[];
  /** Where to redeem it: the coupon's own address, else the business's. */
  address: string | null;
  business: CouponBusiness | null;
  sellerUserId: string | null;
  /** Units held by unpaid orders right now (coupons.reserved): 'N en proceso de pago'. */
  reserved: number;
  /** "Requiere reserva": a voucher is used at a booked time; what a missed booking costs. */
  booking: { noShowPolicy: "valido" | "perdido" } | null;
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : [];

async function selectDetail(id: string): Promise<CouponDetail | null> {
  return runAs(ANON, async (tx) => {
    const [row] = await tx
      .select({
        ...summaryColumns,
        business: {
          id: businesses.id,
          name: businesses.name,
          slug: businesses.slug,
          logoUrl: businesses.logoUrl,
          description: businesses.description,
          city: businesses.city,
          address: businesses.address,
          phone: businesses.phone,
          email: businesses.email,
          website: businesses.website,
        },
      })
      .from(coupons)
      .leftJoin(businesses, eq(businesses.id, coupons.businessId))
      // An expired coupon is gone for shoppers (the not-found page says 'Puede que haya expirado o no exista.').
      .where(and(eq(coupons.id, id), listable()))
      .limit(1);
    if (!row) return null;
    const summary = toSummary(row);
    const d = summary.details;
    const gallery = list(d.gallery);
    const b = row.business;
    const finePrintEn = (row.coupon.finePrintEn ?? "").split("\n").filter((line) => line.trim() !== "");
    return {
      ...summary,
      titleEn: row.coupon.titleEn,
      descriptionEn: row.coupon.descriptionEn,
      finePrintEn: finePrintEn.length > 0 ? finePrintEn : null,
      longDescription: d.longDescription?.trim() || null,
      gallery: gallery.length > 0 ? gallery : summary.imageUrl ? [summary.imageUrl] : [],
      features: list(d.features),
      included: list(d.included ?? d.includes),
      restrictions: list(d.restrictions),
      highlights: list(d.highlights),
      address: row.coupon.address ?? b?.address ?? null,
      business: b && b.id && b.name && b.slug ? { ...b, id: b.id, name: b.name, slug: b.slug } : null,
      sellerUserId: row.coupon.sellerUserId,
      reserved: row.coupon.reserved,
      booking: row.coupon.requiresBooking
        ? { noShowPolicy: row.coupon.noShowPolicy === "perdido" ? "perdido" : "valido" }
        : null,
    };
  });
}

const selectDetailCached = publicCache(selectDetail, "coupon-detail:by-id", [
  CACHE_TAGS.coupons,
  CACHE_TAGS.businesses,
]);

/** A listable coupon with its detail fields, read as anon and cached; null for unknown or malformed ids. */
export const getCouponDetail = cache(async (id: string): Promise<CouponDetail | null> => {
  if (!isUuid(id)) return null;
  return selectDetailCached(id.toLowerCase());
});
