import "server-only";
// The operator's failed FEL documents and their retry (supabase/schemas/24-fel-admin.sql): the
// database checks the admin role and writes the audit log; a non-admin's refusal is 'forbidden'
// here, and an empty list for the page (which checked the role itself first).
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "@/lib/data/caller";
import { PG, pgErrorOf } from "@/lib/data/db-errors";
import { runAs } from "@/lib/data/run-as";

export interface FailedFelDocument {
  id: string;
  kind: string;
  purpose: "venta" | "nota" | "comision";
  businessId: string | null;
  businessName: string | null;
  orderId: string | null;
  refundId: string | null;
  payoutId: string | null;
  receptorId: string;
  totalCents: number;
  attempts: number;
  error: string | null;
  updatedAt: Date;
  /** What gave up: the certification or a cancellation (anulación). */
  failure: "certificacion" | "anulacion";
}

export type RetryFailure = "forbidden" | "not_found" | "not_failed" | "no_source";

async function asAdmin<T>(caller: Caller, query: ReturnType<typeof sql>): Promise<T[] | "forbidden"> {
  if (caller.role !== "authenticated") return "forbidden";
  try {
    return rowsOf<T>(await runAs(caller, (tx) => tx.execute(query)));
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return "forbidden";
    throw error;
  }
}

export async function listFailedFelDocuments(caller: Caller): Promise<FailedFelDocument[]> {
  const rows = await asAdmin<{
    id: string;
    kind: string;
    purpose: FailedFelDocument["purpose"];
    business_id: string | null;
    business_name: string | null;
    order_id: string | null;
    refund_id: string | null;
    payout_id: string | null;
    receptor_id: string;
    total: string;
    attempts: number;
    error: string | null;
    updated_at: string | Date;
    failure: FailedFelDocument["failure"];
  }>(caller, sql`select * from public.admin_list_failed_fel_documents(200)`);
  if (rows === "forbidden") return [];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    purpose: r.purpose,
    businessId: r.business_id,
    businessName: r.business_name,
    orderId: r.order_id,
    refundId: r.refund_id,
    payoutId: r.payout_id,
    receptorId: r.receptor_id,
    totalCents: toCents(r.total),
    attempts: Number(r.attempts),
    error: r.error,
    updatedAt: new Date(r.updated_at),
    failure: r.failure,
  }));
}

/** Puts a failed document back in line for certification (its job queued in the same transaction). */
export async function retryFelDocument(
  caller: Caller,
  documentId: string,
): Promise<{ ok: true } | { ok: false; code: RetryFailure }> {
  if (!isUuid(documentId)) return { ok: false, code: "not_found" };
  const rows = await asAdmin<{ r: string }>(
    caller,
    sql`select public.admin_retry_fel_document(${documentId}::uuid) as r`,
  );
  if (rows === "forbidden") return { ok: false, code: "forbidden" };
  const r = rows[0]!.r;
  return r === "retried" ? { ok: true } : { ok: false, code: r as RetryFailure };
}

/** Every failed document back in line: how many. */
export async function retryAllFailedFelDocuments(caller: Caller): Promise<{ ok: true; count: number } | { ok: false }> {
  const rows = await asAdmin<{ n: number }>(caller, sql`select public.admin_retry_failed_fel_documents() as n`);
  return rows === "forbidden" ? { ok: false } : { ok: true, count: Number(rows[0]!.n) };
}
