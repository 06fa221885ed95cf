"use server";
// 'Cancelar regalo': the giver takes back a gift nobody claimed; its link stops working.
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { cancelGift } from "@/lib/data/orders/gifts";
import { cancelGiftSchema } from "@/lib/domain/gifts";
import { messageCode } from "@/lib/domain/message-code";
import { message, textOf } from "@/lib/i18n/messages";

export const cancelGiftAction = defineAction({
  schema: cancelGiftSchema,
  auth: "required",
  run: async ({ giftId }, { caller }) => {
    const result = await cancelGift(caller, giftId);
    if (!result.ok) return fail(textOf(messageCode(`myCoupons.gift.cancelErrors.${result.reason}`)));
    return ok({ message: message("myCoupons.gift.cancelled") });
  },
});
