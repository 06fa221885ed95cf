import "server-only";
import { message } from "@/lib/i18n/messages";
import type { AssignableRole } from "@/lib/domain/forms/members";
import { sendEmail } from "./mailer";
import { pageUrl } from "@/lib/i18n/page-href";

/**
 * The invitation mail. It carries no secret: the link opens /perfil, where the invitation shows
 * only to an account with this e-mail. The origin comes from configuration, never from the
 * request's Host header, so an inviter can't make our mail point elsewhere.
 */
export async function sendBusinessInvitationEmail(input: {
  to: string;
  businessName: string;
  inviterName: string | null;
  role: AssignableRole;
}): Promise<void> {
  const link = pageUrl("/perfil#invitaciones");
  const values = {
    business: input.businessName,
    inviter: input.inviterName ?? message("authEmails.invitationFallbackInviter"),
    role: message(`businessEdit.members.roles.${input.role}`).toLowerCase(),
    link,
  };
  await sendEmail({
    to: input.to,
    subject: message("authEmails.invitationSubject", values),
    text: message("authEmails.invitationBody", values),
  });
}
