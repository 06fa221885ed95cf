"use server";

import { defineAction, ok } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { clientIp, requestAuthContext } from "@/lib/auth/request-context";
import { allowed } from "@/lib/data/rate-limit";
import { normaliseEmail, resetRequestSchema } from "@/lib/domain/auth-forms";
import { emailLinkAnswer } from "@/lib/actions/_lib/email-link-answer";

/** Mails a reset link (60 minutes, single use). Same answer whether or not the e-mail exists. */
export const sendPasswordReset = defineAction({
  schema: resetRequestSchema,
  auth: "optional",
  async run({ email }) {
    if (
      await allowed([
        ["emailLinkPerIp", await clientIp()],
        ["emailLinkPerAddress", `reset:${normaliseEmail(email)}`],
      ])
    ) {
      const result = await getAuth().sendPasswordReset(email, await requestAuthContext());
      if (!result.ok) return emailLinkAnswer(result);
    }
    return ok(undefined);
  },
});
