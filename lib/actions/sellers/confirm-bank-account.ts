"use server";
// An owner confirms the business's new bank account from the e-mail's link
// (/vendedor/confirmar-cuenta), signed in: until then no payout goes to it and those scheduled
// before the change stay held (supabase/schemas/26-bank-accounts.sql).
import { confirmBankAccount } from "@/lib/ledger/data/bank-accounts";
import { confirmBankAccountSchema } from "@/lib/ledger/rules/bank-account-confirm";
import { message } from "@/lib/i18n/messages";
import { logger } from "@/lib/observability/log";
import { defineAction, fail, ok } from "../define-action";

export const confirmBankAccountAction = defineAction({
  schema: confirmBankAccountSchema,
  auth: "required",
  run: async ({ businessId, token }, { caller }) => {
    try {
      const confirmed = await confirmBankAccount(caller, businessId, token);
      if (!confirmed.ok) return fail(message(`payoutHold.${confirmed.reason}`));
      return ok({ message: message("payoutHold.confirmed") });
    } catch (error) {
      logger({ component: "payouts" }).error({ err: error }, "bank account not confirmed");
      return fail(message("payoutHold.failure"));
    }
  },
});
