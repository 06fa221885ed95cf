// What the request guard (proxy.ts) knows about sessions without touching the database: it only
// looks at cookies. Pages re-check the session for real; this only avoids rendering a private
// page for a visitor who has no session cookie at all.
import { SIGN_IN_REQUIRED } from "@/lib/routes";
import { SESSION_COOKIE } from "./hint-cookie";

/** Built-in session cookie, or Supabase's `sb-<project>-auth-token` (possibly chunked .0, .1). */
export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) {
    if (name === SESSION_COOKIE || /^sb-[^.]+-auth-token(\.\d+)?$/.test(name)) return true;
  }
  return false;
}

/** Whether a visitor without a session cookie is sent to /auth: SIGN_IN_REQUIRED of lib/routes.ts. */
export function requiresSignIn(pathname: string): boolean {
  return SIGN_IN_REQUIRED.test(pathname);
}
