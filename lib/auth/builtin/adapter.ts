import "server-only";
import { localizeHref } from "@/lib/i18n/routing";
import { pageLocale } from "@/lib/i18n/page-locale";
import { env } from "@/lib/env";
import { sendEmail } from "@/lib/email/mailer";
import { message } from "@/lib/i18n/messages";
import { RECOVERY_MINUTES, SESSION_COOKIE, SESSION_DAYS, sessionCookieOptions } from "../cookies";
import { AUTH_DONE, authError, authOk } from "../errors";
import type { AuthContext, AuthPort, AuthUser, EmailLinkType } from "../port";
import { hashPassword, isTokenShaped, passwordMatches } from "./secrets";
import * as store from "../data/store";

// A sign-in link lives as long as the per-recipient mail window (emailLinkPerAddress, one hour):
// a stranger who spends an owner's link e-mails (each replaces the last) still leaves the newest
// one valid until a new window lets the owner ask again, so the link way in cannot be shut.
const LINK_TTL_SECONDS: Record<EmailLinkType, number> = { recovery: 60 * 60, magiclink: 60 * 60, signup: 24 * 60 * 60 };
const EMAIL_KEYS: Record<EmailLinkType, [string, string]> = {
  recovery: ["authEmails.resetSubject", "authEmails.resetBody"],
  magiclink: ["authEmails.magicSubject", "authEmails.magicBody"],
  signup: ["authEmails.signupSubject", "authEmails.signupBody"],
};

const publicUser = ({ id, email, firstName, lastName }: store.StoredUser): AuthUser => ({
  id,
  email,
  firstName,
  lastName,
});

async function mailLink(user: store.StoredUser, type: EmailLinkType, ctx: AuthContext): Promise<void> {
  const token = await store.createOneTimeToken(user.id, type, LINK_TTL_SECONDS[type]);
  // The page of the confirmation in the language of the page that asked for the mail.
  const link = `${ctx.origin}${localizeHref("/auth/confirm", pageLocale())}?type=${type}&token=${token}`;
  const [subject, body] = EMAIL_KEYS[type];
  const name = user.firstName ?? message("authEmails.fallbackName");
  await sendEmail({ to: user.email, subject: message(subject), text: message(body, { name, link }) });
}

/** A fresh session id at every sign-in: the previous cookie's session is revoked first. */
async function openSession(userId: string, kind: "normal" | "recovery", ctx: AuthContext): Promise<void> {
  const previous = ctx.cookies.get(SESSION_COOKIE);
  if (previous && isTokenShaped(previous)) await store.revokeSession(previous);
  const ttl = kind === "recovery" ? RECOVERY_MINUTES * 60 : SESSION_DAYS * 24 * 60 * 60;
  const token = await store.createSession(userId, kind, ttl, ctx.userAgent);
  ctx.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(ctx.origin, ttl));
}

/** Auth over our own auth.users table: the default, and the embedded mode's only option. */
export const builtinAuth: AuthPort = {
  name: "builtin",

  async signUp(input, ctx) {
    const confirmationRequired = env.AUTH_EMAIL_CONFIRMATION;
    const user = await store.insertUser({
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      referralCode: input.referralCode,
      locale: input.locale,
      confirmed: !confirmationRequired,
    });
    if (!user) return authError("email_taken");
    if (confirmationRequired) await mailLink(user, "signup", ctx);
    return authOk({ user: publicUser(user), confirmationSent: confirmationRequired });
  },

  async signInWithPassword({ email, password }, ctx) {
    if (!email.trim() || !password) return authError("missing_credentials");
    const user = await store.findUserByEmail(email.trim());
    // Always one bcrypt comparison, so an unknown e-mail answers as slowly as a wrong password.
    if (!(await passwordMatches(password, user?.passwordHash)) || !user) return authError("invalid_credentials");
    if (!user.confirmed) return authError("email_not_confirmed");
    await openSession(user.id, "normal", ctx);
    await store.markSignedIn(user.id, false);
    return authOk({ user: publicUser(user) });
  },

  async sendMagicLink(email, ctx) {
    const user = await store.findUserByEmail(email.trim());
    if (user) await mailLink(user, "magiclink", ctx);
    return AUTH_DONE;
  },

  async sendPasswordReset(email, ctx) {
    const user = await store.findUserByEmail(email.trim());
    if (user) await mailLink(user, "recovery", ctx);
    return AUTH_DONE;
  },

  async signInWithGoogle() {
    return authError("provider_unavailable");
  },

  async verifyEmailLink({ token, type }, ctx) {
    if (!isTokenShaped(token)) return authError("link_invalid");
    const userId = await store.consumeOneTimeToken(token, type);
    if (!userId) return authError("link_invalid");
    const recovery = type === "recovery";
    await openSession(userId, recovery ? "recovery" : "normal", ctx);
    await store.markSignedIn(userId, true); // opening a mailed link proves the address
    return authOk({ recovery });
  },

  async updatePassword(password, ctx) {
    const current = await this.getSession(ctx);
    if (!current?.recovery) return authError("no_recovery_session");
    await store.setPassword(current.user.id, await hashPassword(password));
    ctx.cookies.delete(SESSION_COOKIE);
    return AUTH_DONE;
  },

  async getSession(ctx) {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (!isTokenShaped(token)) return null;
    const found = await store.findSession(token);
    return found ? { user: publicUser(found.user), recovery: found.kind === "recovery" } : null;
  },

  async signOut(ctx) {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (isTokenShaped(token)) await store.revokeSession(token);
    ctx.cookies.delete(SESSION_COOKIE);
  },
};
