"use server";
// Publish a coupon for one of the seller's businesses.
import { publishCoupon } from "@/lib/data/catalogue/seller-coupons";
import { publishCouponSchema } from "@/lib/domain/forms/coupon";
import { defineAction, fail, ok } from "../define-action";
import { couponRefusalMessage } from "../_lib/seller-messages";

export const publishCouponAction = defineAction({
  schema: publishCouponSchema,
  auth: "required",
  run: async (input, { caller }) => {
    const result = await publishCoupon(caller, input);
    return result.ok ? ok({ id: result.id, pending: result.pending }) : fail(couponRefusalMessage(result.reason));
  },
});
