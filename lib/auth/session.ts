import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { ANON, authenticatedCaller, type Caller } from "@/lib/data/caller";
import { isDatabaseUnavailable } from "@/lib/data/db-errors";
import { getAuth } from "./index";
import type { AuthUser } from "./port";
import { requestAuthContext } from "./request-context";
import { logger, noteLogUser } from "@/lib/observability/log";

export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
}

export interface Session {
  user: SessionUser | null;
  caller: Caller;
  /** Signed out only because the session store (the database) did not answer: not a sign-out. */
  unavailable?: true;
}

const SIGNED_OUT: Session = { user: null, caller: ANON };

export function sessionUserOf(user: AuthUser): SessionUser {
  const full = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return { ...user, displayName: full || user.email.split("@")[0] || user.email };
}

/**
 * The caller of the current request, read from its cookies once per render. A session opened
 * from a password-reset link is not a sign-in: it may only set a new password (/reset-password).
 * Any failure of the auth service counts as signed out rather than breaking the page; when the
 * failure is the database being down or too slow the session says so, so that an action answers
 * 'service unavailable' instead of asking a signed-in shopper to sign in (the soak found it).
 */
export const getSession = cache(async (): Promise<Session> => {
  try {
    const current = await getAuth().getSession(await requestAuthContext());
    if (!current || current.recovery) return SIGNED_OUT;
    // The request's log lines carry the user, hashed (lib/observability/log.ts).
    noteLogUser(current.user.id);
    return { user: sessionUserOf(current.user), caller: authenticatedCaller(current.user.id, current.user.email) };
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (a dynamic page found at build) are not failures
    logger({ component: "session" }).error({ err: error }, "session not read");
    return isDatabaseUnavailable(error) ? { ...SIGNED_OUT, unavailable: true } : SIGNED_OUT;
  }
});

/** True when this request carries a session opened from a recovery link. */
export async function hasRecoverySession(): Promise<boolean> {
  try {
    return (await getAuth().getSession(await requestAuthContext()))?.recovery === true;
  } catch (error) {
    unstable_rethrow(error);
    return false;
  }
}
