// What the request guard (proxy.ts) knows about sessions without touching the database: it only
// looks at cookies. Pages re-check the session for real; this only avoids rendering a private
// page for a visitor who has no session cookie at all.
import { SESSION_COOKIE } from "./hint-cookie";

/** Built-in session cookie, or Supabase's `sb-<project>-auth-token` (possibly chunked .0, .1). */
export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) {
    if (name === SESSION_COOKIE || /^sb-[^.]+-auth-token(\.\d+)?$/.test(name)) return true;
  }
  return false;
}

// The seller's private numbers: statistics, the statement and its CSV.
const SELLER_PRIVATE = /^\/vendedor\/(estadisticas|estado-de-cuenta)(\/|$)/;

/**
 * The seller panel sends visitors to /auth; /vendedor/{id} is a public page. The
 * operator's section (/admin and below) too; its pages then check the admin role.
 */
export function requiresSignIn(pathname: string): boolean {
  return pathname === "/vendedor" || pathname === "/vendedor/" || SELLER_PRIVATE.test(pathname) || pathname === "/admin" || pathname.startsWith("/admin/");
}
