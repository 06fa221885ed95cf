import { CouponNotFound } from "../_components/coupon-not-found";

export default function NotFound() {
  return <CouponNotFound />;
}
