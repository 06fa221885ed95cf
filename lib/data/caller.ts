// Who a query runs as. The data layer never reads cookies: the session code above it decides.
export type Caller = { role: "anon"; userId: null } | { role: "authenticated"; userId: string; email?: string | null };

export const ANON: Caller = Object.freeze({ role: "anon", userId: null });

export type SignedInCaller = Extract<Caller, { role: "authenticated" }>;

export function authenticatedCaller(userId: string, email?: string | null): SignedInCaller {
  return { role: "authenticated", userId, email: email ?? null };
}

/** The JWT claims PostgREST would set for this caller (what auth.uid() and auth.jwt() read). */
export function claimsOf(caller: Caller): Record<string, unknown> {
  return caller.role === "anon"
    ? { role: "anon" }
    : { role: "authenticated", sub: caller.userId, email: caller.email ?? undefined, aud: "authenticated" };
}
