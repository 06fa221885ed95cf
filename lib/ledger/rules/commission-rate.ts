// The rate the operator sets for a business's commission, typed as a percentage
// ("12.5", "12,5") and stored as a fraction with four decimals (numeric(5,4)). Pure: the admin
// form and its action parse with this schema; public.admin_set_commission_rate checks the same cap.
import { z } from "@/lib/domain/zod";
import { messageCode } from "@/lib/domain/message-code";
import { uuidField } from "@/lib/domain/forms/fields";

export const COMMISSION_MAX_PERCENT = 50;

/** "12.5" or "12,5" -> 1250 hundredths of a percent; null unless 0..50 with at most two decimals. */
export function percentToHundredths(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return hundredths <= COMMISSION_MAX_PERCENT * 100 ? hundredths : null;
}

/** 1250 hundredths of a percent -> "0.1250", the database's fraction, without floating point. */
export function hundredthsToRate(hundredths: number): string {
  return `${Math.floor(hundredths / 10_000)}.${String(hundredths % 10_000).padStart(4, "0")}`;
}

const rateError = messageCode("admin.commission.invalid", { max: COMMISSION_MAX_PERCENT });

export const commissionRateSchema = z.object(
  {
    businessId: uuidField("admin.notFound"),
    percent: z.union([z.string(), z.number()], { error: rateError }).transform((v, ctx) => {
      const hundredths = percentToHundredths(String(v));
      if (hundredths === null) {
        ctx.addIssue({ code: "custom", message: rateError });
        return z.NEVER;
      }
      return hundredthsToRate(hundredths);
    }),
  },
  { error: messageCode("common.invalidInput") },
);
export type CommissionRateInput = z.input<typeof commissionRateSchema>;
