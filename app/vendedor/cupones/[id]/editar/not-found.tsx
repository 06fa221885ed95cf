import { CouponEditNotFound } from "../../../_components/coupon-edit-not-found";

// Shown by the browser after NotFoundStatus marks the response 404 (the server HTML already holds it).
export default function NotFound() {
  return <CouponEditNotFound />;
}
