"use server";

import { pageHref } from "@/lib/i18n/page-href";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { writeHint } from "@/lib/auth/cookies";
import { getAuth } from "@/lib/auth";
import { authError } from "@/lib/auth/errors";
import { clientIp, requestAuthContext } from "@/lib/auth/request-context";
import { allowed, hitRateLimit } from "@/lib/data/rate-limit";
import { loginSchema, normaliseEmail } from "@/lib/domain/auth-forms";
import { safeRedirectPath } from "@/lib/domain/safe-redirect";

/**
 * Email and password. A failure never says which of the two was wrong. Guessing is throttled per
 * (account, client address) pair, so guesses from elsewhere never refuse the owner; an account
 * guessed at from many addresses stops taking passwords for a while and its owner is offered an
 * e-mailed sign-in link instead. The answers depend only on the counters, never on whether the
 * account exists, and are the same for every auth back end.
 */
export const signIn = defineAction({
  schema: loginSchema,
  auth: "optional",
  async run({ email, password, next }) {
    const ip = await clientIp();
    const account = normaliseEmail(email);
    if (
      !(await allowed([
        ["signInPerIp", ip],
        ["signInPerEmailIp", `${account}|${ip}`],
      ]))
    ) {
      return fail(authError("rate_limited").message);
    }
    // Counted only for attempts that get this far, so one throttled address cannot pause the account.
    if (!(await hitRateLimit("signInPerEmail", account))) {
      return { ok: false, error: authError("password_paused").message, code: "sign_in_link" };
    }
    const ctx = await requestAuthContext();
    const result = await getAuth().signInWithPassword({ email, password }, ctx);
    if (!result.ok) return fail(result.message);
    writeHint(ctx, result.data.user);
    return ok({ redirectTo: pageHref(safeRedirectPath(next)) });
  },
});
