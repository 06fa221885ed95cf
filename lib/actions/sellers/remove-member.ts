"use server";
// An owner removes a member; the last owner can't be removed.
import { removeMember } from "@/lib/data/accounts/members";
import { removeMemberSchema } from "@/lib/domain/forms/members";
import { defineAction, fail, ok } from "../define-action";
import { memberRefusalMessage } from "../_lib/seller-messages";

export const removeMemberAction = defineAction({
  schema: removeMemberSchema,
  auth: "required",
  run: async ({ businessId, userId }, { caller }) => {
    const result = await removeMember(caller, businessId, userId);
    return result.ok ? ok(undefined) : fail(memberRefusalMessage(result.reason));
  },
});
