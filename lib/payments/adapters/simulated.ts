// A payment gateway that moves no money (checkout waits 2 seconds and succeeds).
// Two well-known test card numbers are declined so the failure path can be exercised.
import { randomUUID } from "node:crypto";
import type { PaymentGateway, RefundRequest } from "../types";

/** A refund the simulated gateway accepted (no money moves; it only keeps the record). */
export interface RecordedRefund extends RefundRequest {
  reference: string;
  at: string;
}

export interface SimulatedGateway extends PaymentGateway {
  /** Refunds recorded by this process, oldest first, one per idempotency key. */
  readonly refunds: readonly RecordedRefund[];
}

export const DECLINED_TEST_CARDS: ReadonlySet<string> = new Set(["4000000000000002", "4000000000009995"]);

export function createSimulatedGateway({ delayMs }: { delayMs: number }): SimulatedGateway {
  const refunds: RecordedRefund[] = [];
  return {
    refunds,
    async refund(request) {
      // A retried refund of the same voucher answers the first one's reference, as a real
      // gateway keyed by idempotency does.
      const known = refunds.find((r) => r.idempotencyKey === request.idempotencyKey);
      if (known) return { reference: known.reference };
      const recorded = { ...request, reference: `sim_refund_${randomUUID()}`, at: new Date().toISOString() };
      refunds.push(recorded);
      if (refunds.length > 1000) refunds.shift(); // a long-running server keeps only the recent ones
      return { reference: recorded.reference };
    },
    async charge(request) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (DECLINED_TEST_CARDS.has(request.cardNumber.replace(/\D/g, ""))) return { approved: false };
      return { approved: true, reference: `sim_${randomUUID()}` };
    },
  };
}
