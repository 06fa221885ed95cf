"use server";
// TODO(issue 7, orders): placeholder with the agreed signature so the checkout compiles and runs;
// the real action (order, vouchers and stock in one transaction) replaces this file on merge.
// Like the real one, it requires a session, so a visitor gets 'Debes iniciar sesión.'.
import { z } from "zod";
import { defineAction, fail, type ActionResult } from "@/lib/actions/define-action";
import { checkoutSchema, type CheckoutInput } from "@/lib/domain/checkout";
import { message } from "@/lib/i18n/messages";

const placeOrderSchema = checkoutSchema.extend({
  idempotencyKey: z.uuid(),
  items: z.array(z.object({ couponId: z.string().min(1), quantity: z.number().int().positive() })).min(1),
});

const action = defineAction({
  schema: placeOrderSchema,
  auth: "required",
  run: async (): Promise<ActionResult<{ orderId: string; voucherCount: number }>> => fail(message("common.unexpectedError")),
});

export async function placeOrder(
  input: { idempotencyKey: string; items: { couponId: string; quantity: number }[] } & CheckoutInput,
): Promise<ActionResult<{ orderId: string; voucherCount: number }>> {
  return action(input);
}
