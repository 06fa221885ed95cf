"use server";

import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { authError } from "@/lib/auth/errors";
import { clientIp, requestAuthContext } from "@/lib/auth/request-context";
import { allowed } from "@/lib/data/rate-limit";
import { normaliseEmail, signupSchema } from "@/lib/domain/auth-forms";
import { pageLocale } from "@/lib/i18n/page-locale";

/** Creates the account; the view then returns to the login tab (nobody is signed in here). */
export const signUp = defineAction({
  schema: signupSchema,
  auth: "optional",
  async run({ firstName, lastName, email, password, referralCode }) {
    if (
      !(await allowed([
        ["signUpPerIp", await clientIp()],
        ["signUpPerEmail", normaliseEmail(email)],
      ]))
    ) {
      return fail(authError("rate_limited").message);
    }
    const result = await getAuth().signUp(
      { email, password, firstName, lastName, referralCode, locale: pageLocale() },
      await requestAuthContext(),
    );
    if (!result.ok) return fail(result.message);
    return ok({ confirmationSent: result.data.confirmationSent });
  },
});
