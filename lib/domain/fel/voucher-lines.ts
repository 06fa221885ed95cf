// An order's prices are without IVA and its IVA is added once on the subtotal (checkout-totals.ts),
// but a DTE line carries its price with IVA. Each voucher becomes one line (a refund's credit note
// then names exactly one), and the order's IVA is shared among them in proportion to their price,
// the leftover cents going to the largest remainders, so the lines add up to the order's total.

export interface PricedVoucher {
  key: string;
  description: string;
  netCents: number;
}

export interface GrossVoucher extends PricedVoucher {
  /** Price with its share of the order's IVA: what the DTE line says. */
  grossCents: number;
}

export function grossVoucherLines(vouchers: readonly PricedVoucher[], orderIvaCents: number): GrossVoucher[] {
  const subtotal = vouchers.reduce((s, v) => s + v.netCents, 0);
  if (subtotal === 0) return vouchers.map((v) => ({ ...v, grossCents: v.netCents }));
  const exact = vouchers.map((v) => (v.netCents * orderIvaCents) / subtotal);
  const share = exact.map(Math.floor);
  let left = orderIvaCents - share.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    share[i] = (share[i] ?? 0) + 1;
    left -= 1;
  }
  return vouchers.map((v, i) => ({ ...v, grossCents: v.netCents + (share[i] ?? 0) }));
}
