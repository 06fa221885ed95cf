import { CouponEditNotFound } from "../../../_components/coupon-edit-not-found";

// The edit page's notFound(): unknown, malformed or out-of-sight coupon ids.
export default function NotFound() {
  return <CouponEditNotFound />;
}
