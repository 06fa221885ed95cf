// IVA is 12 % and prices include it, so the tax inside a total is total × 12/112. Each line's IVA
// is rounded to cents; the document's IVA is computed on the grand total, and the cents that
// per-line rounding gained or lost go to the lines with the largest rounding remainders, so the
// lines always sum to the totals (SAT rejects a document whose lines and totals disagree).

export const IVA_NUMERATOR = 12;
export const IVA_DENOMINATOR = 112;

export interface IvaLine {
  totalCents: number;
  ivaCents: number;
  /** The line's taxable amount: total minus its IVA. */
  taxableCents: number;
}

/** The IVA inside a total that includes it, rounded half up to cents. */
export function ivaOf(totalCents: number): number {
  return Math.floor((totalCents * IVA_NUMERATOR * 2 + IVA_DENOMINATOR) / (IVA_DENOMINATOR * 2));
}

/** Per-line IVA for line totals (cents, IVA included) that sums exactly to ivaOf(the sum). */
export function splitIva(lineTotalsCents: readonly number[]): IvaLine[] {
  for (const t of lineTotalsCents)
    if (!Number.isInteger(t) || t < 0) throw new RangeError(`Line totals must be non-negative cents: ${t}`);
  const exact = lineTotalsCents.map((t) => (t * IVA_NUMERATOR) / IVA_DENOMINATOR);
  const iva = lineTotalsCents.map(ivaOf);
  const target = ivaOf(lineTotalsCents.reduce((a, b) => a + b, 0));
  let diff = target - iva.reduce((a, b) => a + b, 0);
  // Lines ordered by how much rounding moved them: add a cent where it was rounded down most,
  // take one where it was rounded up most. |diff| is at most half the number of lines.
  const order = exact.map((e, i) => ({ i, r: e - (iva[i] ?? 0) })).sort((a, b) => (diff > 0 ? b.r - a.r : a.r - b.r));
  for (const { i } of order) {
    if (diff === 0) break;
    const step = diff > 0 ? 1 : -1;
    const next = (iva[i] ?? 0) + step;
    if (next < 0 || next > (lineTotalsCents[i] ?? 0)) continue;
    iva[i] = next;
    diff -= step;
  }
  return lineTotalsCents.map((t, i) => ({ totalCents: t, ivaCents: iva[i] ?? 0, taxableCents: t - (iva[i] ?? 0) }));
}
