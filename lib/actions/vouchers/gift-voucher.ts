"use server";
// 'Regalar' on /mis-cupones: the voucher waits for the recipient, who gets a mail with
// the claim link, or (channel 'whatsapp') the giver gets a wa.me link with it to send by chat.
// The link's token leaves this server only in that mail or that answer to the giver.
import { dateFormat } from "@/lib/i18n/intl-format";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { createGift } from "@/lib/data/orders/gifts";
import { allowed } from "@/lib/data/rate-limit";
import { giftVoucherSchema } from "@/lib/domain/gifts";
import { messageCode } from "@/lib/domain/message-code";
import { giftClaimWhatsappUrl, sendGiftClaimEmail } from "@/lib/email/gift-claim";
import { TIME_ZONE } from "@/lib/i18n/request";
import { message, textOf } from "@/lib/i18n/messages";
import { logger } from "@/lib/observability/log";

/** The giver's answer: a WhatsApp link to send when they chose that channel. */
interface GiftSentReply {
  message: string;
  whatsappUrl: string | null;
}

const dateLabel = () => dateFormat({ timeZone: TIME_ZONE, dateStyle: "long" });

export const giftVoucherAction = defineAction({
  schema: giftVoucherSchema,
  auth: "required",
  run: async ({ voucherId, channel, email, message: note }, { caller, user }) => {
    if (email !== null && email === user.email.trim().toLowerCase()) {
      const error = textOf(messageCode("myCoupons.gift.errors.propio"));
      return fail(error, { email: error });
    }
    // Per sender, and per address as every mail with a link is (no mail bombing through gifts).
    const limits: Parameters<typeof allowed>[0] = [["giftPerUser", user.id]];
    if (email) limits.push(["emailLinkPerAddress", `gift:${email}`]);
    if (!(await allowed(limits))) return fail(message("myCoupons.gift.rateLimited"));
    const result = await createGift(caller, { voucherId, email, message: note });
    if (!result.ok) {
      const error = textOf(messageCode(`myCoupons.gift.errors.${result.reason}`));
      return fail(
        error,
        result.reason === "email_invalido" || result.reason === "propio" ? { email: error } : undefined,
      );
    }
    const claim = {
      giverName: result.giverName,
      couponTitle: result.couponTitle,
      message: result.message,
      token: result.token,
      expiresLabel: dateLabel().format(new Date(result.expiresAt)),
    };
    if (channel === "whatsapp" || !result.recipientEmail)
      return ok<GiftSentReply>({
        message: message("myCoupons.gift.readyWhatsApp"),
        whatsappUrl: giftClaimWhatsappUrl(claim),
      });
    try {
      await sendGiftClaimEmail({ to: result.recipientEmail, ...claim });
    } catch (error) {
      // The gift stands and can be cancelled from /mis-cupones; the mail is what failed.
      logger({ component: "gift" }).error({ giftId: result.giftId, err: error }, "claim mail not sent");
    }
    return ok({ message: message("myCoupons.gift.sent", { email: result.recipientEmail }), whatsappUrl: null });
  },
});
