// The payment port: what checkout needs from any gateway.

export interface PaymentRequest {
  /** The pending order's total as written under lock, IVA included, in cents of quetzal. */
  amountCents: number;
  /** Digits only. Handed to the gateway and dropped: never stored, never logged. */
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardName: string;
  /** The pending order's id: a real gateway dedupes a retried charge of one attempt with it, while
   *  a new attempt after a decline (a new pending order) is a new charge. */
  idempotencyKey: string;
}

export type PaymentResult = { approved: true; reference: string } | { approved: false };

export interface RefundRequest {
  /** Cents of quetzal to give back (one voucher's share of the order, IVA included). */
  amountCents: number;
  /** The approved charge's reference (orders.payment_reference). */
  paymentReference: string | null;
  /** The refund row's id: a retried refund of one voucher is one refund at the gateway. */
  idempotencyKey: string;
}

export interface RefundResult {
  reference: string;
}

export interface PaymentGateway {
  /**
   * Approves or declines the payment of a pending order, whose stock is already reserved. The
   * simulated adapter has nothing to capture; a real one authorizes here and captures once the
   * order is confirmed (voiding it if the reservation expired first).
   */
  charge(request: PaymentRequest): Promise<PaymentResult>;
  /** Gives back part or all of a charge; throws when the gateway cannot (the refund is retried). */
  refund(request: RefundRequest): Promise<RefundResult>;
}

// Hosted checkout: the provider's page takes the card or the bank transfer, and tells us by signed
// webhook. Our server never sees card data.

export interface HostedCheckoutRequest {
  /** Our order id, sent as the checkout's metadata.order_id. */
  orderId: string;
  /** IVA included per line; the lines' sum is totalCents. */
  lines: { name: string; unitCents: number; quantity: number }[];
  totalCents: number;
  successUrl: string;
  cancelUrl: string;
  /** Card: 15 minutes. */
  expiresAt: Date;
  /** Our order's idempotency key. */
  idempotencyKey: string;
}

export interface HostedCheckout {
  checkoutId: string;
  url: string;
}

export type ProviderPaymentStatus = "pending" | "succeeded" | "failed" | "cancelled" | "expired";

export interface ProviderCheckoutState {
  checkoutId: string;
  status: ProviderPaymentStatus;
  amountCents: number | null;
  currency: string | null;
  paymentId: string | null;
  method: "card" | "bank_transfer" | null;
  paidAt: Date | null;
}

/** A verified webhook, normalised. `eventId` is the svix-id (unique per delivery attempt's message). */
export interface PaymentEvent {
  eventId: string;
  /** The provider's raw type, e.g. "payment_intent.succeeded". */
  type: string;
  /** Normalised. */
  status: ProviderPaymentStatus;
  checkoutId: string | null;
  orderId: string | null;
  paymentId: string | null;
  amountCents: number | null;
  currency: string | null;
  occurredAt: Date;
  raw: unknown;
}

export interface HostedPaymentProvider {
  readonly name: "recurrente";
  createCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout>;
  getCheckout(checkoutId: string): Promise<ProviderCheckoutState>;
  refund(request: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ reference: string }>;
  /** Verifies the Svix signature over the RAW body (5-minute tolerance) and normalises the event.
   *  Throws WebhookSignatureError (exported from lib/payments/webhook-signature.ts) when not genuine. */
  verifyWebhook(rawBody: string, headers: Headers): PaymentEvent;
}
