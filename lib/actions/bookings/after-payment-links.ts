"use server";
// /pago-exitoso is prerendered and reads no order; its small island asks here, with the order the
// checkout just paid, for the 'Reservar tu horario' links of that order's vouchers. Read only: the
// buyer's own vouchers (listOrderVouchersToBook runs as the caller under row level security).
import { z } from "zod";
import { afterPaymentBookingLinks, type AfterPaymentBookingLinks } from "@/lib/bookings/after-payment";
import { defineAction, ok } from "../define-action";

export const afterPaymentLinksAction = defineAction({
  schema: z.object({ orderId: z.uuid("common.invalidInput") }),
  auth: "required",
  run: async ({ orderId }, { caller }) =>
    ok<AfterPaymentBookingLinks>(await afterPaymentBookingLinks(caller, orderId.toLowerCase())),
});
