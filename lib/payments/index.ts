import "server-only";
import { env } from "@/lib/env";
import { createRecurrenteProvider } from "./adapters/recurrente/adapter";
import { createSimulatedGateway } from "./adapters/simulated";
import type { HostedPaymentProvider, PaymentGateway } from "./types";

export type {
  HostedCheckout,
  HostedCheckoutLine,
  HostedCheckoutRequest,
  HostedPaymentProvider,
  PaymentEvent,
  PaymentGateway,
  PaymentRequest,
  PaymentResult,
  ProviderCheckoutState,
  ProviderPaymentStatus,
  RefundRequest,
  RefundResult,
} from "./types";
export { WebhookSignatureError } from "./webhook-signature";

let gateway: PaymentGateway | undefined;
let hosted: HostedPaymentProvider | undefined;

/**
 * The card-fields payment port of the embedded demo (PAYMENTS_PROVIDER=simulated, the default): no
 * money moves. With a hosted provider configured, checkout uses getHostedPaymentProvider() instead.
 */
export function getPaymentGateway(): PaymentGateway {
  gateway ??= createSimulatedGateway({ delayMs: env.PAYMENT_DELAY_MS });
  return gateway;
}

/**
 * The hosted-checkout provider chosen by PAYMENTS_PROVIDER, or null for the simulated default. A
 * second provider is one more adapter and one more case here; checkout does not change.
 */
export function getHostedPaymentProvider(): HostedPaymentProvider | null {
  if (env.PAYMENTS_PROVIDER === "simulated") return null;
  // lib/env.ts refuses to start without the three settings when the provider is recurrente.
  hosted ??= createRecurrenteProvider({
    baseUrl: env.RECURRENTE_API_URL,
    publicKey: env.RECURRENTE_PUBLIC_KEY!,
    secretKey: env.RECURRENTE_SECRET_KEY!,
    webhookSecret: env.RECURRENTE_WEBHOOK_SECRET!,
  });
  return hosted;
}
