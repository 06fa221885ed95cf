import "server-only";
// A business's FEL emitter data, read and written as the signed-in caller: members read it, only
// the owner writes it (row level security, supabase/schemas/19-fel.sql).
import { eq, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { businessFelProfiles } from "@/lib/db/schema";
import type { FelProfile } from "@/lib/domain/forms/fel-profile";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";

export type FelProfileView = Omit<FelProfile, "businessId">;

/** The emitter data the caller may see, or null (not set up yet, or not a member). */
export async function getFelProfile(caller: Caller, businessId: string): Promise<FelProfileView | null> {
  const [row] = await runAs(caller, (tx) =>
    tx.select().from(businessFelProfiles).where(eq(businessFelProfiles.businessId, businessId)),
  );
  if (!row) return null;
  return {
    nit: row.nit,
    legalName: row.legalName,
    commercialName: row.commercialName,
    establishment: row.establishment,
    address: row.address,
    postalCode: row.postalCode,
    municipality: row.municipality,
    department: row.department,
    ivaAffiliation: row.ivaAffiliation as FelProfile["ivaAffiliation"],
  };
}

/** Saves it; false when the caller is not the business's owner (the policy lets no row through). */
export async function saveFelProfile(caller: Caller, { businessId, ...fields }: FelProfile): Promise<boolean> {
  return runAs(caller, async (tx) => {
    const [owner] = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select public.has_business_role(${businessId}::uuid, array['owner']::text[]) as ok`),
    );
    if (!owner?.ok) return false;
    await tx
      .insert(businessFelProfiles)
      .values({ businessId, ...fields })
      .onConflictDoUpdate({ target: businessFelProfiles.businessId, set: fields });
    return true;
  });
}

/** Which of these businesses (the caller's) have no emitter data yet: the seller panel's notice. */
export async function businessesWithoutFelProfile(caller: Caller, businessIds: string[]): Promise<string[]> {
  if (businessIds.length === 0) return [];
  const rows = await runAs(caller, (tx) => tx.select({ id: businessFelProfiles.businessId }).from(businessFelProfiles));
  const set = new Set(rows.map((r) => r.id));
  return businessIds.filter((id) => !set.has(id));
}
