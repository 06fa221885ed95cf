// CSV for the downloads (statements, payouts, the bank batch, redemptions): one field's rule.

/** A CSV field: quoted when it holds a separator, a quote or a line break; formula-looking text neutralised. */
export function csvField(value: string): string {
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
