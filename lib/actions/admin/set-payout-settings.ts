"use server";
// The operator sets the payout run's weekday and minimum (audited by the database).
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { setPayoutSettings } from "@/lib/ledger/data/payouts";
import { payoutSettingsSchema } from "@/lib/ledger/rules/payouts";
import { message } from "@/lib/i18n/messages";

const KEYS = { forbidden: "admin.forbidden", invalid: "admin.payouts.settingsInvalid" } as const;

export const setPayoutSettingsAction = defineAction({
  schema: payoutSettingsSchema,
  auth: "required",
  run: async ({ weekday, minimum }, { caller }) => {
    const result = await setPayoutSettings(caller, { weekday, minimumCents: minimum });
    if (!result.ok) return fail(message(KEYS[result.code]));
    return ok({ weekday, minimumCents: minimum });
  },
});
