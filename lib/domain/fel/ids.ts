// Who the invoice is for: a NIT (reusing the checkout's NIT rule), a CUI (the 13-digit number of
// the DPI, for buyers without a NIT) or 'CF' (consumidor final), which the law allows only below a
// limit (./cf-limit.ts).
import { CONSUMIDOR_FINAL, isValidNit, normalizeNit } from "@/lib/domain/nit";

// Municipalities per department (01 Guatemala … 22 Jutiapa), as RENAP numbers them: a CUI's last
// four digits name the department and municipality where it was issued.
const MUNICIPALITIES_PER_DEPARTMENT = [
  17, 8, 16, 16, 13, 14, 19, 8, 24, 21, 9, 30, 32, 21, 8, 17, 14, 5, 11, 11, 7, 17,
];

/** "2547 02837 0101" -> "2547028370101": digits only. */
export function normalizeCui(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/**
 * Whether a CUI is valid: 8 digits, a check digit, a department (01-22) and a municipality of that
 * department. The check digit is the sum of the 8 digits weighted 2..9 from the left, mod 11
 * (a remainder of 10 has no digit, so such numbers are never issued).
 */
export function isValidCui(input: string): boolean {
  const cui = normalizeCui(input);
  if (!/^\d{13}$/.test(cui)) return false;
  const department = Number(cui.slice(9, 11));
  const municipality = Number(cui.slice(11, 13));
  if (department < 1 || department > MUNICIPALITIES_PER_DEPARTMENT.length) return false;
  if (municipality < 1 || municipality > (MUNICIPALITIES_PER_DEPARTMENT[department - 1] ?? 0)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(cui[i]) * (i + 2);
  return sum % 11 === Number(cui[8]);
}

export type ReceptorId =
  { kind: "cf"; id: typeof CONSUMIDOR_FINAL } | { kind: "nit"; id: string } | { kind: "cui"; id: string };

/**
 * What the buyer typed, classified: 'CF'/empty, a valid NIT or a valid CUI; null when it is none.
 * A 13-digit number is read as a CUI first (NITs that long do not exist; a DPI always has 13).
 */
export function parseReceptorId(input: string): ReceptorId | null {
  const cui = normalizeCui(input);
  if (/^\d{13}$/.test(cui)) return isValidCui(cui) ? { kind: "cui", id: cui } : null;
  const nit = normalizeNit(input);
  if (nit === CONSUMIDOR_FINAL) return { kind: "cf", id: CONSUMIDOR_FINAL };
  return isValidNit(nit) ? { kind: "nit", id: nit } : null;
}
