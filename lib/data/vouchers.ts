import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { businesses, coupons, orderItems, orders, vouchers } from "@/lib/db/schema";
import { EDITOR_ROLES } from "@/lib/db/schema/policies";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "./caller";
import { runAs } from "./run-as";

// Vouchers as buyers see them (/mis-cupones) and as businesses redeem and count them. Redemption
// goes through public.redeem_voucher (SECURITY DEFINER); reads run as the caller under RLS.

export type VoucherState = "vigente" | "canjeado" | "vencido";

export interface MyVoucher {
  id: string;
  code: string;
  state: VoucherState;
  couponId: string;
  couponTitle: string;
  couponImageUrl: string | null;
  businessName: string | null;
  businessSlug: string | null;
  /** ISO 8601 strings: these travel into client components. */
  expiresAt: string;
  redeemedAt: string | null;
  orderId: string;
  orderedAt: string;
}

// A voucher past its date is 'vencido' even while its row still says 'vigente'.
export const voucherState = sql<VoucherState>`case when ${vouchers.status} = 'vigente' and ${vouchers.expiresAt} <= now() then 'vencido' else ${vouchers.status} end`;

/** The caller's own vouchers, newest first (/mis-cupones). */
export async function listMyVouchers(caller: Caller, limit = 200): Promise<MyVoucher[]> {
  if (caller.role !== "authenticated") return [];
  const rows = await runAs(caller, (tx) =>
    tx
      .select({
        id: vouchers.id, code: vouchers.code, state: voucherState, couponId: vouchers.couponId,
        // The title as bought: the coupon itself may since be paused and hidden from buyers.
        couponTitle: orderItems.title, couponImageUrl: coupons.imageUrl,
        businessName: businesses.name, businessSlug: businesses.slug,
        expiresAt: vouchers.expiresAt, redeemedAt: vouchers.redeemedAt, orderId: orders.id, orderedAt: orders.createdAt,
      })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(coupons, eq(coupons.id, vouchers.couponId))
      .leftJoin(businesses, eq(businesses.id, vouchers.businessId))
      // Business members also see their business's vouchers under RLS: keep only the caller's.
      // Vouchers are written only when an order is paid; the status check keeps it that way here.
      .where(and(eq(vouchers.buyerUserId, caller.userId), eq(orders.status, "paid")))
      .orderBy(desc(orders.createdAt), vouchers.couponId, vouchers.code)
      .limit(Math.min(Math.max(limit, 1), 1000)),
  );
  return rows.map((r) => ({
    ...r,
    expiresAt: r.expiresAt.toISOString(),
    redeemedAt: r.redeemedAt?.toISOString() ?? null,
    orderedAt: r.orderedAt.toISOString(),
  }));
}

export type RedeemResult =
  | { ok: true; voucherId: string; couponId: string; couponTitle: string; redeemedAt: string }
  | { ok: false; reason: "no_existe" }
  | { ok: false; reason: "ya_canjeado"; redeemedAt: string }
  | { ok: false; reason: "vencido"; expiresAt: string };

type RedeemAnswer =
  | { ok: true; voucher_id: string; coupon_id: string; coupon_title: string; redeemed_at: string }
  | { ok: false; reason: "no_existe" | "ya_canjeado" | "vencido"; redeemed_at?: string; expires_at?: string };

const iso = (pgTime: string) => new Date(pgTime).toISOString();

/** Marks a voucher of one of the caller's businesses as used, exactly once. */
export async function redeemVoucher(caller: Caller, code: string): Promise<RedeemResult> {
  if (caller.role !== "authenticated") throw new Error("redeemVoucher: sign-in required");
  const a = await runAs(caller, async (tx) => rowsOf<{ r: RedeemAnswer }>(await tx.execute(sql`select public.redeem_voucher(${code}) as r`))[0]!.r);
  if (a.ok) return { ok: true, voucherId: a.voucher_id, couponId: a.coupon_id, couponTitle: a.coupon_title, redeemedAt: iso(a.redeemed_at) };
  if (a.reason === "ya_canjeado") return { ok: false, reason: "ya_canjeado", redeemedAt: iso(a.redeemed_at!) };
  if (a.reason === "vencido") return { ok: false, reason: "vencido", expiresAt: iso(a.expires_at!) };
  return { ok: false, reason: "no_existe" };
}

export interface CouponSales {
  sold: number;
  redeemed: number;
}

/** Vouchers sold and redeemed per coupon, for coupons of businesses the caller works for. */
export async function sellerCouponSales(caller: Caller, couponIds: readonly string[]): Promise<Record<string, CouponSales>> {
  const out: Record<string, CouponSales> = Object.fromEntries(couponIds.map((id) => [id, { sold: 0, redeemed: 0 }]));
  if (caller.role !== "authenticated" || couponIds.length === 0) return out;
  const ids = couponIds.filter(isUuid);
  if (ids.length === 0) return out;
  const rows = await runAs(caller, (tx) =>
    tx
      .select({
        couponId: vouchers.couponId,
        sold: sql<number>`count(*)::int`,
        redeemed: sql<number>`(count(*) filter (where ${vouchers.status} = 'canjeado'))::int`,
      })
      .from(vouchers)
      // A buyer sees their own vouchers too: count only what the business side may see.
      .where(and(inArray(vouchers.couponId, ids), sql`public.has_business_role(${vouchers.businessId}, ${EDITOR_ROLES})`))
      .groupBy(vouchers.couponId),
  );
  for (const r of rows) out[r.couponId] = { sold: r.sold, redeemed: r.redeemed };
  return out;
}
