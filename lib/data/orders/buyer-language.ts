import "server-only";
import { eq } from "drizzle-orm";
import { bookings, orderItems, orders, profiles, refunds, vouchers } from "@/lib/db/schema";
import { runAsSystem } from "../system";

// The language a buyer's mails are written in: the language of the page their order was placed
// from (orders.locale). Receipts, refunds, expiry and booking reminders all follow it. What is tied
// to no order (a followed business's new coupon, a reply to a review) follows the profile's
// language instead (profiles.locale).

export type BuyerLanguage = "es" | "en";
const asLanguage = (value: string | undefined): BuyerLanguage => (value === "en" ? "en" : "es");

export function orderLanguage(orderId: string): Promise<BuyerLanguage> {
  return runAsSystem(async (tx) => {
    const [row] = await tx.select({ locale: orders.locale }).from(orders).where(eq(orders.id, orderId));
    return asLanguage(row?.locale);
  });
}

export function voucherLanguage(voucherId: string): Promise<BuyerLanguage> {
  return runAsSystem(async (tx) => {
    const [row] = await tx
      .select({ locale: orders.locale })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(vouchers.id, voucherId));
    return asLanguage(row?.locale);
  });
}

export function refundLanguage(refundId: string): Promise<BuyerLanguage> {
  return runAsSystem(async (tx) => {
    const [row] = await tx
      .select({ locale: orders.locale })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(refunds.id, refundId));
    return asLanguage(row?.locale);
  });
}

export async function bookingLanguage(bookingId: string): Promise<BuyerLanguage> {
  const voucherId = await runAsSystem(async (tx) => {
    const [row] = await tx.select({ voucherId: bookings.voucherId }).from(bookings).where(eq(bookings.id, bookingId));
    return row?.voucherId;
  });
  return voucherId ? voucherLanguage(voucherId) : "es";
}

/** The language a user chose for what concerns no order of theirs; Spanish when they have no profile. */
export function userLanguage(userId: string): Promise<BuyerLanguage> {
  return runAsSystem(async (tx) => {
    const [row] = await tx.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
    return asLanguage(row?.locale);
  });
}
