import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { businesses, coupons, publicProfiles } from "@/lib/db/schema";
import { isUuid } from "@/lib/domain/uuid";
import { CACHE_TAGS, publicCache } from "../cache";
import { ANON } from "../caller";
import { listable, summaryColumns, toSummary, type CouponSummary } from "./coupon-summary";
import { runAs } from "../run-as";

// A seller's public page (/vendedor/{id}): avatar, name and the seller's active coupons. The
// same for every visitor, so it runs as anon (RLS shows only active coupons; public_profiles only
// sellers' and reviewers' names and avatars) and is cached like the rest of the catalogue.

/** How many active coupons a seller page lists. */
export const SELLER_COUPONS_LIMIT = 60;

export interface PublicSeller {
  id: string;
  displayName: string | null;
  avatarUrl: string | null;
  /** Active, unexpired coupons the seller published, newest first. */
  coupons: CouponSummary[];
}

/** Null for a malformed id or a person who neither sells nor reviews (public_profiles). */
export const getPublicSeller = publicCache(
  (id: string): Promise<PublicSeller | null> => {
    if (typeof id !== "string" || !isUuid(id)) return Promise.resolve(null);
    const userId = id.toLowerCase();
    return runAs(ANON, async (tx) => {
      const [profile] = await tx
        .select({ id: publicProfiles.id, displayName: publicProfiles.displayName, avatarUrl: publicProfiles.avatarUrl })
        .from(publicProfiles)
        .where(eq(publicProfiles.id, userId))
        .limit(1);
      if (!profile) return null;
      const rows = await tx
        .select(summaryColumns)
        .from(coupons)
        .leftJoin(businesses, eq(businesses.id, coupons.businessId))
        .where(and(listable(), eq(coupons.sellerUserId, userId)))
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(SELLER_COUPONS_LIMIT);
      return { ...profile, coupons: rows.map(toSummary) };
    });
  },
  "sellers:public",
  // A profile edit is not tagged; its avatar and name refresh with the cache's time limit.
  [CACHE_TAGS.coupons],
);
