import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { businesses, follows } from "@/lib/db/schema";
import { isUuid } from "@/lib/domain/uuid";
import { CACHE_TAGS } from "../cache";
import { ANON, type Caller } from "../caller";
import { revalidateCatalogue } from "../revalidate";
import { runAs } from "../run-as";

// Following persists and follower counts are real. Who follows whom is private (RLS:
// own rows only); the count comes from public.business_public_stats.

export async function followerCount(businessId: string): Promise<number> {
  if (!isUuid(businessId)) return 0;
  return runAs(ANON, async (tx) => {
    const [row] = rowsOf<{ followers: number | string }>(
      await tx.execute(sql`select followers from public.business_public_stats(array[${businessId}::uuid])`),
    );
    return Number(row?.followers ?? 0);
  });
}

export async function isFollowing(caller: Caller, businessId: string): Promise<boolean> {
  if (caller.role !== "authenticated" || !isUuid(businessId)) return false;
  return runAs(caller, async (tx) => {
    const [row] = await tx
      .select({ id: follows.businessId })
      .from(follows)
      .where(and(eq(follows.userId, caller.userId), eq(follows.businessId, businessId)))
      .limit(1);
    return !!row;
  });
}

/** 'Seguir' <-> 'Siguiendo'. Null for a business the caller can't see. */
export async function toggleFollow(
  caller: Caller,
  businessId: string,
): Promise<{ following: boolean; followers: number } | null> {
  if (caller.role !== "authenticated" || !isUuid(businessId)) return null;
  const following = await runAs(caller, async (tx) => {
    const [visible] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1);
    if (!visible) return null;
    const removed = await tx
      .delete(follows)
      .where(and(eq(follows.userId, caller.userId), eq(follows.businessId, businessId)))
      .returning({ id: follows.businessId });
    if (removed.length > 0) return false;
    await tx.insert(follows).values({ userId: caller.userId, businessId }).onConflictDoNothing();
    return true;
  });
  if (following === null) return null;
  revalidateCatalogue(CACHE_TAGS.businesses);
  return { following, followers: await followerCount(businessId) };
}
