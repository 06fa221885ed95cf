// No coupon may claim 'IVA incluido' while checkout adds 12% IVA on top (issue 17, data that
// contradicts itself): the rule, and the seed catalogue held to it.
import { describe, expect, it } from "vitest";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { claimsTaxIncluded } from "@/lib/domain/tax-claims";

describe("claimsTaxIncluded", () => {
  it("catches the ways a line can say the price includes IVA", () => {
    for (const line of [
      "IVA incluido",
      "iva incluida",
      "Impuestos incluidos",
      "Incluye IVA",
      "incluye el IVA",
      "Precio con IVA",
      "Tax included",
      "VAT inclusive",
      "Price includes taxes",
    ]) {
      expect(claimsTaxIncluded(line), line).toBe(true);
    }
  });

  it("leaves ordinary lines alone", () => {
    for (const line of [
      "Chile de la casa y parmesano",
      "Parqueo gratis",
      "Válido para comer en el lugar",
      "Incluye bebida",
      "Vida Plena",
      "Includes a drink",
      "Taxes are added at checkout",
    ]) {
      expect(claimsTaxIncluded(line), line).toBe(false);
    }
  });
});

describe("seed catalogue", () => {
  it("has no coupon whose text claims IVA is included", () => {
    for (const c of buildSeedCoupons()) {
      const lines = [
        c.title,
        c.description ?? "",
        ...Object.values(c.details ?? {}).flatMap((v) => (Array.isArray(v) ? v : [String(v)])),
      ];
      for (const line of lines) expect(claimsTaxIncluded(String(line)), `${c.key}: ${line}`).toBe(false);
    }
  });
});
