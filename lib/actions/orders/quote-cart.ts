"use server";
// Re-prices the cart from the database (a price held in the browser is never trusted): current
// price, stock and availability per line.
import { defineAction, ok } from "@/lib/actions/define-action";
import { quoteCart } from "@/lib/data/orders/orders";
import { quoteCartSchema } from "@/lib/domain/checkout-order";

export const quoteCartAction = defineAction({
  schema: quoteCartSchema,
  auth: "optional",
  run: async (input, { caller }) => ok(await quoteCart(caller, input.items)),
});
