import { fail, ok, type ActionResult } from "@/lib/actions/define-action";
import type { AuthResult } from "@/lib/auth/port";
import { logger } from "@/lib/observability/log";

/**
 * A failed e-mail link request: only a service failure that says nothing about the address
 * (the mail could not be sent at all) is reported; everything else answers like a success.
 */
export function emailLinkAnswer(result: Extract<AuthResult, { ok: false }>): ActionResult<undefined> {
  if (result.code === "unexpected") {
    logger({ component: "auth" }).error({ reason: result.message }, "e-mail link not sent");
    return fail(result.message);
  }
  return ok(undefined);
}
