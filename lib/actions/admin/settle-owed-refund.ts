"use server";
// The operator settles a refund the provider could not send: as store credit or a bank transfer
// (its reference required). Audited by the database.
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { settleOwedRefund, type SettleFailure } from "@/lib/payments/data/admin";
import { settleRefundSchema } from "@/lib/payments/rules/admin-forms";
import { message } from "@/lib/i18n/messages";

const KEYS: Record<SettleFailure, string> = {
  forbidden: "admin.forbidden",
  not_found: "admin.notFound",
  not_owed: "admin.payments.errors.notOwed",
  already_settled: "admin.payments.errors.alreadySettled",
  note_required: "admin.payments.transferNoteRequired",
};

export const settleOwedRefundAction = defineAction({
  schema: settleRefundSchema,
  auth: "required",
  run: async ({ refundId, as, note }, { caller }) => {
    const result = await settleOwedRefund(caller, refundId, { as, note });
    if (!result.ok) return fail(message(KEYS[result.code]));
    return ok({ settledAs: as });
  },
});
