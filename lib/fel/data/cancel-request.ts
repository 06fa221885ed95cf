import "server-only";
// A cancellation (anulación) asked for by a person: the business's owner or the operator
// (supabase/schemas/25-fel-cancellation.sql checks who, the state and the credit notes, and writes the
// audit log and the job in the same transaction). Runs as the caller.
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";

export type CancelFailure =
  | "forbidden"
  | "not_found"
  | "not_cancellable"
  | "not_certified"
  | "already_cancelled"
  | "already_pending"
  | "has_credit_note"
  | "invalid_reason"
  | "invalid_receptor";

export interface CancelRequest {
  documentId: string;
  reason: string;
  /** The corrected receptor of the re-issued invoice ('CF', NIT or CUI), or none. */
  receptorId?: string | null;
  receptorName?: string | null;
}

/**
 * What the caller may see of the document (its total decides whether 'CF' may be its receptor) and
 * whether they may cancel it, asked before a corrected receptor is looked up at the certifier (a
 * member who may not cancel spends no lookup); the request itself re-checks both.
 */
export async function documentForCancellation(
  caller: Caller,
  documentId: string,
): Promise<{ purpose: string; totalCents: number; mayCancel: boolean } | null> {
  if (caller.role !== "authenticated" || !isUuid(documentId)) return null;
  const [row] = await runAs(caller, async (tx) =>
    rowsOf<{ purpose: string; total: string; may_cancel: boolean }>(
      await tx.execute(sql`
        select purpose, total::text,
               (public.is_admin() or public.has_business_role(business_id, array['owner']::text[])) as may_cancel
        from public.fel_documents where id = ${documentId}::uuid`),
    ),
  );
  return row ? { purpose: row.purpose, totalCents: toCents(row.total), mayCancel: row.may_cancel } : null;
}

export async function requestFelCancellation(
  caller: Caller,
  request: CancelRequest,
): Promise<{ ok: true } | { ok: false; code: CancelFailure }> {
  if (caller.role !== "authenticated") return { ok: false, code: "forbidden" };
  if (!isUuid(request.documentId)) return { ok: false, code: "not_found" };
  const [row] = await runAs(caller, async (tx) =>
    rowsOf<{ r: string }>(
      await tx.execute(sql`
        select public.request_fel_cancellation(${request.documentId}::uuid, ${request.reason},
          ${request.receptorId ?? null}, ${request.receptorName ?? null}) as r`),
    ),
  );
  return row!.r === "requested" ? { ok: true } : { ok: false, code: row!.r as CancelFailure };
}
