// The checkout's one schema: the dialog validates with it through zodResolver
// and the place-order action parses with it, so both sides accept exactly the same input.
import { z } from "./zod";
import { messageCode } from "./message-code";
import { checkoutSchema, hostedCheckoutSchema } from "./checkout";
import { mergeCartLines } from "./checkout-totals";
import { isUuid } from "./uuid";

/** Limits that public.reserve_order enforces too. */
export const MAX_ORDER_LINES = 20;
export const MAX_LINE_QUANTITY = 50;
/** Far above any real cart; keeps the figure an exact integer on both sides. */
export const MAX_TOTAL_CENTS = 1_000_000_000_000;

const incomplete = () => messageCode("orders.formIncomplete");

export const cartLineSchema = z.object({
  couponId: z.string().refine(isUuid, messageCode("orders.cartInvalid")),
  quantity: z.number().int(messageCode("orders.cartInvalid")).min(1, messageCode("orders.cartInvalid")),
});

/** Cart lines as the browser keeps them; duplicates merged, limits checked after merging. */
export const cartItemsSchema = z
  .array(cartLineSchema)
  .min(1, messageCode("orders.cartEmpty"))
  .transform(mergeCartLines)
  .refine((lines) => lines.length <= MAX_ORDER_LINES, messageCode("orders.tooManyLines", { max: MAX_ORDER_LINES }))
  .refine(
    (lines) => lines.every((l) => l.quantity <= MAX_LINE_QUANTITY),
    messageCode("orders.tooManyUnits", { max: MAX_LINE_QUANTITY }),
  );

/** Only these four digits of a card ever leave the action (into the order). */
export function cardLast4(cardNumber: string): string {
  return cardNumber.replace(/\D/g, "").slice(-4);
}

/** The dialog's own schema (lib/domain/checkout.ts): form and server parse the same rules. */
export const checkoutFormSchema = checkoutSchema;

/** What both checkouts add to the form: the attempt's key, the cart, and the total it was shown at. */
const orderShape = {
  /** Made once per checkout attempt by the dialog: a retried or double-clicked submit reuses it. */
  idempotencyKey: z.string().refine(isUuid, incomplete()),
  items: cartItemsSchema,
  /** The total the dialog showed: the order is written only at this total (prices may move). */
  expectedTotalCents: z
    .number(messageCode("orders.totalMissing"))
    .int(messageCode("orders.totalMissing"))
    .min(0, messageCode("orders.totalMissing"))
    .max(MAX_TOTAL_CENTS, messageCode("orders.totalMissing")),
};

export const placeOrderSchema = checkoutFormSchema.extend(orderShape);

/** The hosted checkout's submit: still strict, so no card field (nor any other key) gets through. */
export const startHostedCheckoutSchema = hostedCheckoutSchema.extend(orderShape).strict();

/** One of the buyer's orders, by id (the return page's status and cancel). */
export const orderIdSchema = z.object({ orderId: z.string().refine(isUuid, messageCode("orders.notFound")) });

export const quoteCartSchema = z.object({ items: cartItemsSchema });

export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;
export type StartHostedCheckoutInput = z.input<typeof startHostedCheckoutSchema>;
