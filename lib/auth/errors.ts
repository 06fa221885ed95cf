import { message } from "@/lib/i18n/messages";
import type { AuthErrorCode, AuthResult } from "./port";

const KEYS: Record<AuthErrorCode, string> = {
  invalid_credentials: "auth.errors.invalidCredentials",
  email_taken: "auth.errors.emailTaken",
  email_not_confirmed: "auth.errors.emailNotConfirmed",
  rate_limited: "auth.errors.rateLimited",
  password_paused: "auth.errors.passwordPaused",
  missing_credentials: "auth.errors.missingCredentials",
  weak_password: "auth.errors.weakPassword",
  no_recovery_session: "auth.errors.noRecoverySession",
  provider_unavailable: "auth.errors.googleUnavailable",
  link_invalid: "auth.errors.linkInvalid",
  unexpected: "common.unexpectedError",
};

/** The "server message" the auth toasts show, in Spanish, for every adapter. */
export function authError(code: AuthErrorCode): Extract<AuthResult<never>, { ok: false }> {
  return { ok: false, code, message: message(KEYS[code]) };
}

export const authOk = <T>(data: T): AuthResult<T> => ({ ok: true, data });
export const AUTH_DONE: AuthResult = { ok: true, data: undefined };
