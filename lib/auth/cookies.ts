import { createHash } from "node:crypto";
import { SESSION_HINT_COOKIE as SESSION_HINT_COOKIE_NAME } from "./hint-cookie";
import type { AuthContext, AuthUser, CookieOptions } from "./port";

/** The session cookie, and the display-only hint the static shell reads for 'Perfil/Salir'. */
export { SESSION_COOKIE, SESSION_HINT_COOKIE } from "./hint-cookie";

export const SESSION_DAYS = 30;
export const RECOVERY_MINUTES = 60;

/** Secure in production unless the site is served over plain http (local `npm start`). */
export function secureCookies(origin: string): boolean {
  return process.env.NODE_ENV === "production" && origin.startsWith("https://");
}

export function sessionCookieOptions(origin: string, maxAgeSeconds: number): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: secureCookies(origin), path: "/", maxAge: maxAgeSeconds };
}

export function hintCookieOptions(origin: string, maxAgeSeconds: number): CookieOptions {
  return { httpOnly: false, sameSite: "lax", secure: secureCookies(origin), path: "/", maxAge: maxAgeSeconds };
}

/**
 * Which account the phone's offline copy of /mis-cupones belongs to (public/sw.js reads it):
 * a one-way digest of the user id, so the cookie names no one. A different account signing in on
 * the same phone gets a different key and never sees the previous account's saved vouchers.
 */
export function offlineOwnerKey(userId: string): string {
  return createHash("sha256").update(`cupongt-vouchers:${userId}`).digest("hex").slice(0, 32);
}

/** Raw JSON: Next's cookie store URL-encodes values itself (encoding here would do it twice). */
export function hintValue(name: string, userId: string): string {
  return JSON.stringify({ name, k: offlineOwnerKey(userId) });
}

/** After a sign-in: the static shell shows 'Perfil/Salir' and the first name. */
export function writeHint(ctx: AuthContext, user: AuthUser): void {
  const name = user.firstName?.trim() || user.email.split("@")[0] || user.email;
  ctx.cookies.set(
    SESSION_HINT_COOKIE_NAME,
    hintValue(name, user.id),
    hintCookieOptions(ctx.origin, SESSION_DAYS * 24 * 60 * 60),
  );
}

export function clearHint(ctx: AuthContext): void {
  ctx.cookies.delete(SESSION_HINT_COOKIE_NAME);
}
