import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import type { PayoutState } from "@/lib/db/schema";
import type { PayoutHoldReason } from "@/lib/ledger/rules/bank-accounts";
import { fromCents, toCents } from "@/lib/domain/money";
import { countPayout } from "@/lib/observability/metrics";
import { PG, pgErrorOf } from "@/lib/data/db-errors";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { runAsSystem } from "@/lib/data/system";

// Payouts (supabase/schemas/22-ledger-payouts.sql): the weekly run pays each business its available
// balance; the operator marks each payout sent, paid or failed. Reads go through row level
// security: a business's owners and managers see its payouts, operators see all.

export interface PayoutRow {
  id: string;
  businessId: string;
  businessName: string;
  period: string;
  amountCents: number;
  state: PayoutState;
  bankReference: string | null;
  failureReason: string | null;
  /** Why the bank batch leaves it out for now (the account changed after it was scheduled). */
  heldReason: PayoutHoldReason | null;
  createdAt: Date;
  paidAt: Date | null;
}

/**
 * The weekly run now (or, with `ifDue`, only on the payout weekday). Returns the payouts it created:
 * the "payout created" event (the commission's invoice hooks here).
 */
export async function runPayouts(options: { ifDue?: boolean; period?: string } = {}): Promise<string[]> {
  return runAsSystem(async (tx) => {
    const q = options.ifDue
      ? sql`select id::text as id from public.payout_run_if_due() as id`
      : sql`select id::text as id from public.payout_run(${options.period ?? null}::date) as id`;
    return rowsOf<{ id: string }>(await tx.execute(q)).map((r) => r.id);
  }).then((ids) => {
    ids.forEach(() => countPayout("created"));
    return ids;
  });
}

type RawPayout = {
  id: string;
  business_id: string;
  business_name: string;
  period: string;
  amount: string;
  state: PayoutState;
  bank_reference: string | null;
  failure_reason: string | null;
  held_reason: PayoutHoldReason | null;
  created_at: string | Date;
  paid_at: string | Date | null;
};

const toPayout = (r: RawPayout): PayoutRow => ({
  id: r.id,
  businessId: r.business_id,
  businessName: r.business_name,
  period: r.period,
  amountCents: toCents(r.amount),
  state: r.state,
  bankReference: r.bank_reference,
  failureReason: r.failure_reason,
  heldReason: r.held_reason,
  createdAt: new Date(r.created_at),
  paidAt: r.paid_at ? new Date(r.paid_at) : null,
});

/** Payouts the caller may see: one business's (businessId) or, for an operator, all; newest first. */
export async function listPayouts(caller: Caller, options: { businessId?: string; limit?: number } = {}) {
  if (caller.role !== "authenticated") return [];
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
  const rows = await runAs(caller, async (tx) =>
    rowsOf<RawPayout>(
      await tx.execute(sql`
        select p.id, p.business_id, b.name as business_name, p.period::text as period, p.amount::text as amount,
          p.state, p.bank_reference, p.failure_reason, p.held_reason, p.created_at, p.paid_at
        from public.payouts p join public.businesses b on b.id = p.business_id
        where (${options.businessId ?? null}::uuid is null or p.business_id = ${options.businessId ?? null}::uuid)
        order by p.created_at desc, p.id
        limit ${limit}`),
    ),
  );
  return rows.map(toPayout);
}

export interface PayoutLine {
  lineId: number;
  createdAt: Date;
  sourceKind: string;
  event: string;
  voucherId: string | null;
  amountCents: number;
}

/** The ledger lines a payout covers (owners, managers, operators). */
export async function getPayoutLines(caller: Caller, payoutId: string): Promise<PayoutLine[]> {
  const rows = await runAs(caller, async (tx) =>
    rowsOf<{
      line_id: number;
      created_at: string | Date;
      source_kind: string;
      event: string;
      voucher_id: string | null;
      amount: string;
    }>(
      await tx.execute(
        sql`select line_id, created_at, source_kind, event, voucher_id, amount::text as amount from public.payout_lines(${payoutId}::uuid)`,
      ),
    ),
  );
  return rows.map((r) => ({
    lineId: Number(r.line_id),
    createdAt: new Date(r.created_at),
    sourceKind: r.source_kind,
    event: r.event,
    voucherId: r.voucher_id,
    amountCents: toCents(r.amount),
  }));
}

export type MarkPayoutAnswer =
  { ok: true; state: PayoutState } | { ok: false; reason: "nota_requerida" | "no_existe" | "estado" | "retenido" };

/** The operator marks a payout sent, paid (note = the bank's reference) or failed (note = why). */
export async function markPayout(
  caller: Caller,
  input: { payoutId: string; state: "enviado" | "pagado" | "fallido"; note?: string },
): Promise<MarkPayoutAnswer> {
  return runAs(caller, async (tx) =>
    rowsOf<{ r: MarkPayoutAnswer }>(
      await tx.execute(
        sql`select public.admin_mark_payout(${input.payoutId}::uuid, ${input.state}, ${input.note ?? null}) as r`,
      ),
    ),
  ).then((rows) => {
    const answer = rows[0]!.r;
    if (answer.ok && answer.state !== "enviado") countPayout(answer.state === "pagado" ? "paid" : "failed");
    return answer;
  });
}

export interface PayoutSettings {
  weekday: number;
  minimumCents: number;
}

export async function getPayoutSettings(caller: Caller): Promise<PayoutSettings> {
  const [row] = await runAs(caller, async (tx) =>
    rowsOf<{ weekday: number; minimum: string }>(
      await tx.execute(sql`select public.payout_weekday() as weekday, public.payout_minimum()::text as minimum`),
    ),
  );
  return { weekday: row!.weekday, minimumCents: toCents(row!.minimum) };
}

/** The operator sets the run's weekday and minimum (audited by the database). */
export async function setPayoutSettings(
  caller: Caller,
  settings: PayoutSettings,
): Promise<{ ok: true } | { ok: false; code: "forbidden" | "invalid" }> {
  if (caller.role !== "authenticated") return { ok: false, code: "forbidden" };
  try {
    await runAs(caller, (tx) =>
      tx.execute(
        sql`select public.admin_set_payout_settings(${settings.weekday}::integer, ${fromCents(settings.minimumCents)}::numeric)`,
      ),
    );
    return { ok: true };
  } catch (error) {
    const code = pgErrorOf(error).code;
    if (code === PG.insufficientPrivilege) return { ok: false, code: "forbidden" };
    if (code === PG.invalidParameter) return { ok: false, code: "invalid" };
    throw error;
  }
}
