import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { businesses, coupons } from "@/lib/db/schema";
import type { CouponUpdate, CouponWrite, NoShowPolicy } from "@/lib/domain/forms/coupon";
import { fromCents, toCents } from "@/lib/domain/money";
import { isUuid } from "@/lib/domain/uuid";
import { askBoolean, type Refusal } from "./businesses-write";
import { CACHE_TAGS } from "../cache";
import type { Caller } from "../caller";
import { pgErrorOf, PG } from "../db-errors";
import { revalidateCatalogue } from "../revalidate";
import { runAs } from "../run-as";

// The seller's coupons. RLS (coupons_*_editor) is the rule: publishing needs the seller role and
// owner/manager/editor membership; owners and managers change any coupon of their business,
// editors the ones they published. The checks here only pick the Spanish reason.

export type CouponRefusal = "not_seller" | "not_allowed" | "not_found" | "stock_below_sold" | "move_owners_only";

function columnsOf(input: CouponWrite) {
  return {
    businessId: input.businessId,
    title: input.title,
    description: input.description,
    titleEn: input.titleEn,
    descriptionEn: input.descriptionEn,
    finePrintEn: input.finePrintEn,
    imageUrl: input.imageUrl,
    originalPrice: fromCents(input.originalPriceCents),
    discountPrice: fromCents(input.discountPriceCents),
    endTime: input.endTime,
    isFlashSale: input.isFlashSale,
    requiresBooking: input.requiresBooking,
    noShowPolicy: input.noShowPolicy,
    category: input.category,
    subcategory: input.subcategory,
    details: input.details,
  };
}

/** What a stock below the units sold (or held by pending orders) trips: the guard trigger, then the CHECKs. */
const STOCK_CONSTRAINTS = new Set([
  "coupons_stock_covers_sold",
  "coupons_stock_balance",
  "coupons_remaining_nonnegative",
  "coupons_remaining_le_total",
]);

/** A refused row (RLS) becomes a reason; anything else is unexpected. */
function refusalOf(error: unknown): Refusal<CouponRefusal> | null {
  const { code, constraint } = pgErrorOf(error);
  if (code === PG.insufficientPrivilege) return { ok: false, reason: "not_allowed" };
  if (code === PG.checkViolation && constraint !== null && STOCK_CONSTRAINTS.has(constraint)) {
    return { ok: false, reason: "stock_below_sold" };
  }
  return null;
}

async function refusing<T>(write: () => Promise<T>): Promise<T | Refusal<CouponRefusal>> {
  try {
    return await write();
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return refusal;
    throw error;
  }
}

/** A new coupon: stock fills both remaining and total_stock; it starts active. */
export async function publishCoupon(
  caller: Caller,
  input: CouponWrite,
): Promise<{ ok: true; id: string; pending: boolean } | Refusal<CouponRefusal>> {
  if (caller.role !== "authenticated") return { ok: false, reason: "not_seller" };
  const result = await refusing(() =>
    runAs(caller, async (tx) => {
      if (!(await askBoolean(tx, sql`public.has_seller_role()`)))
        return { ok: false as const, reason: "not_seller" as const };
      const member = await askBoolean(
        tx,
        sql`public.has_business_role(${input.businessId}::uuid, array['owner','manager','editor']::text[])`,
      );
      if (!member) return { ok: false as const, reason: "not_allowed" as const };
      const [row] = await tx
        .insert(coupons)
        .values({
          ...columnsOf(input),
          sellerUserId: caller.userId,
          remaining: input.stock,
          totalStock: input.stock,
          status: "active",
        })
        .returning({ id: coupons.id, status: coupons.status });
      // 'pending' when pre-moderation holds a new business's first coupon.
      return { ok: true as const, id: row!.id, pending: row!.status === "pending" };
    }),
  );
  if (result.ok) revalidateCatalogue(CACHE_TAGS.coupons, CACHE_TAGS.businesses);
  return result;
}

/**
 * Changes a coupon's fields. `stock` is the new total: the database (guard_coupon_stock) derives
 * what is left from it and the units sold or reserved, on the locked row, so a purchase in between
 * is never lost; a stock below them is refused ('stock_below_sold').
 */
export async function updateCoupon(
  caller: Caller,
  input: CouponUpdate,
): Promise<{ ok: true } | Refusal<CouponRefusal>> {
  if (caller.role !== "authenticated" || !isUuid(input.id)) return { ok: false, reason: "not_found" };
  const result = await refusing(() =>
    runAs(caller, async (tx) => {
      // Row level security and a trigger refuse the move anyway; asking first only picks the reason
      // for a member of the other business (a stranger to it hears 'not_allowed' from the update).
      const [current] = await tx
        .select({ businessId: coupons.businessId })
        .from(coupons)
        .where(eq(coupons.id, input.id))
        .limit(1);
      if (current && current.businessId !== input.businessId) {
        const refused = await askBoolean(
          tx,
          sql`not public.may_set_coupon_business(${input.id}::uuid, ${input.businessId}::uuid) and public.has_business_role(${input.businessId}::uuid, array['owner','manager','editor']::text[])`,
        );
        if (refused) return { ok: false as const, reason: "move_owners_only" as const };
      }
      const changed = await tx
        .update(coupons)
        .set({ ...columnsOf(input), totalStock: input.stock })
        .where(eq(coupons.id, input.id))
        .returning({ id: coupons.id });
      if (changed.length > 0) return { ok: true as const };
      return notChanged(tx, input.id);
    }),
  );
  if (result.ok) revalidateCatalogue(CACHE_TAGS.coupons, CACHE_TAGS.businesses);
  return result;
}

/** Zero rows changed: the coupon is out of sight ('not_found') or not the caller's to change. */
async function notChanged(tx: Tx, id: string): Promise<Refusal<CouponRefusal>> {
  const [visible] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).limit(1);
  return { ok: false, reason: visible ? "not_allowed" : "not_found" };
}

/** Pause or resume ('active' | 'paused'); a paused coupon leaves every public list at once. */
export async function setCouponPaused(
  caller: Caller,
  id: string,
  paused: boolean,
): Promise<{ ok: true; status: "active" | "paused" } | Refusal<CouponRefusal>> {
  if (caller.role !== "authenticated" || !isUuid(id)) return { ok: false, reason: "not_found" };
  const status = paused ? ("paused" as const) : ("active" as const);
  const result = await refusing(() =>
    runAs(caller, async (tx) => {
      const changed = await tx
        .update(coupons)
        .set({ status })
        .where(and(eq(coupons.id, id), inArray(coupons.status, ["active", "paused"])))
        .returning({ id: coupons.id });
      if (changed.length > 0) return { ok: true as const, status };
      return notChanged(tx, id);
    }),
  );
  if (result.ok) revalidateCatalogue(CACHE_TAGS.coupons, CACHE_TAGS.businesses);
  return result;
}

export interface MyCoupon {
  id: string;
  title: string;
  status: string;
  originalPriceCents: number | null;
  discountPriceCents: number;
  /** ISO 8601 */
  endTime: string;
  isFlashSale: boolean;
  remaining: number;
  totalStock: number;
  sold: number;
  businessId: string | null;
  businessName: string | null;
  category: string;
  imageUrl: string | null;
}

/** The caller's own coupons (seller_user_id), newest first, any status. */
export async function listMyCoupons(caller: Caller, limit = 200): Promise<MyCoupon[]> {
  if (caller.role !== "authenticated") return [];
  return runAs(caller, async (tx) => {
    const rows = await tx
      .select({ c: coupons, businessName: businesses.name })
      .from(coupons)
      .leftJoin(businesses, eq(businesses.id, coupons.businessId))
      .where(eq(coupons.sellerUserId, caller.userId))
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(Math.min(Math.max(limit, 1), 500));
    return rows.map(({ c, businessName }) => ({
      id: c.id,
      title: c.title,
      status: c.status,
      originalPriceCents: c.originalPrice === null ? null : toCents(c.originalPrice),
      discountPriceCents: toCents(c.discountPrice),
      endTime: c.endTime.toISOString(),
      isFlashSale: c.isFlashSale,
      remaining: c.remaining,
      totalStock: c.totalStock,
      sold: c.sold,
      businessId: c.businessId,
      businessName,
      category: c.category,
      imageUrl: c.imageUrl,
    }));
  });
}

export interface CouponForEdit {
  id: string;
  businessId: string | null;
  title: string;
  description: string | null;
  /** The seller's English version (null: visitors reading English see the Spanish). */
  titleEn: string | null;
  descriptionEn: string | null;
  /** One item per line. */
  finePrintEn: string | null;
  imageUrl: string | null;
  originalPriceCents: number | null;
  discountPriceCents: number;
  endTime: string;
  totalStock: number;
  sold: number;
  category: string;
  subcategory: string | null;
  isFlashSale: boolean;
  requiresBooking: boolean;
  noShowPolicy: NoShowPolicy;
  status: string;
  details: CouponWrite["details"];
  canEdit: boolean;
}

/** A coupon for its edit form, with whether the caller may change it; null when out of sight. */
export async function getCouponForEdit(caller: Caller, id: string): Promise<CouponForEdit | null> {
  if (caller.role !== "authenticated" || !isUuid(id)) return null;
  return runAs(caller, async (tx) => {
    const [row] = await tx
      .select({
        c: coupons,
        canEdit: sql<boolean>`public.can_manage_coupon(${coupons.sellerUserId}, ${coupons.businessId})`,
      })
      .from(coupons)
      .where(eq(coupons.id, id))
      .limit(1);
    if (!row) return null;
    const c = row.c;
    return {
      id: c.id,
      businessId: c.businessId,
      title: c.title,
      description: c.description,
      titleEn: c.titleEn,
      descriptionEn: c.descriptionEn,
      finePrintEn: c.finePrintEn,
      imageUrl: c.imageUrl,
      originalPriceCents: c.originalPrice === null ? null : toCents(c.originalPrice),
      discountPriceCents: toCents(c.discountPrice),
      endTime: c.endTime.toISOString(),
      totalStock: c.totalStock,
      sold: c.sold,
      category: c.category,
      subcategory: c.subcategory,
      isFlashSale: c.isFlashSale,
      requiresBooking: c.requiresBooking,
      noShowPolicy: c.noShowPolicy === "perdido" ? "perdido" : "valido",
      status: c.status,
      details: c.details,
      canEdit: row.canEdit === true,
    };
  });
}
