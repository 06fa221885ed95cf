// The smallest first order that earns a referral reward, as the operator types it in quetzales
// ("50", "75.5", "Q1250.00", "99,5"). Pure: the admin form and its action parse with this one
// schema; public.admin_set_setting keeps the same cap whoever calls it. No thousands separator:
// "1,250" could be Q1.25 or Q1,250.00, and a thousandfold mistake in a money setting is refused.
import { z } from "./zod";
import { messageCode } from "./message-code";

export const REFERRAL_MINIMUM_MAX_CENTS = 10_000_000; // Q100,000.00

const AMOUNT = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/** "Q1250.5" -> 125050; null unless Q0.00..Q100,000.00 with at most two decimals. */
export function quetzalesToCents(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replace(/^Q\s*/i, ""));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents <= REFERRAL_MINIMUM_MAX_CENTS ? cents : null;
}

const amountError = messageCode("admin.referralMinimum.invalid");

export const referralMinimumSchema = z.object(
  {
    amount: z
      .union([z.string().max(20, { error: amountError }), z.number()], { error: amountError })
      .transform((v, ctx) => {
        const cents = quetzalesToCents(String(v));
        if (cents === null) {
          ctx.addIssue({ code: "custom", message: amountError });
          return z.NEVER;
        }
        return cents;
      }),
  },
  { error: messageCode("common.invalidInput") },
);
export type ReferralMinimumInput = z.input<typeof referralMinimumSchema>;
