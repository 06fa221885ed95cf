"use server";
// /regalo/[token]: the signed-in holder of the link takes the voucher, under a new code.
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { claimGift } from "@/lib/data/orders/gifts";
import { claimGiftSchema } from "@/lib/domain/gifts";
import { messageCode } from "@/lib/domain/message-code";
import { message, textOf } from "@/lib/i18n/messages";

export const claimGiftAction = defineAction({
  schema: claimGiftSchema,
  auth: "required",
  run: async ({ token }, { caller }) => {
    const result = await claimGift(caller, token);
    if (!result.ok) return fail(textOf(messageCode(`giftClaim.errors.${result.reason}`)));
    return ok({ message: message("giftClaim.claimed", { title: result.couponTitle }) });
  },
});
