import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { paymentIdOf, paymentMethodIn, type MismatchResolution } from "@/lib/payments/rules/mismatch";
import { paymentMethodOf } from "@/lib/payments/rules/state";
import { isUuid } from "@/lib/domain/uuid";
import { getHostedPaymentProvider } from "@/lib/payments";
import { isAdmin } from "@/lib/data/admin/admin";
import type { Caller } from "@/lib/data/caller";
import { PG, pgErrorOf } from "@/lib/data/db-errors";
import { fulfilReleasedOrder } from "./payment-events";
import { refundWholePayment } from "./provider-refunds";
import { runAs } from "@/lib/data/run-as";

// The operator's decisions on /admin/pagos. The admin check, the row locks and the audit log are
// the database's (supabase/schemas/18-payments.sql, as the signed-in operator); only the money
// that moves outside one transaction (confirming a released order, a refund at the provider) is
// done here, between claiming a difference and recording what became of it.

export type SettleFailure = "forbidden" | "not_found" | "not_owed" | "already_settled" | "note_required";

/** Settles a refund owed to a buyer: as store credit, or as a bank transfer whose reference is the note. */
export async function settleOwedRefund(
  caller: Caller,
  refundId: string,
  input: { as: "credito" | "transferencia"; note: string | null },
): Promise<{ ok: true } | { ok: false; code: SettleFailure }> {
  if (caller.role !== "authenticated") return { ok: false, code: "forbidden" };
  if (!isUuid(refundId)) return { ok: false, code: "not_found" };
  try {
    const r = await call<string>(
      caller,
      sql`select public.admin_settle_refund(${refundId}::uuid, ${input.as}, ${input.note}) as r`,
    );
    return r === "settled" ? { ok: true } : { ok: false, code: r as SettleFailure };
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return { ok: false, code: "forbidden" };
    throw error;
  }
}

export type ResolveFailure =
  | "forbidden"
  | "not_found"
  | "already_resolved"
  | "note_required"
  | "no_order"
  | "already_refunded"
  | "no_provider"
  | "no_payment"
  | "no_stock"
  | "not_released"
  | "vouchers_issued";

type Claim = {
  r: "resolved" | "claimed" | Exclude<ResolveFailure, "forbidden">;
  order_id?: string;
  provider?: string;
  details?: unknown;
  payment_id?: string | null;
  event_type?: string | null;
  provider_refund_id?: string | null;
};

/**
 * Resolves a reconciliation difference: 'fulfilled' confirms the released order with the
 * provider's payment (refused with 'no_stock' when its coupons are gone: refund it instead),
 * 'refunded' gives the whole payment back through the provider, 'credited' gives the order's total
 * as store credit, 'dismissed' only records why (the note is required).
 */
export async function resolveMismatch(
  caller: Caller,
  mismatchId: string,
  input: { resolution: MismatchResolution; note: string | null },
): Promise<{ ok: true } | { ok: false; code: ResolveFailure }> {
  if (caller.role !== "authenticated") return { ok: false, code: "forbidden" };
  if (!isUuid(mismatchId)) return { ok: false, code: "not_found" };
  const provider = input.resolution === "refunded" ? getHostedPaymentProvider() : null;
  if (input.resolution === "refunded" && !provider) {
    return (await isAdmin(caller)) ? { ok: false, code: "no_provider" } : { ok: false, code: "forbidden" };
  }
  let claim: Claim;
  try {
    claim = await call<Claim>(
      caller,
      sql`select public.admin_claim_payment_mismatch(${mismatchId}::uuid, ${input.resolution}, ${input.note}) as r`,
    );
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return { ok: false, code: "forbidden" };
    throw error;
  }
  if (typeof claim === "string") claim = JSON.parse(claim) as Claim;
  if (claim.r === "resolved") return { ok: true };
  if (claim.r !== "claimed") return { ok: false, code: claim.r };

  let outcome: { ok: true; effect: Record<string, unknown> } | { ok: false; code: ResolveFailure };
  try {
    outcome = input.resolution === "fulfilled" ? await fulfil(claim) : await refund(claim, provider!);
  } catch (error) {
    await finish(caller, mismatchId, false, { error: String(error).slice(0, 300) });
    throw error;
  }
  await finish(caller, mismatchId, outcome.ok, outcome.ok ? outcome.effect : { refused: outcome.code });
  return outcome.ok ? { ok: true } : outcome;
}

async function fulfil(claim: Claim) {
  if (claim.provider_refund_id) return { ok: false as const, code: "already_refunded" as const };
  const paymentId = paymentIdOf(claim.details) ?? claim.payment_id ?? null;
  if (!paymentId) return { ok: false as const, code: "no_payment" as const };
  const method = paymentMethodIn(claim.details) ?? (claim.event_type ? paymentMethodOf(claim.event_type) : null);
  const result = await fulfilReleasedOrder(claim.order_id!, { provider: claim.provider!, paymentId, method });
  if (result !== "fulfilled") return { ok: false as const, code: result };
  return { ok: true as const, effect: { fulfilled: true, paymentId } };
}

async function refund(claim: Claim, provider: NonNullable<ReturnType<typeof getHostedPaymentProvider>>) {
  const result = await refundWholePayment(claim.order_id!, provider, paymentIdOf(claim.details));
  if (!result.ok) return { ok: false as const, code: result.reason };
  return { ok: true as const, effect: { refundId: result.refundId, replayed: result.replayed } };
}

/** Audits what the claimed resolution did, or reopens the difference when it did nothing. */
async function finish(caller: Caller, mismatchId: string, ok: boolean, effect: Record<string, unknown>) {
  await call<string>(
    caller,
    sql`select public.admin_finish_payment_mismatch(${mismatchId}::uuid, ${ok}, ${JSON.stringify(effect)}::jsonb) as r`,
  );
}

async function call<T>(caller: Caller, query: ReturnType<typeof sql>): Promise<T> {
  return runAs(caller, async (tx) => rowsOf<{ r: T }>(await tx.execute(query))[0]!.r);
}
