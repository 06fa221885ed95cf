import "server-only";
import { applyPaymentEvent } from "@/lib/data/payments";
import type { JobHandler } from "../types";

/**
 * A verified provider event, applied to its order once: the event row is marked processed in the
 * transaction that moves the order, so a retried job (a crash after the commit) finds it done.
 */
export const applyPaymentEventJob: JobHandler<"apply_payment_event"> = async ({ eventId }) => {
  await applyPaymentEvent(eventId);
};
