// Voucher redemption codes: 12 characters of an alphabet without 0/O and 1/I, so a code read
// aloud or typed from a phone screen is not mistaken. The database draws them
// (public.new_voucher_code); this module shapes what a person types before it is looked up.
import { z } from "./zod";
import { messageCode } from "./message-code";
import { uuidField } from "./forms/fields";

export const VOUCHER_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const VOUCHER_CODE_LENGTH = 12;

const PLAUSIBLE = new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

/** "  ab2c-d3ef 4ghj-k5mn " -> "AB2CD3EF4GHJK5MN": upper case, spaces and hyphens removed. */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, "");
}

/** Could this (normalised) text be a code at all? Saves a database round trip for typos. */
export function isPlausibleCode(code: string): boolean {
  return PLAUSIBLE.test(code);
}

/** "AB2CD3EF4GHJ" -> "AB2C-D3EF-4GHJ", for display and the printed voucher. */
export function formatCode(code: string): string {
  return normaliseCode(code).replace(/(.{4})(?=.)/g, "$1-");
}

/** The seller's redeem form: whatever was typed, normalised, then checked for shape. */
export const redeemVoucherSchema = z.object({
  code: z
    .string()
    .max(64, messageCode("orders.codeInvalid"))
    .transform(normaliseCode)
    .pipe(
      z.string().min(1, messageCode("orders.codeRequired")).refine(isPlausibleCode, messageCode("orders.codeInvalid")),
    ),
  /** The branch where it is redeemed, when the counter knows it (kept in the redemptions' history). */
  branchId: uuidField("orders.redeemBranchInvalid").optional(),
});
