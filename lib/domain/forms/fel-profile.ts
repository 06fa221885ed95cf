// The business's FEL emitter data (edit page, owner only): one schema for the form and the action.
// The NIT follows the checkout's rule (and cannot be 'CF'); the establishment is SAT's number of
// the establishment that sells, 1-9999.
import { z } from "../zod";
import { messageCode } from "../message-code";
import { isValidNit, normalizeNit, CONSUMIDOR_FINAL } from "../nit";
import { IVA_AFFILIATIONS } from "../fel/document-kind";
import { requiredText, uuidField } from "./fields";

export const felProfileSchema = z.object({
  businessId: uuidField("businessEdit.invalidId"),
  nit: z
    .string({ error: messageCode("felProfile.nitInvalid") })
    .transform(normalizeNit)
    .refine((n) => n !== CONSUMIDOR_FINAL && isValidNit(n), messageCode("felProfile.nitInvalid")),
  legalName: requiredText(255, "felProfile.legalNameRequired", "felProfile.tooLong"),
  commercialName: requiredText(255, "felProfile.commercialNameRequired", "felProfile.tooLong"),
  establishment: z.coerce
    .number({ error: messageCode("felProfile.establishmentInvalid") })
    .int(messageCode("felProfile.establishmentInvalid"))
    .min(1, messageCode("felProfile.establishmentInvalid"))
    .max(9999, messageCode("felProfile.establishmentInvalid")),
  address: requiredText(200, "felProfile.addressRequired", "felProfile.tooLong"),
  postalCode: z
    .string({ error: messageCode("felProfile.postalCodeInvalid") })
    .trim()
    .regex(/^\d{5}$/, messageCode("felProfile.postalCodeInvalid")),
  municipality: requiredText(100, "felProfile.municipalityRequired", "felProfile.tooLong"),
  department: requiredText(100, "felProfile.departmentRequired", "felProfile.tooLong"),
  ivaAffiliation: z.enum(IVA_AFFILIATIONS, { error: messageCode("felProfile.affiliationInvalid") }),
});

export type FelProfileInput = z.input<typeof felProfileSchema>;
export type FelProfile = z.output<typeof felProfileSchema>;
