import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import type { Caller } from "../caller";
import { PG, pgErrorOf } from "../db-errors";
import { runAs } from "../run-as";

// The operator's dashboard (/admin): one call to public.admin_operations_summary (operators only;
// anyone else gets null, as the function refuses them).

export interface OperationsWindow {
  days: 1 | 7 | 30;
  salesCents: number;
  orders: number;
  refunds: number;
  refundedCents: number;
  businesses: number;
}

export interface OperationsSummary {
  windows: OperationsWindow[];
  jobsDue: number;
  oldestDueSeconds: number;
  jobsFailed: number;
  webhooksRejected24h: number;
  lastReconciliation: { finishedAt: string | null; mismatches: number; error: string | null } | null;
  openMismatches: number;
}

interface Raw {
  windows: {
    days: 1 | 7 | 30;
    sales: string | number;
    orders: number;
    refunds: number;
    refunded: string | number;
    businesses: number;
  }[];
  jobs_due: number;
  oldest_due_seconds: number | string;
  jobs_failed: number;
  webhooks_rejected_24h: number | string;
  last_reconciliation: { finished_at: string | null; mismatches: number; error: string | null } | null;
  open_mismatches: number;
}

export async function getOperationsSummary(caller: Caller): Promise<OperationsSummary | null> {
  if (caller.role !== "authenticated") return null;
  let raw: Raw | undefined;
  try {
    raw = await runAs(
      caller,
      async (tx) => rowsOf<{ s: Raw }>(await tx.execute(sql`select public.admin_operations_summary() as s`))[0]?.s,
    );
  } catch (error) {
    // require_admin raises insufficient_privilege for anyone but an operator.
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return null;
    throw error;
  }
  if (!raw) return null;
  const r = raw.last_reconciliation;
  return {
    windows: raw.windows.map((w) => ({
      days: w.days,
      salesCents: toCents(w.sales),
      orders: Number(w.orders),
      refunds: Number(w.refunds),
      refundedCents: toCents(w.refunded),
      businesses: Number(w.businesses),
    })),
    jobsDue: Number(raw.jobs_due),
    oldestDueSeconds: Math.round(Number(raw.oldest_due_seconds)),
    jobsFailed: Number(raw.jobs_failed),
    webhooksRejected24h: Number(raw.webhooks_rejected_24h),
    lastReconciliation: r ? { finishedAt: r.finished_at, mismatches: Number(r.mismatches), error: r.error } : null,
    openMismatches: Number(raw.open_mismatches),
  };
}
