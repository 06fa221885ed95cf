"use server";
// An owner or manager undoes a redemption of the last 10 minutes (the voucher is valid again).
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { undoVoucherRedemption } from "@/lib/data/orders/counter";
import { undoRedemptionSchema } from "@/lib/domain/forms/counter";
import { message } from "@/lib/i18n/messages";

export const undoRedemptionAction = defineAction({
  schema: undoRedemptionSchema,
  auth: "required",
  run: async ({ redemptionId }, { caller }) => {
    const result = await undoVoucherRedemption(caller, redemptionId);
    if (result === "undone") return ok({ message: message("orders.undoDone") });
    if (result === "too_late") return fail(message("orders.undoTooLate"));
    if (result === "already_undone") return fail(message("orders.undoAlreadyUndone"));
    return fail(message("orders.undoNotFound"));
  },
});
