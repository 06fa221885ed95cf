"use server";
// A business member (a cashier too) redeems a buyer's voucher code from /vendedor, exactly once.
import { dateFormat } from "@/lib/i18n/intl-format";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { redeemVoucherSchema } from "@/lib/domain/voucher-code";
import { TIME_ZONE } from "@/lib/i18n/request";
import { message } from "@/lib/i18n/messages";

const dateTime = () => dateFormat({ timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

export const redeemVoucherAction = defineAction({
  schema: redeemVoucherSchema,
  auth: "required",
  run: async ({ code, branchId }, { caller }) => {
    const result = await redeemVoucher(caller, code, branchId ?? null);
    if (result.ok) {
      return ok({
        couponId: result.couponId,
        couponTitle: result.couponTitle,
        redeemedAt: result.redeemedAt,
        message: message("orders.redeemed", { title: result.couponTitle }),
      });
    }
    if (result.reason === "ya_canjeado")
      return fail(message("orders.redeemAlreadyRedeemed", { date: dateTime().format(new Date(result.redeemedAt)) }));
    if (result.reason === "vencido")
      return fail(message("orders.redeemExpired", { date: dateTime().format(new Date(result.expiresAt)) }));
    if (result.reason === "reembolsado") return fail(message("orders.redeemRefunded"));
    if (result.reason === "regalo_pendiente") return fail(message("orders.redeemGiftPending"));
    if (result.reason === "sucursal_invalida") return fail(message("orders.redeemBranchInvalid"));
    return fail(message("orders.redeemNotFound"));
  },
});
