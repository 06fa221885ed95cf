"use server";
// The operator sets how much one buyer may hold unpaid (units per coupon, in total, and a started
// transfer's hours); audited by the database. The coupon pages need no revalidation: the limits
// are read at checkout start and by the webhook that holds a transfer.
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { setHoldLimits } from "@/lib/payments/data/hold-limits";
import { holdLimitsSchema } from "@/lib/payments/rules/hold-limits";
import { message } from "@/lib/i18n/messages";

const KEYS = { forbidden: "admin.forbidden", invalid: "holdLimits.invalid" } as const;

export const setHoldLimitsAction = defineAction({
  schema: holdLimitsSchema,
  auth: "required",
  run: async (limits, { caller }) => {
    const result = await setHoldLimits(caller, limits);
    if (!result.ok) return fail(message(KEYS[result.code]));
    return ok(limits);
  },
});
