// Guatemala's NIT (número de identificación tributaria) for the invoice. Empty means 'CF'
// (consumidor final). A NIT is digits followed by a check character: the body's digits are
// weighted 2, 3, 4, ... from the right, and the check is (11 - sum mod 11) mod 11, written 'K'
// when it is 10. The database checks the same rule (public.is_valid_nit).

export const CONSUMIDOR_FINAL = "CF";

/** "1234567-8" | " 12345678 " | "cf" | "" -> "12345678" | "CF": upper case, no dash or spaces. */
export function normalizeNit(input: string): string {
  const compact = input.replace(/[\s-]/g, "").toUpperCase();
  return compact === "" ? CONSUMIDOR_FINAL : compact;
}

/** The check character a NIT body ("1234567") must end with. */
export function nitCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (body.length - i + 1);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "K" : String(check);
}

/** Whether a NIT (in any accepted form, empty for 'CF') is valid. */
export function isValidNit(input: string): boolean {
  const nit = normalizeNit(input);
  if (nit === CONSUMIDOR_FINAL) return true;
  if (!/^\d{1,12}[\dK]$/.test(nit)) return false;
  return nitCheckCharacter(nit.slice(0, -1)) === nit.slice(-1);
}

/**
 * "12345678" -> "1234567-8"; 'CF' stays 'CF'. An order may hold a CUI instead (13 digits: no NIT
 * is that long, lib/domain/fel/ids.ts), shown as the DPI prints it: "2547 02837 0101".
 */
export function formatNit(nit: string): string {
  const n = normalizeNit(nit);
  if (/^\d{13}$/.test(n)) return `${n.slice(0, 4)} ${n.slice(4, 9)} ${n.slice(9)}`;
  return n === CONSUMIDOR_FINAL ? n : `${n.slice(0, -1)}-${n.slice(-1)}`;
}

/** Whether an order's receptor id is a CUI (13 digits) rather than a NIT or 'CF': how receipts label it. */
export function isCuiReceptor(nit: string): boolean {
  return /^\d{13}$/.test(normalizeNit(nit));
}
