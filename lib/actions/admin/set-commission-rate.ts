"use server";
// The operator sets a business's commission rate (0-50 %), audited with the rate before and after.
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { setCommissionRate, type CommissionFailure } from "@/lib/ledger/data/commission";
import { COMMISSION_MAX_PERCENT, commissionRateSchema } from "@/lib/ledger/rules/commission-rate";
import { message } from "@/lib/i18n/messages";

const KEYS: Record<CommissionFailure, string> = {
  forbidden: "admin.forbidden",
  not_found: "admin.notFound",
  invalid: "admin.commission.invalid",
};

export const setCommissionRateAction = defineAction({
  schema: commissionRateSchema,
  auth: "required",
  run: async ({ businessId, percent }, { caller }) => {
    const result = await setCommissionRate(caller, businessId, percent);
    if (!result.ok) return fail(message(KEYS[result.code], { max: COMMISSION_MAX_PERCENT }));
    return ok({ rate: percent });
  },
});
