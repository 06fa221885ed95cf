"use server";
// Change a coupon: owners and managers any of their business, editors their own.
import { updateCoupon } from "@/lib/data/catalogue/seller-coupons";
import { updateCouponSchema } from "@/lib/domain/forms/coupon";
import { defineAction, fail, ok } from "../define-action";
import { couponRefusalMessage } from "../_lib/seller-messages";

export const updateCouponAction = defineAction({
  schema: updateCouponSchema,
  auth: "required",
  run: async (input, { caller }) => {
    const result = await updateCoupon(caller, input);
    return result.ok ? ok({ id: input.id }) : fail(couponRefusalMessage(result.reason));
  },
});
