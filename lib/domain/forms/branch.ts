// The branch form of /negocio/{id}/editar: one schema for the form and the server actions
// (save-branch, delete-branch). Coordinates outside Guatemala's outline are refused with
// 'Las coordenadas deben estar dentro de Guatemala.' (the database checks a box as a backstop).
import { z } from "../zod";
import { messageCode } from "../message-code";
import { DEPARTMENTS, inGuatemala, MAX_ZONE, MIN_ZONE } from "@/lib/places/rules/guatemala";
import { formObject, guatemalanPhone, requiredText, uuidField } from "./fields";
import { branchHoursSchema } from "./branch-hours";

const e = (key: string) => `businessEdit.branches.errors.${key}`;

/** A coordinate typed in a form ("14.5965") or sent as a number. */
const coordinate = (key: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim().replace(",", ".")) : v),
    z.number({ error: messageCode(e(key)) }).finite(messageCode(e(key))),
  );

export const branchSchema = formObject({
  businessId: uuidField("businessEdit.invalidId"),
  /** Absent: a new branch. */
  id: z.preprocess((v) => (v === "" || v === null ? undefined : v), uuidField(e("invalidId")).optional()),
  name: requiredText(120, e("nameRequired"), e("nameTooLong")),
  address: requiredText(300, e("addressRequired"), e("addressTooLong")),
  zone: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
    z
      .number()
      .int(messageCode(e("zoneInvalid")))
      .min(MIN_ZONE, messageCode(e("zoneInvalid")))
      .max(MAX_ZONE, messageCode(e("zoneInvalid")))
      .nullable(),
  ),
  municipality: requiredText(80, e("municipalityRequired"), e("municipalityTooLong")),
  department: z.enum(DEPARTMENTS, { error: messageCode(e("departmentInvalid")) }),
  lat: coordinate("latInvalid"),
  lng: coordinate("lngInvalid"),
  phone: guatemalanPhone(e("phoneInvalid")),
  /** Every opening range of the week (branch_hours), replacing the saved ones; absent: left as they are. */
  hours: branchHoursSchema.optional(),
}).refine((b) => inGuatemala(b), { message: messageCode(e("outsideGuatemala")), path: ["lat"] });

export type BranchInput = z.input<typeof branchSchema>;
export type BranchFields = z.output<typeof branchSchema>;

export const deleteBranchSchema = formObject({
  businessId: uuidField("businessEdit.invalidId"),
  id: uuidField(e("invalidId")),
});
