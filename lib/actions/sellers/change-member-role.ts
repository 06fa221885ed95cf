"use server";
// An owner changes a member's role (owner, manager, editor); the last owner stays an owner.
import { changeMemberRole } from "@/lib/data/accounts/members";
import { changeMemberRoleSchema } from "@/lib/domain/forms/members";
import { defineAction, fail, ok } from "../define-action";
import { memberRefusalMessage } from "../_lib/seller-messages";

export const changeMemberRoleAction = defineAction({
  schema: changeMemberRoleSchema,
  auth: "required",
  run: async ({ businessId, userId, role }, { caller }) => {
    const result = await changeMemberRole(caller, businessId, userId, role);
    return result.ok ? ok(undefined) : fail(memberRefusalMessage(result.reason));
  },
});
