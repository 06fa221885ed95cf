// A calendar month in Guatemala (UTC-6 all year): the window of a seller's document ZIP.

/** "2026-11" -> [2026-11-01T06:00Z, 2026-12-01T06:00Z), or null for anything else. */
export function guatemalaMonth(value: string): { from: Date; to: Date } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return { from: new Date(Date.UTC(year, month - 1, 1, 6)), to: new Date(Date.UTC(year, month, 1, 6)) };
}
