// The lines a hosted checkout shows the buyer. Each line carries IVA per unit, but the order's IVA
// is rounded once on the subtotal and credit comes off the total, so per-line figures may not add up
// to what is charged. The provider must charge exactly the order's total: when the lines do not sum
// to it, one line for the whole order is sent instead.

export interface CheckoutLineInput {
  name: string;
  quantity: number;
  /** Unit price before IVA, in cents. */
  unitCents: number;
}

export interface HostedLine {
  name: string;
  quantity: number;
  /** Unit price with IVA, in cents. */
  unitCents: number;
}

const withIva = (cents: number) => Math.round((cents * 112) / 100);

/** `wholeOrder` names the single line (Spanish text comes from the messages). */
export function hostedCheckoutLines(
  lines: readonly CheckoutLineInput[],
  totalCents: number,
  wholeOrder: (units: number) => string,
): HostedLine[] {
  const shown = lines.map((l) => ({ name: l.name, quantity: l.quantity, unitCents: withIva(l.unitCents) }));
  const sum = shown.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  if (sum === totalCents) return shown;
  const units = lines.reduce((s, l) => s + l.quantity, 0);
  return [{ name: wholeOrder(units), quantity: 1, unitCents: totalCents }];
}
