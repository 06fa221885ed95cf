// Checkout: input shaping for the card fields and the one schema the checkout form
// (zodResolver) and the order action both parse with.
import { z } from "./zod";
import { messageCode } from "./message-code";
import { parseReceptorId } from "./fel/ids";

export const CARD_MAX_DIGITS = 16; // 16 digits in groups of four = the spec's 19 characters
export const CARD_MIN_DIGITS = 13;
export const EXPIRY_LENGTH = 5;
export const CVV_MIN_DIGITS = 3;
export const CVV_MAX_DIGITS = 4;

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** Digits only, grouped in fours: "4111111111111111" -> "4111 1111 1111 1111" (at most 19 characters). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, CARD_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * MM/YY from whatever digits were typed: "1227" -> "12/27". The slash appears only after the
 * third digit, so deleting it with backspace is not undone by the formatter.
 */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, at most 4. */
export function formatCvv(value: string): string {
  return digitsOf(value).slice(0, CVV_MAX_DIGITS);
}

// Every rule answers with the spec's single message: the form shows it as a toast and the
// action returns it as the error.
const invalid = () => messageCode("checkout.invalid");
// Lengths cap what a form could hold, so a 10,000-character field is refused, not stored.
const filled = (max = 200) => z.string().trim().min(1, { error: invalid }).max(max, { error: invalid });

// Optional NIT or CUI (the DPI's 13 digits) for the invoice: empty means 'CF'; any accepted form
// ("1234567-9", "cf", "2547 02837 0101") is normalised to what the order stores ("12345679", "CF",
// "2547028370101"). Whether 'CF' is allowed depends on the total (lib/domain/fel/cf-limit.ts).
const nitField = z
  .string()
  .trim()
  .max(20, { error: () => messageCode("checkout.nitInvalid") })
  .refine((v) => parseReceptorId(v) !== null, { error: () => messageCode("checkout.nitInvalid") })
  .transform((v) => parseReceptorId(v)!.id)
  .default("CF");

/** Who receives the vouchers and the receipt: the same in both checkouts. */
const contactShape = {
  name: filled(),
  // Beyond the browser's type=email: a receipt needs a deliverable address.
  email: filled(320).pipe(z.email({ error: () => messageCode("checkout.emailInvalid") })),
  phone: filled(),
  address: filled(300),
  city: filled(),
};

/** The checkout form's fields; every refusal but the e-mail's is that single message. */
export const checkoutSchema = z.object({
  ...contactShape,
  // Spaces (the grouping) are removed before counting; anything else than digits is invalid.
  cardNumber: filled()
    .max(19, { error: invalid })
    .refine((v) => new RegExp(`^\\d{${CARD_MIN_DIGITS},}$`).test(v.replace(/\s/g, "")), { error: invalid }),
  // Exactly MM/YY; a month outside 01-12 cannot be a card's expiry either.
  expiryDate: filled().refine((v) => v.length === EXPIRY_LENGTH && /^(0[1-9]|1[0-2])\/\d{2}$/.test(v), {
    error: invalid,
  }),
  cvv: filled().regex(/^\d{3,4}$/, { error: invalid }),
  cardName: filled(),
  nit: nitField,
});

/**
 * The checkout when a provider's hosted page takes the payment: contact and NIT only. Strict, so a
 * card number, expiry, CVV or any other key is refused rather than silently dropped: this server
 * must never receive card data in that mode.
 */
export const hostedCheckoutSchema = z.object({ ...contactShape, nit: nitField }).strict();

export type HostedCheckoutInput = z.input<typeof hostedCheckoutSchema>;
export type HostedCheckoutValues = z.output<typeof hostedCheckoutSchema>;

/** How this server takes payment: card fields in the dialog (simulated) or a provider's hosted page. */
export type CheckoutMode = "card" | "hosted";

export const emptyHostedCheckout = (): HostedCheckoutInput => ({
  name: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  nit: "",
});

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutValues = z.output<typeof checkoutSchema>;

export const emptyCheckout = (): CheckoutInput => ({
  name: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  cardNumber: "",
  expiryDate: "",
  cvv: "",
  cardName: "",
  nit: "",
});

export function isCheckoutValid(values: CheckoutInput): boolean {
  return checkoutSchema.safeParse(values).success;
}
