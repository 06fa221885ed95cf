"use server";
// An owner adds a person to the business by e-mail, as manager or editor.
import { addMemberByEmail } from "@/lib/data/members";
import { addMemberSchema } from "@/lib/domain/forms/members";
import { defineAction, fail, ok } from "./define-action";
import { memberRefusalMessage } from "./seller-messages";

export const addMemberAction = defineAction({
  schema: addMemberSchema,
  auth: "required",
  run: async ({ businessId, email, role }, { caller }) => {
    const result = await addMemberByEmail(caller, businessId, email, role);
    return result.ok ? ok(undefined) : fail(memberRefusalMessage(result.reason));
  },
});
