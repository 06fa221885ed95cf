"use server";

import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { writeHint } from "@/lib/auth/cookies";
import { getAuth } from "@/lib/auth";
import { authError } from "@/lib/auth/errors";
import { clientIp, requestAuthContext } from "@/lib/auth/request-context";
import { allowed } from "@/lib/data/rate-limit";
import { loginSchema, normaliseEmail } from "@/lib/domain/auth-forms";
import { safeRedirectPath } from "@/lib/domain/safe-redirect";

/** Email and password. A failure never says which of the two was wrong. */
export const signIn = defineAction({
  schema: loginSchema,
  auth: "optional",
  async run({ email, password, next }) {
    if (!(await allowed([["signInPerIp", await clientIp()], ["signInPerEmail", normaliseEmail(email)]]))) {
      return fail(authError("rate_limited").message);
    }
    const ctx = await requestAuthContext();
    const result = await getAuth().signInWithPassword({ email, password }, ctx);
    if (!result.ok) return fail(result.message);
    writeHint(ctx, result.data.user);
    return ok({ redirectTo: safeRedirectPath(next) });
  },
});
