"use server";
// An owner withdraws an open invitation; it can no longer be accepted.
import { revokeInvitation } from "@/lib/data/accounts/invitations";
import { revokeInvitationSchema } from "@/lib/domain/forms/members";
import { defineAction, fail, ok } from "../define-action";
import { revokeRefusalMessage } from "../_lib/seller-messages";

export const revokeInvitationAction = defineAction({
  schema: revokeInvitationSchema,
  auth: "required",
  run: async ({ businessId, invitationId }, { caller }) => {
    const result = await revokeInvitation(caller, businessId, invitationId);
    return result.ok ? ok(undefined) : fail(revokeRefusalMessage(result.reason));
  },
});
