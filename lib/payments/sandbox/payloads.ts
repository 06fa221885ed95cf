// The JSON the sandbox answers and sends, shaped as Recurrente's documentation shows it (checkout
// object, refund object, webhook payloads), so the adapter reads the sandbox as it reads the service.
import type { SandboxCheckout, SandboxRefund } from "./store";

const API_VERSION = "2024-04-24";

function paymentObject(checkout: SandboxCheckout) {
  if (!checkout.paymentId) return null;
  return {
    id: checkout.paymentId,
    paymentable: { type: "OneTimePayment", id: `on_${checkout.id.slice(3, 11)}`, tax_name: null, tax_id: null },
  };
}

function paymentMethodObject(checkout: SandboxCheckout) {
  if (checkout.method === "card")
    return { id: `pay_m_${checkout.id.slice(3, 11)}`, type: "card", card: { last4: "4242", network: "visa" } };
  if (checkout.method === "bank_transfer_receiver" && checkout.status === "paid")
    return { id: `pay_m_${checkout.id.slice(3, 11)}`, type: "bank_transfer_receiver", bank_transfer_receiver: {} };
  return null;
}

/**
 * GET /api/checkouts/:id (amounts as strings, as the documentation's example has them). `refunds`
 * lists the refunds of its payment as refund objects: the reference documents no such field, and
 * the adapter reads it when present (lib/payments/adapters/recurrente/api.ts says why).
 */
export function checkoutObject(checkout: SandboxCheckout, refunds: readonly SandboxRefund[] = []) {
  return {
    id: checkout.id,
    status: checkout.status,
    payment: paymentObject(checkout),
    payment_method: paymentMethodObject(checkout),
    transfer_setups: [],
    metadata: checkout.metadata,
    expires_at: checkout.expiresAt?.toISOString() ?? null,
    success_url: checkout.successUrl,
    cancel_url: checkout.cancelUrl,
    created_at: checkout.createdAt.toISOString(),
    total_in_cents: String(checkout.totalCents),
    currency: checkout.currency,
    live_mode: false,
    latest_intent:
      checkout.paymentId && checkout.paidAt
        ? {
            id: checkout.paymentId,
            created_at: checkout.paidAt.toISOString(),
            type: checkout.method === "card" ? "PaymentIntent" : "BankTransferIntent",
            data: { auth_code: "123456" },
          }
        : null,
    refunds: refunds.filter((r) => r.checkoutId === checkout.id).map(refundObject),
  };
}

/** POST /api/refunds and GET /api/refunds/:id. */
export function refundObject(refund: SandboxRefund) {
  return {
    id: refund.id,
    status: "succeeded",
    customer: { id: "us_sandbox", email: "comprador@sandbox.test", full_name: "Comprador de prueba" },
    account_refunded_amount_in_cents: refund.amountCents,
    customer_refunded_amount_in_cents: refund.amountCents,
    currency: refund.currency,
    created_at: refund.createdAt.toISOString(),
  };
}

const customer = { email: "comprador@sandbox.test", full_name: "Comprador de prueba", id: "us_sandbox" };

export type SandboxEventType =
  | "payment_intent.succeeded"
  | "payment_intent.failed"
  | "bank_transfer_intent.pending"
  | "bank_transfer_intent.succeeded"
  | "bank_transfer_intent.failed";

/**
 * A webhook payload. As in the documentation, a failed card names the checkout by id only (no
 * metadata), so the receiver must find the order by the checkout id it stored.
 */
export function eventPayload(
  type: SandboxEventType,
  checkout: SandboxCheckout,
  at: Date,
  intentId: string,
  deadline?: Date,
) {
  const common = {
    id: intentId,
    event_type: type,
    api_version: API_VERSION,
    created_at: at.toISOString(),
    amount_in_cents: checkout.totalCents,
    currency: checkout.currency,
    customer,
    customer_id: customer.id,
    product: { id: `prod_${checkout.id.slice(3, 11)}` },
  };
  if (type === "payment_intent.failed")
    return {
      ...common,
      checkout: { id: checkout.id },
      failure_reason: "Tu banco ha rechazado la transacción. Llama a tu banco y pide que autoricen esta transacción.",
      fee: 0,
      payment: { id: intentId, paymentable: paymentObject(checkout)?.paymentable ?? null },
    };
  const fullCheckout = {
    id: checkout.id,
    status: checkout.status,
    payment: paymentObject(checkout),
    payment_method: paymentMethodObject(checkout),
    transfer_setups: [],
    metadata: checkout.metadata,
  };
  return {
    ...common,
    checkout: fullCheckout,
    failure_reason: null,
    fee: type === "payment_intent.succeeded" ? Math.round(checkout.totalCents * 0.045) : 0,
    vat_withheld: 0,
    vat_withheld_currency: checkout.currency,
    payment: paymentObject(checkout),
    tax_invoice_url: null,
    // A started transfer says until when the money is awaited.
    ...(deadline ? { expires_at: deadline.toISOString() } : {}),
  };
}
