// The FEL certifier port. A certifier signs and certifies a DTE for an emitter, cancels one, and
// looks up the name registered for a NIT (SAT) or a CUI (RENAP, the DPI registry). `local` (the embedded default) does all of it here and
// marks its documents as tests; `infile` calls Infile's API (or its local stand-in).

export interface CertifyRequest {
  /** Our document id: the certifier's idempotency key (Infile's `identificador`). */
  documentId: string;
  emitterNit: string;
  /** The unsigned DTE (lib/fel/xml/dte.ts). */
  xml: string;
}

export interface CertifiedDocument {
  uuid: string;
  serie: string;
  numero: string;
  certifiedAt: Date;
  /** The certified XML, as the certifier returns it. */
  xml: string;
  /** A local certifier's document: no fiscal validity. */
  test: boolean;
}

export interface CancelRequest {
  documentId: string;
  emitterNit: string;
  /** The unsigned anulación (lib/fel/xml/anulacion.ts). */
  xml: string;
}

export interface CancelledDocument {
  cancelledAt: Date;
  xml: string;
}

export interface FelCertifier {
  readonly name: "local" | "infile";
  certify(request: CertifyRequest): Promise<CertifiedDocument>;
  cancel(request: CancelRequest): Promise<CancelledDocument>;
  /** The taxpayer name registered for a NIT, or null when the NIT is unknown. */
  lookupNit(nit: string, typedName?: string): Promise<string | null>;
  /** The name RENAP has for a CUI (a DPI's 13 digits), or null when unknown or deceased. */
  lookupCui(cui: string, typedName?: string): Promise<string | null>;
}

/**
 * A certification that did not happen. `retryable`: the certifier was down or timed out (try
 * again later); otherwise it refused the document (retrying the same XML will not help).
 */
export class CertifierError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "CertifierError";
  }
}

export const TEST_DOCUMENT_MARK = "DOCUMENTO DE PRUEBA — SIN VALIDEZ FISCAL";
