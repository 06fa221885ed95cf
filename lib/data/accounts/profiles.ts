import "server-only";
import { eq } from "drizzle-orm";
import { profiles, userRoles } from "@/lib/db/schema";
import type { Caller } from "../caller";
import { runAs } from "../run-as";

export interface MyProfile {
  id: string;
  displayName: string | null;
  avatarUrl: string | null;
  isSeller: boolean;
}

type SignedIn = Extract<Caller, { role: "authenticated" }>;

/** The caller's own profile and whether they hold the seller role (RLS: own rows only). */
export async function getMyProfile(caller: SignedIn): Promise<MyProfile | null> {
  return runAs(caller, async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, caller.userId));
    if (!profile) return null;
    const roles = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, caller.userId));
    return { ...profile, isSeller: roles.some((r) => r.role === "seller") };
  });
}

/** Only display_name and avatar_url are writable by a user (column grants + RLS). */
export async function updateMyProfile(
  caller: SignedIn,
  values: { displayName: string | null; avatarUrl: string | null },
): Promise<boolean> {
  return runAs(caller, async (tx) => {
    const rows = await tx
      .update(profiles)
      .set({ displayName: values.displayName, avatarUrl: values.avatarUrl })
      .where(eq(profiles.id, caller.userId))
      .returning({ id: profiles.id });
    return rows.length === 1;
  });
}
