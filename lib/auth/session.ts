import "server-only";
import { cache } from "react";
import type { Caller } from "@/lib/data/caller";

export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
}

/**
 * The caller of the current request. Accounts arrive with the accounts issue; until then every
 * request is anonymous, and the data layer already runs its queries as `anon` under RLS.
 */
export const getSession = cache(async (): Promise<{ user: SessionUser | null; caller: Caller }> => {
  return { user: null, caller: { role: "anon", userId: null } };
});
