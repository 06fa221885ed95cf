// The cart adds IVA (12%) on top of the subtotal, so a coupon must never promise the opposite:
// no 'IVA incluido' (or 'incluye IVA', 'impuestos incluidos') among its lines.
const TAX_INCLUDED = /\b(iva|impuestos?)\s+incluid[oa]s?\b|\bincluyen?\s+(el\s+)?(iva|impuestos?)\b|\bcon\s+iva\b/i;

/** True when a line of text claims the price already includes IVA. */
export function claimsTaxIncluded(line: string): boolean {
  return TAX_INCLUDED.test(line.normalize("NFC"));
}
