// The state of a paid order as the buyer reads it on /mis-compras. Refunds (issue 12, part B)
// record a refunded amount on the order; until they exist it is always zero and the state 'pagada'.

export type OrderState = "pagada" | "reembolsada_parcial" | "reembolsada";

export function orderState(totalCents: number, refundedCents = 0): OrderState {
  if (refundedCents <= 0) return "pagada";
  return refundedCents >= totalCents ? "reembolsada" : "reembolsada_parcial";
}
