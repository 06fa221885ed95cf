"use server";

import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { clearHint } from "@/lib/auth/cookies";
import { requestAuthContext } from "@/lib/auth/request-context";
import { newPasswordSchema } from "@/lib/domain/auth-forms";

/** Sets the new password from a recovery session; every session of the user ends. */
export const updatePassword = defineAction({
  schema: newPasswordSchema,
  auth: "optional", // a recovery session is not a sign-in: the adapter checks it
  async run({ password }) {
    const ctx = await requestAuthContext();
    const result = await getAuth().updatePassword(password, ctx);
    if (!result.ok) return fail(result.message);
    clearHint(ctx);
    return ok(undefined);
  },
});
