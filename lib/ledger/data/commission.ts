import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "@/lib/data/caller";
import { PG, pgErrorOf } from "@/lib/data/db-errors";
import { runAs } from "@/lib/data/run-as";

// The operator's commission rates, through public.admin_list_commissions and
// public.admin_set_commission_rate: both check public.is_admin() themselves, and the setter writes
// the audit log (before/after) in the same transaction.

export interface BusinessCommission {
  id: string;
  name: string;
  slug: string;
  /** A fraction: 0.15 = 15%. */
  rate: number;
}

export type CommissionFailure = "forbidden" | "not_found" | "invalid";

/** Businesses whose name contains `query` (all when empty), by name; empty for anyone but an admin. */
export async function listCommissions(caller: Caller, query = ""): Promise<BusinessCommission[]> {
  if (caller.role !== "authenticated") return [];
  try {
    const rows = await runAs(caller, async (tx) =>
      rowsOf<{ id: string; name: string; slug: string; commission_rate: string }>(
        await tx.execute(
          sql`select id, name, slug, commission_rate::text as commission_rate from public.admin_list_commissions(${query.trim().slice(0, 100)}, 100)`,
        ),
      ),
    );
    return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, rate: Number(r.commission_rate) }));
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return [];
    throw error;
  }
}

/** `rate` is the fraction as exact text ("0.1250"), from lib/ledger/rules/commission-rate. */
export async function setCommissionRate(
  caller: Caller,
  businessId: string,
  rate: string,
): Promise<{ ok: true } | { ok: false; code: CommissionFailure }> {
  if (caller.role !== "authenticated") return { ok: false, code: "forbidden" };
  if (!isUuid(businessId)) return { ok: false, code: "not_found" };
  try {
    const r = await runAs(
      caller,
      async (tx) =>
        rowsOf<{ r: string }>(
          await tx.execute(sql`select public.admin_set_commission_rate(${businessId}::uuid, ${rate}::numeric) as r`),
        )[0]!.r,
    );
    return r === "ok" ? { ok: true } : { ok: false, code: "not_found" };
  } catch (error) {
    const code = pgErrorOf(error).code;
    if (code === PG.insufficientPrivilege) return { ok: false, code: "forbidden" };
    if (code === PG.invalidParameter) return { ok: false, code: "invalid" };
    throw error;
  }
}
