import "server-only";
import { eq } from "drizzle-orm";
import { profiles, userRoles } from "@/lib/db/schema";
import type { Caller } from "../caller";
import { runAs } from "../run-as";

/** The site's languages (lib/i18n/locale.ts names the same two). */
type Locale = "es" | "en";

export interface MyProfile {
  id: string;
  displayName: string | null;
  avatarUrl: string | null;
  /** The language of mails and notices not tied to an order. */
  locale: Locale;
  isSeller: boolean;
}

type SignedIn = Extract<Caller, { role: "authenticated" }>;

/** The caller's own profile and whether they hold the seller role (RLS: own rows only). */
export async function getMyProfile(caller: SignedIn): Promise<MyProfile | null> {
  return runAs(caller, async (tx) => {
    const [profile] = await tx
      .select({
        id: profiles.id,
        displayName: profiles.displayName,
        avatarUrl: profiles.avatarUrl,
        locale: profiles.locale,
      })
      .from(profiles)
      .where(eq(profiles.id, caller.userId));
    if (!profile) return null;
    const roles = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, caller.userId));
    return {
      ...profile,
      locale: profile.locale === "en" ? "en" : "es",
      isSeller: roles.some((r) => r.role === "seller"),
    };
  });
}

/** The caller's language for mails not tied to an order (column grant + RLS: own row only). */
export async function setMyLocale(caller: SignedIn, locale: Locale): Promise<boolean> {
  return runAs(caller, async (tx) => {
    const rows = await tx
      .update(profiles)
      .set({ locale })
      .where(eq(profiles.id, caller.userId))
      .returning({ id: profiles.id });
    return rows.length === 1;
  });
}

/** Only display_name, avatar_url and locale are writable by a user (column grants + RLS). */
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
