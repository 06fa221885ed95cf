import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { branches, branchHours } from "@/lib/db/schema";
import type { HoursRange } from "@/lib/places/rules/hours";
import type { BranchFields } from "@/lib/domain/forms/branch";
import type { LatLng } from "@/lib/places/rules/guatemala";
import { CACHE_TAGS, publicCache } from "@/lib/data/cache";
import { ANON, type Caller } from "@/lib/data/caller";
import { revalidateCatalogue } from "@/lib/data/revalidate";
import { runAs } from "@/lib/data/run-as";

// Branches (sucursales): the public list a business page and a coupon's 'Ubicación' tab show, the
// owner's or manager's edits, and the directory's near-me distances. Row level security decides
// who writes (supabase/schemas/05-branches.sql); a refusal comes back as a reason.

export interface BranchView {
  id: string;
  name: string;
  address: string;
  zone: number | null;
  municipality: string;
  department: string;
  lat: number;
  lng: number;
  phone: string | null;
  /** Opening ranges, by weekday then opening time (branch_hours); empty: no hours given. */
  hours: HoursRange[];
}

const columns = {
  id: branches.id,
  name: branches.name,
  address: branches.address,
  zone: branches.zone,
  municipality: branches.municipality,
  department: branches.department,
  lat: branches.lat,
  lng: branches.lng,
  phone: branches.phone,
  // One query for branches and hours: the ranges come along as JSON, read under the same policies.
  // The column is written out: drizzle drops the table name from a lone table's columns.
  hours: sql<HoursRange[]>`coalesce((
    select json_agg(json_build_object('weekday', h.weekday, 'opens', to_char(h.opens_at, 'HH24:MI'), 'closes', to_char(h.closes_at, 'HH24:MI')) order by h.weekday, h.opens_at)
    from public.branch_hours h where h.branch_id = "branches"."id"), '[]'::json)`.as("hours"),
};

/** A business's branches as anyone sees them (an active business's), oldest first. */
export const listBusinessBranches = publicCache(
  (businessId: string): Promise<BranchView[]> =>
    runAs(ANON, (tx) =>
      tx
        .select(columns)
        .from(branches)
        .where(eq(branches.businessId, businessId))
        .orderBy(asc(branches.createdAt), asc(branches.name)),
    ),
  "branches:by-business",
  [CACHE_TAGS.businesses],
);

/**
 * The branches a coupon is valid at: its chosen ones, or all of its business's. Public, so cached
 * like the coupon page itself.
 */
export const listCouponBranches = publicCache(
  (couponId: string, businessId: string): Promise<BranchView[]> =>
    runAs(ANON, async (tx) => {
      const chosen = sql`exists (select 1 from public.coupon_branches cb where cb.coupon_id = ${couponId}::uuid)`;
      return tx
        .select(columns)
        .from(branches)
        .where(
          and(
            eq(branches.businessId, businessId),
            sql`(not ${chosen} or exists (select 1 from public.coupon_branches cb where cb.coupon_id = ${couponId}::uuid and cb.branch_id = ${branches.id}))`,
          ),
        )
        .orderBy(asc(branches.createdAt), asc(branches.name));
    }),
  "branches:by-coupon",
  [CACHE_TAGS.coupons, CACHE_TAGS.businesses],
);

/** Businesses with a branch within the radius: id → metres to the nearest one. Never cached. */
export function nearBusinesses(point: LatLng, radiusM: number): Promise<Map<string, number>> {
  return runAs(ANON, async (tx) => {
    const rows = rowsOf<{ business_id: string; meters: number | string }>(
      await tx.execute(
        sql`select business_id, meters from public.business_distances(${point.lat}::float8, ${point.lng}::float8, ${radiusM}::float8)`,
      ),
    );
    return new Map(rows.map((r) => [r.business_id, Number(r.meters)]));
  });
}

export type BranchWriteResult = { ok: true; id: string } | { ok: false; reason: "forbidden" | "not_found" };

/** Creates or updates a branch as the caller; RLS refuses anyone but the owner or a manager. */
export async function saveBranch(caller: Caller, input: BranchFields): Promise<BranchWriteResult> {
  const { id, businessId, hours, ...fields } = input;
  const result = await runAs(caller, async (tx) => {
    const manager = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select public.has_business_role(${businessId}::uuid, array['owner', 'manager']) as ok`),
    );
    if (!manager[0]?.ok) return { ok: false as const, reason: "forbidden" as const };
    const saved = id
      ? await tx
          .update(branches)
          .set(fields)
          .where(and(eq(branches.id, id), eq(branches.businessId, businessId)))
          .returning({ id: branches.id })
      : await tx
          .insert(branches)
          .values({ ...fields, businessId })
          .returning({ id: branches.id });
    if (!saved[0]) return { ok: false as const, reason: "not_found" as const };
    if (hours) await replaceHours(tx, saved[0].id, hours);
    return { ok: true as const, id: saved[0].id };
  });
  if (result.ok) revalidateCatalogue(CACHE_TAGS.businesses, CACHE_TAGS.coupons);
  return result;
}

/** The week's ranges replace the saved ones, in the branch's own transaction. */
async function replaceHours(tx: Tx, branchId: string, hours: HoursRange[]): Promise<void> {
  await tx.delete(branchHours).where(eq(branchHours.branchId, branchId));
  if (hours.length === 0) return;
  await tx
    .insert(branchHours)
    .values(hours.map((r) => ({ branchId, weekday: r.weekday, opensAt: r.opens, closesAt: r.closes })));
}

export async function deleteBranch(caller: Caller, businessId: string, id: string): Promise<BranchWriteResult> {
  const result = await runAs(caller, async (tx) => {
    const gone = await tx
      .delete(branches)
      .where(and(eq(branches.id, id), eq(branches.businessId, businessId)))
      .returning({ id: branches.id });
    return gone[0] ? { ok: true as const, id } : { ok: false as const, reason: "not_found" as const };
  });
  if (result.ok) revalidateCatalogue(CACHE_TAGS.businesses, CACHE_TAGS.coupons);
  return result;
}

/** Every active business's branches, for the directory's map (clustered): business id and point. */
export const listDirectoryBranches = publicCache(
  (): Promise<Array<{ businessId: string; name: string; lat: number; lng: number }>> =>
    runAs(ANON, (tx) =>
      tx
        .select({ businessId: branches.businessId, name: branches.name, lat: branches.lat, lng: branches.lng })
        .from(branches)
        .limit(DIRECTORY_MAP_LIMIT),
    ),
  "branches:directory",
  [CACHE_TAGS.businesses],
);

/** A map of this many points stays fast to draw clustered; past it the directory lists instead. */
export const DIRECTORY_MAP_LIMIT = 5000;

/** A business's branches as its owner or manager sees them (the edit form), oldest first. */
export function listOwnBranches(caller: Caller, businessId: string): Promise<BranchView[]> {
  return runAs(caller, (tx) =>
    tx
      .select(columns)
      .from(branches)
      .where(eq(branches.businessId, businessId))
      .orderBy(asc(branches.createdAt), asc(branches.name)),
  );
}
