import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { bookings, bookingSettings, branches, businesses, coupons, orderItems, vouchers } from "@/lib/db/schema";
import type { Caller } from "@/lib/data/caller";
import { voucherState, type VoucherState } from "@/lib/data/orders/vouchers";
import { runAs } from "@/lib/data/run-as";
import { isUuid } from "@/lib/domain/uuid";

// The buyer's side of a booking: one voucher of theirs with its coupon's booking terms, the
// business's phone and WhatsApp (for a change the buyer may no longer make here) and its live
// booking with the branch's change window; and which vouchers of a paid order still want a time.
// Read as the caller under RLS and kept to the vouchers they hold (members see their business's too).

export interface BookingVoucher {
  id: string;
  state: VoucherState;
  giftPending: boolean;
  couponId: string;
  couponTitle: string;
  requiresBooking: boolean;
  noShowPolicy: "valido" | "perdido";
  expiresAt: Date;
  businessName: string | null;
  businessPhone: string | null;
  businessWhatsapp: string | null;
  booking: {
    id: string;
    branchId: string;
    branchName: string;
    branchAddress: string;
    startsAt: Date;
    /** The buyer may change or cancel while the start is at least this many hours away. */
    changeHours: number;
  } | null;
}

/** One of the caller's own vouchers for the booking page, or null. */
export async function getVoucherForBooking(caller: Caller, voucherId: string): Promise<BookingVoucher | null> {
  if (caller.role !== "authenticated" || !isUuid(voucherId)) return null;
  const [row] = await runAs(caller, (tx) =>
    tx
      .select({
        id: vouchers.id,
        state: voucherState,
        giftPending: vouchers.giftPending,
        couponId: vouchers.couponId,
        couponTitle: sql<string>`coalesce(${orderItems.title}, ${coupons.title}, '')`,
        requiresBooking: sql<boolean>`coalesce(${coupons.requiresBooking}, false)`,
        noShowPolicy: coupons.noShowPolicy,
        expiresAt: vouchers.expiresAt,
        businessName: businesses.name,
        businessPhone: businesses.phone,
        businessWhatsapp: businesses.whatsapp,
        bookingId: bookings.id,
        branchId: bookings.branchId,
        branchName: branches.name,
        branchAddress: branches.address,
        startsAt: bookings.startsAt,
        changeHours: bookingSettings.changeHours,
      })
      .from(vouchers)
      .leftJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .leftJoin(coupons, eq(coupons.id, vouchers.couponId))
      .leftJoin(businesses, eq(businesses.id, vouchers.businessId))
      .leftJoin(bookings, and(eq(bookings.voucherId, vouchers.id), eq(bookings.status, "confirmada")))
      .leftJoin(branches, eq(branches.id, bookings.branchId))
      .leftJoin(bookingSettings, eq(bookingSettings.branchId, bookings.branchId))
      .where(and(eq(vouchers.id, voucherId), eq(vouchers.buyerUserId, caller.userId)))
      .limit(1),
  );
  if (!row) return null;
  const booking =
    row.bookingId && row.branchId && row.startsAt
      ? {
          id: row.bookingId,
          branchId: row.branchId,
          branchName: row.branchName ?? "",
          branchAddress: row.branchAddress ?? "",
          startsAt: row.startsAt,
          // A branch whose settings were removed keeps its bookings; the database's default window.
          changeHours: row.changeHours ?? 24,
        }
      : null;
  return {
    id: row.id,
    state: row.state,
    giftPending: row.giftPending,
    couponId: row.couponId,
    couponTitle: row.couponTitle,
    requiresBooking: row.requiresBooking,
    noShowPolicy: row.noShowPolicy === "perdido" ? "perdido" : "valido",
    expiresAt: row.expiresAt,
    businessName: row.businessName,
    businessPhone: row.businessPhone,
    businessWhatsapp: row.businessWhatsapp,
    booking,
  };
}

export interface OrderVoucherToBook {
  voucherId: string;
  couponTitle: string;
  booked: boolean;
}

/** The caller's valid vouchers of one of their orders whose coupon asks for a booking (after paying). */
export async function listOrderVouchersToBook(caller: Caller, orderId: string): Promise<OrderVoucherToBook[]> {
  if (caller.role !== "authenticated" || !isUuid(orderId)) return [];
  const rows = await runAs(caller, (tx) =>
    tx
      .select({
        voucherId: vouchers.id,
        couponTitle: orderItems.title,
        booked: sql<boolean>`exists (select 1 from public.bookings b where b.voucher_id = ${vouchers.id} and b.status = 'confirmada')`,
      })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .innerJoin(coupons, eq(coupons.id, vouchers.couponId))
      .where(
        and(
          eq(orderItems.orderId, orderId),
          eq(vouchers.buyerUserId, caller.userId),
          eq(coupons.requiresBooking, true),
          eq(vouchers.status, "vigente"),
        ),
      )
      .orderBy(asc(orderItems.title), asc(vouchers.code)),
  );
  return rows;
}
