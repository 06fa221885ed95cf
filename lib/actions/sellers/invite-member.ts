"use server";
// An owner invites someone by e-mail to join the business as manager or editor. The answer is
// the same whether or not the address has an account; the invitee accepts or declines in /perfil.
import { inviteMember } from "@/lib/data/accounts/invitations";
import { inviteMemberSchema } from "@/lib/domain/forms/members";
import { sendBusinessInvitationEmail } from "@/lib/email/business-invitation";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";
import { inviteRefusalMessage } from "../_lib/seller-messages";
import { logger } from "@/lib/observability/log";

export const inviteMemberAction = defineAction({
  schema: inviteMemberSchema,
  auth: "required",
  run: async ({ businessId, email, role }, { caller }) => {
    const result = await inviteMember(caller, businessId, email, role);
    if (!result.ok) return fail(inviteRefusalMessage(result.reason));
    try {
      await sendBusinessInvitationEmail({
        to: result.email,
        businessName: result.businessName,
        inviterName: result.inviterName,
        role,
      });
    } catch (error) {
      // The invitation stands (an existing account sees it in /perfil) and the owner's answer
      // must not differ by address, so a mail failure is logged, not reported.
      logger({ component: "action", action: "inviteMember" }).error({ err: error }, "invitation mail not sent");
    }
    return ok({ message: message("seller.invitations.sentTitle", { email: result.email }) });
  },
});
