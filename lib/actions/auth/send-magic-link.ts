"use server";

import { defineAction, ok } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { clientIp, requestAuthContext } from "@/lib/auth/request-context";
import { allowed } from "@/lib/data/rate-limit";
import { magicLinkSchema, normaliseEmail } from "@/lib/domain/auth-forms";
import { emailLinkAnswer } from "@/lib/actions/_lib/email-link-answer";

/**
 * Mails a one-time sign-in link. The answer is the same for a registered address, an unknown
 * one and a rate-limited one, so it cannot be used to learn who has an account.
 */
export const sendMagicLink = defineAction({
  schema: magicLinkSchema,
  auth: "optional",
  async run({ email }) {
    if (
      await allowed([
        ["emailLinkPerIp", await clientIp()],
        ["emailLinkPerAddress", `magic:${normaliseEmail(email)}`],
      ])
    ) {
      const result = await getAuth().sendMagicLink(email, await requestAuthContext());
      if (!result.ok) return emailLinkAnswer(result);
    }
    return ok(undefined);
  },
});
