import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { businesses, coupons, favourites } from "@/lib/db/schema";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "../caller";
import { summaryColumns, toSummary, type CouponSummary } from "../catalogue/coupon-summary";
import { runAs } from "../run-as";

// 'Guardar' persists and /favoritos lists the saved coupons. Private to their owner (RLS).

export async function isFavourite(caller: Caller, couponId: string): Promise<boolean> {
  if (caller.role !== "authenticated" || !isUuid(couponId)) return false;
  return runAs(caller, async (tx) => {
    const [row] = await tx
      .select({ id: favourites.couponId })
      .from(favourites)
      .where(and(eq(favourites.userId, caller.userId), eq(favourites.couponId, couponId)))
      .limit(1);
    return !!row;
  });
}

/** Saves or un-saves a coupon the caller can see; null when it isn't there. */
export async function toggleFavourite(caller: Caller, couponId: string): Promise<{ saved: boolean } | null> {
  if (caller.role !== "authenticated" || !isUuid(couponId)) return null;
  return runAs(caller, async (tx) => {
    const removed = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, caller.userId), eq(favourites.couponId, couponId)))
      .returning({ id: favourites.couponId });
    if (removed.length > 0) return { saved: false };
    const [visible] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).limit(1);
    if (!visible) return null;
    await tx.insert(favourites).values({ userId: caller.userId, couponId }).onConflictDoNothing();
    return { saved: true };
  });
}

/**
 * /favoritos: saved coupons still on sale or already ended (the card shows 'Oferta finalizada'),
 * most recently saved first. Paused or removed coupons drop out.
 */
export async function listFavourites(caller: Caller, limit = 100): Promise<CouponSummary[]> {
  if (caller.role !== "authenticated") return [];
  return runAs(caller, async (tx) => {
    const rows = await tx
      .select(summaryColumns)
      .from(favourites)
      .innerJoin(coupons, eq(coupons.id, favourites.couponId))
      .leftJoin(businesses, eq(businesses.id, coupons.businessId))
      .where(and(eq(favourites.userId, caller.userId), eq(coupons.status, "active")))
      .orderBy(desc(favourites.createdAt), desc(coupons.id))
      .limit(Math.min(Math.max(limit, 1), 200));
    return rows.map(toSummary);
  });
}
