import "server-only";
import { certifyCommissionInvoice } from "@/lib/fel/data/commission";
import { certifyCreditNote, certifyOrderInvoices } from "@/lib/fel/data/certify";
import { JOB_DEFINITIONS } from "@/lib/jobs/definitions";
import { getCertifier } from "@/lib/fel";
import type { JobHandler } from "@/lib/jobs/types";

/** A paid order's FEL invoices (one per business). Throws to be retried while the certifier is down. */
export const certifyInvoiceJob: JobHandler<"certify_invoice"> = async ({ orderId }, { attempt }) => {
  await certifyOrderInvoices(orderId, {
    certifier: getCertifier(),
    attempt,
    maxAttempts: JOB_DEFINITIONS.certify_invoice.maxAttempts,
  });
};

/** A completed refund's credit note (NCRE), once its invoice is certified. */
export const certifyCreditNoteJob: JobHandler<"certify_credit_note"> = async ({ refundId }, { attempt }) => {
  await certifyCreditNote(refundId, {
    certifier: getCertifier(),
    attempt,
    maxAttempts: JOB_DEFINITIONS.certify_credit_note.maxAttempts,
  });
};

/** CuponGT's invoice of a paid payout's commission to its business. */
export const certifyCommissionInvoiceJob: JobHandler<"certify_commission_invoice"> = async (
  { payoutId },
  { attempt },
) => {
  await certifyCommissionInvoice(payoutId, {
    certifier: getCertifier(),
    attempt,
    maxAttempts: JOB_DEFINITIONS.certify_commission_invoice.maxAttempts,
  });
};
