import type { ReceptorId } from "@/lib/domain/fel/ids";
import type { DocumentKind, IvaAffiliation } from "@/lib/domain/fel/document-kind";

export interface FelAddress {
  line: string;
  postalCode: string;
  municipality: string;
  department: string;
  /** ISO 3166 alpha-2; 'GT' for every emitter here. */
  country: string;
}

/** Who issues the document (the business for sales, CuponGT for its commission). */
export interface FelEmitter {
  nit: string;
  legalName: string;
  commercialName: string;
  establishment: number;
  address: FelAddress;
  affiliation: IvaAffiliation;
  email?: string;
}

export interface FelReceptor {
  id: ReceptorId;
  name: string;
  email?: string;
}

/** One voucher line: quantity × unit price (cents, IVA included) less its discount. */
export interface FelLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
}

/** The original invoice a credit note corrects (the ReferenciasNota complement). */
export interface FelReference {
  uuid: string;
  issuedAt: Date;
  serie?: string;
  numero?: string;
  reason: string;
}

export interface FelCertification {
  certifierNit: string;
  certifierName: string;
  uuid: string;
  serie: string;
  numero: string;
  certifiedAt: Date;
}

export interface DteInput {
  kind: DocumentKind;
  emitter: FelEmitter;
  receptor: FelReceptor;
  issuedAt: Date;
  lines: FelLine[];
  /** Required for an NCRE. */
  reference?: FelReference;
  /** Free commercial data (the Adenda): order number, the test-document mark … */
  adenda?: Record<string, string>;
  certification?: FelCertification;
}

export interface AnulacionInput {
  uuid: string;
  emitterNit: string;
  receptorId: string;
  issuedAt: Date;
  cancelledAt: Date;
  reason: string;
}
