// A payment gateway that moves no money (SPEC 7: checkout waits 2 seconds and succeeds).
// Two well-known test card numbers are declined so the failure path can be exercised.
import { randomUUID } from "node:crypto";
import type { PaymentGateway } from "./types";

export const DECLINED_TEST_CARDS: ReadonlySet<string> = new Set(["4000000000000002", "4000000000009995"]);

export function createSimulatedGateway({ delayMs }: { delayMs: number }): PaymentGateway {
  return {
    async charge(request) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (DECLINED_TEST_CARDS.has(request.cardNumber.replace(/\D/g, ""))) return { approved: false };
      return { approved: true, reference: `sim_${randomUUID()}` };
    },
  };
}
