"use server";
// Whether the caller may change a coupon: asked by a small island on the cached coupon page, so
// the page stays the same for everyone while its seller still gets the 'Editar' links.
import { z } from "zod";
import { getCouponForEdit } from "@/lib/data/catalogue/seller-coupons";
import { defineAction, ok } from "../define-action";

export const canEditCouponAction = defineAction({
  schema: z.object({ id: z.string().max(64) }),
  auth: "optional",
  run: async ({ id }, { caller }) => {
    if (caller.role !== "authenticated") return ok({ canEdit: false });
    const coupon = await getCouponForEdit(caller, id);
    return ok({ canEdit: coupon?.canEdit === true });
  },
});
