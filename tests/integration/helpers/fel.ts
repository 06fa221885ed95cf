// The FEL tests' emitter: one set of a business's FEL data (a NIT with a valid check digit, the
// establishment and address SAT's XML needs), written as the owner so no policy is in the way.
import type { Db } from "@/lib/db";
import { businessFelProfiles } from "@/lib/db/schema";
import { demoBusinessId } from "./fixtures";

export const TEST_FEL_PROFILE = {
  nit: "12345679",
  legalName: "Comercio de Prueba, S.A.",
  commercialName: "Comercio de Prueba",
  establishment: 1,
  address: "6a avenida 10-20 zona 1",
  municipality: "Guatemala",
  department: "Guatemala",
  ivaAffiliation: "GEN",
};

/** Gives a business (the demo business by default) the test emitter's FEL data. */
export async function setUpFelEmitter(owner: Db, businessId = demoBusinessId): Promise<void> {
  await owner.insert(businessFelProfiles).values({ businessId, ...TEST_FEL_PROFILE });
}
