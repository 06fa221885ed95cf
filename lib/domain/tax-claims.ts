// The cart adds IVA (12%) on top of the subtotal, so a coupon must never promise the opposite:
// no 'IVA incluido' (or 'incluye IVA', 'impuestos incluidos') among its lines, nor the same
// promise in the English version a seller may add ('tax included', 'includes VAT').
const TAX_INCLUDED =
  /\b(iva|impuestos?)\s+incluid[oa]s?\b|\bincluyen?\s+(el\s+)?(iva|impuestos?)\b|\bcon\s+iva\b|\b(iva|vat|tax(es)?)\s+(included|inclusive)\b|\bincludes?\s+(the\s+)?(iva|vat|tax(es)?)\b/i;

/** True when a line of text claims the price already includes IVA. */
export function claimsTaxIncluded(line: string): boolean {
  return TAX_INCLUDED.test(line.normalize("NFC"));
}
