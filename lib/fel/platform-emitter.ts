// CuponGT as a FEL emitter: the invoice of its commission to each business. Its NIT,
// legal name and address are settings (lib/env.ts); with the local certifier and no CUPONGT_NIT a
// test NIT stands in (every local document is marked 'DOCUMENTO DE PRUEBA'), and lib/env.ts
// refuses to start with the infile certifier without the real one.
import { env } from "@/lib/env";
import type { FelEmitter } from "./xml/types";

/** A NIT with a valid check digit that belongs to no one we know of: local test documents only. */
export const LOCAL_PLATFORM_NIT = "10000003";

export function platformEmitter(): FelEmitter {
  return {
    nit: env.CUPONGT_NIT ?? LOCAL_PLATFORM_NIT,
    legalName: env.CUPONGT_LEGAL_NAME,
    commercialName: "CuponGT",
    establishment: 1,
    address: {
      line: env.CUPONGT_FEL_ADDRESS,
      postalCode: "01001",
      municipality: "Guatemala",
      department: "Guatemala",
      country: "GT",
    },
    // CuponGT is in the general regime: its commission invoices are FACT with 12 % IVA inside.
    affiliation: "GEN",
  };
}
