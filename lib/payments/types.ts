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
