"use server";
// The operator sets the smallest first order that earns a referral reward (Q0.00-Q100,000.00, audited).
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { setReferralMinimum } from "@/lib/data/admin/admin";
import { referralMinimumSchema } from "@/lib/domain/referral-minimum";
import { message } from "@/lib/i18n/messages";

const KEYS = { forbidden: "admin.forbidden", invalid: "admin.referralMinimum.invalid" } as const;

export const setReferralMinimumAction = defineAction({
  schema: referralMinimumSchema,
  auth: "required",
  run: async ({ amount }, { caller }) => {
    const result = await setReferralMinimum(caller, amount);
    if (!result.ok) return fail(message(KEYS[result.code]));
    return ok({ cents: amount });
  },
});
