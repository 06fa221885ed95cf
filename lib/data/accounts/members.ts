import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { businessMembers } from "@/lib/db/schema";
import type { AssignableRole, BusinessRole } from "@/lib/domain/forms/members";
import { isUuid } from "@/lib/domain/uuid";
import type { Refusal } from "../catalogue/businesses-write";
import { askBoolean } from "../catalogue/businesses-write";
import type { Caller } from "../caller";
import { pgErrorOf, PG } from "../db-errors";
import { runAs } from "../run-as";

// Business members: everyone in the business sees the team; only owners change roles (never to
// 'owner') or remove people (RLS), and the last owner stays (trigger, SQLSTATE CG001). People join
// only by accepting an invitation (./invitations.ts): no request inserts a member.

export interface BusinessMemberView {
  userId: string;
  role: BusinessRole | "member";
  displayName: string | null;
  avatarUrl: string | null;
  /** Shown to owners only (they invite people by e-mail). */
  email: string | null;
  isSelf: boolean;
}

type MemberRow = {
  user_id: string;
  role: string;
  display_name: string | null;
  avatar_url: string | null;
  email: string | null;
};

/** Owners first, then managers, editors; empty for non-members. */
export async function listMembers(caller: Caller, businessId: string): Promise<BusinessMemberView[]> {
  if (caller.role !== "authenticated" || !isUuid(businessId)) return [];
  return runAs(caller, async (tx) => {
    const rows = rowsOf<MemberRow>(
      await tx.execute(sql`select * from public.list_business_members(${businessId}::uuid)`),
    );
    return rows.map((r) => ({
      userId: r.user_id,
      role: r.role as BusinessMemberView["role"],
      displayName: r.display_name,
      avatarUrl: r.avatar_url,
      email: r.email,
      isSelf: r.user_id === caller.userId,
    }));
  });
}

export type MemberRefusal = "forbidden" | "not_found" | "last_owner";

/** Why an owner's change touched no row: not an owner, or no such member. */
async function refusalAfterNoRow(
  caller: Extract<Caller, { role: "authenticated" }>,
  businessId: string,
): Promise<Refusal<MemberRefusal>> {
  const owner = await runAs(caller, (tx) =>
    askBoolean(tx, sql`public.has_business_role(${businessId}::uuid, array['owner']::text[])`),
  );
  return { ok: false, reason: owner ? "not_found" : "forbidden" };
}

async function guardLastOwner<T>(write: () => Promise<T>): Promise<T | Refusal<"last_owner">> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorOf(error).code === PG.lastOwner) return { ok: false, reason: "last_owner" };
    throw error;
  }
}

export async function changeMemberRole(
  caller: Caller,
  businessId: string,
  userId: string,
  role: AssignableRole,
): Promise<{ ok: true } | Refusal<MemberRefusal>> {
  if (caller.role !== "authenticated" || !isUuid(businessId) || !isUuid(userId))
    return { ok: false, reason: "forbidden" };
  const changed = await guardLastOwner(() =>
    runAs(caller, (tx) =>
      tx
        .update(businessMembers)
        .set({ role })
        .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)))
        .returning({ userId: businessMembers.userId }),
    ),
  );
  if (!Array.isArray(changed)) return changed;
  return changed.length > 0 ? { ok: true } : refusalAfterNoRow(caller, businessId);
}

export async function removeMember(
  caller: Caller,
  businessId: string,
  userId: string,
): Promise<{ ok: true } | Refusal<MemberRefusal>> {
  if (caller.role !== "authenticated" || !isUuid(businessId) || !isUuid(userId))
    return { ok: false, reason: "forbidden" };
  const removed = await guardLastOwner(() =>
    runAs(caller, (tx) =>
      tx
        .delete(businessMembers)
        .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)))
        .returning({ userId: businessMembers.userId }),
    ),
  );
  if (!Array.isArray(removed)) return removed;
  return removed.length > 0 ? { ok: true } : refusalAfterNoRow(caller, businessId);
}
