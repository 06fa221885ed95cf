"use server";
// The business's bank account for payouts (/negocio/{id}/editar), owner only. The database audits
// the change, queues the owner's e-mail and starts the 48-hour payout hold
// (supabase/schemas/26-bank-accounts.sql); the worker is woken so the e-mail goes out now.
import { saveBankAccount } from "@/lib/ledger/data/bank-accounts";
import { wakeWorker } from "@/lib/data/job-queue";
import { bankAccountSchema } from "@/lib/ledger/rules/bank-accounts";
import { message } from "@/lib/i18n/messages";
import { logger } from "@/lib/observability/log";
import { defineAction, fail, ok } from "../define-action";

export const saveBankAccountAction = defineAction({
  schema: bankAccountSchema,
  auth: "required",
  run: async (input, { caller }) => {
    try {
      const saved = await saveBankAccount(caller, input);
      if (!saved.ok) return fail(message("bankAccount.forbidden"));
      wakeWorker();
      return ok({ message: message("bankAccount.saved"), last4: input.number.slice(-4) });
    } catch (error) {
      logger({ component: "payouts" }).error({ err: error }, "bank account not saved");
      return fail(message("bankAccount.failure"));
    }
  },
});
