import "server-only";
import { env } from "@/lib/env";
import { createSimulatedGateway } from "./simulated";
import type { PaymentGateway } from "./types";

export type { PaymentGateway, PaymentRequest, PaymentResult, RefundRequest, RefundResult } from "./types";

let gateway: PaymentGateway | undefined;

/**
 * The payment port. Only the simulated adapter exists (no money moves in this marketplace yet); a real
 * gateway is another adapter behind this same function, chosen from configuration.
 */
export function getPaymentGateway(): PaymentGateway {
  gateway ??= createSimulatedGateway({ delayMs: env.PAYMENT_DELAY_MS });
  return gateway;
}
