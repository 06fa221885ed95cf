import { fail, ok, type ActionResult } from "@/lib/actions/define-action";
import type { AuthResult } from "@/lib/auth/port";

/**
 * A failed e-mail link request: only a service failure that says nothing about the address
 * (the mail could not be sent at all) is reported; everything else answers like a success.
 */
export function emailLinkAnswer(result: Extract<AuthResult, { ok: false }>): ActionResult<undefined> {
  if (result.code === "unexpected") {
    console.error("[auth] e-mail link not sent:", result.message);
    return fail(result.message);
  }
  return ok(undefined);
}
