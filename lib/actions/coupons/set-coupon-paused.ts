"use server";
// Pause a coupon (it leaves every public list) or put it back on sale.
import { setCouponPaused } from "@/lib/data/catalogue/seller-coupons";
import { setCouponPausedSchema } from "@/lib/domain/forms/coupon";
import { defineAction, fail, ok } from "../define-action";
import { couponRefusalMessage } from "../_lib/seller-messages";

export const setCouponPausedAction = defineAction({
  schema: setCouponPausedSchema,
  auth: "required",
  run: async ({ id, paused }, { caller }) => {
    const result = await setCouponPaused(caller, id, paused);
    return result.ok ? ok({ id, status: result.status }) : fail(couponRefusalMessage(result.reason));
  },
});
