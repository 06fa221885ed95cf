"use server";
// The operator resolves a reconciliation difference: fulfil the order, refund the payment, give it
// as store credit, or dismiss it with a reason. Audited by the database.
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { resolveMismatch, type ResolveFailure } from "@/lib/payments/data/admin";
import { resolveMismatchSchema } from "@/lib/payments/rules/admin-forms";
import { message } from "@/lib/i18n/messages";

const KEYS: Record<ResolveFailure, string> = {
  forbidden: "admin.forbidden",
  not_found: "admin.notFound",
  already_resolved: "admin.payments.errors.alreadyResolved",
  note_required: "admin.payments.dismissNoteRequired",
  no_order: "admin.payments.errors.noOrder",
  already_refunded: "admin.payments.errors.alreadyRefunded",
  no_provider: "admin.payments.errors.noProvider",
  no_payment: "admin.payments.errors.noPayment",
  no_stock: "admin.payments.errors.noStock",
  not_released: "admin.payments.errors.notReleased",
  vouchers_issued: "admin.payments.errors.vouchersIssued",
};

export const resolvePaymentMismatchAction = defineAction({
  schema: resolveMismatchSchema,
  auth: "required",
  run: async ({ mismatchId, resolution, note }, { caller }) => {
    const result = await resolveMismatch(caller, mismatchId, { resolution, note });
    if (!result.ok) return fail(message(KEYS[result.code]));
    return ok({ resolution });
  },
});
