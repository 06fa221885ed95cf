import "server-only";
import { createServerClient } from "@supabase/ssr";
import type { AuthError, Session, SupabaseClient, User } from "@supabase/supabase-js";
import WebSocket from "ws";
import { RECOVERY_MINUTES, secureCookies } from "../cookies";
import { AUTH_DONE, authError, authOk } from "../errors";
import type { AuthContext, AuthErrorCode, AuthPort, AuthResult, AuthUser } from "../port";
import {
  createRecoveryGrant,
  endRecoveryGrants,
  hasRecoveryGrant,
  revokeRecoveryGrant,
  type SessionIdentity,
} from "../data/recovery-grants";

/**
 * Marks a session opened from a recovery link (Supabase's own session does not say so). It holds
 * a random token that must match a server-side grant for the same user and Supabase session.
 */
export const RECOVERY_COOKIE = "cupongt_recovery";

/** Supabase puts its session id in the access token (verified by the service before we read it). */
function sessionIdOf(accessToken: string | undefined): string | null {
  try {
    const payload = JSON.parse(Buffer.from(accessToken?.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      session_id?: unknown;
    };
    return typeof payload.session_id === "string" && payload.session_id ? payload.session_id : null;
  } catch {
    return null;
  }
}

function identityOf(session: Session | null | undefined): SessionIdentity | null {
  const sessionId = sessionIdOf(session?.access_token);
  return session?.user?.id && sessionId ? { userId: session.user.id, sessionId } : null;
}

export interface SupabaseConfig {
  url: string;
  anonKey: string;
  /** Tests replay recorded Supabase Auth responses through this. */
  fetch?: typeof fetch;
}

// Supabase Auth error codes -> our codes; anything else keeps the service's own message.
const CODES: Record<string, AuthErrorCode> = {
  invalid_credentials: "invalid_credentials",
  email_not_confirmed: "email_not_confirmed",
  user_already_exists: "email_taken",
  email_exists: "email_taken",
  over_request_rate_limit: "rate_limited",
  over_email_send_rate_limit: "rate_limited",
  weak_password: "weak_password",
  otp_expired: "link_invalid",
  flow_state_not_found: "link_invalid",
  flow_state_expired: "link_invalid",
  bad_code_verifier: "link_invalid",
  provider_disabled: "provider_unavailable",
  validation_failed: "missing_credentials",
};

function failure(error: AuthError): AuthResult<never> {
  const code = error.code ? CODES[error.code] : undefined;
  if (code) return authError(code);
  if (error.status === 429) return authError("rate_limited");
  return error.message ? { ok: false, code: "unexpected", message: error.message } : authError("unexpected");
}

function toUser(user: User): AuthUser {
  const meta = user.user_metadata ?? {};
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);
  return { id: user.id, email: user.email ?? "", firstName: str(meta.first_name), lastName: str(meta.last_name) };
}

/** Supabase Auth through @supabase/ssr: one cookie-backed server client per request. */
export function supabaseAuth(config: SupabaseConfig): AuthPort {
  const client = (ctx: AuthContext): SupabaseClient =>
    createServerClient(config.url, config.anonKey, {
      cookies: {
        getAll: () => ctx.cookies.getAll(),
        setAll: (list) =>
          list.forEach(({ name, value, options }) =>
            ctx.cookies.set(name, value, { ...options, sameSite: "lax", secure: secureCookies(ctx.origin) }),
          ),
      },
      global: config.fetch ? { fetch: config.fetch } : undefined,
      // supabase-js builds a realtime client even when only auth is used, and Node 20 has no
      // native WebSocket: without a transport the client cannot even be created.
      realtime: { transport: WebSocket as never },
    });

  return {
    name: "supabase",

    async signUp(input, ctx) {
      const supabase = client(ctx);
      const { data, error } = await supabase.auth.signUp({
        email: input.email.trim(),
        password: input.password,
        options: {
          // handle_new_user (same trigger on Supabase) turns referral_code into referred_by.
          data: {
            first_name: input.firstName.trim(),
            last_name: input.lastName.trim(),
            ...(input.referralCode ? { referral_code: input.referralCode } : {}),
            locale: input.locale,
          },
          emailRedirectTo: `${ctx.origin}/`,
        },
      });
      if (error) return failure(error);
      if (!data.user) return authError("unexpected");
      // Supabase answers a taken e-mail with a user that has no identities (to hide it): say so here.
      if (data.user.identities && data.user.identities.length === 0) return authError("email_taken");
      // Without e-mail confirmation Supabase signs the user in; we send them back to the login tab,
      // as the built-in adapter does.
      if (data.session) await supabase.auth.signOut({ scope: "local" });
      return authOk({ user: toUser(data.user), confirmationSent: !data.session });
    },

    async signInWithPassword({ email, password }, ctx) {
      const { data, error } = await client(ctx).auth.signInWithPassword({ email: email.trim(), password });
      if (error) return failure(error);
      await revokeRecoveryGrant(ctx.cookies.get(RECOVERY_COOKIE));
      ctx.cookies.delete(RECOVERY_COOKIE);
      return authOk({ user: toUser(data.user) });
    },

    async sendMagicLink(email, ctx) {
      const { error } = await client(ctx).auth.signInWithOtp({
        email: email.trim(),
        options: { emailRedirectTo: `${ctx.origin}/`, shouldCreateUser: false },
      });
      // Unknown addresses are not an error to the visitor: the answer must not reveal them.
      if (error && !["otp_disabled", "user_not_found"].includes(error.code ?? "")) return failure(error);
      return AUTH_DONE;
    },

    async sendPasswordReset(email, ctx) {
      const { error } = await client(ctx).auth.resetPasswordForEmail(email.trim(), {
        redirectTo: `${ctx.origin}/reset-password`,
      });
      if (error && error.code !== "user_not_found") return failure(error);
      return AUTH_DONE;
    },

    async signInWithGoogle(ctx) {
      const { data, error } = await client(ctx).auth.signInWithOAuth({
        provider: "google",
        options: { redirectTo: ctx.origin, skipBrowserRedirect: true },
      });
      if (error) return failure(error);
      return data.url ? authOk({ url: data.url }) : authError("provider_unavailable");
    },

    async verifyEmailLink({ token, code, type }, ctx) {
      if (!code && !token) return authError("link_invalid");
      const auth = client(ctx).auth;
      const { data, error } = code
        ? await auth.exchangeCodeForSession(code)
        : await auth.verifyOtp({ token_hash: token ?? "", type: type === "signup" ? "email" : type });
      if (error) return failure(error);
      await revokeRecoveryGrant(ctx.cookies.get(RECOVERY_COOKIE));
      ctx.cookies.delete(RECOVERY_COOKIE);
      const recovery = type === "recovery";
      if (recovery) {
        // The grant is bound to the session this exchange just opened, on the server.
        const who = identityOf(data.session);
        if (!who) return authError("unexpected");
        const grant = await createRecoveryGrant(who, RECOVERY_MINUTES * 60);
        ctx.cookies.set(RECOVERY_COOKIE, grant, {
          httpOnly: true,
          sameSite: "lax",
          secure: secureCookies(ctx.origin),
          path: "/",
          maxAge: RECOVERY_MINUTES * 60,
        });
      }
      return authOk({ recovery });
    },

    async updatePassword(password, ctx) {
      const current = await this.getSession(ctx);
      if (!current?.recovery) return authError("no_recovery_session");
      const supabase = client(ctx);
      const { error } = await supabase.auth.updateUser({ password });
      if (error) return failure(error);
      await endRecoveryGrants(current.user.id);
      await supabase.auth.signOut({ scope: "global" }); // every session ends with the old password
      ctx.cookies.delete(RECOVERY_COOKIE);
      return AUTH_DONE;
    },

    async getSession(ctx) {
      const supabase = client(ctx);
      const { data, error } = await supabase.auth.getUser();
      if (error || !data.user) return null;
      const user = toUser(data.user);
      const grant = ctx.cookies.get(RECOVERY_COOKIE);
      if (!grant) return { user, recovery: false };
      // getUser() has just had the access token checked by Supabase: its session id is genuine.
      const sessionId = sessionIdOf((await supabase.auth.getSession()).data.session?.access_token);
      const recovery = sessionId !== null && (await hasRecoveryGrant(grant, { userId: user.id, sessionId }));
      return { user, recovery };
    },

    async signOut(ctx) {
      await client(ctx).auth.signOut({ scope: "local" });
      await revokeRecoveryGrant(ctx.cookies.get(RECOVERY_COOKIE));
      ctx.cookies.delete(RECOVERY_COOKIE);
    },
  };
}
