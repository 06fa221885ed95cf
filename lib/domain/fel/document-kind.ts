// Which DTE a sale is: a business registered in the general IVA regime (GEN) issues a FACT with
// the 12 % IVA itemised; a pequeño contribuyente (PEQ) issues an FPEQ, which carries no IVA
// breakdown (it pays a flat 5 % on gross income instead). A refund is a credit note (NCRE).

export const IVA_AFFILIATIONS = ["GEN", "PEQ"] as const;
export type IvaAffiliation = (typeof IVA_AFFILIATIONS)[number];

export const DOCUMENT_KINDS = ["FACT", "FPEQ", "NCRE"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The invoice kind a sale gets from its emitter's IVA affiliation. */
export function invoiceKindFor(affiliation: IvaAffiliation): Extract<DocumentKind, "FACT" | "FPEQ"> {
  return affiliation === "GEN" ? "FACT" : "FPEQ";
}

/** Whether a document of this kind and emitter itemises IVA (an FPEQ and a PEQ's note do not). */
export function itemisesIva(kind: DocumentKind, affiliation: IvaAffiliation): boolean {
  return kind !== "FPEQ" && affiliation === "GEN";
}

/**
 * SAT's authorisation number is a UUID; the serie is its first 8 hex digits and the número the
 * next 8 read as an unsigned 32-bit integer. Both are derived, never chosen.
 */
export function serieAndNumero(uuid: string): { serie: string; numero: string } {
  const hex = uuid.replace(/-/g, "").toUpperCase();
  if (!/^[0-9A-F]{32}$/.test(hex)) throw new RangeError(`Not a UUID: ${uuid}`);
  return { serie: hex.slice(0, 8), numero: String(parseInt(hex.slice(8, 16), 16)) };
}
