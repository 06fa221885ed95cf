// The payment port: what checkout needs from any gateway.

export interface PaymentRequest {
  /** What the order will cost, IVA included, in cents of quetzal. */
  amountCents: number;
  /** Digits only. Handed to the gateway and dropped: never stored, never logged. */
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardName: string;
  /** The checkout's idempotency key: a real gateway dedupes retried charges with it. */
  idempotencyKey: string;
}

export type PaymentResult = { approved: true; reference: string } | { approved: false };

export interface PaymentGateway {
  /**
   * Approves or declines the payment. The simulated adapter has nothing to capture; a real
   * gateway would authorize here and capture only after the order is written (voiding the
   * authorization when the stock is gone), so no buyer is charged for vouchers they did not get.
   */
  charge(request: PaymentRequest): Promise<PaymentResult>;
}
