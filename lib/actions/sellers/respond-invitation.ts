"use server";
// The invited person accepts (joins the business) or declines an invitation addressed to the
// e-mail of their account.
import { respondToInvitation } from "@/lib/data/accounts/invitations";
import { respondInvitationSchema } from "@/lib/domain/forms/members";
import { defineAction, fail, ok } from "../define-action";
import { respondRefusalMessage } from "../_lib/seller-messages";

export const respondInvitationAction = defineAction({
  schema: respondInvitationSchema,
  auth: "required",
  run: async ({ invitationId, accept }, { caller }) => {
    const result = await respondToInvitation(caller, invitationId, accept);
    return result.ok ? ok({ status: result.status }) : fail(respondRefusalMessage(result.reason));
  },
});
