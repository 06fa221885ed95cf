// The status a seller sees for each coupon in 'Mis cupones'. Pure: the stored status only says
// active or paused; whether it has ended or sold out depends on the clock and the stock.

export type SellerCouponStatus = "active" | "paused" | "expired" | "soldOut" | "inReview" | "removed";

/**
 * Removed by an admin is 'Retirado'; hidden after reports or waiting for approval is 'En revisión'.
 * Otherwise an ended coupon is 'Vencido' even when paused (resuming would not put it back on sale); then a
 * paused one is 'Pausado'; then no stock left is 'Agotado'; otherwise 'Activo'.
 */
export function sellerCouponStatus(
  coupon: { status: string; endTime: string; remaining: number },
  now = Date.now(),
): SellerCouponStatus {
  // Moderation comes first: the seller can do nothing about it but wait or read why.
  if (coupon.status === "removed") return "removed";
  if (coupon.status === "hidden" || coupon.status === "pending") return "inReview";
  if (new Date(coupon.endTime).getTime() <= now) return "expired";
  if (coupon.status !== "active") return "paused";
  if (coupon.remaining <= 0) return "soldOut";
  return "active";
}
