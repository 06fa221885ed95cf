import "server-only";
import { env } from "@/lib/env";
import { createSimulatedGateway } from "./simulated";
import type { HostedPaymentProvider, PaymentGateway } from "./types";

export type {
  HostedPaymentProvider,
  PaymentEvent,
  PaymentGateway,
  PaymentRequest,
  PaymentResult,
  ProviderPaymentStatus,
  RefundRequest,
  RefundResult,
} from "./types";
export { WebhookSignatureError } from "./webhook-signature";

let gateway: PaymentGateway | undefined;

/**
 * The payment port. Only the simulated adapter exists (no money moves in this marketplace yet); a real
 * gateway is another adapter behind this same function, chosen from configuration.
 */
export function getPaymentGateway(): PaymentGateway {
  gateway ??= createSimulatedGateway({ delayMs: env.PAYMENT_DELAY_MS });
  return gateway;
}

/**
 * The hosted-checkout provider, or null when payments are simulated (then no webhook is accepted).
 * Placeholder until the Recurrente adapter is chosen here from PAYMENTS_PROVIDER.
 */
export function getHostedPaymentProvider(): HostedPaymentProvider | null {
  return null;
}
