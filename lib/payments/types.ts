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

// Hosted checkout: the provider's page takes the card (or starts a bank transfer), so card data never
// reaches this server. A second provider (a bank's hosted page) is one more HostedPaymentProvider.

export interface HostedCheckoutLine {
  name: string;
  /** One unit's price in cents of quetzal, IVA included. */
  unitCents: number;
  quantity: number;
}

export interface HostedCheckoutRequest {
  /** Our order's id: the provider keeps it in the checkout's metadata and echoes it in webhooks. */
  orderId: string;
  /** IVA included per line; their sum is totalCents (the adapter refuses a mismatch). */
  lines: HostedCheckoutLine[];
  totalCents: number;
  successUrl: string;
  cancelUrl: string;
  /** When the provider stops taking payment (cards: the reservation's 15 minutes). */
  expiresAt: Date;
  /** Our order's idempotency key. */
  idempotencyKey: string;
}

export interface HostedCheckout {
  checkoutId: string;
  /** Where the buyer is redirected. */
  url: string;
}

export type ProviderPaymentStatus = "pending" | "succeeded" | "failed" | "cancelled" | "expired";

export interface ProviderCheckoutState {
  checkoutId: string;
  status: ProviderPaymentStatus;
  amountCents: number | null;
  currency: string | null;
  /** What a refund names (Recurrente: the payment intent, pa_…). */
  paymentId: string | null;
  method: "card" | "bank_transfer" | null;
  paidAt: Date | null;
  /** Cents the provider has given back of this checkout's payment (0 when none): reconciliation compares it. */
  refundedCents: number;
}

/** A verified webhook, normalised. `eventId` is the svix-id (one per message, the same on every retry). */
export interface PaymentEvent {
  eventId: string;
  /** The provider's own type, e.g. "payment_intent.succeeded". */
  type: string;
  /** Normalised. A type that says nothing about a checkout's payment is "pending" with no checkout. */
  status: ProviderPaymentStatus;
  checkoutId: string | null;
  orderId: string | null;
  paymentId: string | null;
  amountCents: number | null;
  currency: string | null;
  occurredAt: Date;
  /** A started bank transfer's deadline: the order's stock is held until then. Null for other events. */
  deadline: Date | null;
  raw: unknown;
}

export interface HostedPaymentProvider {
  readonly name: "recurrente";
  /**
   * False when refund() always gives back the whole payment whatever amountCents says (Recurrente's
   * refunds name a payment, not an amount): a share of a multi-voucher order is then recorded as
   * owed instead of sent. Unset counts as true.
   */
  readonly partialRefunds?: boolean;
  createCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout>;
  /**
   * The checkout's state at the provider. `refundIds` are the provider refunds we recorded for it
   * (orders.provider_refund_id, refunds.payment_reference): an adapter whose checkout object does
   * not list refunds confirms those one by one.
   */
  getCheckout(checkoutId: string, options?: { refundIds?: readonly string[] }): Promise<ProviderCheckoutState>;
  refund(request: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ reference: string }>;
  /**
   * Verifies the Svix signature over the RAW body (5-minute tolerance) and normalises the event.
   * Throws WebhookSignatureError (lib/payments/webhook-signature.ts) when the message is not genuine.
   */
  verifyWebhook(rawBody: string, headers: Headers): PaymentEvent;
}
