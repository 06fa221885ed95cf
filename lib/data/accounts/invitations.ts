import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import type { AssignableRole } from "@/lib/domain/forms/members";
import { isUuid } from "@/lib/domain/uuid";
import type { Refusal } from "../catalogue/businesses-write";
import type { Caller } from "../caller";
import { runAs } from "../run-as";

// Invitations to join a business. Every read and write is a SECURITY DEFINER function of
// migration 20261124013000 that checks the caller itself; requests can't touch the table. The
// inviter's answer never depends on whether the address has an account.

export type InviteRefusal = "forbidden" | "invalid_role" | "invalid_email" | "already_member" | "too_many";
export type RespondRefusal = "not_found" | "unavailable" | "expired";
export type RevokeRefusal = "forbidden" | "not_found";

/** What the invitation e-mail needs, returned only when one is to be sent. */
export interface InvitationSent {
  ok: true;
  email: string;
  businessName: string;
  inviterName: string | null;
}

/** An open invitation as its business's owners see it. */
export interface PendingInvitationView {
  id: string;
  email: string;
  role: AssignableRole;
  invitedByName: string | null;
  expiresAt: string;
}

/** An open invitation as the invited person sees it in /perfil. */
export interface MyInvitationView {
  id: string;
  businessId: string;
  businessName: string;
  businessSlug: string;
  role: AssignableRole;
  invitedByName: string | null;
  expiresAt: string;
}

const INVITE_REFUSALS: readonly string[] = ["forbidden", "invalid_role", "invalid_email", "already_member", "too_many"];
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** An owner invites an address (already lower-cased by the form schema) as manager or editor. */
export async function inviteMember(
  caller: Caller,
  businessId: string,
  email: string,
  role: AssignableRole,
): Promise<InvitationSent | Refusal<InviteRefusal>> {
  if (caller.role !== "authenticated" || !isUuid(businessId)) return { ok: false, reason: "forbidden" };
  return runAs(caller, async (tx) => {
    const [row] = rowsOf<{ result: string }>(
      await tx.execute(sql`select public.invite_business_member(${businessId}::uuid, ${email}, ${role}) as result`),
    );
    const answer = row?.result;
    if (answer !== "sent") {
      if (answer && INVITE_REFUSALS.includes(answer)) return { ok: false, reason: answer as InviteRefusal };
      throw new Error(`invite_business_member answered ${String(answer)}`);
    }
    // The owner can read their business and their own profile; nothing here is about the invitee.
    const [names] = rowsOf<{ business_name: string; inviter_name: string | null }>(
      await tx.execute(sql`
        select b.name as business_name, (select p.display_name from public.profiles p where p.id = auth.uid()) as inviter_name
        from public.businesses b where b.id = ${businessId}::uuid`),
    );
    return {
      ok: true,
      email: email.trim().toLowerCase(),
      businessName: names?.business_name ?? "",
      inviterName: names?.inviter_name ?? null,
    };
  });
}

/** Open invitations of a business, newest first; empty for anyone but its owners. */
export async function listBusinessInvitations(caller: Caller, businessId: string): Promise<PendingInvitationView[]> {
  if (caller.role !== "authenticated" || !isUuid(businessId)) return [];
  return runAs(caller, async (tx) => {
    const rows = rowsOf<{
      id: string;
      email: string;
      role: string;
      invited_by_name: string | null;
      expires_at: unknown;
    }>(await tx.execute(sql`select * from public.list_business_invitations(${businessId}::uuid)`));
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role as AssignableRole,
      invitedByName: r.invited_by_name,
      expiresAt: iso(r.expires_at),
    }));
  });
}

/** The caller's own open invitations (addressed to their account's e-mail). */
export async function listMyInvitations(caller: Caller): Promise<MyInvitationView[]> {
  if (caller.role !== "authenticated") return [];
  return runAs(caller, async (tx) => {
    const rows = rowsOf<{
      id: string;
      business_id: string;
      business_name: string;
      business_slug: string;
      role: string;
      invited_by_name: string | null;
      expires_at: unknown;
    }>(await tx.execute(sql`select * from public.list_my_business_invitations()`));
    return rows.map((r) => ({
      id: r.id,
      businessId: r.business_id,
      businessName: r.business_name,
      businessSlug: r.business_slug,
      role: r.role as AssignableRole,
      invitedByName: r.invited_by_name,
      expiresAt: iso(r.expires_at),
    }));
  });
}

/** The invitee accepts (becoming a member) or declines; repeating the same answer is harmless. */
export async function respondToInvitation(
  caller: Caller,
  invitationId: string,
  accept: boolean,
): Promise<{ ok: true; status: "accepted" | "declined" } | Refusal<RespondRefusal>> {
  if (caller.role !== "authenticated" || !isUuid(invitationId)) return { ok: false, reason: "not_found" };
  const answer = await runAs(caller, async (tx) => {
    const [row] = rowsOf<{ result: string }>(
      await tx.execute(sql`select public.respond_business_invitation(${invitationId}::uuid, ${accept}) as result`),
    );
    return row?.result;
  });
  if (answer === "accepted" || answer === "declined") return { ok: true, status: answer };
  if (answer === "not_found" || answer === "unavailable" || answer === "expired") return { ok: false, reason: answer };
  throw new Error(`respond_business_invitation answered ${String(answer)}`);
}

/** An owner withdraws an open invitation of their business. */
export async function revokeInvitation(
  caller: Caller,
  businessId: string,
  invitationId: string,
): Promise<{ ok: true } | Refusal<RevokeRefusal>> {
  if (caller.role !== "authenticated" || !isUuid(businessId) || !isUuid(invitationId))
    return { ok: false, reason: "forbidden" };
  const answer = await runAs(caller, async (tx) => {
    const [row] = rowsOf<{ result: string }>(
      await tx.execute(
        sql`select public.revoke_business_invitation(${businessId}::uuid, ${invitationId}::uuid) as result`,
      ),
    );
    return row?.result;
  });
  if (answer === "revoked") return { ok: true };
  if (answer === "forbidden" || answer === "not_found") return { ok: false, reason: answer };
  throw new Error(`revoke_business_invitation answered ${String(answer)}`);
}
