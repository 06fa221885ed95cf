import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { bookings, branches, businesses, coupons, orderItems, vouchers } from "@/lib/db/schema";
import type { CouponDetails } from "@/lib/domain/coupon-details";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "../caller";
import { runAs } from "../run-as";
import { runAsSystem } from "../system";
import { voucherState, type VoucherState } from "./vouchers";

// What the printable voucher (lib/pdf/voucher.ts) shows: read as the owner under RLS for the
// download, or by the system for the receipt e-mail's attachments (the order is paid; the job
// mails its own buyer).

export interface VoucherPdfData {
  id: string;
  code: string;
  state: VoucherState;
  title: string;
  businessName: string | null;
  businessAddress: string | null;
  businessCity: string | null;
  /** The coupon's restrictions, one per line (empty when the seller gave none). */
  finePrint: string[];
  expiresAt: string;
  /** The live booking of a "Requiere reserva" voucher: printed, and the wallet pass's date and place. */
  booking?: VoucherPdfBooking | null;
}

export interface VoucherPdfBooking {
  /** ISO 8601. */
  startsAt: string;
  branchName: string;
  branchAddress: string;
  lat: number;
  lng: number;
}

export async function readPdfData(tx: Tx, where: SQL | undefined): Promise<VoucherPdfData[]> {
  const rows = await tx
    .select({
      id: vouchers.id,
      code: vouchers.code,
      state: voucherState,
      // As bought; a gift's holder cannot read the giver's order line, the gift row carries it.
      title: sql<string>`coalesce(${orderItems.title}, (select g.coupon_title from public.gifts g where g.voucher_id = ${vouchers.id} and g.status = 'reclamado' order by g.claimed_at desc limit 1), ${coupons.title}, '')`,
      businessName: businesses.name,
      businessAddress: businesses.address,
      businessCity: businesses.city,
      details: coupons.details,
      expiresAt: vouchers.expiresAt,
      bookingStartsAt: bookings.startsAt,
      branchName: branches.name,
      branchAddress: branches.address,
      branchLat: branches.lat,
      branchLng: branches.lng,
    })
    .from(vouchers)
    .leftJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
    .leftJoin(coupons, eq(coupons.id, vouchers.couponId))
    .leftJoin(businesses, eq(businesses.id, vouchers.businessId))
    // At most one live booking per voucher (a unique index): the join adds no rows.
    .leftJoin(bookings, and(eq(bookings.voucherId, vouchers.id), eq(bookings.status, "confirmada")))
    .leftJoin(branches, eq(branches.id, bookings.branchId))
    .where(where)
    .orderBy(asc(vouchers.code));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    state: r.state,
    title: r.title,
    businessName: r.businessName,
    businessAddress: r.businessAddress,
    businessCity: r.businessCity,
    finePrint: ((r.details as CouponDetails | null)?.restrictions ?? []).filter((s) => s.trim() !== ""),
    expiresAt: r.expiresAt.toISOString(),
    booking:
      r.bookingStartsAt && r.branchName !== null
        ? {
            startsAt: r.bookingStartsAt.toISOString(),
            branchName: r.branchName,
            branchAddress: r.branchAddress ?? "",
            lat: Number(r.branchLat),
            lng: Number(r.branchLng),
          }
        : null,
  }));
}

/**
 * One of the caller's own vouchers, or null. Business members can read their business's vouchers
 * under RLS too: the holder check keeps the download to the voucher's owner.
 */
export async function myVoucherForPdf(caller: Caller, voucherId: string): Promise<VoucherPdfData | null> {
  if (caller.role !== "authenticated" || !isUuid(voucherId)) return null;
  const [row] = await runAs(caller, (tx) =>
    readPdfData(tx, and(eq(vouchers.id, voucherId), eq(vouchers.buyerUserId, caller.userId))),
  );
  return row ?? null;
}

/** The vouchers of a paid order, for its receipt's attachments (system work: the receipt job). */
export async function orderVouchersForPdf(orderId: string): Promise<VoucherPdfData[]> {
  if (!isUuid(orderId)) return [];
  return runAsSystem((tx) =>
    readPdfData(
      tx,
      inArray(
        vouchers.orderItemId,
        tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId)),
      ),
    ),
  );
}
