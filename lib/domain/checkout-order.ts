// The checkout's one schema (SPEC 5 "Checkout"): the dialog validates with it through zodResolver
// and the place-order action parses with it, so both sides accept exactly the same input.
import { z } from "zod";
import { message } from "@/lib/i18n/messages";
import { mergeCartLines } from "./checkout-totals";
import { isUuid } from "./uuid";

/** Limits that public.purchase_coupons enforces too. */
export const MAX_ORDER_LINES = 20;
export const MAX_LINE_QUANTITY = 50;

const incomplete = () => message("orders.formIncomplete");
const filled = (max: number) => z.string().trim().min(1, incomplete()).max(max, incomplete());

export const cartLineSchema = z.object({
  couponId: z.string().refine(isUuid, message("orders.cartInvalid")),
  quantity: z.number().int(message("orders.cartInvalid")).min(1, message("orders.cartInvalid")),
});

/** Cart lines as the browser keeps them; duplicates merged, limits checked after merging. */
export const cartItemsSchema = z
  .array(cartLineSchema)
  .min(1, message("orders.cartEmpty"))
  .transform(mergeCartLines)
  .refine((lines) => lines.length <= MAX_ORDER_LINES, message("orders.tooManyLines", { max: MAX_ORDER_LINES }))
  .refine((lines) => lines.every((l) => l.quantity <= MAX_LINE_QUANTITY), message("orders.tooManyUnits", { max: MAX_LINE_QUANTITY }));

export const checkoutContactSchema = z.object({
  name: filled(200),
  email: filled(320).pipe(z.email(message("orders.emailInvalid"))),
  phone: filled(40),
  address: filled(300),
  city: filled(120),
});

export const cardSchema = z.object({
  /** SPEC 5: digits grouped in fours, at least 13 digits once spaces are removed. */
  cardNumber: z
    .string()
    .max(23, incomplete())
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{13,19}$/, incomplete())),
  /** SPEC 5: exactly 5 characters, MM/YY. */
  expiryDate: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, incomplete()),
  /** SPEC 9: 3 to 4 digits. */
  cvv: z.string().regex(/^\d{3,4}$/, incomplete()),
  cardName: filled(100),
});

/** Only these four digits of a card ever leave the action (into the order). */
export function cardLast4(cardNumber: string): string {
  return cardNumber.replace(/\D/g, "").slice(-4);
}

export const checkoutFormSchema = checkoutContactSchema.extend(cardSchema.shape);

export const placeOrderSchema = checkoutFormSchema.extend({
  /** Made once per checkout attempt by the dialog: a retried or double-clicked submit reuses it. */
  idempotencyKey: z.string().refine(isUuid, incomplete()),
  items: cartItemsSchema,
});

export const quoteCartSchema = z.object({ items: cartItemsSchema });

export type CheckoutForm = z.input<typeof checkoutFormSchema>;
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;
export type CheckoutContact = z.output<typeof checkoutContactSchema>;
