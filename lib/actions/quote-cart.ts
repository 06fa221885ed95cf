"use server";
// TODO(issue 7, orders): placeholder with the agreed signature so the cart compiles and runs; the
// real action (re-pricing every line from the database) replaces this file on merge.
import { z } from "zod";
import { defineAction, fail, type ActionResult } from "@/lib/actions/define-action";
import type { CartQuote } from "@/lib/domain/cart";
import { message } from "@/lib/i18n/messages";

const itemsSchema = z.array(z.object({ couponId: z.string().min(1), quantity: z.number().int().positive() })).min(1);

const action = defineAction({
  schema: itemsSchema,
  auth: "optional",
  run: async (): Promise<ActionResult<CartQuote>> => fail(message("common.unexpectedError")),
});

export async function quoteCart(items: { couponId: string; quantity: number }[]): Promise<ActionResult<CartQuote>> {
  return action(items);
}
