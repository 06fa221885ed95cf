import type { DteInput, FelEmitter } from "@/lib/fel/xml/types";

export const EMITTER_GEN: FelEmitter = {
  nit: "12345679",
  legalName: "Restaurante Los Volcanes, S.A.",
  commercialName: "Los Volcanes",
  establishment: 1,
  address: {
    line: "6a avenida 10-20 zona 1",
    postalCode: "01001",
    municipality: "Guatemala",
    department: "Guatemala",
    country: "GT",
  },
  affiliation: "GEN",
  email: "facturas@volcanes.test",
};

export const EMITTER_PEQ: FelEmitter = { ...EMITTER_GEN, nit: "5762", affiliation: "PEQ" };

export const SALE: DteInput = {
  kind: "FACT",
  emitter: EMITTER_GEN,
  receptor: { id: { kind: "nit", id: "5762" }, name: "Ana López" },
  issuedAt: new Date("2026-11-27T14:30:00Z"),
  lines: [
    { description: "Cupón: Cena para dos", quantity: 2, unitPriceCents: 12_550, discountCents: 0 },
    { description: "Cupón: Postre", quantity: 1, unitPriceCents: 3_333, discountCents: 0 },
    { description: "Cupón: Café", quantity: 3, unitPriceCents: 1_001, discountCents: 0 },
  ],
  adenda: { Pedido: "42" },
};
