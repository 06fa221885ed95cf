// The status a seller sees for each coupon in 'Mis cupones'. Pure: the stored status only says
// active or paused; whether it has ended or sold out depends on the clock and the stock.

export type SellerCouponStatus = "active" | "paused" | "expired" | "soldOut";

/**
 * An ended coupon is 'Vencido' even when paused (resuming would not put it back on sale); then a
 * paused one is 'Pausado'; then no stock left is 'Agotado'; otherwise 'Activo'.
 */
export function sellerCouponStatus(coupon: { status: string; endTime: string; remaining: number }, now = Date.now()): SellerCouponStatus {
  if (new Date(coupon.endTime).getTime() <= now) return "expired";
  if (coupon.status !== "active") return "paused";
  if (coupon.remaining <= 0) return "soldOut";
  return "active";
}
