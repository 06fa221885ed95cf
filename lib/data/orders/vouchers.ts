import "server-only";
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { businesses, coupons, orderItems, orders, vouchers } from "@/lib/db/schema";
import { refundEligibility } from "@/lib/domain/refunds";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "../caller";
import { runAs } from "../run-as";

// Vouchers as buyers see them (/mis-cupones) and as businesses redeem and count them. Redemption
// goes through public.redeem_voucher (SECURITY DEFINER); reads run as the caller under RLS.

export type VoucherState = "vigente" | "canjeado" | "vencido" | "reembolsado";

export interface MyVoucher {
  id: string;
  code: string;
  state: VoucherState;
  couponId: string;
  couponTitle: string;
  couponImageUrl: string | null;
  businessName: string | null;
  businessSlug: string | null;
  requiresBooking: boolean; // "Requiere reserva"; false when the coupon can no longer be read
  /** ISO 8601 strings: these travel into client components. */
  expiresAt: string;
  redeemedAt: string | null;
  refundedAt: string | null;
  /** Null for a gift received: the order is the giver's. */
  orderId: string | null;
  /** When it was bought, or received as a gift. */
  orderedAt: string;
  /** Received as a gift: who gave it (their name as sent; null when they have none). */
  gift: { giverName: string | null } | null;
  /** A gift of it waits to be claimed (the giver's view). */
  /** `email` is null for a gift sent by WhatsApp. */
  pendingGift: { id: string; email: string | null } | null;
  /** Until when 'Solicitar reembolso' can succeed (lib/domain/refunds.ts, the database's own rule); null: it cannot now. */
  refundableUntil: string | null;
}

// A voucher past its date is 'vencido' even while its row still says 'vigente'.
export const voucherState = sql<VoucherState>`case when ${vouchers.status} = 'vigente' and ${vouchers.expiresAt} <= now() then 'vencido' else ${vouchers.status} end`;
// Gifts the caller is party to (RLS): the claimed one that made them the holder, the pending one they sent.
// Looked up only for vouchers whose row says there is one (most have none).
const received = (column: string) =>
  sql.raw(
    `(case when "vouchers"."gifted_by" is not null then (select g.${column} from public.gifts g where g.voucher_id = "vouchers"."id" and g.status = 'reclamado' and g.claimed_by = "vouchers"."buyer_user_id" order by g.claimed_at desc limit 1) end)`,
  );
const pending = (column: string) =>
  sql.raw(
    `(case when "vouchers"."gift_pending" then (select g.${column} from public.gifts g where g.voucher_id = "vouchers"."id" and g.status = 'pendiente') end)`,
  );

/** The caller's own vouchers, newest first (/mis-cupones): bought ones and gifts received. */
export async function listMyVouchers(caller: Caller, limit = 200, now: Date = new Date()): Promise<MyVoucher[]> {
  if (caller.role !== "authenticated") return [];
  const rows = await runAs(caller, (tx) =>
    tx
      .select({
        id: vouchers.id,
        code: vouchers.code,
        state: voucherState,
        status: vouchers.status,
        couponId: vouchers.couponId,
        // The title as bought (a gift carries it): the coupon itself may since be paused and hidden.
        couponTitle: sql<string>`coalesce(${orderItems.title}, ${received("coupon_title")}, ${coupons.title}, '')`,
        couponImageUrl: coupons.imageUrl,
        businessName: businesses.name,
        businessSlug: businesses.slug,
        requiresBooking: sql<boolean>`coalesce(${coupons.requiresBooking}, false)`,
        expiresAt: vouchers.expiresAt,
        redeemedAt: vouchers.redeemedAt,
        refundedAt: vouchers.refundedAt,
        orderId: orders.id,
        paidAt: sql<string | null>`coalesce(${orders.paidAt}, ${orders.createdAt})`,
        createdAt: orders.createdAt,
        claimedAt: sql<string | null>`${received("claimed_at")}`,
        giftedBy: vouchers.giftedBy,
        giverName: sql<string | null>`${received("giver_name")}`,
        giftPending: vouchers.giftPending,
        pendingGiftId: sql<string | null>`${pending("id")}`,
        pendingGiftEmail: sql<string | null>`${pending("recipient_email")}`,
      })
      .from(vouchers)
      // Left joins: a gift's holder cannot read the giver's order (RLS), and needs not.
      .leftJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .leftJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(coupons, eq(coupons.id, vouchers.couponId))
      .leftJoin(businesses, eq(businesses.id, vouchers.businessId))
      // Business members also see their business's vouchers under RLS: keep only the caller's.
      // Vouchers are written only when an order is paid; the status check keeps it that way here.
      .where(and(eq(vouchers.buyerUserId, caller.userId), or(eq(orders.status, "paid"), isNotNull(vouchers.giftedBy))))
      .orderBy(desc(sql`coalesce(${orders.createdAt}, ${vouchers.createdAt})`), vouchers.couponId, vouchers.code)
      .limit(Math.min(Math.max(limit, 1), 1000)),
  );
  return rows.map((r) => {
    const gift = r.giftedBy !== null ? { giverName: r.giverName } : null;
    const purchasedAt = new Date(r.paidAt ?? r.claimedAt ?? r.expiresAt);
    const eligibility = refundEligibility(
      {
        status: r.status as VoucherState,
        expiresAt: r.expiresAt,
        purchasedAt,
        giftPending: r.giftPending,
        receivedAsGift: gift !== null || r.orderId === null,
      },
      now,
    );
    return {
      id: r.id,
      code: r.code,
      state: r.state,
      couponId: r.couponId,
      couponTitle: r.couponTitle,
      couponImageUrl: r.couponImageUrl,
      businessName: r.businessName,
      businessSlug: r.businessSlug,
      requiresBooking: r.requiresBooking,
      expiresAt: r.expiresAt.toISOString(),
      redeemedAt: r.redeemedAt?.toISOString() ?? null,
      refundedAt: r.refundedAt?.toISOString() ?? null,
      orderId: gift ? null : r.orderId,
      orderedAt: new Date(gift && r.claimedAt ? r.claimedAt : (r.createdAt ?? r.expiresAt)).toISOString(),
      gift,
      pendingGift: r.pendingGiftId ? { id: r.pendingGiftId, email: r.pendingGiftEmail } : null,
      refundableUntil: eligibility.ok ? eligibility.deadline.toISOString() : null,
    };
  });
}

export type RedeemResult =
  | { ok: true; voucherId: string; couponId: string; couponTitle: string; redeemedAt: string }
  | { ok: false; reason: "no_existe" }
  | { ok: false; reason: "ya_canjeado"; redeemedAt: string }
  | { ok: false; reason: "vencido"; expiresAt: string }
  | { ok: false; reason: "reembolsado" | "regalo_pendiente" | "sucursal_invalida" };

type RedeemAnswer =
  | { ok: true; voucher_id: string; coupon_id: string; coupon_title: string; redeemed_at: string }
  | { ok: false; reason: Extract<RedeemResult, { ok: false }>["reason"]; redeemed_at?: string; expires_at?: string };

const iso = (pgTime: string) => new Date(pgTime).toISOString();

/** Marks a voucher of one of the caller's businesses as used, exactly once (at `branchId`, if given). */
export async function redeemVoucher(caller: Caller, code: string, branchId?: string | null): Promise<RedeemResult> {
  if (caller.role !== "authenticated") throw new Error("redeemVoucher: sign-in required");
  const branch = branchId && isUuid(branchId) ? branchId : null;
  const answer = sql`select public.redeem_voucher(${code}, ${branch}::uuid) as r`;
  const a = await runAs(caller, async (tx) => rowsOf<{ r: RedeemAnswer }>(await tx.execute(answer))[0]!.r);
  if (a.ok)
    return {
      ok: true,
      voucherId: a.voucher_id,
      couponId: a.coupon_id,
      couponTitle: a.coupon_title,
      redeemedAt: iso(a.redeemed_at),
    };
  if (a.reason === "ya_canjeado") return { ok: false, reason: "ya_canjeado", redeemedAt: iso(a.redeemed_at!) };
  if (a.reason === "vencido") return { ok: false, reason: "vencido", expiresAt: iso(a.expires_at!) };
  if (a.reason === "reembolsado" || a.reason === "regalo_pendiente" || a.reason === "sucursal_invalida")
    return { ok: false, reason: a.reason };
  return { ok: false, reason: "no_existe" };
}

export interface CouponSales {
  sold: number;
  redeemed: number;
}

/** Vouchers sold and redeemed per coupon, for coupons of businesses the caller works for. */
export async function sellerCouponSales(
  caller: Caller,
  couponIds: readonly string[],
): Promise<Record<string, CouponSales>> {
  const out: Record<string, CouponSales> = Object.fromEntries(couponIds.map((id) => [id, { sold: 0, redeemed: 0 }]));
  if (caller.role !== "authenticated" || couponIds.length === 0) return out;
  const ids = couponIds.filter(isUuid);
  if (ids.length === 0) return out;
  const rows = await runAs(caller, (tx) =>
    tx
      .select({
        couponId: vouchers.couponId,
        // A refunded unit is back on sale: not sold.
        sold: sql<number>`(count(*) filter (where ${vouchers.status} <> 'reembolsado'))::int`,
        redeemed: sql<number>`(count(*) filter (where ${vouchers.status} = 'canjeado'))::int`,
      })
      .from(vouchers)
      // A buyer sees their own vouchers too: count only what the business side may see.
      .where(
        and(
          inArray(vouchers.couponId, ids),
          sql`public.has_business_role(${vouchers.businessId}, array['owner','manager','editor']::text[])`,
        ),
      )
      .groupBy(vouchers.couponId),
  );
  for (const r of rows) out[r.couponId] = { sold: r.sold, redeemed: r.redeemed };
  return out;
}
