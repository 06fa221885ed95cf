"use server";
// The operator marks a payout sent, paid (with the bank's reference) or failed (with the reason;
// the money returns to the business's balance). Audited and told to the owner by the database.
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { markPayout } from "@/lib/ledger/data/payouts";
import { pgErrorOf, PG } from "@/lib/data/db-errors";
import { markPayoutSchema } from "@/lib/ledger/rules/payouts";
import { message } from "@/lib/i18n/messages";

const KEYS = {
  nota_requerida: "admin.payouts.noteRequired",
  no_existe: "admin.notFound",
  estado: "admin.payouts.wrongState",
  retenido: "payoutHold.cuenta_cambiada",
};

export const markPayoutAction = defineAction({
  schema: markPayoutSchema,
  auth: "required",
  run: async ({ payoutId, state, note }, { caller }) => {
    try {
      const result = await markPayout(caller, { payoutId, state, note: note ?? undefined });
      if (!result.ok) return fail(message(KEYS[result.reason]));
      return ok({ state: result.state });
    } catch (error) {
      if (pgErrorOf(error).code === PG.insufficientPrivilege) return fail(message("admin.forbidden"));
      throw error;
    }
  },
});
