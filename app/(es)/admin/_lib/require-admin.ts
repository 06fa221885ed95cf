import "server-only";
import { notFound } from "next/navigation";
import { getSession } from "@/lib/auth/session";
import type { SignedInCaller } from "@/lib/data/caller";
import { isAdmin } from "@/lib/data/admin/admin";

/**
 * Every /admin page asks this itself (the proxy only turns away visitors without a session
 * cookie): anyone but an admin gets the plain 404, so the section's existence is not confirmed.
 */
export async function requireAdmin(): Promise<SignedInCaller> {
  const { caller } = await getSession();
  if (caller.role !== "authenticated" || !(await isAdmin(caller))) notFound();
  return caller;
}
