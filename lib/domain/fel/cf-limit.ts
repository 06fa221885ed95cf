// 'CF' (consumidor final) is allowed only on documents below a limit. Acuerdo Gubernativo 245-2022
// (reform of article 30 of the IVA regulation, in force since 14 January 2023) set it at Q2,500:
// at or above it the invoice must carry the buyer's NIT or CUI. The law has moved the figure
// before, so it is a setting (FEL_CF_LIMIT_CENTS) and this is only its default.
import type { ReceptorId } from "./ids";

export const DEFAULT_CF_LIMIT_CENTS = 250_000;

/** Whether an order of totalCents may be invoiced to this receptor under the limit. */
export function receptorAllowed(
  receptor: ReceptorId,
  totalCents: number,
  limitCents = DEFAULT_CF_LIMIT_CENTS,
): boolean {
  return receptor.kind !== "cf" || totalCents < limitCents;
}
