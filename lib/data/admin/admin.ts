import "server-only";
import { desc, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { adminAuditLog } from "@/lib/db/schema";
import { fromCents } from "@/lib/domain/money";
import { isUuid } from "@/lib/domain/uuid";
import { askBoolean } from "../catalogue/businesses-write";
import { CACHE_TAGS } from "../cache";
import type { Caller } from "../caller";
import { PG, pgErrorOf } from "../db-errors";
import { revalidateCatalogue } from "../revalidate";
import { runAs } from "../run-as";

// The operator's reads and decisions. Every one runs as the caller under RLS and goes
// through a SECURITY DEFINER function that checks public.is_admin() itself and writes the audit
// log: this module never decides who is an admin.

export type AdminFailure = "forbidden" | "not_found" | "not_pending";

export async function isAdmin(caller: Caller): Promise<boolean> {
  if (caller.role !== "authenticated") return false;
  return runAs(caller, (tx) => askBoolean(tx, sql`public.is_admin()`));
}

/** Runs an admin function; a non-admin's 42501 becomes 'forbidden'. */
async function asAdmin<T>(caller: Caller, fn: () => Promise<T>): Promise<T | { ok: false; code: "forbidden" }> {
  if (caller.role !== "authenticated") return { ok: false, code: "forbidden" };
  try {
    return await fn();
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return { ok: false, code: "forbidden" };
    throw error;
  }
}

async function call(caller: Caller, query: ReturnType<typeof sql>): Promise<string> {
  return runAs(caller, async (tx) => rowsOf<{ r: string }>(await tx.execute(query))[0]!.r);
}

export async function decideVerification(
  caller: Caller,
  input: { requestId: string; approve: boolean; reason: string | null },
): Promise<{ ok: true; status: string } | { ok: false; code: AdminFailure }> {
  if (!isUuid(input.requestId)) return { ok: false, code: "not_found" };
  return asAdmin(caller, async () => {
    const r = await call(
      caller,
      sql`select public.admin_decide_verification(${input.requestId}::uuid, ${input.approve}, ${input.reason}) as r`,
    );
    if (r === "not_pending") return { ok: false as const, code: "not_pending" as const };
    // The badge shows on the business page, the directory and every card of its coupons.
    revalidateCatalogue(CACHE_TAGS.businesses, CACHE_TAGS.coupons);
    return { ok: true as const, status: r };
  });
}

export async function reviewCoupon(
  caller: Caller,
  input: { couponId: string; decision: "restore" | "remove"; reason: string | null },
): Promise<{ ok: true; status: string } | { ok: false; code: AdminFailure }> {
  if (!isUuid(input.couponId)) return { ok: false, code: "not_found" };
  return asAdmin(caller, async () => {
    const r = await call(
      caller,
      sql`select public.admin_review_coupon(${input.couponId}::uuid, ${input.decision}, ${input.reason}) as r`,
    );
    if (r === "not_found") return { ok: false as const, code: "not_found" as const };
    if (r === "not_under_review") return { ok: false as const, code: "not_pending" as const };
    revalidateCatalogue(CACHE_TAGS.coupons);
    return { ok: true as const, status: r };
  });
}

export async function reviewReview(
  caller: Caller,
  input: { reviewId: string; decision: "keep" | "remove"; reason: string | null },
): Promise<{ ok: true } | { ok: false; code: AdminFailure }> {
  if (!isUuid(input.reviewId)) return { ok: false, code: "not_found" };
  return asAdmin(caller, async () => {
    const r = await call(
      caller,
      sql`select public.admin_review_review(${input.reviewId}::uuid, ${input.decision}, ${input.reason}) as r`,
    );
    if (r === "not_found") return { ok: false as const, code: "not_found" as const };
    if (input.decision === "remove") revalidateCatalogue(CACHE_TAGS.coupons);
    return { ok: true as const };
  });
}

export const PREMODERATION_KEY = "premoderate_first_coupon";

/** Pre-moderation of a new business's first coupon (off unless an admin turned it on). */
export async function getPremoderation(caller: Caller): Promise<boolean> {
  return runAs(caller, (tx) =>
    askBoolean(tx, sql`coalesce(public.marketplace_setting(${PREMODERATION_KEY}) = 'true'::jsonb, false)`),
  );
}

export async function setPremoderation(
  caller: Caller,
  on: boolean,
): Promise<{ ok: true } | { ok: false; code: "forbidden" }> {
  return asAdmin(caller, async () => {
    await runAs(caller, (tx) =>
      tx.execute(sql`select public.admin_set_setting(${PREMODERATION_KEY}, ${JSON.stringify(on)}::jsonb)`),
    );
    return { ok: true as const };
  });
}

/**
 * The smallest first order that earns a referral reward. public.admin_set_setting checks the
 * caller is an admin, re-checks the amount and writes the audit log (before and after); the cached
 * public read is dropped so /comunidad, /terminos and /perfil state the new value at once.
 */
export async function setReferralMinimum(
  caller: Caller,
  cents: number,
): Promise<{ ok: true } | { ok: false; code: "forbidden" | "invalid" }> {
  if (caller.role !== "authenticated") return { ok: false, code: "forbidden" };
  try {
    await runAs(caller, (tx) =>
      tx.execute(sql`select public.admin_set_setting('referral_min_order', to_jsonb(${fromCents(cents)}::text))`),
    );
  } catch (error) {
    const code = pgErrorOf(error).code;
    if (code === PG.insufficientPrivilege) return { ok: false, code: "forbidden" };
    if (code === PG.invalidParameter) return { ok: false, code: "invalid" };
    throw error;
  }
  revalidateCatalogue(CACHE_TAGS.settings);
  return { ok: true };
}

export interface AuditEntry {
  id: number;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  createdAt: string;
}

/** The newest audit entries; empty for anyone but an admin (RLS). */
export async function listAuditLog(caller: Caller, limit = 100): Promise<AuditEntry[]> {
  if (caller.role !== "authenticated") return [];
  const rows = await runAs(caller, (tx) =>
    tx.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id)).limit(limit),
  );
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
