import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { countLedgerCheck } from "@/lib/observability/metrics";
import type { Caller } from "@/lib/data/caller";
import { PG, pgErrorOf } from "@/lib/data/db-errors";
import { runAs } from "@/lib/data/run-as";
import { runAsSystem } from "@/lib/data/system";

// The money ledger (supabase/schemas/20-ledger.sql, 21-ledger-checks.sql). Postings happen in the
// database, in the transactions that pay, refund and redeem; this module only reads balances,
// runs the release job and the nightly check.

export interface LedgerBalances {
  pendingCents: number;
  availableCents: number;
  inTransitCents: number;
}

/** A business's balances; null when the caller is neither its owner or manager nor an operator. */
export async function getBusinessBalances(caller: Caller, businessId: string): Promise<LedgerBalances | null> {
  if (caller.role !== "authenticated") return null;
  try {
    const [row] = await runAs(caller, async (tx) =>
      rowsOf<{ pending: string; available: string; in_transit: string }>(
        await tx.execute(
          sql`select pending::text, available::text, in_transit::text from public.business_ledger_balances(${businessId}::uuid)`,
        ),
      ),
    );
    return {
      pendingCents: toCents(row?.pending ?? "0"),
      availableCents: toCents(row?.available ?? "0"),
      inTransitCents: toCents(row?.in_transit ?? "0"),
    };
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return null;
    throw error;
  }
}

/** Moves redeemed vouchers and those past their refund window from pending to available. */
export async function releaseDueVouchers(limit = 1000): Promise<number> {
  return runAsSystem(
    async (tx) => rowsOf<{ n: number }>(await tx.execute(sql`select public.ledger_release_due(${limit}) as n`))[0]!.n,
  );
}

export interface LedgerProblem {
  problem: "unbalanced" | "negative_balance" | "statement" | "provider_clearing";
  businessId: string | null;
  expected: string;
  actual: string;
}

/** Every broken invariant of the books; an empty list when they hold. */
export async function checkLedger(): Promise<LedgerProblem[]> {
  const rows = await runAsSystem(async (tx) =>
    rowsOf<{ problem: LedgerProblem["problem"]; business_id: string | null; expected: string; actual: string }>(
      await tx.execute(
        sql`select problem, business_id, expected::text as expected, actual::text as actual from public.ledger_check()`,
      ),
    ),
  );
  countLedgerCheck(rows.length === 0 ? "ok" : "mismatch");
  return rows.map((r) => ({ problem: r.problem, businessId: r.business_id, expected: r.expected, actual: r.actual }));
}

/** One line per problem, for the job's error and the command's output. */
export function describeLedgerProblems(problems: readonly LedgerProblem[]): string {
  return problems
    .map((p) => `${p.problem}${p.businessId ? ` ${p.businessId}` : ""}: expected ${p.expected}, booked ${p.actual}`)
    .join("\n");
}
