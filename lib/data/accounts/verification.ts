import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { verificationRequests } from "@/lib/db/schema";
import type { VerificationState } from "@/lib/domain/moderation";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "../caller";
import { PG, pgErrorOf } from "../db-errors";
import { runAs } from "../run-as";

// A business owner asks for 'Verificado': public.request_business_verification checks
// the owner role and keeps one pending request per business; an admin decides (lib/data/admin/admin).

export type VerificationOutcome = "requested" | "pending" | "verified" | "invalid_nit";

export async function requestVerification(
  caller: Caller,
  input: { businessId: string; nit: string; documentName: string },
): Promise<{ ok: true; outcome: VerificationOutcome } | { ok: false; code: "forbidden" }> {
  if (caller.role !== "authenticated" || !isUuid(input.businessId)) return { ok: false, code: "forbidden" };
  try {
    const outcome = await runAs(caller, async (tx) => {
      const [row] = rowsOf<{ r: VerificationOutcome }>(
        await tx.execute(
          sql`select public.request_business_verification(${input.businessId}::uuid, ${input.nit}, ${input.documentName}) as r`,
        ),
      );
      return row!.r;
    });
    return { ok: true, outcome };
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return { ok: false, code: "forbidden" };
    throw error;
  }
}

/**
 * Why a request would be refused, asked before a document is stored so a refused request leaves
 * no file behind: not an owner, a request already waiting, or a business already verified. The
 * database checks the same again (public.request_business_verification).
 */
export async function verificationBlocker(
  caller: Caller,
  businessId: string,
): Promise<"forbidden" | "pending" | "verified" | null> {
  if (caller.role !== "authenticated" || !isUuid(businessId)) return "forbidden";
  const [row] = await runAs(caller, async (tx) =>
    rowsOf<{ owner: boolean; verified: boolean; pending: boolean }>(
      await tx.execute(sql`select public.has_business_role(${businessId}::uuid, array['owner']::text[]) as owner,
        coalesce((select b.is_verified from public.businesses b where b.id = ${businessId}::uuid), false) as verified,
        exists (select 1 from public.verification_requests v where v.business_id = ${businessId}::uuid and v.status = 'pending') as pending`),
    ),
  );
  if (!row?.owner) return "forbidden";
  if (row.verified) return "verified";
  return row.pending ? "pending" : null;
}

/** The latest request's state for the owner (RLS shows requests to owners and admins only). */
export async function getVerificationState(
  caller: Caller,
  businessId: string,
): Promise<{ state: VerificationState; reason: string | null }> {
  if (caller.role !== "authenticated" || !isUuid(businessId)) return { state: "none", reason: null };
  const [row] = await runAs(caller, (tx) =>
    tx
      .select({ status: verificationRequests.status, reason: verificationRequests.reason })
      .from(verificationRequests)
      .where(eq(verificationRequests.businessId, businessId))
      .orderBy(desc(verificationRequests.createdAt))
      .limit(1),
  );
  if (!row) return { state: "none", reason: null };
  return { state: row.status as VerificationState, reason: row.reason };
}
